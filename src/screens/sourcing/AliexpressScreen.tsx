/** /sourcing/aliexpress (menu:sourcing:aliexpress): one sourcingAliexpressImport per paste; the list and requests reload. */
import { useCall, useMutateCall } from '@/kit/data';
import { fieldErrorsOf } from '@/kit/form';
import { usePermission } from '@/machines/permission';
import { productPaths } from '@/screens/products/paths';
import { AliexpressView } from './AliexpressView';

export default function AliexpressScreen() {
  const canStores = usePermission('menu:products:myProducts');
  const stores = useCall('storeOptions', {}, { enabled: canStores });
  const run = useMutateCall('sourcingAliexpressImport', { invalidates: ['sourcingList', 'skuListAll', 'productNum', 'catalogueSearch'] });
  const errors = fieldErrorsOf(run.error, ['urls']);
  const fieldError = errors ? Object.values(errors)[0] : null;
  return (
    <AliexpressView
      onImport={(urls, storeId) => run.mutate({ body: { urls, storeId } })}
      isImporting={run.isPending}
      result={run.data}
      fieldError={typeof fieldError === 'string' ? fieldError : null}
      stores={(stores.data ?? []).filter((s) => s.status !== 'deleted')}
      entryHref={productPaths.edit}
    />
  );
}
