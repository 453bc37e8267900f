/**
 * My products inventory (presentational): the merchant's private stock per variant and warehouse (from
 * stocking orders), lowest first, rows at or under the low-stock mark flagged; filters by warehouse, keyword
 * and "low stock only".
 */
import { Checkbox } from '@/design-system/components/Checkbox';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Image } from '@/design-system/components/Image';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Link } from '@/design-system/components/Link';
import { Pagination } from '@/design-system/components/Pagination';
import { SearchField } from '@/design-system/components/SearchField';
import { Select, SelectItem } from '@/design-system/components/Select';
import { Skeleton } from '@/design-system/components/Skeleton';
import { StatusPill } from '@/design-system/components/StatusPill';
import { useTranslation } from '@/i18n/i18n';
import type { CallData, CallQuery } from '@/kit/data';
import { Page } from '@/kit/page';
import { productDetailPath } from './format';
import * as styles from './catalogue.css';

export type InventoryQuery = CallQuery<'privateInventoryList'>;
const ALL = 0;

export interface InventoryViewProps {
  query: InventoryQuery;
  page: CallData<'privateInventoryList'> | undefined;
  error: string | null;
  onFilters(patch: Partial<InventoryQuery>): void;
  onPage(pageNo: number): void;
}

export function InventoryView({ query, page, error, onFilters, onPage }: InventoryViewProps) {
  const { t, locale } = useTranslation();
  const n = (value: number) => value.toLocaleString(locale);
  const houses = [{ id: ALL, name: t('catalogue.inventory.allWarehouses') }, ...(page?.warehouses.map((w) => ({ id: w.id, name: `${w.name} (${w.code})` })) ?? [])];
  return (
    <Page title={t('route.myProductsInventory')} description={t('catalogue.inventory.description', { n: page ? n(page.lowStockUnits) : '…' })}>
      <div className={styles.stack}>
        <div className={styles.filters}>
          <SearchField label={t('catalogue.inventory.keyword')} defaultValue={query.keyword ?? ''} className={styles.search}
            onSubmit={(keyword) => onFilters({ keyword: keyword.trim() || undefined })} onClear={() => onFilters({ keyword: undefined })} />
          <Select label={t('catalogue.inventory.warehouse')} items={houses} selectedKey={query.warehouseId ?? ALL}
            onSelectionChange={(key) => onFilters({ warehouseId: Number(key) === ALL ? undefined : Number(key) })}>
            {(house) => <SelectItem id={house.id}>{house.name}</SelectItem>}
          </Select>
          <Checkbox isSelected={query.lowStock ?? false} onChange={(low) => onFilters({ lowStock: low || undefined })}>{t('catalogue.inventory.lowOnly')}</Checkbox>
        </div>
        {error && <InlineAlert tone="danger" title={error} />}
        {!page && !error && <Skeleton lines={6} />}
        {page && page.records.length === 0 && <EmptyState title={t('catalogue.inventory.none')} description={t('catalogue.inventory.noneHint')} />}
        {page && page.records.length > 0 && (
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">{t('catalogue.inventory.product')}</th>
                <th className={styles.cell} scope="col">{t('catalogue.detail.sku')}</th>
                <th className={styles.cell} scope="col">{t('catalogue.detail.warehouse')}</th>
                <th className={styles.cell} scope="col">{t('catalogue.detail.available')}</th>
                <th className={styles.cell} scope="col">{t('catalogue.inventory.reserved')}</th>
              </tr>
            </thead>
            <tbody>
              {page.records.map((row) => (
                <tr key={`${row.variantId}-${row.warehouseId}`}>
                  <th className={styles.cell} scope="row">
                    <span className={styles.group}>
                      <Image src={row.image} alt="" width={40} />
                      <span><Link href={productDetailPath(row.productId)}>{row.title}</Link><br /><span className={styles.muted}>{row.options}</span></span>
                    </span>
                  </th>
                  <td className={styles.cell}>{row.sku}</td>
                  <td className={styles.cell}>{`${row.warehouseName} (${row.countryCode})`}</td>
                  <td className={styles.cell}>
                    <span className={styles.group}>{n(row.available)}{row.low && <StatusPill tone="warning">{t('catalogue.inventory.low')}</StatusPill>}</span>
                  </td>
                  <td className={styles.cell}>{n(row.reserved)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {page && page.total > page.pageSize && <Pagination page={page.pageNo} pageSize={page.pageSize} total={page.total} onPageChange={onPage} />}
      </div>
    </Page>
  );
}
