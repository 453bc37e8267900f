/**
 * Orders of one kind (presentational): stocking (/warehouse/order), consolidation (/consolidation/order)
 * or self-buy (/self/buy/order), newest first with a status filter and keyword, keyset paged; the
 * kind's own creation form opens above the list.
 */
import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { orderStatuses, type OrderStatus } from '@/api/contract/orders';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Link } from '@/design-system/components/Link';
import { SearchField } from '@/design-system/components/SearchField';
import { StatusPill } from '@/design-system/components/StatusPill';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { EnumFilter, FilterBar, ListTable, type DataColumn } from '@/kit/list';
import { Page } from '@/kit/page';
import { formatCents, formatDate } from '@/screens/products/format';
import { statusTone, type KindPage } from './kinds';
import * as styles from './orderKinds.css';

export type KindOrder = CallData<'orderKindList'>['records'][number];
export type KindPageData = CallData<'orderKindList'>;

export interface KindOrdersViewProps {
  page: KindPage;
  status?: OrderStatus;
  keyword?: string;
  onFilters(patch: { status?: OrderStatus; keyword?: string }): void;
  onClearFilters(): void;
  data: KindPageData | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry(): void;
  isKeyset: boolean;
  onNextCursor(cursor: string): void;
  onPreviousCursor(): void;
  canCreate: boolean;
  onCreate(): void;
  /** The creation form, when open. */
  form?: ReactNode;
  /** The order detail page of an order, when that page exists. */
  detailHref?: (id: number) => string;
}

export function KindOrdersView(props: KindOrdersViewProps) {
  const { t, locale } = useTranslation();
  const columns: DataColumn<KindOrder>[] = [
    { id: 'number', label: t('orderKinds.column.number'), isRowHeader: true, render: (o) => (props.detailHref ? <Link href={props.detailHref(o.id)}>{o.number}</Link> : o.number) },
    { id: 'status', label: t('orderKinds.column.status'), phone: 'primary', render: (o) => <StatusPill tone={statusTone[o.status]} hasDot>{t(`orderKinds.status.${o.status}`)}</StatusPill> },
    { id: 'destination', label: t('orderKinds.column.destination'), render: (o) => o.buyerName ? `${o.buyerName}${o.countryCode ? ` · ${o.countryCode}` : ''}` : (o.countryCode ?? '') },
    { id: 'items', label: t('orderKinds.column.items'), render: (o) => o.itemCount.toLocaleString(locale) },
    { id: 'total', label: t('orderKinds.column.total'), phone: 'primary', render: (o) => formatCents(o.totalCents, o.currencyCode, locale) },
    { id: 'created', label: t('orderKinds.column.created'), render: (o) => formatDate(o.createdAt, locale) },
  ];
  const filtered = Boolean(props.status || props.keyword);
  const title = t(`route.${props.page.route}`);
  return (
    <Page title={title} description={t(`orderKinds.description.${props.page.kind}`)}
      primaryAction={props.canCreate && !props.form ? <Button variant="primary" iconStart={Plus} onPress={props.onCreate}>{t(`orderKinds.create.open.${props.page.kind}`)}</Button> : undefined}>
      {props.form}
      <FilterBar isFiltered={filtered} onClear={props.onClearFilters}>
        <SearchField label={t('orderKinds.filter.keyword')} placeholder={t('orderKinds.filter.keywordHint')} defaultValue={props.keyword ?? ''}
          onSubmit={(value) => props.onFilters({ keyword: value.trim() || undefined })} onClear={() => props.onFilters({ keyword: undefined })} />
        <EnumFilter label={t('orderKinds.filter.status')} anyLabel={t('orderKinds.filter.anyStatus')} value={props.status}
          options={orderStatuses} labelOf={(s) => t(`orderKinds.status.${s}`)} onChange={(status) => props.onFilters({ status })} />
      </FilterBar>
      <ListTable
        aria-label={title}
        rowLabel={(o) => o.number}
        columns={columns}
        rows={props.data?.records}
        isLoading={props.isLoading}
        error={props.error}
        onRetry={props.onRetry}
        emptyState={<EmptyState size="sm" title={filtered ? t('orderKinds.emptyFiltered') : t(`orderKinds.empty.${props.page.kind}`)} />}
      />
      {props.data && props.data.total > 0 && (
        <nav className={styles.actions} aria-label={t('orderKinds.pages')}>
          <span className={styles.muted}>{t('orderKinds.total', { count: props.data.total.toLocaleString(locale) + (props.data.totalIsLowerBound ? '+' : '') })}</span>
          {props.isKeyset && <Button variant="secondary" size="sm" iconStart={ChevronLeft} onPress={props.onPreviousCursor}>{t('kit.list.previous')}</Button>}
          {props.data.nextCursor && <Button variant="secondary" size="sm" iconEnd={ChevronRight} onPress={() => props.data?.nextCursor && props.onNextCursor(props.data.nextCursor)}>{t('kit.list.next')}</Button>}
        </nav>
      )}
    </Page>
  );
}
