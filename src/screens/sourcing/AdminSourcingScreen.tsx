/**
 * /admin/sourcing/list (admin menu, isShowUserSettings = 1; the server requires the staff role): every
 * merchant's sourcing requests; take one, answer found (catalogue product + quote) or not found.
 */
import { useState } from 'react';
import { sourcingCalls } from '@/api/contract/sourcing';
import type { ServerFieldErrors } from '@/design-system/components/Form';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { placeServerError } from '@/kit/form';
import { useListQuery } from '@/kit/list';
import { AdminSourcingView, type Answer } from './AdminSourcingView';

export default function AdminSourcingScreen() {
  const { t } = useTranslation();
  const list = useListQuery(sourcingCalls.adminSourcingList);
  const result = useCall('adminSourcingList', { query: list.query });
  const take = useMutateCall('adminSourcingTake', { invalidates: ['adminSourcingList'] });
  const answer = useMutateCall('adminSourcingAnswer', { invalidates: ['adminSourcingList'], quiet: true });
  const [errors, setErrors] = useState<ServerFieldErrors | null>(null);
  const [keyword, setKeyword] = useState('');
  const products = useCall('catalogueSearch', { query: { keyword: keyword.trim() || undefined, pageSize: 24 } }, { enabled: keyword.trim().length >= 2 });

  const onAnswer = async (id: number, body: Answer) => {
    setErrors(null);
    try {
      await answer.mutateAsync({ params: { id }, body });
      notify({ kind: 'success', message: t('sourcing.admin.answered') });
    } catch (error) {
      setErrors(placeServerError(error, ['productId', 'quotedPriceCents', 'note']));
      throw error;
    }
  };
  return (
    <AdminSourcingView
      query={list.query}
      page={result.data}
      isLoading={result.isFetching}
      error={result.isError ? t('sourcing.list.loadFailed') : null}
      onRetry={() => void result.refetch()}
      onFilters={list.setFilters}
      onClearFilters={list.clearFilters}
      onPage={list.setPage}
      onPageSize={list.setPageSize}
      onTake={(id) => take.mutate({ params: { id } }, { onSuccess: () => notify({ kind: 'success', message: t('sourcing.admin.taken') }) })}
      onAnswer={onAnswer}
      isAnswering={answer.isPending}
      answerErrors={errors}
      productOptions={(products.data?.records ?? []).map((p) => ({ id: p.id, spu: p.spu, title: p.title, minCost: p.minCost }))}
      onProductSearch={setKeyword}
    />
  );
}
