/**
 * /orders/list (menu:order:list): the URL holds the filter (useListQuery over the contract's OrderListQuery),
 * the list and its tab counts load from the same filter, bulk pay opens the checkout with the chosen
 * awaiting-payment orders, cancel answers order by order, export opens the export page with this filter.
 */
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { orderFilterFields, ordersCalls, type OrderListFilter } from '@/api/contract/orders';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { usePermission } from '@/machines/permission';
import { useCall, useMutateCall, type CallName } from '@/kit/data';
import { toSearchParams, useListQuery } from '@/kit/list';
import { SavedViews, useChosenColumns } from '@/kit/views';
import { OrdersListView } from './OrdersListView';
import { orderPaths } from './paths';

/** The list's filter without its paging: the tab counts and the export take exactly this. */
const filterOf = (query: OrderListFilter): OrderListFilter => Object.fromEntries(orderFilterFields.map((field) => [field, query[field]]));

/** What a cancellation changes. */
const CANCEL_CHANGES: readonly CallName[] = ['orderList', 'orderStatusCounts', 'orderAttentionCount'];

export default function OrdersListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListQuery(ordersCalls.orderList);
  const result = useCall('orderList', { query: list.query });
  const filter = filterOf(list.query);
  const counts = useCall('orderStatusCounts', { query: { ...filter, status: undefined } });
  const stores = useCall('storeOptions', {}, { quiet: true });
  const chosenColumns = useChosenColumns('orderList');
  const canProcessDrafts = usePermission('menu:order:draft');
  const [selected, setSelected] = useState<Selection>(new Set());
  const cancel = useMutateCall('orderCancel', { invalidates: CANCEL_CHANGES });

  const onCancel = async (ids: number[]) => {
    const answer = await cancel.mutateAsync({ body: { ids } });
    setSelected(new Set());
    if (answer.failed.length === 0) notify({ kind: 'success', message: t('orders.cancel.done', { count: answer.done.length }) });
    else notify({ kind: 'warning', message: t('orders.cancel.partial', { done: answer.done.length, failed: answer.failed.map((f) => f.message).join(' ') }) });
  };

  return (
    <OrdersListView
      query={list.query}
      page={result.data}
      counts={counts.data}
      stores={stores.data ?? []}
      isLoading={result.isFetching}
      error={result.isError ? t('orders.list.loadFailed') : null}
      onRetry={() => void result.refetch()}
      isKeyset={list.isKeyset}
      onFilters={(patch) => { setSelected(new Set()); list.setFilters(patch); }}
      onClearFilters={list.clearFilters}
      onPage={list.setPage}
      onPageSize={list.setPageSize}
      onNextCursor={list.nextCursor}
      onPreviousCursor={() => { if (!list.previousCursor()) list.setPage(1); }}
      selected={selected}
      onSelectionChange={setSelected}
      onPay={(ids) => navigate(orderPaths.checkout(ids))}
      onCancel={onCancel}
      exportHref={orderPaths.export(toSearchParams(filter).toString())}
      views={<SavedViews listKey="orderList" query={list.query} onApply={list.replace} />}
      chosenColumns={chosenColumns}
      canProcessDrafts={canProcessDrafts}
    />
  );
}
