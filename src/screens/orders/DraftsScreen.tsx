/** /orders/draft (menu:order:draft): the drafts (the list call with status draft), process or submit them. */
import { useNavigate } from 'react-router-dom';
import { ordersCalls } from '@/api/contract/orders';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useMutateCall } from '@/kit/data';
import { useListBinding } from '@/kit/list';
import { DraftsView } from './DraftsView';
import { orderPaths } from './paths';

export default function DraftsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListBinding('orderList', ordersCalls.orderList, { loadFailed: 'orders.list.loadFailed', fixed: { status: 'draft' }, selectable: true });
  const submit = useMutateCall('orderDraftSubmit', { invalidates: ['orderList', 'orderStatusCounts', 'orderAttentionCount'] });

  const onSubmit = async (ids: number[]) => {
    const answer = await submit.mutateAsync({ body: { ids } });
    list.clearSelection();
    if (answer.failed.length === 0) notify({ kind: 'success', message: t('orders.draft.submitted', { count: answer.done.length }) });
    else notify({ kind: 'warning', message: answer.failed.map((f) => f.message).join(' ') });
  };

  return (
    <DraftsView
      {...list.props}
      onProcess={(ids) => navigate(orderPaths.processIds(ids))}
      onSubmit={onSubmit}
      isSubmitting={submit.isPending}
    />
  );
}
