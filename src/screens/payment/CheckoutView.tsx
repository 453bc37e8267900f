/**
 * Checkout (presentational): the orders to pay with the server's totals, the wallet (balance, held,
 * available), what remains after paying, and "Pay from balance". Orders that cannot be paid (paid already,
 * canceled, with a problem) are shown and left out of the total. After paying: the paid amount and where to
 * follow the orders. Props in, events out; the checkout machine drives the states.
 */
import { Wallet } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Link } from '@/design-system/components/Link';
import { StatusPill } from '@/design-system/components/StatusPill';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { ListTable, type DataColumn } from '@/kit/list';
import { Page } from '@/kit/page';
import { formatCents } from '@/screens/cart/format';
import type { PaidResult } from './machines/checkoutMachine';
import * as styles from './payment.css';

export type CheckoutInfo = CallData<'checkoutInfo'>;
export type CheckoutOrderRow = CheckoutInfo['orders'][number];
export type CheckoutStep = 'ready' | 'paying' | 'failed' | 'paid';

export interface CheckoutViewProps {
  info: CheckoutInfo | undefined;
  /** Translated, when the orders could not be loaded (another customer's answer as not found). */
  error: string | null;
  step: CheckoutStep;
  /** The server's translated refusal of the last payment. */
  payError: string | null;
  result: PaidResult | null;
  onPay(): void;
  canPay: boolean;
  /** Where the orders are followed after paying (the orders list), when that page exists. */
  ordersHref: string | null;
}

export function CheckoutView({ info, error, step, payError, result, onPay, canPay, ordersHref }: CheckoutViewProps) {
  const { t, locale } = useTranslation();
  const money = (cents: number) => formatCents(cents, locale);
  const columns: DataColumn<CheckoutOrderRow>[] = [
    { id: 'number', label: t('payment.checkout.number'), isRowHeader: true, render: (o) => o.number },
    { id: 'kind', label: t('payment.checkout.kind'), render: (o) => t(`payment.kind.${o.kind}`) },
    {
      id: 'status', label: t('payment.checkout.status'), phone: 'primary',
      render: (o) => (step === 'paid' && result?.orderIds.includes(o.id)
        ? <StatusPill tone="success">{t('payment.checkout.paid')}</StatusPill>
        : o.payable ? <StatusPill tone="info">{t('payment.checkout.payable')}</StatusPill> : <StatusPill tone="warning">{t('payment.checkout.notPayable')}</StatusPill>),
    },
    { id: 'products', label: t('payment.checkout.products'), render: (o) => money(o.productCents) },
    { id: 'shipping', label: t('payment.checkout.shipping'), render: (o) => money(o.shippingCents) },
    { id: 'total', label: t('payment.checkout.total'), phone: 'primary', render: (o) => money(o.totalCents) },
  ];
  const payable = info?.orders.filter((o) => o.payable) ?? [];
  const short = info ? info.wallet.availableCents < info.totalCents : false;
  return (
    <Page title={t('payment.checkout.title')} description={t('payment.checkout.description')}>
      {error ? <InlineAlert tone="danger" role="alert">{error}</InlineAlert> : (
        <div className={styles.layout}>
          <Card title={t('payment.checkout.orders', { count: info?.orders.length ?? 0 })} headingLevel={2}>
            <ListTable aria-label={t('payment.checkout.orders', { count: info?.orders.length ?? 0 })} columns={columns} rowLabel={(o) => o.number} rows={info?.orders} skeletonRows={2} />
          </Card>
          <div className={styles.side}>
            <Card title={t('payment.checkout.fromBalance')} headingLevel={2}>
              <dl className={styles.totals}>
                <dt>{t('payment.checkout.balance')}</dt>
                <dd className={styles.numeric}>{money(info?.wallet.balanceCents ?? 0)}</dd>
                <dt>{t('payment.checkout.frozen')}</dt>
                <dd className={styles.numeric}>{money(info?.wallet.frozenCents ?? 0)}</dd>
                <dt>{t('payment.checkout.available')}</dt>
                <dd className={styles.numeric}>{money(info?.wallet.availableCents ?? 0)}</dd>
                <dt className={styles.total}>{t('payment.checkout.toPay', { count: step === 'paid' && result ? result.orderIds.length : payable.length })}</dt>
                <dd className={`${styles.numeric} ${styles.total}`}>{money(step === 'paid' && result ? result.amountCents : info?.totalCents ?? 0)}</dd>
              </dl>
            </Card>
            {step === 'paid' && result ? (
              <InlineAlert tone="success" title={t('payment.checkout.doneTitle')}
                actions={ordersHref ? <Link href={ordersHref}>{t('payment.checkout.followOrders')}</Link> : undefined}>
                {t(result.orderIds.length === 1 ? 'payment.checkout.doneOne' : 'payment.checkout.done', { amount: money(result.amountCents), count: result.orderIds.length })}
              </InlineAlert>
            ) : (
              <>
                {short && step !== 'paying' && <InlineAlert tone="warning">{t('payment.checkout.short', { missing: money((info?.totalCents ?? 0) - (info?.wallet.availableCents ?? 0)) })}</InlineAlert>}
                {info && payable.length === 0 && <InlineAlert tone="info">{t('payment.checkout.nothing')}</InlineAlert>}
                {payError && <InlineAlert tone="danger" role="alert">{payError}</InlineAlert>}
                <Button variant="primary" iconStart={Wallet} onPress={onPay} isPending={step === 'paying'}
                  isDisabled={!canPay || !info || payable.length === 0 || short}>
                  {step === 'failed' ? t('payment.checkout.retry') : t('payment.checkout.pay', { amount: money(info?.totalCents ?? 0) })}
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </Page>
  );
}
