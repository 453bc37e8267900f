/**
 * Story data: the demo people of the shared decisions, navbar figures, countries and partner records —
 * the shapes the API answers with, so stories exercise the same code paths without a network.
 */
import type { SessionUser } from '@/machines/session';
import type { PartnerRecord } from '@/machines/partner';
import type { ShipToCountry } from '@/machines/shipTo';
import { emptyCounts, type NavbarCounts } from '@/shell/navbar/navbarCounts';

const base: SessionUser = {
  id: 1,
  username: 'merchant@demo.shop',
  firstName: 'Maya',
  lastName: 'Rivera',
  countryId: 232,
  countryImg: '🇺🇸',
  currencyCode: 'USD',
  timeZoneId: 'America/New_York',
  paymentType: null,
  logisticsId: null,
  trackingWay: null,
  hasAuthStore: true,
  parterSource: null,
  refId: null,
  roleInfos: [],
  permissions: [],
  isShowUserSettings: 0,
  hasInvoicePower: false,
  language: 'en',
};

export const users = {
  merchant: base,
  clerk: {
    ...base,
    id: 2,
    username: 'clerk@demo.shop',
    firstName: 'Li',
    lastName: 'Wei',
    refId: 1,
    roleInfos: [{ name: 'Order clerk' }],
    permissions: ['menu:order', 'menu:order:list', 'menu:products', 'menu:products:myProducts', 'cart', 'cart:list'].map((code) => ({ code })),
  },
  staff: { ...base, id: 3, username: 'staff@demo.shop', firstName: 'Sam', lastName: 'Okafor', isShowUserSettings: 1, hasInvoicePower: true },
  partner: {
    ...base,
    id: 4,
    username: 'partner@demo.shop',
    firstName: 'Deniz',
    lastName: 'Yılmaz',
    countryId: 218,
    countryImg: '🇹🇷',
    hasAuthStore: false,
    parterSource: 'kervan',
    language: 'tr',
  },
} satisfies Record<string, SessionUser>;

export const counts: NavbarCounts = {
  ...emptyCounts,
  cart: { normal: 8, stocking: 24, consolidation: 3, selfBuy: 18 },
  unreadMessages: 2,
  unprocessedTasks: 3,
  productCount: 8,
  returnsPending: true,
  apps: ['consolidation', 'diySourcedOrders'],
};

/** Orders with a problem (the dashboard's "needs attention" figure). */
export const attentionOrders = 2;

export const partnerCounts: NavbarCounts = { ...emptyCounts, cart: { normal: 2, stocking: 1, consolidation: 0, selfBuy: 0 } };

export const partners: PartnerRecord[] = [
  {
    code: 'kervan',
    source: 'Kervan Ticaret',
    spm: 'kervan',
    path: 'favicon.svg',
    // No logo file in stories (no network): the brand's monogram stands in.
    menuLogo: '',
    support: 'destek@kervan.example',
    theme: { brand: '#b4432b', accent: '#d9931c', surface: '#fffbf7', text: '#2d1c16', sidebar: '#3b1d19', radius: '10px' },
  },
  {
    code: 'lumen',
    source: 'Lumen Fulfilment',
    spm: 'lumen',
    path: 'favicon.svg',
    menuLogo: '',
    support: 'https://support.lumen.example',
    theme: { brand: '#0f766e', radius: '0px', fontFamily: 'Manrope Variable' },
  },
];

export const countries: ShipToCountry[] = [
  { id: 232, code: 'US', flag: '', name: 'United States', enName: 'United States' },
  { id: 218, code: 'TR', flag: '', name: 'Türkiye', enName: 'Turkey' },
  { id: 45, code: 'CN', flag: '', name: 'China', enName: 'China' },
  { id: 81, code: 'DE', flag: '', name: 'Germany', enName: 'Germany' },
  { id: 74, code: 'FR', flag: '', name: 'France', enName: 'France' },
  { id: 230, code: 'GB', flag: '', name: 'United Kingdom', enName: 'United Kingdom' },
];
