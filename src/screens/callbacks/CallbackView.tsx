/**
 * Where a store platform (or a third-party sign-in) sends the merchant back (presentational): while the
 * server checks what the platform sent, a spinner; then one clear, translated result — the store is
 * connected (with the ways on: the store, My stores, publishing), the app was removed, the merchant
 * must sign in first (and comes back here), or why not. Props in, events out: CallbackScreen decides.
 */
import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, LogIn, Unplug } from 'lucide-react';
import { Card } from '@/design-system/components/Card';
import { Icon, type LucideIcon } from '@/design-system/components/Icon';
import { Link } from '@/design-system/components/Link';
import { Spinner } from '@/design-system/components/Spinner';
import { useTranslation } from '@/i18n/i18n';
import * as styles from './callbacks.css';

export type CallbackOutcome =
  /** The server is checking the platform's answer. */
  | { kind: 'working' }
  /** The platform opened the app; the browser is on its way to the platform's authorisation page. */
  | { kind: 'redirecting'; platform: string }
  | { kind: 'connected'; platform: string; storeName: string; storeUrl: string | null }
  | { kind: 'uninstalled'; platform: string; storeName: string | null }
  /** Connecting needs the merchant's account: sign in (or register), then this page finishes. */
  | { kind: 'signInNeeded'; platform: string | null }
  | { kind: 'signedIn' }
  /** Refused, with the server's translated reason (bad signature, expired, reused state, ...). */
  | { kind: 'refused'; platform: string | null; reason: string };

export interface CallbackViewProps {
  outcome: CallbackOutcome;
  /** Where the merchant signs in and comes back here (the login path with a redirect). */
  signInHref: string;
  myStoresHref: string;
  publishHref: string;
  homeHref: string;
  isSignedIn: boolean;
}

function Result({ icon, tone, title, children, actions }: { icon: LucideIcon; tone: 'success' | 'danger' | 'brand' | 'muted'; title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.body}>
      <Icon icon={icon} size="lg" tone={tone} />
      <h1 className={styles.title}>{title}</h1>
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

export function CallbackView({ outcome, signInHref, myStoresHref, publishHref, homeHref, isSignedIn }: CallbackViewProps) {
  const { t } = useTranslation();
  const platformName = (platform: string | null) => (platform ? t(`stores.platform.${platform}`) : t('stores.callback.thePlatform'));
  let content: ReactNode;
  switch (outcome.kind) {
    case 'working':
    case 'redirecting':
      content = (
        <output className={styles.body}>
          <Spinner size="lg" aria-label={t('stores.callback.working')} />
          <h1 className={styles.title}>{outcome.kind === 'working' ? t('stores.callback.working') : t('stores.callback.redirecting', { platform: platformName(outcome.platform) })}</h1>
        </output>
      );
      break;
    case 'connected':
      content = (
        <Result icon={CircleCheck} tone="success" title={t('stores.callback.connectedTitle')}
          actions={<>
            <Link href={publishHref} variant="standalone">{t('stores.callback.publish')}</Link>
            <Link href={myStoresHref} variant="standalone">{t('stores.callback.myStores')}</Link>
            {outcome.storeUrl && <Link href={outcome.storeUrl} variant="standalone" isExternal>{t('stores.callback.openStore')}</Link>}
          </>}>
          <p className={styles.text}>{t('stores.callback.connected', { store: outcome.storeName, platform: platformName(outcome.platform) })}</p>
        </Result>
      );
      break;
    case 'uninstalled':
      content = (
        <Result icon={Unplug} tone="muted" title={t('stores.callback.uninstalledTitle')}
          actions={<Link href={isSignedIn ? myStoresHref : signInHref} variant="standalone">{isSignedIn ? t('stores.callback.myStores') : t('stores.callback.signIn')}</Link>}>
          <p className={styles.text}>{t('stores.callback.uninstalled', { store: outcome.storeName ?? platformName(outcome.platform) })}</p>
        </Result>
      );
      break;
    case 'signInNeeded':
      content = (
        <Result icon={LogIn} tone="brand" title={t('stores.callback.signInTitle')}
          actions={<Link href={signInHref} variant="standalone">{t('stores.callback.signIn')}</Link>}>
          <p className={styles.text}>{t('stores.callback.signInNeeded', { platform: platformName(outcome.platform) })}</p>
        </Result>
      );
      break;
    case 'signedIn':
      content = (
        <Result icon={CircleCheck} tone="success" title={t('stores.callback.signedInTitle')}
          actions={<Link href={homeHref} variant="standalone">{t('stores.callback.home')}</Link>} />
      );
      break;
    case 'refused':
      content = (
        <Result icon={CircleAlert} tone="danger" title={t('stores.callback.refusedTitle', { platform: platformName(outcome.platform) })}
          actions={isSignedIn
            ? <Link href={myStoresHref} variant="standalone">{t('stores.callback.tryAgain')}</Link>
            : <Link href={signInHref} variant="standalone">{t('stores.callback.signIn')}</Link>}>
          <p className={styles.text} role="alert">{outcome.reason}</p>
        </Result>
      );
      break;
  }
  return (
    <div className={styles.frame}>
      <Card variant="elevated" padding="lg">{content}</Card>
    </div>
  );
}
