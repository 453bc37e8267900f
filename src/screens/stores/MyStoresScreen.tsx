/**
 * /settings/my-stores (settings:myStores): the store list bound to the URL and loaded (useListBinding),
 * changed with useMutateCall. Connecting and re-authorising answer the platform's authorize
 * URL: the browser goes there, and the platform sends it back to a callback page (src/screens/callbacks).
 */
import { useState } from 'react';
import { ApiError } from '@/api/client';
import { storesCalls } from '@/api/contract/stores';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall, type CallName } from '@/kit/data';
import { fieldErrorsOf } from '@/kit/form';
import { useListBinding } from '@/kit/list';
import { SessionContext } from '@/machines/session';
import { rememberConnect } from './format';
import { MyStoresView } from './MyStoresView';

/** What a store change makes stale. */
const STORE_CHANGES: readonly CallName[] = ['storeList', 'storeOptions', 'skuPublishedList'];

/** Leaves the portal for the platform's authorisation page (a full navigation, not a route). */
const goTo = (url: string) => window.location.assign(url);

export default function MyStoresScreen() {
  const { t, locale } = useTranslation();
  const list = useListBinding('storeList', storesCalls.storeList, { loadFailed: 'stores.list.loadFailed' });
  const platforms = useCall('storePlatforms', {});
  const [shopError, setShopError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const session = SessionContext.useActorRef();
  // The My Stores red dot follows hasAuthStore in the user info: reload it when a store's status changes.
  const refreshUser = () => session.send({ type: 'session.refresh' });

  const connect = useMutateCall('storeConnect', { quiet: true });
  const reauthorize = useMutateCall('storeReauthorize');
  const deactivate = useMutateCall('storeDeactivate', { invalidates: STORE_CHANGES });
  const activate = useMutateCall('storeActivate', { invalidates: STORE_CHANGES });
  const disconnect = useMutateCall('storeDisconnect', { invalidates: STORE_CHANGES });
  const syncOrders = useMutateCall('storeSyncOrders', { invalidates: ['storeList'] });

  /** Runs one store's action with its buttons pending. */
  const onStore = async <T,>(id: number, run: () => Promise<T>): Promise<T> => {
    setBusyId(id);
    try {
      return await run();
    } finally {
      setBusyId(null);
    }
  };

  const onConnect = async (platform: Parameters<typeof connect.mutateAsync>[0]['body']['platform'], shop: string | undefined) => {
    setShopError(null);
    try {
      const answer = await connect.mutateAsync({ body: { platform, shop, origin: window.location.origin } });
      rememberConnect(answer.state, platform);
      goTo(answer.authorizeUrl);
    } catch (error) {
      const onField = fieldErrorsOf(error, ['shop']);
      if (onField) setShopError(String(onField.shop));
      else notify({ kind: 'error', message: error instanceof ApiError && error.notification ? error.notification.message : t('error.requestFailed') });
      throw error;
    }
  };

  return (
    <MyStoresView
      {...list.props}
      connect={{ platforms: platforms.data, onConnect, shopError, isPending: connect.isPending }}
      busyId={busyId}
      onReauthorize={(id) => onStore(id, async () => {
        const answer = await reauthorize.mutateAsync({ params: { id }, body: { origin: window.location.origin } });
        const store = list.page?.records.find((row) => row.id === id);
        if (store) rememberConnect(answer.state, store.platform);
        goTo(answer.authorizeUrl);
      })}
      onDeactivate={(id) => onStore(id, async () => {
        const store = await deactivate.mutateAsync({ params: { id } });
        refreshUser();
        notify({ kind: 'success', message: t('stores.deactivate.done', { store: store.name }) });
      })}
      onActivate={(id) => onStore(id, async () => {
        const store = await activate.mutateAsync({ params: { id } });
        refreshUser();
        notify({ kind: 'success', message: t('stores.activate.done', { store: store.name }) });
      })}
      onDisconnect={(id) => onStore(id, async () => {
        const store = await disconnect.mutateAsync({ params: { id } });
        refreshUser();
        notify({ kind: 'success', message: t('stores.disconnect.done', { store: store.name }) });
      })}
      onSyncOrders={(id) => onStore(id, async () => {
        const answer = await syncOrders.mutateAsync({ params: { id } });
        notify({ kind: 'success', message: t('stores.sync.done', { received: answer.received.toLocaleString(locale), created: answer.created.toLocaleString(locale) }) });
      })}
    />
  );
}
