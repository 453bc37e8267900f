/**
 * Renders the portal for a story exactly as the app does — the real route table, guard, layouts and
 * screens — with every machine handed story actors through `.provide()`: the session answers with a
 * fixture user, the partner list with fixture records, the navbar counts and countries from fixtures.
 * Nothing reaches the network; the API's `call` is a story function answering from fixtures.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { ApiError, setNotifier } from '@/api';
import { apiStatus } from '@/api/contract';
import { sessionStore } from '@/api/session';
import { AppProviders } from '@/app/AppProviders';
import { ApiContext, type ApiCall } from '@/app/apiContext';
import { ToastRegion } from '@/design-system/components/Toast';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { getLanguage } from '@/i18n/i18n';
import { languageMachine } from '@/machines/language/languageMachine';
import { partnerMachine, type PartnerRecord } from '@/machines/partner/partnerMachine';
import { sessionMachine, type SessionUser, type SocialCredentials, type SocialLoginAnswer } from '@/machines/session/sessionMachine';
import { shipToMachine } from '@/machines/shipTo';
import { sidebarMachine } from '@/machines/sidebar';
import { visitedViewsMachine, type VisitedView } from '@/machines/visitedViews';
import { permissionMachine } from '@/machines/permission/permissionMachine';
import { versionCheckMachine } from '@/machines/versionCheck/versionCheckMachine';
import { portalRoutes } from '@/routes/router';
import { cartKinds, cartTypeOfKind, type NavbarCounts } from '@/shell/navbar/navbarCounts';
import { defaultShellLogic, ShellLogicContext, type ShellLogic } from '@/shell/ShellLogic';
import type { IsBuilt } from '@/shell/shellMenus';
import { attentionOrders as fixtureAttentionOrders, countries as fixtureCountries, counts as fixtureCounts, partners as fixturePartners } from './fixtures';

const never = () => new Promise<never>(() => undefined);

/** The navbar and the dashboard read their figures through useCall: the fixture counts answer those calls. */
function withCounts(call: ApiCall, counts: NavbarCounts | 'loading' | 'failed', onCall?: (name: string) => void): ApiCall {
  const answers: Record<string, (counts: NavbarCounts) => unknown> = {
    countUserCart: (c) => cartKinds.map((kind) => ({ type: cartTypeOfKind[kind], skuNum: c.cart[kind] })),
    unreadMessageCount: (c) => c.unreadMessages,
    taskCount: (c) => c.unprocessedTasks,
    productNum: (c) => c.productCount,
    pendingReturnStatus: (c) => c.returnsPending,
    myAppPage: (c) => ({
      records: c.apps.map((code, index) => ({ id: index + 1, code, name: code, description: '', icon: 'boxes', url: '/', matched: true })),
      total: c.apps.length, pageNo: 1, pageSize: 100,
    }),
    // Orders with a problem (the Orders entry's badge and the dashboard's figure) in every story.
    orderAttentionCount: () => fixtureAttentionOrders,
  };
  return (async (name: string, options?: unknown) => {
    onCall?.(name);
    const answer = answers[name];
    if (!answer) return (call as (name: string, options?: unknown) => Promise<unknown>)(name, options);
    if (counts === 'loading') return never();
    if (counts === 'failed') throw new Error('offline');
    return answer(counts);
  }) as ApiCall;
}
const STORY_TOKEN = 'story-token';

export interface StoryPortalProps {
  /** Where the story starts; an object carries navigation state (e.g. a social identity). */
  path: string | { pathname: string; search?: string; state?: unknown };
  /** Signed in as this user, or signed out when null. */
  user: SessionUser | null;
  /** The partner code of the visit (`?spm=`), or none. */
  partner?: string | null;
  counts?: NavbarCounts | 'loading' | 'failed';
  countries?: ShipToCountry[] | 'failed';
  sidebar?: 'open' | 'closed';
  views?: VisitedView[];
  /** Show menus as they will be once every screen is built. */
  isBuilt?: IsBuilt;
  /** Answers of the API for the screens that call it (unlisted calls never answer). */
  call?: ApiCall;
  /** Told the name of every API call the portal makes (stories count requests with it). */
  onCall?: (name: string) => void;
  /** What signing in answers (the Flows story signs in with it). */
  login?: 'ok' | 'wrongPassword' | 'codeRequired';
  partners?: PartnerRecord[];
  children?: ReactNode;
}

type ShipToCountry = (typeof fixtureCountries)[number];

export function StoryPortal({
  path, user, partner = null, counts = fixtureCounts, countries = fixtureCountries, sidebar = 'open', views,
  isBuilt, call, onCall, login = 'ok', partners = fixturePartners,
}: StoryPortalProps) {
  // The guard reads the token where the app keeps it; set it before the first render.
  const [ready] = useState(() => {
    if (user) sessionStore.signIn(STORY_TOKEN);
    else sessionStore.signOut();
    return true;
  });
  const [router] = useState(() => createMemoryRouter(portalRoutes(), { initialEntries: [path] }));
  useEffect(() => {
    setNotifier(notify);
    return () => setNotifier(null);
  }, []);

  const [logic] = useState(() => ({
    createActor,
    language: languageMachine.provide({
      actors: { loadTranslations: fromPromise(async ({ input }: { input: { language: ReturnType<typeof getLanguage> } }) => ({ language: input.language, dictionaries: {} })) },
      actions: { saveChoice: () => undefined, clearTranslations: () => undefined, reloadPage: () => undefined },
    }),
    partner: partnerMachine.provide({
      actors: { fetchPartners: fromPromise(async () => partners) },
      actions: { rememberCode: () => undefined },
    }),
    session: sessionMachine.provide({
      actors: {
        fetchUser: fromPromise(async () => {
          if (!user) throw new Error('signed out');
          return user;
        }),
        login: fromPromise(async () => {
          if (login === 'wrongPassword') throw new ApiError('login', apiStatus.wrongAccountOrPassword, null, null, false);
          if (login === 'codeRequired') throw new ApiError('login', apiStatus.validateCodeRequired, null, null, false);
          return { token: STORY_TOKEN, encryptUsername: 'story' };
        }),
        socialLogin: fromPromise<SocialLoginAnswer, SocialCredentials>(never),
        revokeToken: fromPromise<void>(async () => undefined),
      },
      actions: { rememberIdentity: () => undefined, goToLogin: () => undefined },
    }),
    permission: permissionMachine,
    versionCheck: versionCheckMachine.provide({ actors: { fetchDeployedVersion: fromPromise<string>(never) } }),
  }));

  const [shell] = useState<ShellLogic>(() => ({
    ...defaultShellLogic,
    isBuilt: isBuilt ?? defaultShellLogic.isBuilt,
    initialViews: views ?? [],
    sidebar: sidebarMachine.provide({ actions: { saveOpen: () => undefined, saveClosed: () => undefined } }),
    visitedViews: visitedViewsMachine,
    shipTo: shipToMachine.provide({
      actors: {
        loadCountries: fromPromise(async () => {
          if (countries === 'failed') throw new Error('offline');
          return countries;
        }),
        saveShipTo: fromPromise<void, { countryId: number; currencyCode: string }>(async () => undefined),
      },
      actions: { reloadPage: () => undefined },
    }),
  }));

  if (!ready) return null;
  return (
    <ApiContext.Provider value={withCounts(call ?? ((() => never()) as unknown as ApiCall), counts, onCall)}>
      <ShellLogicContext.Provider value={{ ...shell, sidebar: sidebar === 'closed' ? shell.sidebar.provide({ guards: { startsClosed: () => true } }) : shell.sidebar }}>
        <AppProviders logic={logic} languageInput={{ language: getLanguage() }} partnerInput={{ code: partner }}>
          <RouterProvider router={router} />
          <ToastRegion />
        </AppProviders>
      </ShellLogicContext.Provider>
    </ApiContext.Provider>
  );
}
