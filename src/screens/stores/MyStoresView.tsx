/**
 * My stores (presentational): every connected store with its platform, status, last order sync and
 * counts; connect a store (the platform chooser), re-authorise one whose authorisation failed or
 * expired, deactivate / activate, fetch its orders now, and disconnect (confirmed). An empty list
 * explains what connecting does. Props in, events out: MyStoresScreen binds it to the URL and the API.
 */
import type { ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { FileImage, Plug, Plus, Power, PowerOff, RefreshCw, ShieldCheck, Unplug } from 'lucide-react';
import { storePlatforms, storeStatuses } from '@/api/contract/stores';
import { AlertDialog } from '@/design-system/components/AlertDialog';
import { Button } from '@/design-system/components/Button';
import { Image } from '@/design-system/components/Image';
import { Link } from '@/design-system/components/Link';
import { StatusPill } from '@/design-system/components/StatusPill';
import { useTranslation } from '@/i18n/i18n';
import type { CallData, CallQuery } from '@/kit/data';
import { EnumFilter, ListScreen, type DataColumn, type ListViewProps } from '@/kit/list';
import { ConnectStoreDialog, type ConnectStoreDialogProps } from './components/ConnectStoreDialog';
import { formatDateTime, needsReauthorize, statusTone, type StoreRow } from './format';
import { storePaths } from './paths';
import * as styles from './stores.css';

export type StoreListQuery = CallQuery<'storeList'>;

export interface MyStoresViewProps extends ListViewProps<StoreListQuery, CallData<'storeList'>> {
  /** The connect dialog's platforms and its start. */
  connect: ConnectStoreDialogProps;
  onReauthorize(id: number): Promise<unknown>;
  onDeactivate(id: number): Promise<unknown>;
  onActivate(id: number): Promise<unknown>;
  onDisconnect(id: number): Promise<unknown>;
  onSyncOrders(id: number): Promise<unknown>;
  /** The store whose action is running (its buttons show pending). */
  busyId?: number | null;
}

function ConnectButton({ connect, variant = 'primary' }: { connect: ConnectStoreDialogProps; variant?: 'primary' | 'secondary' }): ReactNode {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <Button variant={variant} iconStart={Plus}>{t('stores.connect.open')}</Button>
      <ConnectStoreDialog {...connect} />
    </DialogTrigger>
  );
}

function StoreActions({ row, props }: { row: StoreRow; props: MyStoresViewProps }) {
  const { t } = useTranslation();
  const busy = props.busyId === row.id;
  if (row.status === 'deleted') return null;
  return (
    <span className={styles.rowActions}>
      {(needsReauthorize(row.status) || row.status === 'deactivated') && (
        <Button variant="secondary" size="sm" iconStart={ShieldCheck} isPending={busy}
          aria-label={t('stores.action.reauthorizeOne', { store: row.name })} onPress={() => void props.onReauthorize(row.id)}>
          {t('stores.action.reauthorize')}
        </Button>
      )}
      {row.status === 'authorized' && (
        <Button variant="quiet" size="sm" iconStart={RefreshCw} isPending={busy}
          aria-label={t('stores.action.syncOne', { store: row.name })} onPress={() => void props.onSyncOrders(row.id)}>
          {t('stores.action.sync')}
        </Button>
      )}
      {row.status === 'authorized' && (
        <DialogTrigger>
          <Button variant="quiet" size="sm" iconStart={PowerOff} aria-label={t('stores.action.deactivateOne', { store: row.name })}>{t('stores.action.deactivate')}</Button>
          <AlertDialog title={t('stores.deactivate.title', { store: row.name })} confirmLabel={t('stores.action.deactivate')} onConfirm={() => props.onDeactivate(row.id)}>
            {t('stores.deactivate.message')}
          </AlertDialog>
        </DialogTrigger>
      )}
      {row.status === 'deactivated' && (
        <Button variant="quiet" size="sm" iconStart={Power} isPending={busy}
          aria-label={t('stores.action.activateOne', { store: row.name })} onPress={() => void props.onActivate(row.id)}>
          {t('stores.action.activate')}
        </Button>
      )}
      <DialogTrigger>
        <Button variant="quiet" size="sm" iconStart={Unplug} aria-label={t('stores.action.disconnectOne', { store: row.name })}>{t('stores.action.disconnect')}</Button>
        <AlertDialog title={t('stores.disconnect.title', { store: row.name })} variant="danger" confirmLabel={t('stores.action.disconnect')} onConfirm={() => props.onDisconnect(row.id)}>
          {t('stores.disconnect.message', { platform: t(`stores.platform.${row.platform}`) })}
        </AlertDialog>
      </DialogTrigger>
    </span>
  );
}

export function MyStoresView(props: MyStoresViewProps) {
  const { query, onFilters } = props;
  const { t, locale } = useTranslation();
  const n = (value: number) => value.toLocaleString(locale);

  const columns: DataColumn<StoreRow>[] = [
    {
      id: 'name', label: t('stores.column.store'), isRowHeader: true, minWidth: 240,
      render: (row) => (
        <span className={styles.store}>
          <Image src={row.logo} alt="" width={36} radius="sm" bordered fit="contain" />
          <span className={styles.storeText}>
            <strong>{row.name}</strong>
            {row.shop && <span className={styles.muted}>{row.shop}</span>}
          </span>
        </span>
      ),
    },
    {
      id: 'platform', label: t('stores.column.platform'),
      render: (row) => (
        <span className={styles.storeText}>
          {t(`stores.platform.${row.platform}`)}
          {row.sandbox && <span className={styles.muted}>{t('stores.list.sandbox')}</span>}
        </span>
      ),
    },
    { id: 'status', label: t('stores.column.status'), phone: 'primary', render: (row) => <StatusPill tone={statusTone[row.status]} hasDot>{t(`stores.status.${row.status}`)}</StatusPill> },
    { id: 'lastSyncAt', label: t('stores.column.lastSync'), render: (row) => formatDateTime(row.lastSyncAt, locale) ?? t('stores.list.never') },
    {
      id: 'counts', label: t('stores.column.counts'),
      render: (row) => (
        <span className={styles.storeText}>
          <span>{t('stores.list.published', { count: n(row.publishedCount) })}</span>
          <span className={styles.muted}>{t('stores.list.orders', { count: n(row.orderCount) })}</span>
        </span>
      ),
    },
    { id: 'connectedAt', label: t('stores.column.connected'), phone: 'hide', render: (row) => formatDateTime(row.connectedAt, locale) ?? '—' },
    { id: 'actions', label: t('stores.column.actions'), phone: 'actions', render: (row) => <StoreActions row={row} props={props} /> },
  ];

  return (
    <ListScreen
      list={props}
      title={t('route.myStores')}
      description={t('stores.list.description')}
      primaryAction={<ConnectButton connect={props.connect} />}
      secondaryActions={
        <>
          <Link href={storePaths.logos}><FileImage size={14} aria-hidden="true" /> {t('route.myStoresLogo')}</Link>
          <Link href={storePaths.vat}><Plug size={14} aria-hidden="true" /> {t('route.storeVat')}</Link>
        </>
      }
      keyword={{ label: t('stores.filter.keyword'), placeholder: t('stores.filter.keywordHint') }}
      filters={
        <>
          <EnumFilter label={t('stores.filter.status')} anyLabel={t('stores.filter.anyStatus')} value={query.status}
            options={storeStatuses} labelOf={(status) => t(`stores.status.${status}`)} onChange={(status) => onFilters({ status })} />
          <EnumFilter label={t('stores.filter.platform')} anyLabel={t('stores.filter.anyPlatform')} value={query.platform}
            options={storePlatforms} labelOf={(platform) => t(`stores.platform.${platform}`)} onChange={(platform) => onFilters({ platform })} />
        </>
      }
      tableLabel={t('stores.list.table')}
      columns={columns}
      rowLabel={(row) => row.name}
      empty={{ title: t('stores.empty.title'), description: t('stores.empty.hint'), action: <ConnectButton connect={props.connect} variant="secondary" /> }}
      emptyFiltered={{ title: t('stores.empty.filteredTitle'), description: t('stores.empty.filteredHint') }}
    />
  );
}
