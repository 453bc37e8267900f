import { describe, expect, it } from 'vitest';
import { createSessionStore, EMAIL_KEY, NAME_KEY, TOKEN_KEY } from './session';
import { memoryCookies, memoryStorage, parentDomain } from './storage';

describe('parentDomain', () => {
  it.each([
    ['portal.example.com', '.example.com'],
    ['a.b.portal.example.com', '.example.com'],
    ['example.com', '.example.com'],
    ['portal.merchantportal.com.tr', '.merchantportal.com.tr'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['', undefined],
  ])('%s → %s', (host, expected) => {
    expect(parentDomain(host)).toBe(expected);
  });
});

describe('the session store', () => {
  const make = () => {
    const storage = memoryStorage();
    const cookies = memoryCookies();
    return { storage, cookies, store: createSessionStore(storage, cookies, 'portal.example.com') };
  };

  it('stores the token in storage and in the parent-domain cookie', () => {
    const { storage, cookies, store } = make();
    store.signIn('tok', 'ada@shop.test');
    expect(storage.getItem(TOKEN_KEY)).toBe('tok');
    expect(cookies.entries()[TOKEN_KEY]).toMatchObject({ value: 'tok', domain: '.example.com' });
    expect(store.getToken()).toBe('tok');
    expect(store.getEmail()).toBe('ada@shop.test');
  });

  it('reads a token set by a sibling app through the cookie alone', () => {
    const { cookies, store } = make();
    cookies.set(TOKEN_KEY, 'from-cookie');
    expect(store.getToken()).toBe('from-cookie');
  });

  it('clears token, cookie, stored name and e-mail on sign-out', () => {
    const { storage, cookies, store } = make();
    store.signIn('tok', 'ada@shop.test');
    store.rememberIdentity({ name: 'Ada', email: 'ada@shop.test' });
    expect(storage.getItem(NAME_KEY)).toBe('Ada');
    store.signOut();
    expect([storage.getItem(TOKEN_KEY), storage.getItem(NAME_KEY), storage.getItem(EMAIL_KEY)]).toEqual([null, null, null]);
    expect(cookies.get(TOKEN_KEY)).toBeUndefined();
    expect(store.getToken()).toBeNull();
  });
});
