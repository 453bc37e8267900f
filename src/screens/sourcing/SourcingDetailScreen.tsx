/**
 * /sourcing/smart/detail?id= (menu:sourcing:smart): one request with its timeline; cancel while open; add the
 * found product to the list (priced by a chosen store's rule, else the default). Another customer's request
 * answers 9002 and shows as not found.
 */
import { useSearchParams } from 'react-router-dom';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { usePermission } from '@/machines/permission';
import { productPaths } from '@/screens/products/paths';
import { SourcingDetailView } from './SourcingDetailView';

export default function SourcingDetailScreen() {
  const { t } = useTranslation();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const request = useCall('sourcingDetail', { params: { id } }, { enabled: valid, quiet: true });
  const canAdd = usePermission('menu:products:myProducts');
  const stores = useCall('storeOptions', {}, { enabled: canAdd });
  const cancel = useMutateCall('sourcingCancel', { invalidates: ['sourcingDetail', 'sourcingList'] });
  const add = useMutateCall('sourcingAddToList', { invalidates: ['sourcingDetail', 'skuListAll', 'productNum', 'catalogueSearch'] });
  return (
    <SourcingDetailView
      request={request.data}
      error={!valid || request.isError ? t('sourcing.detail.notFound') : null}
      onCancel={async () => {
        await cancel.mutateAsync({ params: { id } });
        notify({ kind: 'success', message: t('sourcing.detail.canceled') });
      }}
      onAddToList={canAdd ? (storeId) => add.mutate({ params: { id }, body: { storeId } }, { onSuccess: () => notify({ kind: 'success', message: t('sourcing.detail.added') }) }) : undefined}
      isAdding={add.isPending}
      stores={(stores.data ?? []).filter((s) => s.status !== 'deleted')}
      productHref={(productId) => `/products/detail/${productId}`}
      entryHref={productPaths.edit}
    />
  );
}
