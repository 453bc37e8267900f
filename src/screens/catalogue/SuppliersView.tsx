/**
 * Suppliers (presentational): the catalogue's suppliers by rating with country, reply time and how many of
 * their products are on sale; a keyword filter; each links to the search (the supplier's country as ships-from).
 */
import { Pagination } from '@/design-system/components/Pagination';
import { SearchField } from '@/design-system/components/SearchField';
import { Skeleton } from '@/design-system/components/Skeleton';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { EmptyState } from '@/design-system/components/EmptyState';
import { useTranslation } from '@/i18n/i18n';
import type { CallData, CallQuery } from '@/kit/data';
import { Page } from '@/kit/page';
import * as styles from './catalogue.css';

export type SuppliersQuery = CallQuery<'catalogueSuppliers'>;

export interface SuppliersViewProps {
  query: SuppliersQuery;
  page: CallData<'catalogueSuppliers'> | undefined;
  error: string | null;
  onFilters(patch: Partial<SuppliersQuery>): void;
  onPage(pageNo: number): void;
}

export function SuppliersView({ query, page, error, onFilters, onPage }: SuppliersViewProps) {
  const { t, locale } = useTranslation();
  const n = (value: number) => value.toLocaleString(locale);
  return (
    <Page title={t('route.suppliers')} description={t('catalogue.suppliers.description')}>
      <div className={styles.stack}>
        <SearchField label={t('catalogue.suppliers.keyword')} defaultValue={query.keyword ?? ''} className={styles.search}
          onSubmit={(keyword) => onFilters({ keyword: keyword.trim() || undefined })} onClear={() => onFilters({ keyword: undefined })} />
        {error && <InlineAlert tone="danger" title={error} />}
        {!page && !error && <Skeleton lines={6} />}
        {page && page.records.length === 0 && <EmptyState title={t('catalogue.suppliers.none')} />}
        {page && page.records.length > 0 && (
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">{t('catalogue.suppliers.name')}</th>
                <th className={styles.cell} scope="col">{t('catalogue.suppliers.country')}</th>
                <th className={styles.cell} scope="col">{t('catalogue.suppliers.rating')}</th>
                <th className={styles.cell} scope="col">{t('catalogue.suppliers.reply')}</th>
                <th className={styles.cell} scope="col">{t('catalogue.suppliers.products')}</th>
              </tr>
            </thead>
            <tbody>
              {page.records.map((s) => (
                <tr key={s.id}>
                  <th className={styles.cell} scope="row">{s.name}</th>
                  <td className={styles.cell}>{s.countryName}</td>
                  <td className={styles.cell}>{t('catalogue.detail.rating', { rating: s.rating.toLocaleString(locale, { maximumFractionDigits: 1 }) })}</td>
                  <td className={styles.cell}>{t('catalogue.detail.response', { hours: n(s.responseHours) })}</td>
                  <td className={styles.cell}>{n(s.productCount)}</td>
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
