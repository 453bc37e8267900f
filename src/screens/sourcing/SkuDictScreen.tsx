/**
 * /products/sku-dictionary (menu:products:myProducts): the merchant's own SKU per variant of their list
 * (sku-customer-dict list/all and save). A refused code (9001 naming items.N.customerSku) is shown on its row.
 */
import { useState } from 'react';
import { skuDictCalls } from '@/api/contract/skuDict';
import { ApiError } from '@/api/client';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { LeaveGuard } from '@/kit/form';
import { useListQuery } from '@/kit/list';
import { SkuDictView } from './SkuDictView';

export default function SkuDictScreen() {
  const { t, locale } = useTranslation();
  const list = useListQuery(skuDictCalls.skuCustomerDictAll);
  const result = useCall('skuCustomerDictAll', { query: list.query });
  const save = useMutateCall('skuCustomerDictSave', { invalidates: ['skuCustomerDictAll'] });
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [dirty, setDirty] = useState(false);
  const onSave = async (items: Array<{ variantId: number; customerSku: string }>) => {
    setRowErrors({});
    try {
      const done = await save.mutateAsync({ body: { items } });
      notify({ kind: 'success', message: t('sourcing.dict.saved', { saved: done.saved.toLocaleString(locale), removed: done.removed.toLocaleString(locale) }) });
    } catch (error) {
      const field = error instanceof ApiError ? (error.body as { data?: { field?: string } } | undefined)?.data?.field : undefined;
      const index = Number(/^items\.(\d+)\./.exec(field ?? '')?.[1] ?? -1);
      if (index >= 0 && items[index]) setRowErrors({ [items[index].variantId]: error instanceof ApiError ? error.notification?.message ?? '' : '' });
      throw error;
    }
  };
  return (
    <>
    <LeaveGuard when={dirty && !save.isPending} />
    <SkuDictView
      query={list.query}
      page={result.data}
      isLoading={result.isFetching}
      error={result.isError ? t('sourcing.dict.loadFailed') : null}
      onRetry={() => void result.refetch()}
      onFilters={list.setFilters}
      onClearFilters={list.clearFilters}
      onPage={list.setPage}
      onPageSize={list.setPageSize}
      onSave={onSave}
      isSaving={save.isPending}
      rowErrors={rowErrors}
      onDirty={setDirty}
    />
    </>
  );
}
