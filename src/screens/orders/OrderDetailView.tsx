/**
 * One order (presentational): status, lines, address, channel, amounts (all computed by the server) and
 * the timeline; pay when awaiting payment, process when a draft, cancel while unpaid (confirmed).
 */
import { DialogTrigger } from 'react-aria-components';
import { CreditCard, FilePen, XCircle } from 'lucide-react';
import { AlertDialog } from '@/design-system/components/AlertDialog';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Image } from '@/design-system/components/Image';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Link } from '@/design-system/components/Link';
import { Skeleton } from '@/design-system/components/Skeleton';
import { StatusPill } from '@/design-system/components/StatusPill';
import { hasKey, useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { DetailPage } from '@/kit/page';
import { Timeline } from './components/Timeline';
import { channelLabel, countryName, formatCents, formatDateTime, statusTone } from './format';
import { orderPaths } from './paths';
import * as styles from './orders.css';

export type OrderDetail = CallData<'orderDetail'>;

export interface OrderDetailViewProps {
  order: OrderDetail | undefined;
  /** Translated, when the order failed to load (or is not the caller's). */
  error: string | null;
  onRetry(): void;
  onPay(id: number): void;
  onCancel(id: number): Promise<unknown>;
  canProcess: boolean;
  /** Where "back" goes (the list as it was left). */
  backHref: string;
}

export function OrderDetailView({ order, error, onRetry, onPay, onCancel, canProcess, backHref }: OrderDetailViewProps) {
  const { t, locale } = useTranslation();
  const money = (cents: number) => formatCents(cents, order?.currencyCode ?? 'USD', locale);
  const fact = (label: string, value: React.ReactNode) => (
    <>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{value ?? '—'}</dd>
    </>
  );
  const address = order?.address;
  return (
    <DetailPage
      recordTitle={order?.number}
      description={order ? t('orders.detail.description', { kind: t(`orders.kind.${order.kind}`), date: formatDateTime(order.createdAt, locale) }) : undefined}
      secondaryActions={<Link href={backHref}>{t('orders.detail.back')}</Link>}
      primaryAction={order && (
        order.status === 'awaiting_payment' && !order.problem ? <Button variant="primary" iconStart={CreditCard} onPress={() => onPay(order.id)}>{t('orders.detail.pay', { total: money(order.totalCents) })}</Button>
        : order.status === 'draft' && canProcess ? <Link href={orderPaths.processIds([order.id])}><FilePen size={14} aria-hidden="true" /> {t('orders.detail.process')}</Link>
        : undefined
      )}
    >
      {error && <EmptyState size="sm" title={error} action={<Button variant="secondary" onPress={onRetry}>{t('orders.detail.retry')}</Button>} />}
      {!order && !error && <Skeleton height="240px" />}
      {order && (
        <div className={styles.grid}>
          <div className={styles.stack}>
            <div className={styles.inline}>
              <StatusPill tone={statusTone[order.status]} hasDot>{t(`orders.status.${order.status}`)}</StatusPill>
              <StatusPill tone="neutral">{t(`orders.payment.${order.paymentStatus}`)}</StatusPill>
              {/* Shipped and delivered say it already; the fulfilment shows where it adds something (partly shipped, returned). */}
              {order.fulfilmentStatus !== order.status && order.fulfilmentStatus !== 'unfulfilled' && <StatusPill tone="neutral">{t(`orders.fulfilment.${order.fulfilmentStatus}`)}</StatusPill>}
            </div>
            {order.problem && order.status !== 'canceled' && (
              <InlineAlert tone="danger" title={t('orders.detail.attention')}>{t(`orders.problemHint.${order.problem}`)}</InlineAlert>
            )}
            <Card title={t('orders.detail.lines', { count: order.itemCount })} variant="elevated" padding="lg">
              <ul className={styles.lines}>
                {order.lines.map((line) => (
                  <li key={line.id} className={styles.line}>
                    <Image src={line.image} alt="" width={48} radius="sm" bordered />
                    <span className={styles.cellStack}>
                      <span>{line.title}</span>
                      <span className={styles.muted}>
                        {line.sku ? t('orders.detail.sku', { sku: line.sku }) : t('orders.detail.unmapped')}
                        {line.storeSku ? ` · ${t('orders.detail.storeSku', { sku: line.storeSku })}` : ''}
                      </span>
                    </span>
                    <span className={styles.cellStack}>
                      <span>{t('orders.detail.lineAmount', { quantity: line.quantity, price: money(line.unitCostCents) })}</span>
                      <strong>{money(line.unitCostCents * line.quantity)}</strong>
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
            <Card title={t('orders.detail.timeline')} variant="elevated" padding="lg">
              <Timeline events={order.events} currencyCode={order.currencyCode} />
            </Card>
          </div>
          <div className={styles.stack}>
            <Card title={t('orders.detail.amounts')} variant="elevated" padding="lg">
              <dl className={styles.totals}>
                <dt>{t('orders.detail.products')}</dt><dd className={styles.factValue}>{money(order.productCents)}</dd>
                <dt>{t('orders.detail.shipping')}</dt><dd className={styles.factValue}>{money(order.shippingCents)}</dd>
                {order.discountCents > 0 && <><dt>{t('orders.detail.discount')}</dt><dd className={styles.factValue}>−{money(order.discountCents)}</dd></>}
                <dt className={styles.total}>{t('orders.detail.total')}</dt><dd className={`${styles.factValue} ${styles.total}`}>{money(order.totalCents)}</dd>
              </dl>
            </Card>
            <Card title={t('orders.detail.shipment')} variant="elevated" padding="lg">
              <dl className={styles.facts}>
                {fact(t('orders.column.channel'), channelLabel(t, hasKey, order.channelCode, order.channelName))}
                {fact(t('orders.detail.carrier'), order.carrier)}
                {fact(t('orders.column.tracking'), order.trackingNumber)}
                {order.shippedAt && fact(t('orders.detail.shippedAt'), formatDateTime(order.shippedAt, locale))}
                {order.deliveredAt && fact(t('orders.detail.deliveredAt'), formatDateTime(order.deliveredAt, locale))}
              </dl>
            </Card>
            <Card title={t('orders.detail.address')} variant="elevated" padding="lg">
              {address ? (
                <address className={styles.cellStack}>
                  <span>{address.name}</span>
                  <span>{address.line1}</span>
                  {address.line2 && <span>{address.line2}</span>}
                  <span>{[address.postalCode, address.city, address.province].filter(Boolean).join(' ')}</span>
                  <span>{countryName(address.countryCode, locale)}</span>
                  {address.phone && <span className={styles.muted}>{address.phone}</span>}
                </address>
              ) : <span className={styles.muted}>{order.kind === 'stocking' ? t('orders.detail.toWarehouse') : '—'}</span>}
            </Card>
            <Card title={t('orders.detail.source')} variant="elevated" padding="lg">
              <dl className={styles.facts}>
                {fact(t('orders.column.store'), order.storeName ?? t(`orders.source.${order.source}`))}
                {fact(t('orders.detail.storeOrder'), order.storeOrderName)}
                {fact(t('orders.column.buyer'), order.buyerName)}
                {fact(t('orders.detail.paidAt'), order.paidAt ? formatDateTime(order.paidAt, locale) : null)}
              </dl>
            </Card>
            {(order.status === 'draft' || order.status === 'awaiting_payment') && (
              <DialogTrigger>
                <Button variant="danger" iconStart={XCircle}>{t('orders.detail.cancel')}</Button>
                <AlertDialog title={t('orders.cancel.title')} variant="danger" confirmLabel={t('orders.cancel.confirm')} onConfirm={() => onCancel(order.id)}>
                  {t('orders.cancel.message', { count: 1 })}
                </AlertDialog>
              </DialogTrigger>
            )}
          </div>
        </div>
      )}
    </DetailPage>
  );
}
