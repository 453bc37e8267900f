/**
 * /products/private (menu:products:private): the merchant's private products (only they see them) through the
 * search's View, over cataloguePrivate with the same filters, sort and page in the URL.
 */
import { catalogueCalls } from '@/api/contract/catalogue';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useCall } from '@/kit/data';
import { useListQuery } from '@/kit/list';
import { usePermission } from '@/machines/permission';
import { CatalogueSearchView } from './CatalogueSearchView';
import { useAddToList } from './addToList';

export default function PrivateProductsScreen() {
  const { t } = useTranslation();
  const list = useListQuery(catalogueCalls.cataloguePrivate, ['pageSize', 'sort']);
  const result = useCall('cataloguePrivate', { query: list.query });
  const categories = useCall('tenantCategoryAll', {});
  const countries = useCall('countryFrom', {});
  const canAdd = usePermission('menu:products:myProducts');
  const [selected, setSelected] = useState<number[]>([]);
  const { adding, onAdd } = useAddToList(() => setSelected([]));
  return (
    <CatalogueSearchView
      title={t('route.privateProducts')}
      description={t('catalogue.private.description')}
      query={list.query}
      page={result.data}
      categories={categories.data ?? []}
      countries={countries.data ?? []}
      isLoading={result.isFetching}
      error={result.isError ? t('catalogue.search.loadFailed') : null}
      onRetry={() => void result.refetch()}
      onFilters={(patch) => { setSelected([]); list.setFilters(patch); }}
      onClearFilters={() => { setSelected([]); list.clearFilters(); }}
      onPage={(pageNo) => { setSelected([]); list.setPage(pageNo); }}
      onPageSize={list.setPageSize}
      layout="list"
      onLayout={() => undefined}
      selected={selected}
      onSelectedChange={setSelected}
      onAdd={onAdd}
      adding={adding}
      canAdd={canAdd}
    />
  );
}
