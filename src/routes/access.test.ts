import { describe, expect, it } from 'vitest';
import { isSubAccount } from '@/api/contract/permissions';
import { privateRoute } from './define';
import { linkVisible } from './access';

const main = { refId: null, permissions: [], isShowUserSettings: 0 };
const staff = { ...main, isShowUserSettings: 1 };
const clerk = { refId: 7, permissions: [{ code: 'cart:list' }], isShowUserSettings: 0 };

describe('isSubAccount: the one reading of refId', () => {
  it.each([[null, false], [undefined, false], [0, false], ['', false], [7, true], ['7', true]])('refId %j → %j', (refId, expected) => {
    expect(isSubAccount({ refId })).toBe(expected);
  });
  it('treats no user as no sub-account', () => expect(isSubAccount(null)).toBe(false));
});

describe('linkVisible: one rule for every menu and link', () => {
  const admin = privateRoute('/admin/customer/list', 'adminCustomers', 'menu:userSettings', { adminOnly: true, built: true });
  const cart = privateRoute('/cart/list', 'cartList', 'cart:list', { built: true });
  const branding = privateRoute('/branding/services', 'brandingServices', 'brandingServices', { built: true, partnerHidden: true });

  it('honours adminOnly (the user menu used to ignore it)', () => {
    expect(linkVisible(admin, main, { partner: false })).toBe(false);
    expect(linkVisible(admin, staff, { partner: false })).toBe(true);
  });

  it('needs the permission code for a sub-account, never for a main account', () => {
    expect(linkVisible(cart, clerk, { partner: false })).toBe(true);
    expect(linkVisible(branding, clerk, { partner: false })).toBe(false);
    expect(linkVisible(branding, main, { partner: false })).toBe(true);
  });

  it('hides partner-hidden routes under a partner theme and unbuilt screens always', () => {
    expect(linkVisible(branding, main, { partner: true })).toBe(false);
    expect(linkVisible({ ...cart, built: false }, main, { partner: false })).toBe(false);
    expect(linkVisible({ ...cart, built: false }, main, { partner: false, isBuilt: () => true })).toBe(true);
  });
});
