/**
 * The signed-in layout (spec section 2, "Shell"): sidebar, top bar, visited-view tabs, the page and the
 * footer, plus the ship-to dialog and the support chat loader. Its machines come from ShellLogicContext.
 */
import { lazy, memo, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useCallPort } from '@/kit/data/callContext';
import { RouterBridge } from '@/design-system/components/Link/RouterBridge';
import { useTranslation } from '@/i18n/i18n';
import { LanguageContext } from '@/machines/language';
import { usePartner } from '@/machines/partner';
import { SessionContext } from '@/machines/session';
import { ShipToContext } from '@/machines/shipTo';
import { SidebarContext, useSidebarOpen } from '@/machines/sidebar';
import { addView, useVisitedViews, VisitedViewsContext, type VisitedView } from '@/machines/visitedViews';
import { breadcrumbFor, sidebarMenu, titleKeyForPath } from '@/routes/menus';
import { findRoute } from '@/routes/routeTable';
import { AfterFirstPaint, firstPaintDone } from '@/app/afterFirstPaint';
import { useBrand } from '@/app/brand';
import { useDocumentTitle } from '@/app/documentTitle';
import type { SessionUser } from '@/machines/session';
import { ChatWidget } from './ChatWidget/ChatWidget';
import { CommandPaletteHost } from './CommandPalette/CommandPaletteHost';
import { Footer } from './Footer/Footer';
import { LayoutContext } from './LayoutContext';
import { useShellLogic } from './ShellLogic';
import { prefetchNavbarCounts, refreshNavbarCounts, useNavbarApps, useNavbarCounts } from './navbar/navbarCounts';
import { Sidebar, type SidebarProps } from './Sidebar/Sidebar';
import { SidebarDrawer } from './Sidebar/SidebarDrawer';
import { useNarrowScreen } from './useNarrowScreen';
import { TopBar, type TopBarProps } from './TopBar/TopBar';
import { VisitedViews } from './VisitedViews/VisitedViews';
import { loadVisitedViews, saveVisitedViews } from './visitedViewsStore';
import { dropDanglingAnnouncements, watchDanglingAnnouncements } from './liveRegion';
import * as styles from './Shell.css';

// The tabs and the footer do not show any count: memoised (with stable callbacks below), the query answers
// arriving after the first paint re-render the top bar only, not the tab strip's TagGroup or the footer's links (issue 13).
const StableVisitedViews = memo(VisitedViews);
const StableFooter = memo(Footer);

const ShipToDialog = lazy(() => import('./ShipToDialog/ShipToDialog').then((module) => ({ default: module.ShipToDialog })));

/**
 * The ship-to dialog's code (a country combo box, a currency select, the modal) loads when it first opens,
 * not with every signed-in page (issue 13); once loaded it stays mounted, so its closing animation plays.
 */
function ShipToDialogWhenOpened() {
  const open = ShipToContext.useSelector((s) => !s.matches('closed'));
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <ShipToDialog />
    </Suspense>
  ) : null;
}

/**
 * The page inside the shell comes one task after the shell's own first render: the shell (top bar, tabs) and the
 * first page (the dashboard) mounted together were one long task of ~30 ms at 1x CPU, 120 ms on a slow phone
 * (issue 13). Both are normal renders; the page's is its own (this component alone re-renders). The footer below
 * the page comes with it (its after-paint step starts then), never before: drawn under an empty main it would be
 * pushed down when the page arrives (a layout shift). Only the document's first page waits: a shell mounted after
 * that (signing in again) shows its page at once, as the pages that follow are the router's as before.
 */
function ShellPage({ footer }: { footer: ReactNode }) {
  const [shown, setShown] = useState(firstPaintDone);
  useEffect(() => {
    if (shown) return undefined;
    const timer = window.setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <>
      <main id="main" tabIndex={-1} className={styles.main}>
        {shown ? <Outlet /> : null}
      </main>
      {shown ? footer : null}
    </>
  );
}

/**
 * The top bar and the sidebar with the navbar counts they show. The counts' answers arrive one by one after the
 * first page (seven calls); each re-renders these parts only, not the shell's frame with its tabs, page, palette
 * and footer (issue 13: each answer was a render of the whole frame, 8-13 ms at 1x CPU).
 */
function CountedTopBar(props: Omit<TopBarProps, 'counts'>) {
  const { counts } = useNavbarCounts(props.user.id);
  return <TopBar {...props} counts={counts} />;
}

function CountedSidebar({ userId, ...props }: Omit<SidebarProps, 'badges'> & { userId: number }) {
  const { counts } = useNavbarCounts(userId);
  return <Sidebar {...props} badges={{ productCount: counts.productCount, returnsPending: counts.returnsPending, ordersNeedingAttention: counts.ordersNeedingAttention }} />;
}

function ShellFrame({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const logic = useShellLogic();
  const brand = useBrand();
  const { isPartner, cartTypes } = usePartner();
  // The connected apps only (sidebar and palette entries): the other counts re-render CountedTopBar and CountedSidebar.
  const apps = useNavbarApps(user.id);
  const client = useQueryClient();
  const language = LanguageContext.useActorRef();
  const sidebar = SidebarContext.useActorRef();
  const sidebarOpen = useSidebarOpen();
  const views = VisitedViewsContext.useActorRef();
  const visited = useVisitedViews();
  const shipTo = ShipToContext.useActorRef();
  const { pathname } = location;
  // On a phone the sidebar is a drawer over the page; the desktop's collapsed state does not apply there.
  const narrow = useNarrowScreen();
  // The drawer belongs to the page it was opened on: following an entry (a new pathname) closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = narrow && drawerPath === pathname;
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? pathname : null);

  useDocumentTitle(titleKeyForPath(pathname));
  // The footer (below the page) and the support chat's loader come after the first page has painted: the shell's
  // first render on a slow phone is then not one long task (issue 13). Each in a step of its own: the page's lower
  // parts first (step 0), then the footer, then the chat's loader; each re-renders only itself.
  const column = useRef<HTMLDivElement>(null);

  // Every page shown in the shell becomes (or refreshes) a visited view. A new page also starts at its
  // top, and focus that was on a menu entry (gone with its menu) lands on the page rather than on
  // <body>, so keyboard and screen-reader users continue from the page.
  // The page a freshly loaded document opens with (a POP, not a sign-in's navigation) is already at its top
  // with nothing focused yet: moving focus there would only force a layout and a style pass of its own before
  // the first paint (issue 13), so that is left to the pages that follow.
  const navigationType = useNavigationType();
  const loadedPage = useRef(navigationType === 'POP');
  useEffect(() => {
    dropDanglingAnnouncements();
    const route = findRoute(pathname);
    // A visit that would change nothing (the page the shell opened on has its tab from the first frame) is not
    // sent: an equal new list re-rendered the shell and its tabs right after their first commit (issue 13).
    const known = (view: VisitedView) => view.path === pathname && view.name === route?.name;
    if (route && route.access === 'private' && route.built && !views.getSnapshot().context.views.some(known)) {
      views.send({ type: 'view.visit', view: { name: route.name, path: pathname } });
    }
    if (loadedPage.current) {
      loadedPage.current = false;
      return;
    }
    window.scrollTo(0, 0);
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) document.getElementById('main')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, views]);

  // The page shown always has its tab: closing it (or closing all) while staying on the page brings it back
  // rather than leaving an empty strip.
  const shownHasTab = visited.some((view) => view.path === pathname);
  useEffect(() => {
    if (shownHasTab) return;
    const route = findRoute(pathname);
    if (route && route.access === 'private' && route.built) views.send({ type: 'view.visit', view: { name: route.name, path: pathname } });
  }, [shownHasTab, pathname, views]);

  // A pressed button replaced on the same page leaves its pending announcement dangling too.
  useEffect(() => watchDanglingAnnouncements(), []);

  useEffect(() => {
    const subscription = views.subscribe((snapshot) => saveVisitedViews(snapshot.context.views));
    return () => subscription.unsubscribe();
  }, [views]);

  // Fresh counts when the merchant comes back to the tab, and when a menu link re-opens the page.
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') refreshNavbarCounts(client);
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [client]);

  const viewActions = useMemo(() => ({
    navigate: (to: string) => navigate(to),
    onClose: (path: string) => views.send({ type: 'view.close', path }),
    onCloseOthers: (path: string) => views.send({ type: 'view.closeOthers', path }),
    onCloseAll: () => views.send({ type: 'view.closeAll' }),
  }), [navigate, views]);

  const sections = useMemo(
    () => sidebarMenu({ user, partner: isPartner, apps, isBuilt: (route) => logic.isBuilt(route.name) }),
    [user, isPartner, apps, logic],
  );

  const sidebarFor = (collapsed: boolean) => (
    <CountedSidebar
      userId={user.id}
      sections={sections}
      brand={brand}
      collapsed={collapsed}
      pathname={pathname}
      onFollow={() => setDrawerOpen(false)}
    />
  );

  return (
    <div className={styles.frame} data-sidebar={sidebarOpen ? 'open' : 'closed'}>
      <a className={styles.skipLink} href="#main">
        {t('shell.skipToContent')}
      </a>
      {narrow ? null : <aside className={styles.side}>{sidebarFor(!sidebarOpen)}</aside>}
      {/* Busy until the last step is there (three frames on the first page): a reader, or a test, waits for all of it. */}
      <div ref={column} className={styles.column} aria-busy>
        <header className={styles.header}>
          <CountedTopBar
            user={user}
            isPartner={isPartner}
            cartTypes={cartTypes}
            sidebarOpen={narrow ? drawerOpen : sidebarOpen}
            narrow={narrow}
            crumbs={breadcrumbFor(pathname)}
            isBuilt={logic.isBuilt}
            onToggleSidebar={() => (narrow ? setDrawerOpen(true) : sidebar.send({ type: 'sidebar.toggle' }))}
            onOpenShipTo={() => shipTo.send({ type: 'shipTo.open' })}
            onSwitchLanguage={(next) => language.send({ type: 'language.switch', language: next })}
            // The /logout page signs out (revoking the token) and then shows the sign-in page.
            onSignOut={() => navigate('/logout', { replace: true })}
          />
          <StableVisitedViews views={visited} current={pathname} {...viewActions} />
        </header>
        <ShellPage
          footer={
            <AfterFirstPaint step={1}>
              <StableFooter brandName={brand.name} isPartner={isPartner} support={brand.support} links={brand.links} affiliates={sections.some((section) => section.entries.some((entry) => entry.name === 'affiliates'))} isBuilt={logic.isBuilt} />
            </AfterFirstPaint>
          }
        />
      </div>
      {narrow ? (
        <SidebarDrawer isOpen={drawerOpen} onOpenChange={setDrawerOpen}>
          {sidebarFor(false)}
        </SidebarDrawer>
      ) : null}
      <ShipToDialogWhenOpened />
      {/* The palette's shortcut works from the first frame; its pages are worked out when it opens. */}
      <CommandPaletteHost user={user} isPartner={isPartner} apps={apps} isBuilt={logic.isBuilt} visited={visited} />
      <AfterFirstPaint step={2} busy={column}>
        <ChatWidget isPartner={isPartner} user={user} />
      </AfterFirstPaint>
    </div>
  );
}

/** The shell's machines, started for the signed-in user. */
export function ShellProviders({ user, children }: { user: SessionUser; children: React.ReactNode }) {
  const logic = useShellLogic();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const call = useCallPort();
  // The navbar's (and the dashboard's) counts are asked for as the shell first renders (a background render, sliced):
  // their readers, subscribing in the shell's commit, then join requests under way instead of starting seven
  // queries there (issue 13: the commit's effects run inside its one task, forced by a re-render in it). Started
  // once per mount and idempotent (a discarded render or StrictMode's second call joins the same requests). A later
  // user or client asks again in a task of its own after the commit; that too joins or finds the answers cached.
  useState(() => prefetchNavbarCounts(client, call, user.id));
  useLayoutEffect(() => {
    const timer = window.setTimeout(() => prefetchNavbarCounts(client, call, user.id), 0);
    return () => clearTimeout(timer);
  }, [client, call, user.id]);
  // The page the shell opens on has its tab from the first frame (the visit sent after it changes nothing),
  // so the strip does not grow under a painted page and push it down (a layout shift, issue 13).
  const [restoredViews] = useState(() => {
    const views = logic.initialViews ?? loadVisitedViews();
    const route = findRoute(pathname);
    return route && route.access === 'private' && route.built ? addView(views, { name: route.name, path: pathname }) : views;
  });
  return (
    <SidebarContext.Provider logic={logic.sidebar}>
      <VisitedViewsContext.Provider logic={logic.visitedViews} options={{ input: { views: restoredViews } }}>
        <ShipToContext.Provider logic={logic.shipTo} options={{ input: { countryId: user.countryId, currencyCode: user.currencyCode } }}>
          {children}
        </ShipToContext.Provider>
      </VisitedViewsContext.Provider>
    </SidebarContext.Provider>
  );
}

export default function Shell() {
  const user = SessionContext.useSelector((s) => s.context.user);
  // The route guard renders the shell only once the user is known; this keeps the type honest.
  if (!user) return null;
  return (
    <RouterBridge>
      <LayoutContext.Provider value="shell">
        <ShellProviders user={user}>
          <ShellFrame user={user} />
        </ShellProviders>
      </LayoutContext.Provider>
    </RouterBridge>
  );
}
