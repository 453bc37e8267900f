/**
 * The portal's data router, built from the route table: built public screens under the public
 * layout, built private screens under the signed-in shell, and every navigation rule applied by one
 * root component (RouteGuard) from the pure guards. Unbuilt and unknown paths render the 404 page.
 * The app must render it inside SessionContext.Provider (the guard reads the session).
 */
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, useBlocker, useLocation, useRouteError, type RouteObject } from 'react-router-dom';
import { config } from '@/config';
import { api } from '@/api';
import { recordError } from '@/api/errorLog';
import { sessionStore } from '@/api/session';
import { SessionContext } from '@/machines/session';
import { startAppActors } from '@/machines/lazyActor';
import { useTranslation } from '@/i18n/i18n';
import { PageSpinner } from '@/shell/PageSpinner';
import { blocksBackNavigation, decideNavigation } from './guards';
import { setNavigator } from './navigation';
import { findRoute, routeTable, type RouteDef } from './routeTable';
import { screenOf } from './screens';
import { SHELL_CALL_SCREENS } from './shellCalls';
import { startFirstPageCalls } from './firstPageCalls';
import { pageLoading } from './router.css';

const NotFoundScreen = lazy(() => import('@/screens/status/NotFoundScreen'));
const ApplicationErrorScreen = lazy(() => import('@/screens/status/ApplicationErrorScreen'));

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={pageLoading}>
      <PageSpinner label={t('ds.spinner.label')} />
    </div>
  );
}

/**
 * Spec section 2: no back navigation away from /orders/draft/process. A component of its own: the blocker sets
 * its key in a state after mounting, which re-rendered the guard and the whole shell below it (issue 13).
 */
function BackBlock(): null {
  const blocker = useBlocker(({ historyAction, currentLocation }) => historyAction === 'POP' && blocksBackNavigation(currentLocation.pathname));
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return null;
}

/**
 * The session's user, except that its first arrival (the wait for it ends) is taken in a background render: the
 * answer comes in a promise, and React renders an external store's change at once and in one piece, so the whole
 * signed-in shell and its first page mounted in that one task (30-36 ms at 1x CPU on /dashboard, 4x that on a slow
 * phone; issue 13). Deferred, the wait stays on screen for that render and the shell mounts in a transition, which
 * React interrupts every few milliseconds for the browser. A sign-out or a changed user applies at once.
 */
function useGuardUser() {
  const user = SessionContext.useSelector((s) => s.context.user);
  const shown = useDeferredValue(user);
  return user && shown ? user : null;
}

/** Applies the access rules to every location; renders the page, a redirect, the 404 page or a wait. */
function RouteGuard() {
  const location = useLocation();
  const user = useGuardUser();
  // Subscribing to the state makes the guard re-run when a sign-in or sign-out changes the token.
  SessionContext.useSelector((s) => s.value);
  const hasToken = Boolean(sessionStore.getToken());
  const decision = decideNavigation({
    pathname: location.pathname,
    search: location.search,
    hasToken,
    user,
    hostname: globalThis.location?.hostname ?? '',
    publicHosts: config.publicHosts,
  });
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'notFound') {
    // Signed in, the 404 page keeps the shell (menus, tabs, the way back): the catch-all route below renders it.
    if (hasToken && user) return <Outlet />;
    if (hasToken) return <PageLoading />;
    return (
      <Suspense fallback={<PageLoading />}>
        <NotFoundScreen />
      </Suspense>
    );
  }
  // A private page waits for the user, so a sub-account never glimpses a page it may not open.
  if (decision.route.access === 'private' && !user) return <PageLoading />;
  return <Outlet />;
}

function GuardedRoutes() {
  return (
    <>
      <BackBlock />
      <RouteGuard />
    </>
  );
}

/** Unexpected render or chunk-loading errors: logged for developers, then the application error page. */
function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    recordError({ kind: 'error', message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined });
  }, [error]);
  return (
    <Suspense fallback={<PageLoading />}>
      <ApplicationErrorScreen />
    </Suspense>
  );
}

/**
 * A route's chunks start loading one task after the router asks for them: each import inserts its chunk's
 * preload and style links (Vite's preload helper), and on a slow phone the shell's and the first page's
 * links together made the router's first match one long task (issue 13). The fetches start a few ms later.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The rest of the API client's call table, loaded without waiting for it (a failure is left to the first call). */
const preloadRestCalls = () => void api.loadRest().catch(() => undefined);

/**
 * The signed-in shell, with the server-state cache it brings (public pages never load TanStack Query), the
 * shell's first calls of the API client's table (the entry holds only the calls made before the shell, the
 * other screens' calls load later: vite.config.ts) and the app machines with xstate (src/machines/lazyActor.tsx;
 * public pages run their plain boot code). The rest of the call table loads once the browser is idle after
 * the first page, so a screen opened next finds it there.
 */
const lazyShell = async () => {
  await nextTask();
  const [{ default: Shell }, { DataProvider }] = await Promise.all([import('@/shell/Shell'), import('@/kit/data/DataProvider'), api.loadMore(), startAppActors()]);
  setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(preloadRestCalls, { timeout: 5000 }) : preloadRestCalls()), 1000);
  return { Component: () => <DataProvider><Shell /></DataProvider> };
};

let firstCallsStarted = false;

const screenRoute = (route: RouteDef, first?: RouteDef): RouteObject => ({
  id: route.name,
  path: route.path,
  handle: { route },
  lazy: async () => {
    await nextTask();
    // A screen's calls need the rest of the table: it loads beside the screen's code, not after it.
    if (route.layout !== 'public' && !SHELL_CALL_SCREENS.includes(route.name)) preloadRestCalls();
    // The document's first page starts its calls with its code (./firstPageCalls.ts); once, on the first match.
    if (route === first && !firstCallsStarted) {
      firstCallsStarted = true;
      startFirstPageCalls(route, window.location.search);
    }
    return { Component: (await (await screenOf(route.name))()).default };
  },
});

/**
 * The route objects (exported so tests and stories can build a memory router from them). `screens` narrows the
 * screen routes to those it accepts (the frame and the catch-all stay): the browser router starts with the first
 * URL's screen only and is given the others on its first navigation elsewhere (createPortalRouter). `firstPage`, given
 * by the browser router only, starts that page's first calls with its code (./firstPageCalls.ts).
 */
export function portalRoutes(screens: (route: RouteDef) => boolean = () => true, firstPage?: RouteDef): RouteObject[] {
  const builtRoutes = routeTable.filter((route) => route.built && screens(route));
  const toRoute = (route: RouteDef) => screenRoute(route, firstPage);
  return [
    {
      id: 'root',
      Component: GuardedRoutes,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        {
          id: 'publicLayout',
          lazy: async () => {
            // In a task of its own like the screens' (see nextTask): its preload and style links were a third of
            // the router's first match on /login (the preload helper's appendChild, 1-5 ms at 1x CPU).
            await nextTask();
            return { Component: (await import('@/shell/PublicLayout')).default };
          },
          children: builtRoutes.filter((route) => route.layout === 'public').map(toRoute),
        },
        { id: 'shell', lazy: lazyShell, children: builtRoutes.filter((route) => route.layout === 'shell').map(toRoute) },
        // Platform callbacks bring their own frame and data layer (they open without a token).
        ...builtRoutes.filter((route) => route.layout === 'bare').map(toRoute),
        // Unknown paths (and '/') reach the guard, which redirects or shows the 404 page. For a signed-in user
        // the guard lets this route render: the shell around the 404 page.
        {
          id: 'catchAll',
          lazy: lazyShell,
          children: [{ id: 'unknownPath', path: '*', lazy: async () => ({ Component: (await import('@/screens/status/NotFoundScreen')).default }) }],
        },
      ],
    },
  ];
}

/** The screen routes a router started with `portalRoutes(first)` lacks, by the id of the route they belong under. */
function otherScreenRoutes(first: RouteDef | undefined): [string, RouteObject[]][] {
  const [root] = portalRoutes((route) => route !== first);
  return root!.children!.filter((child) => child.id !== 'catchAll').map((child) => (child.path ? ['root', [child]] : [child.id!, child.children ?? []]));
}

/**
 * The browser router; machines and the API client navigate through it from now on.
 * It starts with the first URL's screen only (issue 13): React Router compiles the path of every route it tries
 * on each match, and /dashboard was tried after ~80 others at its creation and its first navigation (the router's
 * creation task, 14-20 ms at 1x CPU, ~45 % of it matching). The other screens are added on the first navigation
 * to any other path (Lazy Route Discovery: a URL matched by the catch-all or by a route with parameters asks
 * patchRoutesOnNavigation before it is rendered), then that navigation matches against all of them.
 */
export function createPortalRouter() {
  const first = findRoute(window.location.pathname);
  let discovered = false;
  const router = createBrowserRouter(
    portalRoutes((route) => route === first, first),
    {
      patchRoutesOnNavigation: ({ patch }) => {
        if (discovered) return;
        discovered = true;
        for (const [parentId, routes] of otherScreenRoutes(first)) patch(parentId, routes);
      },
    },
  );
  setNavigator((to, options) => void router.navigate(to, { replace: options?.replace }));
  return router;
}
