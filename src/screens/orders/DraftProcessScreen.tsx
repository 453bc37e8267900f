/**
 * /orders/draft/process?ids=1,2 (menu:order:draft; no back navigation): the draft-processing machine walks
 * the chosen drafts; each change (mapping, address, channel) is saved at once and the server answers the
 * re-priced draft; submit moves it to awaiting payment, and at the end the submitted orders can be paid.
 */
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ApiError } from '@/api/client';
import type { OrderAddress } from '@/api/contract/orders';
import type { ServerFieldErrors } from '@/design-system/components/Form';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { fieldErrorsOf } from '@/kit/form';
import { VariantPicker } from './components/VariantPicker';
import { DraftProcessView } from './DraftProcessView';
import { draftProcessMachine } from './machines/draftProcess';
import { orderPaths } from './paths';

const addressFieldNames = ['address.name', 'address.line1', 'address.line2', 'address.city', 'address.province', 'address.postalCode', 'address.countryCode', 'address.phone'];

/** `ids=1,2,3` → unique positive integers, at most 200 (the submit call's bound). */
export function draftIdsFrom(search: URLSearchParams): number[] {
  const ids = search.getAll('ids').flatMap((value) => value.split(',')).map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, 200);
}

export default function DraftProcessScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ids = useMemo(() => draftIdsFrom(search), [search]);
  const changes = ['orderList', 'orderStatusCounts', 'orderAttentionCount', 'orderDetail'] as const;
  const submit = useMutateCall('orderDraftSubmit', { invalidates: changes });
  const [state, send] = useMachine(draftProcessMachine.provide({
    actors: {
      submit: fromPromise<void, { id: number }>(async ({ input }) => {
        const answer = await submit.mutateAsync({ body: { ids: [input.id] } });
        if (answer.failed.length > 0) throw new Error(answer.failed[0].message);
      }),
    },
  }), { input: { ids } });
  const { context } = state;
  const id = context.ids[context.index];
  const info = useCall('orderDraftProcessInfo', { params: { id: id ?? 0 } }, { enabled: id !== undefined && !state.matches('done'), quiet: true });
  const update = useMutateCall('orderDraftUpdate', { invalidates: changes, quiet: true });
  const [addressErrors, setAddressErrors] = useState<ServerFieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = async (body: { lines?: Array<{ lineId: number; variantId: number }>; address?: OrderAddress; channelCode?: string }) => {
    setSaveError(null);
    setAddressErrors({});
    try {
      await update.mutateAsync({ params: { id }, body });
      await info.refetch();
    } catch (error) {
      const fields = body.address ? fieldErrorsOf(error, addressFieldNames) : null;
      if (fields) setAddressErrors(Object.fromEntries(Object.entries(fields).map(([name, message]) => [name.replace('address.', ''), message])));
      else setSaveError(error instanceof ApiError ? error.notification?.message ?? error.message : String(error));
    }
  };

  return (
    <DraftProcessView
      position={{ index: context.index, count: context.ids.length }}
      info={info.data}
      loadError={info.isError ? t('orders.process.loadFailed') : saveError}
      onMap={(lineId, variantId) => void save({ lines: [{ lineId, variantId }] })}
      onAddress={(address) => void save({ address })}
      onChannel={(channelCode) => void save({ channelCode })}
      addressErrors={addressErrors}
      isSaving={update.isPending}
      submitError={context.error}
      isSubmitting={state.matches('submitting')}
      onSubmit={() => send({ type: 'submit' })}
      onSkip={() => send({ type: 'skip' })}
      Picker={VariantPicker}
      done={state.matches('done') ? { submitted: context.submitted, skipped: context.skipped } : null}
      onPay={(paid) => navigate(orderPaths.checkout(paid), { replace: true })}
    />
  );
}
