/**
 * My SKU codes (presentational): the variants of the merchant's product list with our SKU and the merchant's
 * own code, edited in place; "Save" sends only the changed rows (an empty code removes it). A code breaking
 * the format is marked before sending; the server's refusal (a code used twice) lands on its row.
 */
import { useEffect, useState } from 'react';
import { Save } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Image } from '@/design-system/components/Image';
import { SearchField } from '@/design-system/components/SearchField';
import { Switch } from '@/design-system/components/Switch';
import { TextField } from '@/design-system/components/TextField';
import { useTranslation } from '@/i18n/i18n';
import type { CallData, CallQuery } from '@/kit/data';
import { FilterBar, ListPagination, ListTable, type DataColumn } from '@/kit/list';
import { Page } from '@/kit/page';
import * as styles from './sourcing.css';

export type SkuDictQuery = CallQuery<'skuCustomerDictAll'>;
export type SkuDictPage = CallData<'skuCustomerDictAll'>;
type Row = SkuDictPage['records'][number] & { id: number };

const CODE = /^[A-Za-z0-9._/-]{0,64}$/;

export interface SkuDictViewProps {
  query: SkuDictQuery;
  page: SkuDictPage | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry(): void;
  onFilters(patch: Partial<SkuDictQuery>): void;
  onClearFilters(): void;
  onPage(pageNo: number): void;
  onPageSize(pageSize: number): void;
  /** Saves the changed codes; resolves when saved (the edits are cleared). */
  onSave(items: Array<{ variantId: number; customerSku: string }>): Promise<unknown>;
  isSaving: boolean;
  /** Server refusals by variant id. */
  rowErrors: Record<number, string>;
  /** Whether unsaved edits exist (the screen guards leaving with them). */
  onDirty?(dirty: boolean): void;
}

export function SkuDictView(props: SkuDictViewProps) {
  const { query, page } = props;
  const { t, locale } = useTranslation();
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [edits, setEdits] = useState<Record<number, string>>({});
  const changed = Object.entries(edits).map(([id, code]) => ({ variantId: Number(id), customerSku: code.trim() }))
    .filter((item) => item.customerSku !== (page?.records.find((r) => r.variantId === item.variantId)?.customerSku ?? ''));
  const invalid = changed.some((item) => !CODE.test(item.customerSku));
  const { onDirty } = props;
  useEffect(() => { onDirty?.(changed.length > 0); }, [onDirty, changed.length]);

  const columns: DataColumn<Row>[] = [
    {
      id: 'product', label: t('sourcing.dict.product'), isRowHeader: true, minWidth: 240,
      render: (row) => (
        <span className={styles.product}>
          <Image src={row.image ?? undefined} alt="" width={48} />
          <span className={styles.cellStack}><span>{row.title}</span>{row.options && <span className={styles.muted}>{row.options}</span>}</span>
        </span>
      ),
    },
    { id: 'sku', label: t('sourcing.dict.sku'), render: (row) => row.sku },
    {
      id: 'yours', label: t('sourcing.dict.yours'), minWidth: 200,
      render: (row) => {
        const value = edits[row.variantId] ?? row.customerSku ?? '';
        const wrong = !CODE.test(value.trim());
        return (
          <TextField aria-label={t('sourcing.dict.yoursFor', { sku: row.sku })} className={styles.codeField} value={value} placeholder={t('sourcing.dict.noCode')}
            onChange={(text) => setEdits((e) => ({ ...e, [row.variantId]: text }))} maxLength={64}
            isInvalid={wrong || Boolean(props.rowErrors[row.variantId]) || undefined}
            errorMessage={wrong ? t('sourcing.dict.invalid') : props.rowErrors[row.variantId]} />
        );
      },
    },
  ];
  return (
    <Page
      title={t('route.skuDictionary')}
      description={t('sourcing.dict.description')}
      primaryAction={
        <Button variant="primary" iconStart={Save} isPending={props.isSaving} isDisabled={changed.length === 0 || invalid}
          onPress={() => void props.onSave(changed).then(() => setEdits({}), () => undefined)}>
          {t('sourcing.dict.save', { count: changed.length.toLocaleString(locale) })}
        </Button>
      }
    >
      <FilterBar isFiltered={Boolean(query.keyword) || Boolean(query.missingOnly)} onClear={props.onClearFilters}>
        <SearchField label={t('sourcing.dict.keyword')} placeholder={t('sourcing.dict.keywordHint')} value={keyword} onChange={setKeyword}
          onSubmit={(value) => props.onFilters({ keyword: value.trim() || undefined })} onClear={() => props.onFilters({ keyword: undefined })} />
        <Switch isSelected={Boolean(query.missingOnly)} onChange={(on) => props.onFilters({ missingOnly: on || undefined })}>{t('sourcing.dict.missingOnly')}</Switch>
      </FilterBar>
      {page && <span className={styles.muted}>{t('sourcing.dict.coded', { count: page.coded.toLocaleString(locale) })}</span>}
      <ListTable aria-label={t('sourcing.dict.table')} columns={columns} rowLabel={(row) => `${row.title} · ${row.sku}`} holdsFields rows={page?.records.map((r) => ({ ...r, id: r.variantId }))} isLoading={props.isLoading} error={props.error} onRetry={props.onRetry}
        emptyState={<EmptyState size="sm" title={t('sourcing.dict.emptyTitle')} description={t('sourcing.dict.emptyHint')} />} />
      <ListPagination page={page} isKeyset={false} onPageChange={props.onPage} onPageSizeChange={props.onPageSize}
        onNextCursor={() => undefined} onPreviousCursor={() => undefined} isDisabled={props.isLoading} />
    </Page>
  );
}
