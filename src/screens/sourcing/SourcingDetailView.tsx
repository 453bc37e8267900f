/**
 * A sourcing request (presentational): what was asked (link, picture, description, target price, quantity),
 * its status and timeline; when found, the catalogue product with the quoted unit price and "Add to my list"
 * priced by a chosen store's rule or the default one; an open request may be canceled (confirmed).
 */
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { ListPlus, XCircle } from 'lucide-react';
import { AlertDialog } from '@/design-system/components/AlertDialog';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Image } from '@/design-system/components/Image';
import { Link } from '@/design-system/components/Link';
import { StatusPill } from '@/design-system/components/StatusPill';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { DetailPage } from '@/kit/page';
import { formatCents, formatDateTime, statusTone } from './format';
import { StorePicker } from './StorePicker';
import { sourcingPaths } from './paths';
import * as styles from './sourcing.css';

export type SourcingDetail = CallData<'sourcingDetail'>;

export interface SourcingDetailViewProps {
  request: SourcingDetail | undefined;
  error: string | null;
  /** Cancels; resolves when done. Absent: the caller may not cancel. */
  onCancel?(): void | Promise<unknown>;
  onAddToList?(storeId: number | null): void;
  isAdding: boolean;
  stores: ReadonlyArray<{ id: number; name: string }>;
  productHref(id: number): string;
  entryHref(id: number): string;
  /** Staff answer here (the staff view passes its form). */
  staffActions?: React.ReactNode;
  /** Where "back" leads (the merchant's list, or the staff list). */
  backHref?: string;
}

export function SourcingDetailView(props: SourcingDetailViewProps) {
  const { request } = props;
  const { t, locale } = useTranslation();
  const [storeId, setStoreId] = useState<number | null>(null);
  if (props.error) {
    return (
      <DetailPage recordTitle={undefined}>
        <EmptyState title={props.error} action={<Link href={props.backHref ?? sourcingPaths.smart}>{t('sourcing.detail.back')}</Link>} />
      </DetailPage>
    );
  }
  if (!request) return <DetailPage recordTitle={undefined}><span className={styles.muted} aria-busy="true" /></DetailPage>;
  const open = request.status === 'submitted' || request.status === 'in_progress';
  const fact = (label: string, value: React.ReactNode) => (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
  return (
    <DetailPage
      recordTitle={request.title || `#${request.id}`}
      description={<StatusPill tone={statusTone[request.status]} hasDot>{t(`sourcing.status.${request.status}`)}</StatusPill>}
      secondaryActions={open && props.onCancel ? (
        <DialogTrigger>
          <Button variant="secondary" iconStart={XCircle}>{t('sourcing.detail.cancel')}</Button>
          <AlertDialog title={t('sourcing.detail.cancelTitle')} variant="danger" confirmLabel={t('sourcing.detail.cancel')} cancelLabel={t('sourcing.form.cancel')}
            onConfirm={() => props.onCancel?.()}>
            {t('sourcing.detail.cancelMessage', { title: request.title })}
          </AlertDialog>
        </DialogTrigger>
      ) : undefined}
    >
      <div className={styles.detail}>
        <div className={styles.stack}>
          {request.product && (
            <Card title={t('sourcing.detail.found')} headingLevel={2} padding="lg">
              <div className={styles.stack}>
                <div className={styles.product}>
                  <Image src={request.product.image ?? undefined} alt="" width={72} />
                  <span className={styles.cellStack}>
                    <Link href={props.productHref(request.product.id)}>{request.product.title}</Link>
                    <span className={styles.muted}>{request.product.spu}</span>
                    {request.quotedPriceCents !== null && <span>{t('sourcing.detail.quote')}: {formatCents(request.quotedPriceCents, locale)}</span>}
                  </span>
                </div>
                {request.skuListId !== null ? (
                  <Link href={props.entryHref(request.skuListId)}>{t('sourcing.detail.openEntry')}</Link>
                ) : props.onAddToList && (
                  <div className={styles.actions}>
                    {props.stores.length > 0 && <StorePicker stores={props.stores} value={storeId} onChange={setStoreId} />}
                    <Button variant="primary" iconStart={ListPlus} isPending={props.isAdding} onPress={() => props.onAddToList?.(storeId)}>{t('sourcing.detail.add')}</Button>
                  </div>
                )}
              </div>
            </Card>
          )}
          <Card title={t('sourcing.detail.request')} headingLevel={2} padding="lg">
            <dl className={styles.facts}>
              {fact(t('sourcing.column.channel'), t(`sourcing.channel.${request.channel}`))}
              {request.sourceUrl && fact(t('sourcing.form.url'), <span className={styles.url}>{request.sourceUrl}</span>)}
              {request.description && fact(t('sourcing.form.description'), request.description)}
              {fact(t('sourcing.column.target'), request.targetPriceCents !== null ? formatCents(request.targetPriceCents, locale) : '—')}
              {fact(t('sourcing.column.quantity'), request.quantity !== null ? request.quantity.toLocaleString(locale) : '—')}
              {fact(t('sourcing.column.date'), formatDateTime(request.createdAt, locale))}
            </dl>
            {request.imageData && <img src={request.imageData} alt={t('sourcing.detail.imageAlt')} className={styles.picture} />}
          </Card>
          {props.staffActions}
        </div>
        <Card title={t('sourcing.detail.timeline')} headingLevel={2} padding="lg">
          <ol className={styles.timeline}>
            {request.events.map((e, i) => (
              <li key={`${e.status}-${i}`} className={styles.event}>
                <StatusPill tone={statusTone[e.status]} size="sm">{t(`sourcing.status.${e.status}`)}</StatusPill>
                <span className={styles.muted}>{formatDateTime(e.createdAt, locale)} · {t(`sourcing.detail.by.${e.by}`)}</span>
                {e.note && <span>{e.note}</span>}
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </DetailPage>
  );
}
