/**
 * Store logos (presentational): each store's logo, as it appears on packing slips and branded e-mails;
 * upload a PNG, JPEG or WebP image up to 200 KB (checked here for a clear message, and by the server's
 * schema again) or remove it.
 */
import { Trash2 } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { EmptyState } from '@/design-system/components/EmptyState';
import { FileTrigger } from '@/design-system/components/FileTrigger';
import { Image } from '@/design-system/components/Image';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Link } from '@/design-system/components/Link';
import { Skeleton } from '@/design-system/components/Skeleton';
import { useTranslation } from '@/i18n/i18n';
import { Page } from '@/kit/page';
import type { StoreRow } from './format';
import { storePaths } from './paths';
import * as styles from './stores.css';

/** The logo formats and size the server takes (storeLogoUpdate's pattern; 200 KB of image). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 200 * 1024;

export interface StoreLogosViewProps {
  stores: readonly StoreRow[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry(): void;
  /** A chosen file for a store (the screen checks and reads it). */
  onUpload(storeId: number, file: File): void;
  onRemove(storeId: number): Promise<unknown>;
  /** The store whose logo is being saved. */
  busyId?: number | null;
  /** A translated problem with the last chosen file, per store. */
  fileErrors: Readonly<Record<number, string>>;
}

export function StoreLogosView({ stores, isLoading, error, onRetry, onUpload, onRemove, busyId, fileErrors }: StoreLogosViewProps) {
  const { t } = useTranslation();
  let content;
  if (error) {
    content = <InlineAlert tone="danger" role="alert" actions={<Button variant="secondary" size="sm" onPress={onRetry}>{t('stores.action.retry')}</Button>}>{error}</InlineAlert>;
  } else if (!stores) {
    content = <output aria-busy="true" aria-label={t('stores.logos.loading')}><Skeleton shape="rect" height="120px" /></output>;
  } else if (stores.length === 0) {
    content = <EmptyState size="sm" title={t('stores.empty.title')} description={t('stores.logos.emptyHint')}
      action={<Link href={storePaths.myStores} variant="standalone">{t('stores.connect.open')}</Link>} />;
  } else {
    content = (
      <ul className={styles.logos} aria-busy={isLoading || undefined}>
        {stores.map((store) => (
          <li key={store.id}>
            <Card variant="outlined" padding="md" headingLevel={2} title={store.name} description={t(`stores.platform.${store.platform}`)}>
              <div className={styles.stack}>
                <div className={styles.logoRow}>
                  {store.logo
                    ? <Image src={store.logo} alt={t('stores.logos.alt', { store: store.name })} width={72} fit="contain" bordered />
                    : <span className={styles.muted}>{t('stores.logos.none')}</span>}
                </div>
                {fileErrors[store.id] && <InlineAlert tone="danger" role="alert">{fileErrors[store.id]}</InlineAlert>}
                <div className={styles.rowActions}>
                  <FileTrigger acceptedFileTypes={[...LOGO_TYPES]} size="sm" isPending={busyId === store.id}
                    onSelect={(files) => { if (files[0]) onUpload(store.id, files[0]); }}>
                    {store.logo ? t('stores.logos.replace') : t('stores.logos.upload')}
                  </FileTrigger>
                  {store.logo && (
                    <Button variant="quiet" size="sm" iconStart={Trash2} aria-label={t('stores.logos.removeOne', { store: store.name })}
                      onPress={() => void onRemove(store.id)}>{t('stores.logos.remove')}</Button>
                  )}
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Page title={t('route.myStoresLogo')} description={t('stores.logos.description')}>
      {content}
    </Page>
  );
}
