/**
 * Publish product-list entries to stores (the bulk action of My products): choose the stores and, per
 * store, its collections; see what would be blocked or warned about (shelfCheck); start the job (shelf
 * for one entry, batchShelf for many) and follow it with per-item results and a retry of the failed.
 * The steps are the publish machine's; the calls are its actors. Closing the dialog leaves the job running.
 */
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ArrowLeft, Send, Store } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Checkbox } from '@/design-system/components/Checkbox';
import { CheckboxGroup } from '@/design-system/components/CheckboxGroup';
import { Dialog } from '@/design-system/components/Dialog';
import { EmptyState } from '@/design-system/components/EmptyState';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Link } from '@/design-system/components/Link';
import { Spinner } from '@/design-system/components/Spinner';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useCallPort } from '@/kit/data';
import { publishable, publishMachine, type PublishChoice } from '../machines/publishMachine';
import { storePaths } from '../paths';
import * as styles from '../stores.css';
import { PublishProgress } from './PublishProgress';

const collectionsOf = (choice: PublishChoice) =>
  choice.storeIds.filter((id) => (choice.collections[id] ?? []).length > 0).map((id) => ({ storeId: id, ids: choice.collections[id] }));

function StoreCollections({ storeId, storeName, value, onChange }: { storeId: number; storeName: string; value: string[]; onChange(ids: string[]): void }) {
  const { t } = useTranslation();
  const collections = useCall('shopProductCollections', { params: { id: storeId } });
  if (collections.isLoading) return <Spinner size="sm" aria-label={t('stores.publish.loadingCollections', { store: storeName })} />;
  if (!collections.data?.length) return <p className={styles.muted}>{t('stores.publish.noCollections', { store: storeName })}</p>;
  return (
    <CheckboxGroup label={t('stores.publish.collections', { store: storeName })} value={value} onChange={onChange} orientation="horizontal">
      {collections.data.map((collection) => <Checkbox key={collection.id} value={collection.id}>{collection.title}</Checkbox>)}
    </CheckboxGroup>
  );
}

function PublishSteps({ skuListIds, close }: { skuListIds: number[]; close(): void }) {
  const { t, locale } = useTranslation();
  const call = useCallPort();
  const stores = useCall('storeOptions', {});
  const [state, send] = useMachine(
    publishMachine.provide({
      actors: {
        check: fromPromise(({ input }) => call('shelfCheck', { body: { skuListIds: input.skuListIds, storeIds: input.storeIds } })),
        publish: fromPromise(({ input }) => {
          const collections = collectionsOf(input);
          return input.skuListIds.length === 1
            ? call('shelf', { body: { skuListId: input.skuListIds[0], storeIds: input.storeIds, collections } })
            : call('batchShelf', { body: { skuListIds: input.skuListIds, storeIds: input.storeIds, collections } });
        }),
      },
    }),
    { input: { skuListIds } },
  );
  const n = (value: number) => value.toLocaleString(locale);
  const { context } = state;
  const error = context.error && <InlineAlert tone="danger" role="alert">{context.error}</InlineAlert>;

  if (state.matches('following') && context.jobId !== null) {
    return (
      <div className={styles.stack}>
        <PublishProgress jobId={context.jobId} headingLevel={3} />
        <div className={styles.actions}>
          <Link href={storePaths.published} variant="standalone">{t('route.myPublishedProducts')}</Link>
          <Button variant="primary" onPress={close}>{t('stores.action.close')}</Button>
        </div>
      </div>
    );
  }

  if (state.matches('checking') || state.matches('starting')) {
    return (
      <output className={styles.stack}>
        <Spinner size="md" aria-label={state.matches('checking') ? t('stores.publish.checking') : t('stores.publish.starting')} />
        <span>{state.matches('checking') ? t('stores.publish.checking') : t('stores.publish.starting')}</span>
      </output>
    );
  }

  if (state.matches('reviewing')) {
    const lines = context.check ?? [];
    const ready = publishable(lines);
    const blocked = lines.filter((line) => line.blocked !== null);
    const warned = ready.filter((line) => line.warnings.length > 0);
    return (
      <div className={styles.stack}>
        {error}
        <p>{t('stores.publish.summary', { ready: n(ready.length), blocked: n(blocked.length), warned: n(warned.length) })}</p>
        {blocked.length > 0 && (
          <InlineAlert tone="warning" title={t('stores.publish.blockedTitle', { count: n(blocked.length) })}>
            <ul className={styles.list}>
              {blocked.map((line) => (
                <li key={`${line.skuListId}-${line.storeId}`}>{t('stores.publish.lineReason', { title: line.title, store: line.storeName, reason: line.blockedMessage ?? line.blocked ?? '' })}</li>
              ))}
            </ul>
          </InlineAlert>
        )}
        {warned.length > 0 && (
          <InlineAlert tone="info" title={t('stores.publish.warnedTitle', { count: n(warned.length) })}>
            <ul className={styles.list}>
              {warned.map((line) => (
                <li key={`${line.skuListId}-${line.storeId}`}>{t('stores.publish.lineReason', { title: line.title, store: line.storeName, reason: line.warningMessages.join('; ') })}</li>
              ))}
            </ul>
          </InlineAlert>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" iconStart={ArrowLeft} onPress={() => send({ type: 'back' })}>{t('stores.action.back')}</Button>
          <Button variant="primary" iconStart={Send} isDisabled={ready.length === 0} onPress={() => send({ type: 'publish' })}>
            {t('stores.publish.start', { count: n(ready.length) })}
          </Button>
        </div>
      </div>
    );
  }

  // Choosing the stores and collections.
  const options = stores.data ?? [];
  if (stores.isSuccess && options.length === 0) {
    return (
      <EmptyState size="sm" icon={<Store aria-hidden="true" />} title={t('stores.publish.noStoresTitle')} description={t('stores.publish.noStoresHint')}
        action={<Link href={storePaths.myStores} variant="standalone">{t('stores.connect.open')}</Link>} />
    );
  }
  const chosen = options.filter((store) => context.storeIds.includes(store.id));
  return (
    <div className={styles.stack}>
      {error}
      <p>{t('stores.publish.intro', { count: n(skuListIds.length) })}</p>
      <CheckboxGroup
        label={t('stores.publish.stores')}
        value={context.storeIds.map(String)}
        onChange={(values) => send({ type: 'stores', storeIds: values.map(Number) })}
        isRequired
      >
        {options.map((store) => (
          <Checkbox key={store.id} value={String(store.id)} isDisabled={store.status !== 'authorized'}>
            {store.status === 'authorized'
              ? t('stores.publish.storeOption', { store: store.name, platform: t(`stores.platform.${store.platform}`) })
              : t('stores.publish.storeUnavailable', { store: store.name, status: t(`stores.status.${store.status}`) })}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {chosen.map((store) => (
        <StoreCollections key={store.id} storeId={store.id} storeName={store.name} value={context.collections[store.id] ?? []}
          onChange={(ids) => send({ type: 'collections', storeId: store.id, ids })} />
      ))}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={close}>{t('stores.action.cancel')}</Button>
        <Button variant="primary" isDisabled={context.storeIds.length === 0} onPress={() => send({ type: 'check' })}>{t('stores.publish.check')}</Button>
      </div>
    </div>
  );
}

/**
 * The publish dialog, controlled: open while mounted, for the entries it was opened with. Its owner keeps
 * it mounted (and the ids) until the user closes it — not the selection it was opened from, which empties
 * when the published entries leave the list at the job's end (the result and its Retry must stay).
 */
export function PublishDialog({ skuListIds, onClose }: { skuListIds: number[]; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('stores.publish.title', { count: skuListIds.length })} size="lg" isOpen onOpenChange={(open) => { if (!open) onClose(); }}>
      {(close) => <PublishSteps skuListIds={skuListIds} close={close} />}
    </Dialog>
  );
}
