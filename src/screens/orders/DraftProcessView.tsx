/**
 * Processing one draft of several (presentational): map each store line to a catalogue variant, fix the
 * address, choose the channel (every channel that reaches the address, priced for these lines; the
 * merchant's default marked), see the price the server computed, submit or skip. No back navigation: the
 * only ways on are submit, skip, or leaving for the list. When all are done, the submitted orders can be paid.
 */
import type { ComponentType, FormEvent } from 'react';
import { CreditCard, Save, Send, SkipForward } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Form, type ServerFieldErrors } from '@/design-system/components/Form';
import { Image } from '@/design-system/components/Image';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Link } from '@/design-system/components/Link';
import { Radio, RadioGroup } from '@/design-system/components/RadioGroup';
import { Skeleton } from '@/design-system/components/Skeleton';
import { StatusPill } from '@/design-system/components/StatusPill';
import { TextField } from '@/design-system/components/TextField';
import { hasKey, useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { textRules } from '@/kit/form';
import { Page } from '@/kit/page';
import type { OrderAddress } from '@/api/contract/orders';
import { channelLabel, countryName, formatCents } from './format';
import { orderPaths } from './paths';
import * as styles from './orders.css';

export type DraftInfo = CallData<'orderDraftProcessInfo'>;

export interface DraftProcessViewProps {
  /** Which draft of how many (1-based for the reader). */
  position: { index: number; count: number };
  info: DraftInfo | undefined;
  /** Translated, when the draft failed to load. */
  loadError: string | null;
  /** Picks the variant a line is fulfilled with (remembered for its store variant). */
  onMap(lineId: number, variantId: number): void;
  onAddress(address: OrderAddress): void;
  onChannel(channelCode: string): void;
  addressErrors: ServerFieldErrors;
  isSaving: boolean;
  /** The server's reason the last submit was refused. */
  submitError: string | null;
  isSubmitting: boolean;
  onSubmit(): void;
  onSkip(): void;
  /** The variant picker of a line (a data-loading component: stories give it fakeCalls). */
  Picker: ComponentType<{ label: string; onPick(variantId: number): void; isDisabled?: boolean }>;
  /** After the last draft: what was submitted and skipped. */
  done: { submitted: number[]; skipped: number[] } | null;
  onPay(ids: number[]): void;
}

const addressFields = ['name', 'line1', 'line2', 'city', 'province', 'postalCode', 'countryCode', 'phone'] as const;

export function DraftProcessView(props: DraftProcessViewProps) {
  const { info, position, done } = props;
  const { t, locale } = useTranslation();
  const order = info?.order;
  const money = (cents: number) => formatCents(cents, order?.currencyCode ?? 'USD', locale);

  if (done) {
    return (
      <Page title={t('route.ordersDraftProcess')} description={t('orders.process.doneDescription', { submitted: done.submitted.length, skipped: done.skipped.length })}>
        <EmptyState
          title={done.submitted.length > 0 ? t('orders.process.doneTitle', { count: done.submitted.length }) : t('orders.process.nothingSubmitted')}
          description={t('orders.process.doneHint')}
          action={
            <span className={styles.inline}>
              {done.submitted.length > 0 && <Button variant="primary" iconStart={CreditCard} onPress={() => props.onPay(done.submitted)}>{t('orders.process.payNow', { count: done.submitted.length })}</Button>}
              <Link href={orderPaths.drafts}>{t('route.ordersDraft')}</Link>
              <Link href={orderPaths.list}>{t('route.ordersList')}</Link>
            </span>
          }
        />
      </Page>
    );
  }

  const saveAddress = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const optional = (name: string) => text(name) || null;
    props.onAddress({
      name: text('name'), line1: text('line1'), line2: optional('line2'), city: text('city'), province: optional('province'),
      postalCode: optional('postalCode'), countryCode: text('countryCode').toUpperCase(), phone: optional('phone'), email: order?.address?.email ?? null,
    });
  };

  return (
    <Page
      title={t('route.ordersDraftProcess')}
      description={t('orders.process.position', { index: position.index + 1, count: position.count, number: order?.number ?? '…' })}
      secondaryActions={<Link href={orderPaths.drafts}>{t('orders.process.leave')}</Link>}
    >
      {props.loadError && <InlineAlert tone="danger">{props.loadError}</InlineAlert>}
      {!order && !props.loadError && <Skeleton height="320px" />}
      {order && (
        <div className={styles.grid}>
          <div className={styles.stack}>
            {order.status !== 'draft' && <InlineAlert tone="info">{t('orders.process.notDraft', { status: t(`orders.status.${order.status}`) })}</InlineAlert>}
            <Card title={t('orders.process.lines')} description={t('orders.process.linesHint')} variant="elevated" padding="lg">
              <ul className={styles.lines}>
                {order.lines.map((line) => (
                  <li key={line.id} className={styles.mapLine}>
                    <span className={styles.cellStack}>
                      <strong>{line.title}</strong>
                      <span className={styles.muted}>
                        {t('orders.process.storeLine', { quantity: line.quantity, sku: line.storeSku ?? '—', price: line.storeUnitPriceCents === null ? '—' : money(line.storeUnitPriceCents) })}
                      </span>
                      {line.variantId
                        ? <span className={styles.inline}><Image src={line.image} alt="" width={32} radius="sm" bordered /><StatusPill tone="success" size="sm">{t('orders.process.mappedTo', { sku: line.sku ?? '' })}</StatusPill><span className={styles.muted}>{money(line.unitCostCents)}</span></span>
                        : <StatusPill tone="danger" size="sm">{t('orders.process.notMapped')}</StatusPill>}
                    </span>
                    <props.Picker
                      label={line.variantId ? t('orders.process.changeVariant', { title: line.title }) : t('orders.process.chooseVariant', { title: line.title })}
                      onPick={(variantId) => props.onMap(line.id, variantId)}
                      isDisabled={props.isSaving || order.status !== 'draft'}
                    />
                  </li>
                ))}
              </ul>
            </Card>
            <Card title={t('orders.process.address')} variant="elevated" padding="lg">
              {order.status !== 'draft' ? (
                // No longer a draft: the server refuses address changes, so the address is shown, not offered as a form.
                <div className={styles.stack}>
                  {order.address ? (
                    <address className={styles.cellStack}>
                      <span>{order.address.name}</span>
                      <span>{order.address.line1}</span>
                      {order.address.line2 && <span>{order.address.line2}</span>}
                      <span>{[order.address.postalCode, order.address.city, order.address.province].filter(Boolean).join(' ')}</span>
                      <span>{countryName(order.address.countryCode, locale)}</span>
                      {order.address.phone && <span className={styles.muted}>{order.address.phone}</span>}
                    </address>
                  ) : <span className={styles.muted}>—</span>}
                  <span className={styles.muted}>{t('orders.process.addressReadOnly')}</span>
                </div>
              ) : (
              <Form key={`${order.id}-${JSON.stringify(order.address)}`} aria-label={t('orders.process.address')} onSubmit={saveAddress} validationErrors={props.addressErrors} className={styles.stack}>
                <div className={styles.formRow}>
                  {addressFields.map((field) => (
                    <TextField key={field} name={field} label={t(`orders.address.${field}`)} defaultValue={order.address?.[field] ?? ''} {...textRules('orderDraftUpdate', `address.${field}`)} />
                  ))}
                </div>
                <div className={styles.actions}>
                  <Button type="submit" variant="secondary" iconStart={Save} isPending={props.isSaving}>{t('orders.process.saveAddress')}</Button>
                </div>
              </Form>
              )}
            </Card>
          </div>
          <div className={styles.stack}>
            <Card title={t('orders.process.channel')} variant="elevated" padding="lg">
              {info.quotes.length === 0 ? (
                <span className={styles.muted}>{t('orders.process.noChannel')}</span>
              ) : (
                <RadioGroup label={t('orders.process.channelLabel')} value={order.channelCode ?? ''} isDisabled={props.isSaving || order.status !== 'draft'} onChange={props.onChannel}>
                  {info.quotes.map((quote) => (
                    <Radio key={quote.channelCode} value={quote.channelCode}>
                      {t('orders.process.quote', { name: channelLabel(t, hasKey, quote.channelCode, quote.channelName) ?? quote.channelName, min: quote.agingMinDays, max: quote.agingMaxDays, price: money(quote.totalCents) })}
                      {quote.channelCode === info.defaultChannelCode ? ` · ${t('orders.process.default')}` : ''}
                    </Radio>
                  ))}
                </RadioGroup>
              )}
            </Card>
            <Card title={t('orders.detail.amounts')} variant="elevated" padding="lg">
              <dl className={styles.totals}>
                <dt>{t('orders.detail.products')}</dt><dd className={styles.factValue}>{money(order.productCents)}</dd>
                <dt>{t('orders.detail.shipping')}</dt><dd className={styles.factValue}>{money(order.shippingCents)}</dd>
                <dt className={styles.total}>{t('orders.detail.total')}</dt><dd className={`${styles.factValue} ${styles.total}`}>{money(order.totalCents)}</dd>
              </dl>
            </Card>
            {order.problem && <InlineAlert tone="warning" title={t('orders.detail.attention')}>{t(`orders.problemHint.${order.problem}`)}</InlineAlert>}
            {props.submitError && <InlineAlert tone="danger" role="alert">{props.submitError}</InlineAlert>}
            <div className={styles.actions}>
              <Button variant="secondary" iconStart={SkipForward} onPress={props.onSkip} isDisabled={props.isSubmitting}>{t('orders.process.skip')}</Button>
              <Button variant="primary" iconStart={Send} onPress={props.onSubmit} isPending={props.isSubmitting} isDisabled={Boolean(order.problem) || props.isSaving || order.status !== 'draft'}>
                {t('orders.process.submit', { total: money(order.totalCents) })}
              </Button>
            </div>
          </div>
        </div>
      )}
    </Page>
  );
}
