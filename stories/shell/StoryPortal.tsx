/**
 * Renders the portal for a story exactly as the app does — the real route table, guard, layouts and
 * screens — with every machine handed story actors through `.provide()`: the session answers with a
 * fixture user, the partner list with fixture records, the navbar counts and countries from fixtures.
 * Nothing reaches the network; the API's `call` is a story function answering from fixtures.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { ApiError, setNotifier } from '@/api';
import { apiStatus } from '@/api/contract';
import { sessionStore } from '@/api/session';
import { AppProviders } from '@/app/AppProviders';
import { ApiContext, type ApiCall } from '@/app/apiContext';
import { ToastRegion } from '@/design-system/components/Toast';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { getLanguage } from '@/i18n/i18n';
import { languageMachine } from '@/machines/language';
import { partnerMachine, type PartnerRecord } from '@/machines/partner';
import { sessionMachine, type SessionUser, type SocialCredentials, type SocialLoginAnswer } from '@/machines/session';
import { shipToMachine } from '@/machines/shipTo';
import { sidebarMachine } from '@/machines/sidebar';
import { visitedViewsMachine, type VisitedView } from '@/machines/visitedViews';
import { permissionMachine } from '@/machines/permission';
import { versionCheckMachine } from '@/machines/versionCheck';
import { portalRoutes } from '@/routes/router';
import { cartKinds, cartTypeOfKind, navbarMachine, type NavbarCounts } from '@/shell/navbar/navbarMachine';
import { defaultShellLogic, ShellLogicContext, type ShellLogic } from '@/shell/ShellLogic';
import type { IsBuilt } from '@/shell/shellMenus';
import { countries as fixtureCountries, counts as fixtureCounts, partners as fixturePartners } from './fixtures';

const never = () => new Promise<never>(() => undefined);

/** The dashboard reads the navbar's figures through useCall: the same fixture counts answer those calls. */
function withCounts(call: ApiCall, counts: NavbarCounts | 'loading' | 'failed'): ApiCall {
  const answers: Record<string, (counts: NavbarCounts) => unknown> = {
    countUserCart: (c) => cartKinds.map((kind) => ({ type: cartTypeOfKind[kind], skuNum: c.cart[kind] })),
    unreadMessageCount: (c) => c.unreadMessages,
    taskCount: (c) => c.unprocessedTasks,
    productNum: (c) => c.productCount,
  };
  return (async (name: string, options?: unknown) => {
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
  /** What signing in answers (the Flows story signs in with it). */
  login?: 'ok' | 'wrongPassword' | 'codeRequired';
  partners?: PartnerRecord[];
  children?: ReactNode;
}

type ShipToCountry = (typeof fixtureCountries)[number];

export function StoryPortal({
  path, user, partner = null, counts = fixtureCounts, countries = fixtureCountries, sidebar = 'open', views,
  isBuilt, call, login = 'ok', partners = fixturePartners,
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
    navbar: navbarMachine.provide({
      actors: {
        loadCounts: fromPromise(async () => {
          if (counts === 'loading') return never();
          if (counts === 'failed') throw new Error('offline');
          return counts;
        }),
      },
    }),
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
    <ApiContext.Provider value={withCounts(call ?? ((() => never()) as unknown as ApiCall), counts)}>
      <ShellLogicContext.Provider value={{ ...shell, sidebar: sidebar === 'closed' ? shell.sidebar.provide({ guards: { startsClosed: () => true } }) : shell.sidebar }}>
        <AppProviders logic={logic} languageInput={{ language: getLanguage() }} partnerInput={{ code: partner }}>
          <RouterProvider router={router} />
          <ToastRegion />
        </AppProviders>
      </ShellLogicContext.Provider>
    </ApiContext.Provider>
  );
}
