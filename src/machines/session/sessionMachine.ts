/**
 * The session (spec section 4): signed out without a token; with a token but no user, the user is
 * fetched; a failed fetch signs out and goes to /login with a redirect; a 401 / 40101 from any call
 * (`session.expired`) signs out; login and social login store the token (and its parent-domain
 * cookie); sign-out clears token, user, stored name and e-mail.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Static } from 'typebox';
import type { CustomerInfo } from '@/api/contract/customer';
import type { LoginResult, SocialLoginResult } from '@/api/contract/auth';
import { socialLoginSucceeded } from '@/api/errors';
import { api, onSessionExpired } from '@/api';
import { sessionStore } from '@/api/session';
import { currentPath, navigate } from '@/routes/navigation';
import { loginPathFor } from '@/routes/paths';

export type SessionUser = Static<typeof CustomerInfo>;
export type LoginAnswer = Static<typeof LoginResult>;
export type SocialLoginAnswer = Static<typeof SocialLoginResult>;

/** The login payload (spec section 3). */
export interface Credentials {
  username: string;
  password?: string;
  seq?: string;
  tk?: string;
  validateCode?: string;
}

export interface SocialCredentials {
  provider: string;
  code: string;
  redirectUri?: string;
}

export interface SessionContext {
  user: SessionUser | null;
  /** The last sign-in failure, for the sign-in screen to show (the client already notified). */
  error: unknown;
  /** A social sign-in that did not succeed, returned as is (e.g. "not bound yet" with socialInfo). */
  socialResult: SocialLoginAnswer | null;
  /** The e-mail of the sign-in under way, stored with its token. */
  pendingEmail: string | null;
}

export type SessionEvent =
  | { type: 'session.login'; credentials: Credentials }
  | { type: 'session.socialLogin'; credentials: SocialCredentials }
  /** A token obtained elsewhere (registration, social bind, one-time ticket): store it and load the user. */
  | { type: 'session.tokenReceived'; token: string; username?: string }
  | { type: 'session.refresh' }
  | { type: 'session.userUpdated'; user: SessionUser }
  | { type: 'session.logout' }
  | { type: 'session.expired' };

/** Spec section 5: the username is trimmed before login. */
export const trimCredentials = (credentials: Credentials): Credentials => ({ ...credentials, username: credentials.username.trim() });

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    login: fromPromise<LoginAnswer, Credentials>(({ input }) => api.call('login', { body: input })),
    socialLogin: fromPromise<SocialLoginAnswer, SocialCredentials>(({ input }) => api.call('socialLogin', { body: input })),
    fetchUser: fromPromise<SessionUser>(() => api.call('customerInfo', {})),
    /** Revokes the token on the server; a failure must not keep the user signed in. */
    revokeToken: fromPromise<void>(async () => {
      await api.call('logout', { silent: true }).catch(() => undefined);
    }),
    /** Turns the client's 401 / 40101 into `session.expired`. */
    watchExpiry: fromCallback<SessionEvent>(({ sendBack }) => onSessionExpired(() => sendBack({ type: 'session.expired' }))),
  },
  actions: {
    storeToken: (_, params: { token: string; email?: string | null }) => sessionStore.signIn(params.token, params.email),
    rememberIdentity: (_, params: { user: SessionUser }) =>
      sessionStore.rememberIdentity({ name: params.user.firstName || params.user.username, email: params.user.username }),
    clearSession: () => sessionStore.signOut(),
    assignUser: assign({ user: (_, params: { user: SessionUser }) => params.user, error: null }),
    assignPendingEmail: assign({ pendingEmail: (_, params: { email: string | null }) => params.email }),
    clearUser: assign({ user: null }),
    assignError: assign({ error: (_, params: { error: unknown }) => params.error }),
    clearErrors: assign({ error: null, socialResult: null }),
    assignSocialResult: assign({ socialResult: (_, params: { result: SocialLoginAnswer }) => params.result }),
    /** To /login, keeping where the user was so sign-in can bring them back, and saying the session ended. */
    goToLogin: () => navigate(loginPathFor(currentPath(), { keepRedirect: 'always', ended: true }), { replace: true }),
  },
  guards: {
    hasToken: () => Boolean(sessionStore.getToken()),
    socialSucceeded: (_, params: { result: SocialLoginAnswer }) => socialLoginSucceeded(params.result) && Boolean(params.result.token),
  },
}).createMachine({
  id: 'session',
  context: { user: null, error: null, socialResult: null, pendingEmail: null },
  invoke: { src: 'watchExpiry' },
  initial: 'checking',
  on: {
    'session.expired': { target: '.signedOut', actions: ['clearSession', 'clearUser', 'goToLogin'] },
  },
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'loadingUser' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'session.login': {
          target: 'signingIn',
          actions: ['clearErrors', { type: 'assignPendingEmail', params: ({ event }) => ({ email: event.credentials.username.trim() }) }],
        },
        'session.socialLogin': { target: 'socialSigningIn', actions: 'clearErrors' },
        'session.tokenReceived': {
          target: 'loadingUser',
          actions: ['clearErrors', { type: 'storeToken', params: ({ event }) => ({ token: event.token, email: event.username }) }],
        },
        // A 401 while signed out (a public page's call) must not bounce the visitor to /login.
        'session.expired': {},
      },
    },
    signingIn: {
      invoke: {
        src: 'login',
        input: ({ event }) => trimCredentials((event as Extract<SessionEvent, { type: 'session.login' }>).credentials),
        onDone: {
          target: 'loadingUser',
          actions: { type: 'storeToken', params: ({ event, context }) => ({ token: event.output.token, email: context.pendingEmail }) },
        },
        onError: { target: 'signedOut', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    socialSigningIn: {
      invoke: {
        src: 'socialLogin',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'session.socialLogin' }>).credentials,
        onDone: [
          {
            guard: { type: 'socialSucceeded', params: ({ event }) => ({ result: event.output }) },
            target: 'loadingUser',
            actions: { type: 'storeToken', params: ({ event }) => ({ token: event.output.token ?? '' }) },
          },
          { target: 'signedOut', actions: { type: 'assignSocialResult', params: ({ event }) => ({ result: event.output }) } },
        ],
        onError: { target: 'signedOut', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingUser: {
      invoke: {
        src: 'fetchUser',
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'assignUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'rememberIdentity', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: ['clearSession', 'clearUser', { type: 'assignError', params: ({ event }) => ({ error: event.error }) }, 'goToLogin'],
        },
      },
    },
    signedIn: {
      on: {
        'session.refresh': { target: 'loadingUser' },
        'session.userUpdated': {
          actions: [
            { type: 'assignUser', params: ({ event }) => ({ user: event.user }) },
            { type: 'rememberIdentity', params: ({ event }) => ({ user: event.user }) },
          ],
        },
        'session.logout': { target: 'signingOut' },
      },
    },
    signingOut: {
      invoke: {
        src: 'revokeToken',
        onDone: { target: 'signedOut', actions: ['clearSession', 'clearUser'] },
        onError: { target: 'signedOut', actions: ['clearSession', 'clearUser'] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
