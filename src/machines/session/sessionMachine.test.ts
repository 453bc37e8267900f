import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { api } from '@/api';
import { appCookies, appStorage, EMAIL_KEY, NAME_KEY, sessionStore, TOKEN_KEY } from '@/api/session';
import { setNavigator } from '@/routes/navigation';
import { sessionMachine, type Credentials, type SessionUser, type SocialLoginAnswer } from './sessionMachine';

const user: SessionUser = {
  id: 1, username: 'merchant@demo.shop', firstName: 'Mia', lastName: 'Stone', countryId: 232, countryImg: '🇺🇸', currencyCode: 'USD',
  timeZoneId: null, paymentType: null, logisticsId: null, trackingWay: null, hasAuthStore: true, parterSource: null, refId: null,
  roleInfos: [], permissions: [], isShowUserSettings: 0, hasInvoicePower: false, language: 'en',
};

/** The machine with network actors replaced (the seam stories use too). */
function machineWith(overrides: {
  login?: (input: Credentials) => Promise<{ token: string; encryptUsername: string }>;
  socialLogin?: () => Promise<SocialLoginAnswer>;
  fetchUser?: () => Promise<SessionUser>;
  revokeToken?: () => Promise<void>;
} = {}) {
  return sessionMachine.provide({
    actors: {
      login: fromPromise(({ input }: { input: Credentials }) => (overrides.login ?? (async () => ({ token: 'tok-login', encryptUsername: 'x' })))(input)),
      socialLogin: fromPromise(() => (overrides.socialLogin ?? (async () => ({ code: 200, token: 'tok-social' })))()),
      fetchUser: fromPromise(() => (overrides.fetchUser ?? (async () => user))()),
      revokeToken: fromPromise(() => (overrides.revokeToken ?? (async () => undefined))()),
    },
  });
}

const navigations: string[] = [];

beforeEach(() => {
  sessionStore.signOut();
  navigations.length = 0;
  setNavigator((to) => navigations.push(to));
});
afterEach(() => {
  setNavigator(null);
  vi.unstubAllGlobals();
});

describe('session machine', () => {
  it('is signed out without a token', () => {
    const actor = createActor(machineWith()).start();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('fetches the user when a token is held but no user', async () => {
    sessionStore.signIn('held-token');
    const fetchUser = vi.fn(async () => user);
    const actor = createActor(machineWith({ fetchUser })).start();
    expect(actor.getSnapshot().value).toBe('loadingUser');
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(snapshot.context.user).toEqual(user);
    expect(appStorage.getItem(NAME_KEY)).toBe('Mia');
  });

  it('signs out and goes to /login with a redirect when the user cannot be fetched', async () => {
    vi.stubGlobal('location', { pathname: '/products/my-products', search: '?page=2', hostname: 'localhost' });
    sessionStore.signIn('stale-token');
    const actor = createActor(machineWith({ fetchUser: async () => Promise.reject(new Error('401')) })).start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(sessionStore.getToken()).toBeNull();
    expect(navigations).toEqual([`/login?redirect=${encodeURIComponent('/products/my-products?page=2')}&ended=1`]);
  });

  it('signs in: trims the username, stores token and cookie, loads the user', async () => {
    const login = vi.fn(async () => ({ token: 'tok-login', encryptUsername: 'enc' }));
    const actor = createActor(machineWith({ login })).start();
    actor.send({ type: 'session.login', credentials: { username: '  merchant@demo.shop  ', password: 'Merchant#2026' } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(login).toHaveBeenCalledWith({ username: 'merchant@demo.shop', password: 'Merchant#2026' });
    expect(appStorage.getItem(TOKEN_KEY)).toBe('tok-login');
    expect(appCookies.get(TOKEN_KEY)).toBe('tok-login');
    expect(appStorage.getItem(EMAIL_KEY)).toBe('merchant@demo.shop');
  });

  it('stays signed out with the error when sign-in fails, storing nothing', async () => {
    const failure = new Error('40001');
    const actor = createActor(machineWith({ login: async () => Promise.reject(failure) })).start();
    actor.send({ type: 'session.login', credentials: { username: 'a@b.c', password: 'wrong' } });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(snapshot.context.error).toBe(failure);
    expect(sessionStore.getToken()).toBeNull();
  });

  it('social login with code 200 and no error stores the token', async () => {
    const actor = createActor(machineWith({ socialLogin: async () => ({ code: 200, token: 'tok-social', encryptUsername: 'e' }) })).start();
    actor.send({ type: 'session.socialLogin', credentials: { provider: 'dev', code: 'c' } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(sessionStore.getToken()).toBe('tok-social');
  });

  it('social login otherwise returns the response as is and stores no token', async () => {
    const answer: SocialLoginAnswer = { code: 6010, socialInfo: { accessToken: 'ticket', provider: 'dev', email: 'x@y.z', firstName: null, lastName: null } };
    const actor = createActor(machineWith({ socialLogin: async () => answer })).start();
    actor.send({ type: 'session.socialLogin', credentials: { provider: 'dev', code: 'c' } });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut') && s.context.socialResult !== null);
    expect(snapshot.context.socialResult).toBe(answer);
    expect(sessionStore.getToken()).toBeNull();
  });

  it('social login with code 200 but an error field is not a success', async () => {
    const actor = createActor(machineWith({ socialLogin: async () => ({ code: 200, error: 'denied', token: 'should-not-be-stored' }) })).start();
    actor.send({ type: 'session.socialLogin', credentials: { provider: 'dev', code: 'c' } });
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.socialResult !== null);
    expect(sessionStore.getToken()).toBeNull();
  });

  it('a token from elsewhere (registration) is stored and the user loaded', async () => {
    const actor = createActor(machineWith()).start();
    actor.send({ type: 'session.tokenReceived', token: 'tok-register', username: 'new@shop.test' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(sessionStore.getToken()).toBe('tok-register');
  });

  it('sign-out revokes the token and clears token, user, stored name and e-mail', async () => {
    const revokeToken = vi.fn(async () => undefined);
    sessionStore.signIn('tok', 'merchant@demo.shop');
    const actor = createActor(machineWith({ revokeToken })).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(revokeToken).toHaveBeenCalledTimes(1);
    expect(snapshot.context.user).toBeNull();
    expect([appStorage.getItem(TOKEN_KEY), appStorage.getItem(NAME_KEY), appStorage.getItem(EMAIL_KEY), appCookies.get(TOKEN_KEY)]).toEqual([null, null, null, undefined]);
  });

  it('sign-out completes even when the server cannot be reached', async () => {
    sessionStore.signIn('tok');
    const actor = createActor(machineWith({ revokeToken: async () => Promise.reject(new Error('offline')) })).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(sessionStore.getToken()).toBeNull();
  });

  it('session.expired signs out from any state and goes to /login', async () => {
    vi.stubGlobal('location', { pathname: '/dashboard', search: '', hostname: 'localhost' });
    sessionStore.signIn('tok');
    const actor = createActor(machineWith()).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(sessionStore.getToken()).toBeNull();
    expect(navigations).toEqual([`/login?redirect=${encodeURIComponent('/dashboard')}&ended=1`]);
  });

  it('a 401 answer to any API call signs out (client → session.expired)', async () => {
    sessionStore.signIn('tok');
    const actor = createActor(machineWith()).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ status: 40101, message: 'expired', data: null }), { status: 401, headers: { 'content-type': 'application/json' } }));
    await expect(api.call('customerInfo', {})).rejects.toMatchObject({ expired: true });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(sessionStore.getToken()).toBeNull();
  });
});
