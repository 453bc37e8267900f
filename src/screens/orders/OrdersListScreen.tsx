/**
 * /orders/list (menu:order:list): useListBinding binds the URL filter to the list call; the tab counts load
 * from the same filter, bulk pay opens the checkout with the chosen
 * awaiting-payment orders, cancel answers order by order, export opens the export page with this filter.
 */
import { useNavigate } from 'react-router-dom';
import { orderFilterFields, ordersCalls, type OrderListFilter } from '@/api/contract/orders';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { usePermission } from '@/machines/permission';
import { useCall, useMutateCall, type CallName } from '@/kit/data';
import { toSearchParams, useListBinding } from '@/kit/list';
import { useListViews } from '@/kit/views';
import { OrdersListView } from './OrdersListView';
import { orderPaths } from './paths';

/** The list's filter without its paging: the tab counts and the export take exactly this. */
const filterOf = (query: OrderListFilter): OrderListFilter => Object.fromEntries(orderFilterFields.map((field) => [field, query[field]]));

/** What a cancellation changes. */
const CANCEL_CHANGES: readonly CallName[] = ['orderList', 'orderStatusCounts', 'orderAttentionCount'];

export default function OrdersListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListBinding('orderList', ordersCalls.orderList, { loadFailed: 'orders.list.loadFailed', selectable: true });
  const views = useListViews('orderList', list.url);
  const filter = filterOf(list.url.query);
  const counts = useCall('orderStatusCounts', { query: { ...filter, status: undefined } });
  const stores = useCall('storeOptions', {}, { quiet: true });
  const canProcessDrafts = usePermission('menu:order:draft');
  const cancel = useMutateCall('orderCancel', { invalidates: CANCEL_CHANGES });

  const onCancel = async (ids: number[]) => {
    const answer = await cancel.mutateAsync({ body: { ids } });
    list.clearSelection();
    if (answer.failed.length === 0) notify({ kind: 'success', message: t('orders.cancel.done', { count: answer.done.length }) });
    else notify({ kind: 'warning', message: t('orders.cancel.partial', { done: answer.done.length, failed: answer.failed.map((f) => f.message).join(' ') }) });
  };

  return (
    <OrdersListView
      {...list.props}
      {...views}
      counts={counts.data}
      stores={stores.data ?? []}
      onPay={(ids) => navigate(orderPaths.checkout(ids))}
      onCancel={onCancel}
      exportHref={orderPaths.export(toSearchParams(filter).toString())}
      canProcessDrafts={canProcessDrafts}
    />
  );
}
