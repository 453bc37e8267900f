import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { appCookies } from '@/api/session';
import { ALL_CART_TYPES, cartTypesFor, partnerCodeFrom, partnerMachine, PARTNER_COOKIE, PARTNER_COOKIE_DAYS, PARTNER_CART_TYPES, showsChatWidget, type PartnerRecord } from './partnerMachine';
import { memoryCookies } from '@/api/storage';

const kervan: PartnerRecord = {
  code: 'kervan', source: 'Kervan Ticaret', spm: 'kervan', path: 'favicon.svg', menuLogo: '/partners/kervan/logo.svg',
  support: 'destek@kervan.example', theme: { brand: '#b5452b', radius: '10px' },
};
const lumen: PartnerRecord = { ...kervan, code: 'lumen', source: 'Lumen Fulfilment', spm: 'lumen', menuLogo: '/partners/lumen/logo.svg', theme: { brand: '#0f5e5a' } };

const withPartners = (list: () => Promise<PartnerRecord[]>) => partnerMachine.provide({ actors: { fetchPartners: fromPromise(list) } });

beforeEach(() => appCookies.remove(PARTNER_COOKIE));
afterEach(() => vi.unstubAllGlobals());

describe('partner code of a visit', () => {
  it.each([
    ['?spm=kervan', undefined, 'kervan'],
    ['?spm=KERVAN&x=1', undefined, 'kervan'],
    ['', 'lumen', 'lumen'],
    ['?spm=kervan', 'lumen', 'kervan'],
    ['?spm=<script>', undefined, null],
    ['', undefined, null],
  ])('search %j with cookie %j → %j', (search, cookie, expected) => {
    expect(partnerCodeFrom(search, cookie)).toBe(expected);
  });
});

describe('partner machine', () => {
  it('without a code applies the platform brand with all four cart types and the chat widget', () => {
    const fetchPartners = vi.fn(async () => [kervan]);
    const actor = createActor(withPartners(fetchPartners), { input: { code: null } }).start();
    expect(actor.getSnapshot().value).toBe('platform');
    expect(fetchPartners).not.toHaveBeenCalled();
    expect(cartTypesFor(actor.getSnapshot().context.partner)).toEqual(ALL_CART_TYPES);
    expect(showsChatWidget(actor.getSnapshot().context.partner)).toBe(true);
  });

  it('with a code shows the loading placeholder, then the partner brand with normal and stocking carts, no chat', async () => {
    const actor = createActor(withPartners(async () => [lumen, kervan]), { input: { code: 'kervan' } }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    const snapshot = await waitFor(actor, (s) => s.matches('partner'));
    expect(snapshot.context.partner).toEqual(kervan);
    expect(cartTypesFor(snapshot.context.partner)).toEqual(PARTNER_CART_TYPES);
    expect(showsChatWidget(snapshot.context.partner)).toBe(false);
  });

  it('reads the code from the spm query on first visit and keeps it in the cookie for 60 days', async () => {
    vi.stubGlobal('location', { search: '?spm=lumen', hostname: 'portal.example.com' });
    const actor = createActor(withPartners(async () => [lumen, kervan]), { input: {} }).start();
    await waitFor(actor, (s) => s.matches('partner'));
    expect(actor.getSnapshot().context.partner?.source).toBe('Lumen Fulfilment');
    expect(appCookies.get(PARTNER_COOKIE)).toBe('lumen');
    expect(PARTNER_COOKIE_DAYS).toBe(60);
  });

  it('reads the code from the cookie on later visits', async () => {
    appCookies.set(PARTNER_COOKIE, 'kervan', { days: 60 });
    const actor = createActor(withPartners(async () => [lumen, kervan]), { input: {} }).start();
    await waitFor(actor, (s) => s.matches('partner'));
    expect(actor.getSnapshot().context.code).toBe('kervan');
  });

  it('falls back to the platform brand for an unknown code or a failed load', async () => {
    const unknown = createActor(withPartners(async () => [kervan]), { input: { code: 'nobody' } }).start();
    await waitFor(unknown, (s) => s.matches('platform'));
    expect(unknown.getSnapshot().context.code).toBeNull();
    const failed = createActor(withPartners(async () => Promise.reject(new Error('offline'))), { input: { code: 'kervan' } }).start();
    await waitFor(failed, (s) => s.matches('platform'));
  });

  it('takes the partner of the signed-in customer (parterSource)', async () => {
    const actor = createActor(withPartners(async () => [kervan]), { input: { code: null } }).start();
    actor.send({ type: 'partner.identify', code: 'kervan' });
    const snapshot = await waitFor(actor, (s) => s.matches('partner'));
    expect(snapshot.context.partner?.code).toBe('kervan');
  });

  it('ignores identify with the code it already has (no reload of the brand)', async () => {
    const fetchPartners = vi.fn(async () => [kervan]);
    const actor = createActor(withPartners(fetchPartners), { input: { code: 'kervan' } }).start();
    await waitFor(actor, (s) => s.matches('partner'));
    actor.send({ type: 'partner.identify', code: 'kervan' });
    expect(actor.getSnapshot().value).toBe('partner');
    expect(fetchPartners).toHaveBeenCalledTimes(1);
  });

  it('works with any cookie jar (memory jar sanity)', () => {
    const jar = memoryCookies({ [PARTNER_COOKIE]: 'lumen' });
    expect(partnerCodeFrom('', jar.get(PARTNER_COOKIE))).toBe('lumen');
  });
});
