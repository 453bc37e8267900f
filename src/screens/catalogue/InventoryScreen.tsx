/** /products/my-products-inventory (menu:products:myPublished): filters and page in the URL. */
import { catalogueCalls } from '@/api/contract/catalogue';
import { useTranslation } from '@/i18n/i18n';
import { useCall } from '@/kit/data';
import { useListQuery } from '@/kit/list';
import { InventoryView } from './InventoryView';

export default function InventoryScreen() {
  const { t } = useTranslation();
  const list = useListQuery(catalogueCalls.privateInventoryList);
  const result = useCall('privateInventoryList', { query: list.query });
  return (
    <InventoryView query={list.query} page={result.data} error={result.isError ? t('catalogue.inventory.loadFailed') : null}
      onFilters={list.setFilters} onPage={list.setPage} />
  );
}
