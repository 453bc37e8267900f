/**
 * /payment/checkout?ids=1,2,3 (payment:pay): loads the orders and the wallet (checkoutInfo) and pays the
 * payable ones from the balance through the checkout machine (checkoutPay with its Idempotency-Key).
 */
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useCallPort } from '@/kit/data';
import { usePermission } from '@/machines/permission';
import { CheckoutView, type CheckoutStep } from './CheckoutView';
import { checkoutMachine } from './machines/checkoutMachine';

/** `ids=1,2,3` (or repeated ids) → unique positive integers, at most 100. */
export function orderIdsFrom(search: URLSearchParams): number[] {
  const ids = search.getAll('ids').flatMap((value) => value.split(',')).map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, 100);
}

export default function CheckoutScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const ids = useMemo(() => orderIdsFrom(search), [search]);
  const call = useCallPort();
  const client = useQueryClient();
  const canPay = usePermission('payment:pay');
  const info = useCall('checkoutInfo', { query: { ids } }, { enabled: ids.length > 0, quiet: true });
  const payable = info.data?.orders.filter((o) => o.payable).map((o) => o.id) ?? [];
  const [state, send] = useMachine(checkoutMachine.provide({
    actors: {
      pay: fromPromise(async ({ input }) => {
        const answer = await call('checkoutPay', { body: { orderIds: input.orderIds }, idempotencyKey: input.idempotencyKey });
        await Promise.all(['checkoutInfo', 'accountInfo', 'orderList', 'orderStatusCounts'].map((name) => client.invalidateQueries({ queryKey: [name] })));
        return { ...answer, paidAt: String(answer.paidAt) };
      }),
    },
  }), { input: {} });
  const step = state.value as CheckoutStep;

  return (
    <CheckoutView
      info={info.data}
      error={ids.length === 0 || info.isError ? t('payment.checkout.notFound') : null}
      step={step}
      payError={state.context.error}
      result={state.context.result}
      onPay={() => send({ type: 'pay', orderIds: payable })}
      canPay={canPay}
      ordersHref="/orders/list"
    />
  );
}
