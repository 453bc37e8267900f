/**
 * The portal: app-level actors, the brand on <html>, the toast region, and the data router (built once,
 * by main.tsx, before the first render). Until the translations of the active language have loaded and
 * the router has finished its first navigation (the page's lazy route modules), a neutral wait is shown
 * rather than a flash of untranslated keys.
 */
import { useDeferredValue, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import { I18nProvider } from 'react-aria-components';
import { setNotifier } from '@/api';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { Spinner } from '@/design-system/components/Spinner';
import { localeOf } from '@/i18n/i18n';
import { useLanguage } from '@/machines/language';
import { usePartner } from '@/machines/partner';
import type { createPortalRouter } from '@/routes/router';
import { AppProviders } from './AppProviders';
import { BrandEffects } from './BrandEffects';
import { ToastHost } from './ToastHost';
import { SessionBridges } from './SessionBridges';
import * as styles from './App.css';

type PortalRouter = ReturnType<typeof createPortalRouter>;

function Loading() {
  return (
    <div className={styles.loading}>
      {/* Translations are not loaded yet, so the label is the language-neutral ellipsis. */}
      <Spinner size="lg" aria-label="…" />
    </div>
  );
}

/**
 * RouterProvider takes the router's state when it mounts and subscribes only when it commits. Its first
 * render is a transition (below), which React may interrupt to let the browser work, so a navigation that
 * lands in between (a machine redirecting to /login) would be missed and the page left behind: after the
 * commit, when the state moved on, a revalidation hands RouterProvider, now subscribed, the current state.
 */
function RouterHost({ router }: { router: PortalRouter }) {
  const [mountedWith] = useState(() => router.state);
  // Layout effects run children first: RouterProvider has subscribed by the time this one runs.
  useLayoutEffect(() => {
    if (router.state !== mountedWith) void router.revalidate();
  }, [router, mountedWith]);
  return <RouterProvider router={router} />;
}

const isInitialized = (router: PortalRouter) => () => router.state.initialized;

function Portal({ router }: { router: PortalRouter }) {
  const { ready, language } = useLanguage();
  const { loading: partnerLoading } = usePartner();
  // The first navigation has loaded the page's lazy route modules (shell and screen): rendered before that,
  // RouterProvider shows its fallback, and a route finishing between its render and its commit was missed
  // for good (session 5's e2e caught pages stuck on "Loading").
  const initialized = useSyncExternalStore(router.subscribe, isInitialized(router), () => false);
  // Only the first brand resolution holds the page back; a later one (a partner merchant signing in)
  // re-themes the page in place without unmounting the screen that is finishing the sign-in.
  const [booted, setBooted] = useState(false);
  const canRender = booted || (ready && !partnerLoading && initialized);
  if (canRender && !booted) setBooted(true);
  // The page's first render (shell and screen at once) as a transition: React renders it in slices of a few
  // milliseconds and lets the browser paint and handle input in between, instead of one long task
  // (Lighthouse's total blocking time). Later renders are not deferred.
  const showPage = useDeferredValue(canRender, false);
  useEffect(() => {
    // The API client's notifications (the error catalogue) go to the toast queue from now on.
    setNotifier(notify);
    return () => setNotifier(null);
  }, []);

  // React Aria's own strings and formats follow the portal's language, not the browser's (only the portal's
  // three locales are bundled: vite.config.ts reactAriaLocales).
  return (
    <I18nProvider locale={localeOf[language]}>
      <BrandEffects />
      <SessionBridges subscribeToNavigation={router.subscribe} />
      {/* Spec section 4: while a partner brand loads, a placeholder instead of a brand it would replace. */}
      {showPage ? <RouterHost router={router} /> : <Loading />}
      <ToastHost />
    </I18nProvider>
  );
}

export default function App({ router }: { router: PortalRouter }) {
  return (
    <AppProviders>
      <Portal router={router} />
    </AppProviders>
  );
}
