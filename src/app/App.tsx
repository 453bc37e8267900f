/**
 * The portal: app-level actors, the brand on <html>, the toast region, and the data router (built
 * once). Until the translations of the active language have loaded, a neutral wait is shown rather
 * than a flash of untranslated keys.
 */
import { useEffect, useRef, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { I18nProvider } from 'react-aria-components';
import { setNotifier } from '@/api';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { PageSpinner } from '@/shell/PageSpinner';
import { localeOf } from '@/i18n/i18n';
import { useLanguage } from '@/machines/language';
import { usePartner } from '@/machines/partner';
import { createPortalRouter } from '@/routes/router';
import { AppProviders } from './AppProviders';
import { BrandEffects } from './BrandEffects';
import { ToastHost } from './ToastHost';
import { SessionBridges } from './SessionBridges';
import * as styles from './App.css';

function Loading() {
  return (
    <div className={styles.loading}>
      {/* Translations are not loaded yet, so the label is the language-neutral ellipsis. */}
      <PageSpinner label="…" />
    </div>
  );
}

/**
 * The data router, made in a task of its own after the first frame (the wait) is committed, rather than during
 * its render or in its commit's effects: building it matches the route table and starts the first page's chunks
 * (their preload links), which made the first render's task one long task on a slow phone (issue 13: 8-13 ms of
 * the boot task at 1x CPU on /login).
 */
function usePortalRouter() {
  const made = useRef<ReturnType<typeof createPortalRouter> | null>(null);
  const [router, setRouter] = useState<ReturnType<typeof createPortalRouter> | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // Once, even where StrictMode runs the effect twice: the navigator set by the router made is the one rendered.
      made.current ??= createPortalRouter();
      setRouter(made.current);
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return router;
}

function Portal() {
  const router = usePortalRouter();
  const { ready, language } = useLanguage();
  const { loading: partnerLoading } = usePartner();
  // Only the first brand resolution holds the page back; a later one (a partner merchant signing in)
  // re-themes the page in place without unmounting the screen that is finishing the sign-in.
  const [booted, setBooted] = useState(false);
  // Not deferred (useDeferredValue): a transition render of RouterProvider can yield between render and
  // commit, the router finishes loading the first page's lazy route in that gap, and RouterProvider, which
  // subscribes only on commit, misses it and shows its hydrate fallback for good (e2e caught the page stuck
  // on "Loading" in 6 of 50 journeys).
  const canRender = router !== null && (booted || (ready && !partnerLoading));
  if (canRender && !booted) setBooted(true);

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
      <SessionBridges subscribeToNavigation={router?.subscribe} />
      {/* Spec section 4: while a partner brand loads, a placeholder instead of a brand it would replace. */}
      {canRender ? <RouterProvider router={router} /> : <Loading />}
      <ToastHost />
    </I18nProvider>
  );
}

export default function App() {
  return (
    <AppProviders>
      <Portal />
    </AppProviders>
  );
}
