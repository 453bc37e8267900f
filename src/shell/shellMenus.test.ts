import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { cartHref, countryNameOfFlag, contactHref, roleLabel, storeMenuLinks, userMenuLinks } from './shellMenus';

const everythingBuilt = () => true;
const nothingBuilt = () => false;
const main = { refId: null, permissions: [], hasInvoicePower: false, isShowUserSettings: 0 };
const staff = { ...main, hasInvoicePower: true, isShowUserSettings: 1 };
const clerk = {
  refId: 1,
  permissions: [{ code: 'account:settings' }, { code: 'account:manage' }, { code: 'settings:priceRules' }, { code: 'settings:myStores' }],
  hasInvoicePower: true,
  isShowUserSettings: 0,
};
const keys = (links: { key: string }[]) => links.map((link) => link.key.split('.').pop());

describe('user menu', () => {
  it('offers a main account profile, billing and manage account, but no invoice or ID card by default', () => {
    expect(keys(userMenuLinks(main, everythingBuilt))).toEqual(['profile', 'billing', 'manageAccount']);
  });

  it('adds invoice with hasInvoicePower and the ID-card setting when isShowUserSettings is 1', () => {
    expect(keys(userMenuLinks(staff, everythingBuilt))).toEqual(['profile', 'billing', 'manageAccount', 'invoice', 'idCard']);
  });

  it('never offers manage account to a sub-account, and only what its codes allow', () => {
    // clerk holds account:manage, yet sub-accounts have no manage-account menu; invoice:list is missing.
    expect(keys(userMenuLinks(clerk, everythingBuilt))).toEqual(['profile']);
  });

  it('leaves out screens that are not built', () => {
    expect(userMenuLinks(staff, nothingBuilt)).toEqual([]);
    expect(keys(userMenuLinks(main))).toEqual(['profile']);
    expect(userMenuLinks(main)[0].href).toBe('/account/settings');
  });
});

describe('My Stores menu', () => {
  it('gives a main account every link, tracking last and external', () => {
    const links = storeMenuLinks(main, false, everythingBuilt);
    expect(keys(links)).toEqual(['storeSettings', 'preferences', 'manageAddress', 'priceRules', 'shippingCalculation', 'tracking']);
    expect(links.at(-1)).toEqual({ key: 'shell.stores.tracking', href: config.trackingLinkUrl, external: true });
  });

  it('hides price rules from a sub-account even with the code', () => {
    expect(keys(storeMenuLinks(clerk, false, everythingBuilt))).toEqual(['storeSettings', 'tracking']);
  });

  it('hides shipping calculation and tracking under a partner theme', () => {
    expect(keys(storeMenuLinks(main, true, everythingBuilt))).toEqual(['storeSettings', 'preferences', 'manageAddress', 'priceRules']);
  });
});

describe('cart and messages links', () => {
  it('links a cart type to the cart list with its type number when the screen exists', () => {
    expect(cartHref('selfBuy', main, everythingBuilt)).toBe('/cart/list?type=4');
    expect(cartHref('normal', main, nothingBuilt)).toBeNull();
    expect(cartHref('normal', clerk, everythingBuilt)).toBeNull();
  });

  it('links messages to the contact page when it exists', () => {
    expect(contactHref(main, everythingBuilt)).toBe('/resource-center/contact?active=messages');
    expect(contactHref(main, nothingBuilt)).toBeNull();
  });
});

describe('role label', () => {
  it('shows a sub-account its first role name and everyone else the admin label', () => {
    const labels = { admin: 'Administrator', staff: 'Platform staff' };
    expect(roleLabel({ refId: 1, roleInfos: [{ name: 'Order clerk' }, { name: 'Viewer' }], isShowUserSettings: 0 }, labels)).toBe('Order clerk');
    expect(roleLabel({ refId: null, roleInfos: [{ name: 'Owner' }], isShowUserSettings: 0 }, labels)).toBe('Administrator');
    expect(roleLabel({ refId: 1, roleInfos: [], isShowUserSettings: 0 }, labels)).toBe('Administrator');
    // Staff are main accounts, told apart from merchants.
    expect(roleLabel({ refId: null, roleInfos: [], isShowUserSettings: 1 }, labels)).toBe('Platform staff');
  });
});

describe('countryNameOfFlag', () => {
  it('names the ship-to country from its flag emoji, in the reader\'s language', () => {
    expect(countryNameOfFlag('🇺🇸', 'en')).toBe('United States');
    expect(countryNameOfFlag('🇹🇷', 'tr')).toBe('Türkiye');
    expect(countryNameOfFlag('🇩🇪', 'zh')).toBe('德国');
    expect(countryNameOfFlag('', 'en')).toBeNull();
    expect(countryNameOfFlag('US', 'en')).toBeNull();
  });
});
