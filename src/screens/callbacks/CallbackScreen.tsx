/**
 * Every store-platform callback path lands here (the path says which platform and which step;
 * callbackPaths.ts). What the platform sent (its query, as received) goes to the server's
 * storeAuthCallback, which checks the platform's signature rule, time window and the single-use state;
 * the merchant then reads one result. A platform opening the app from its own admin (install) first
 * goes on to the platform's authorisation page through storeConnect. Connecting needs the merchant's
 * account: signed out, the page asks to sign in and comes back here with the same query.
 * /third/msauth is a third-party sign-in: it continues on the portal's social sign-in page.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { storePlatforms, type StorePlatformName } from '@/api/contract/stores';
import { ApiError } from '@/api/client';
import { RouterBridge } from '@/design-system/components/Link/RouterBridge';
import { useTranslation } from '@/i18n/i18n';
import { useMutateCall } from '@/kit/data';
import { DataProvider } from '@/kit/data/DataProvider';
import { SessionContext, useSession } from '@/machines/session';
import { HOME_PATH, LOGIN_PATH } from '@/routes/paths';
import { useDocumentTitle } from '@/app/documentTitle';
import { PublicFrame } from '@/shell/PublicLayout';
import { platformOfState } from '../stores/format';
import { storePaths } from '../stores/paths';
import { callbackOf } from './callbackPaths';
import { CallbackView, type CallbackOutcome } from './CallbackView';

/** Where store settings' "Log in with PayPal" returns (server/modules/stores/settings.ts PAYPAL_RETURN_PATH). */
const PAYPAL_RETURN_PATH = '/third/connect';

const asPlatform = (value: string | null | undefined): StorePlatformName | null => storePlatforms.find((platform) => platform === value) ?? null;

/** The query as the platform sent it, bounded like the call's schema (longer values would be refused anyway). */
const queryOf = (params: URLSearchParams): Record<string, string> =>
  Object.fromEntries([...params.entries()].slice(0, 30).map(([key, value]) => [key.slice(0, 64), value.slice(0, 4096)]));

function Callback() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { status, isSignedIn } = useSession();
  const session = SessionContext.useActorRef();
  const entry = callbackOf(location.pathname);
  useDocumentTitle(entry ? `route.${entry.name}` : 'stores.callback.working');
  const platform = asPlatform(entry?.platform ?? params.get('platform') ?? platformOfState(params.get('state')));
  const [outcome, setOutcome] = useState<CallbackOutcome>({ kind: 'working' });
  const started = useRef(false);
  const connect = useMutateCall('storeConnect', { quiet: true });
  const complete = useMutateCall('storeAuthCallback', { quiet: true });
  const addPaypal = useMutateCall('addPaypalAuth', { quiet: true, invalidates: ['connectAccountList'] });
  const reasonOf = (error: unknown) => (error instanceof ApiError && error.notification ? error.notification.message : t('stores.callback.failed'));
  const settled = status === 'signedIn' || status === 'signedOut';

  useEffect(() => {
    if (started.current || !entry || !settled) return;
    started.current = true;
    if (entry.step === 'signIn') {
      // A third-party sign-in: the portal's social sign-in page verifies the code and signs in (or explains).
      navigate(`/authredirect?${new URLSearchParams({ ...queryOf(params), provider: 'microsoft' }).toString()}`, { replace: true });
      return;
    }
    if (!isSignedIn) {
      setOutcome({ kind: 'signInNeeded', platform });
      return;
    }
    const query = queryOf(params);
    if (entry.path === PAYPAL_RETURN_PATH && platformOfState(query.state ?? null) === 'paypal') {
      // "Log in with PayPal" from store settings came back: the code and its state go to addPaypalAuth.
      addPaypal.mutateAsync({ body: { authCode: query.code ?? '', state: query.state } }).then(
        (account) => setOutcome({ kind: 'connected', platform: 'paypal', storeName: account.account, storeUrl: null }),
        (error: unknown) => setOutcome({ kind: 'refused', platform: 'paypal', reason: reasonOf(error) }),
      );
      return;
    }
    if (!platform) {
      setOutcome({ kind: 'refused', platform: null, reason: t('stores.callback.unknownPlatform') });
      return;
    }
    if (entry.step === 'install' && !query.code) {
      // The platform opened the app from its admin: go on to its authorisation page for this shop.
      setOutcome({ kind: 'redirecting', platform });
      connect.mutateAsync({ body: { platform, shop: query.shop || undefined, origin: window.location.origin } }).then(
        (answer) => window.location.assign(answer.authorizeUrl),
        (error: unknown) => setOutcome({ kind: 'refused', platform, reason: reasonOf(error) }),
      );
      return;
    }
    const step = entry.step === 'load' || entry.step === 'uninstall' ? entry.step : undefined;
    complete.mutateAsync({ body: { platform, query, ...(step ? { step } : {}) } }).then(
      (answer) => {
        if (!answer.ok) {
          setOutcome({ kind: 'refused', platform, reason: answer.message ?? t('stores.callback.failed') });
          return;
        }
        // The user was loaded before the store changed: reload it, so the My Stores red dot (hasAuthStore) follows.
        session.send({ type: 'session.refresh' });
        if (entry.step === 'uninstall') {
          setOutcome({ kind: 'uninstalled', platform, storeName: answer.storeName });
        } else if (entry.step === 'load') {
          navigate(storePaths.myStores, { replace: true });
        } else {
          setOutcome({ kind: 'connected', platform, storeName: answer.storeName ?? t(`stores.platform.${platform}`), storeUrl: null });
        }
      },
      (error: unknown) => setOutcome({ kind: 'refused', platform, reason: reasonOf(error) }),
    );
    // Runs once, when the session has settled; the ref keeps a re-render from sending the code twice.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const here = `${location.pathname}${location.search}`;
  return (
    <CallbackView
      outcome={entry ? outcome : { kind: 'refused', platform: null, reason: t('stores.callback.unknownPlatform') }}
      isSignedIn={isSignedIn}
      signInHref={`${LOGIN_PATH}?${new URLSearchParams({ redirect: here }).toString()}`}
      myStoresHref={storePaths.myStores}
      publishHref="/products/my-products"
      homeHref={HOME_PATH}
    />
  );
}

export default function CallbackScreen() {
  // Callback pages have no layout of their own (they open without a token): the public frame and the
  // data layer come with the page.
  return (
    <RouterBridge>
      <PublicFrame>
        <DataProvider>
          <Callback />
        </DataProvider>
      </PublicFrame>
    </RouterBridge>
  );
}
