/** /orders/draft (menu:order:draft): the drafts (the list call with status draft), process or submit them. */
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { ordersCalls } from '@/api/contract/orders';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { useListQuery } from '@/kit/list';
import { DraftsView } from './DraftsView';
import { orderPaths } from './paths';

export default function DraftsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListQuery(ordersCalls.orderList);
  const query = { ...list.query, status: 'draft' as const };
  const result = useCall('orderList', { query });
  const [selected, setSelected] = useState<Selection>(new Set());
  const submit = useMutateCall('orderDraftSubmit', { invalidates: ['orderList', 'orderStatusCounts', 'orderAttentionCount'] });

  const onSubmit = async (ids: number[]) => {
    const answer = await submit.mutateAsync({ body: { ids } });
    setSelected(new Set());
    if (answer.failed.length === 0) notify({ kind: 'success', message: t('orders.draft.submitted', { count: answer.done.length }) });
    else notify({ kind: 'warning', message: answer.failed.map((f) => f.message).join(' ') });
  };

  return (
    <DraftsView
      query={query}
      page={result.data}
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
      onProcess={(ids) => navigate(orderPaths.processIds(ids))}
      onSubmit={onSubmit}
      isSubmitting={submit.isPending}
    />
  );
}
