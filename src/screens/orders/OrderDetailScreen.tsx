/** /orders/detail/:id (menu:order:list): one order with its timeline; pay, process or cancel from here. */
import { useNavigate, useParams } from 'react-router-dom';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { usePermission } from '@/machines/permission';
import { useCall, useMutateCall } from '@/kit/data';
import { OrderDetailView } from './OrderDetailView';
import { orderPaths } from './paths';

export default function OrderDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const result = useCall('orderDetail', { params: { id } }, { enabled: valid, quiet: true });
  const canProcess = usePermission('menu:order:draft');
  const cancel = useMutateCall('orderCancel', { invalidates: ['orderDetail', 'orderList', 'orderStatusCounts', 'orderAttentionCount'] });
  const onCancel = async (orderId: number) => {
    const answer = await cancel.mutateAsync({ body: { ids: [orderId] } });
    notify(answer.failed.length === 0 ? { kind: 'success', message: t('orders.cancel.done', { count: 1 }) } : { kind: 'warning', message: answer.failed[0].message });
  };
  return (
    <OrderDetailView
      order={result.data}
      error={!valid || result.isError ? t('orders.detail.notFound') : null}
      onRetry={() => void result.refetch()}
      onPay={(orderId) => navigate(orderPaths.checkout([orderId]))}
      onCancel={onCancel}
      canProcess={canProcess}
      backHref={orderPaths.list}
    />
  );
}
