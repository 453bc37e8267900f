/**
 * /products/search (menu:products:search): the filters, sort and page live in the URL (useListQuery over
 * catalogueSearch's query schema); grid or list is the merchant's choice, kept in this browser.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useCall } from '@/kit/data';
import { useListQuery } from '@/kit/list';
import { usePermission } from '@/machines/permission';
import { CatalogueSearchView, type ResultLayout } from './CatalogueSearchView';
import { useAddToList } from './addToList';

const LAYOUT_KEY = 'catalogue.layout';
const storedLayout = (): ResultLayout => {
  try {
    return localStorage.getItem(LAYOUT_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
};

export default function CatalogueSearchScreen() {
  const { t } = useTranslation();
  const list = useListQuery('catalogueSearch', ['pageSize', 'sort']);
  const result = useCall('catalogueSearch', { query: list.query });
  const categories = useCall('tenantCategoryAll', {});
  const countries = useCall('countryFrom', {});
  const canAdd = usePermission('menu:products:myProducts');
  const [layout, setLayout] = useState<ResultLayout>(storedLayout);
  const [selected, setSelected] = useState<number[]>([]);
  const { adding, onAdd } = useAddToList(() => setSelected([]));

  const onLayout = (next: ResultLayout) => {
    setLayout(next);
    try { localStorage.setItem(LAYOUT_KEY, next); } catch { /* private mode: the choice lasts this visit */ }
  };

  return (
    <CatalogueSearchView
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
      layout={layout}
      onLayout={onLayout}
      selected={selected}
      onSelectedChange={setSelected}
      onAdd={onAdd}
      adding={adding}
      canAdd={canAdd}
    />
  );
}
