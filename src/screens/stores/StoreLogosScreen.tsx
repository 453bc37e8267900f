/** /settings/myStoresLogo (settings:myStoresLogo): each store's logo, uploaded as a data: URL (storeLogoUpdate). */
import { useState } from 'react';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { LOGO_MAX_BYTES, LOGO_TYPES, StoreLogosView } from './StoreLogosView';

/** Stores listed at once (a merchant has a handful; the call's page size cap). */
const LOGO_PAGE_SIZE = 200;

const readAsDataUrl = (file: File) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.onerror = () => reject(reader.error ?? new Error('read failed'));
  reader.readAsDataURL(file);
});

export default function StoreLogosScreen() {
  const { t } = useTranslation();
  const stores = useCall('storeList', { query: { pageSize: LOGO_PAGE_SIZE } });
  const update = useMutateCall('storeLogoUpdate', { invalidates: ['storeList'] });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [fileErrors, setFileErrors] = useState<Record<number, string>>({});
  const setError = (storeId: number, message: string | null) =>
    setFileErrors((current) => {
      const next = { ...current };
      if (message) next[storeId] = message;
      else delete next[storeId];
      return next;
    });

  const save = async (storeId: number, logo: string | null) => {
    setBusyId(storeId);
    try {
      const store = await update.mutateAsync({ body: { storeId, logo } });
      notify({ kind: 'success', message: logo ? t('stores.logos.saved', { store: store.name }) : t('stores.logos.removed', { store: store.name }) });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <StoreLogosView
      stores={stores.data?.records.filter((store) => store.status !== 'deleted')}
      isLoading={stores.isFetching}
      error={stores.isError ? t('stores.list.loadFailed') : null}
      onRetry={() => void stores.refetch()}
      busyId={busyId}
      fileErrors={fileErrors}
      onUpload={(storeId, file) => {
        if (!LOGO_TYPES.some((type) => type === file.type)) return setError(storeId, t('stores.logos.badType'));
        if (file.size > LOGO_MAX_BYTES) return setError(storeId, t('stores.logos.tooBig', { limit: '200 KB' }));
        setError(storeId, null);
        void readAsDataUrl(file).then((url) => save(storeId, url)).catch(() => undefined);
      }}
      onRemove={(storeId) => save(storeId, null)}
    />
  );
}
