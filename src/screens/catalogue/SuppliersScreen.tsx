/** /products/suppliers (menu:products:search): the keyword and page live in the URL. */
import { catalogueCalls } from '@/api/contract/catalogue';
import { useTranslation } from '@/i18n/i18n';
import { useCall } from '@/kit/data';
import { useListQuery } from '@/kit/list';
import { SuppliersView } from './SuppliersView';

export default function SuppliersScreen() {
  const { t } = useTranslation();
  const list = useListQuery(catalogueCalls.catalogueSuppliers);
  const result = useCall('catalogueSuppliers', { query: list.query });
  return (
    <SuppliersView query={list.query} page={result.data} error={result.isError ? t('catalogue.suppliers.loadFailed') : null}
      onFilters={list.setFilters} onPage={list.setPage} />
  );
}
