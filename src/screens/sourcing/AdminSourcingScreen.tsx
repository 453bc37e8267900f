/**
 * /admin/sourcing/list (admin menu, isShowUserSettings = 1; the server requires the staff role): every
 * merchant's sourcing requests; take one, answer found (catalogue product + quote) or not found, seeing the
 * picture the merchant uploaded.
 */
import { useState } from 'react';
import { sourcingCalls } from '@/api/contract/sourcing';
import type { ServerFieldErrors } from '@/design-system/components/Form';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { placeServerError } from '@/kit/form';
import { useListBinding } from '@/kit/list';
import { AdminSourcingView, type Answer } from './AdminSourcingView';

export default function AdminSourcingScreen() {
  const { t } = useTranslation();
  const list = useListBinding('adminSourcingList', sourcingCalls.adminSourcingList, { loadFailed: 'sourcing.list.loadFailed' });
  const take = useMutateCall('adminSourcingTake', { invalidates: ['adminSourcingList'] });
  const answer = useMutateCall('adminSourcingAnswer', { invalidates: ['adminSourcingList'], quiet: true });
  const [errors, setErrors] = useState<ServerFieldErrors | null>(null);
  const [keyword, setKeyword] = useState('');
  // The picture the merchant uploaded: only the detail call carries it, loaded when its answer dialog opens.
  const [answering, setAnswering] = useState<number | null>(null);
  const detail = useCall('adminSourcingDetail', { params: { id: answering ?? 0 } }, { enabled: answering !== null });
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
      {...list.props}
      onTake={(id) => take.mutate({ params: { id } }, { onSuccess: () => notify({ kind: 'success', message: t('sourcing.admin.taken') }) })}
      onAnswer={onAnswer}
      isAnswering={answer.isPending}
      answerErrors={errors}
      productOptions={(products.data?.records ?? []).map((p) => ({ id: p.id, spu: p.spu, title: p.title, minCost: p.minCost }))}
      onProductSearch={setKeyword}
      onAnswerOpen={setAnswering}
      answerImage={detail.data?.id === answering ? detail.data?.imageData : undefined}
    />
  );
}
