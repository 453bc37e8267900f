/**
 * Spec section 7: the public lookups (partners, countries, versions) and "Countries and categories".
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Nullable } from './shared';

const Hex = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

/** The seeds a partner brand gives; the front end expands them with themeFromSeeds (shared decisions). */
export const PartnerThemeSeeds = Type.Object({
  brand: Hex,
  accent: Type.Optional(Hex),
  surface: Type.Optional(Hex),
  text: Type.Optional(Hex),
  sidebar: Type.Optional(Hex),
  radius: Type.Optional(Type.String({ maxLength: 16 })),
  fontFamily: Type.Optional(Type.String({ maxLength: 64 })),
});

/** Partner theme (spec section 3) plus the seeds of its styling. */
export const Partner = Type.Object({
  code: Type.String(),
  source: Type.String({ description: 'brand name' }),
  spm: Type.String({ description: 'the code used in ?spm= and the partner cookie' }),
  path: Type.String({ description: 'favicon file name under /partners/<code>/' }),
  menuLogo: Type.String({ description: 'logo URL' }),
  support: Type.String({ description: 'support e-mail address or URL' }),
  theme: PartnerThemeSeeds,
});

/** Country (spec section 3); `code` is ISO 3166-1 alpha-2, `name` is in the request's language. */
export const Country = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  flag: Type.String({ description: 'flag emoji' }),
  name: Type.String({ description: 'name in the Accept-Language language' }),
  enName: Type.String(),
});

/** Currency (spec section 3). Only USD is offered. */
export const Currency = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  symbol: Type.String(),
});

export const Category = Type.Object({
  id: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  name: Type.String(),
  image: Nullable(Type.String()),
});

export const commonCalls = {
  partnerList: defineCall({
    method: 'GET', path: '/api/customer/common/nonAuth/getParterInfo', auth: 'public', permission: null,
    summary: 'Every partner theme (white-label brand).',
    data: Type.Array(Partner),
  }),
  countryListPublic: defineCall({
    method: 'GET', path: '/api/customer/common/nonAuth/getCountryList', auth: 'public', permission: null, designed: true,
    summary: 'Every country, names in the request language (for the registration form).',
    data: Type.Array(Country),
  }),
  registerVersion: defineCall({
    method: 'GET', path: '/api/customer/common/nonAuth/getSystemRegisterVersion', auth: 'public', permission: null, designed: true,
    summary: 'Which registration form to show; the register payload echoes it as orgDomainVersion.',
    data: Type.Object({ version: Type.String() }),
  }),
  appVersion: defineCall({
    method: 'GET', path: '/api/customer/common/nonAuth/getAppVersion', auth: 'public', permission: null, designed: true,
    summary: 'The deployed portal version; the client reloads when it differs from its own (checked at most hourly).',
    data: Type.Object({ version: Type.String() }),
  }),
  countryAll: defineCall({
    method: 'GET', path: '/api/customer/country/all', auth: 'customer', permission: null, designed: true,
    summary: 'Every country (ship-to dialog); names in the request language.',
    data: Type.Array(Country),
  }),
  countryFrom: defineCall({
    method: 'GET', path: '/api/customer/country/fromCountry', auth: 'customer', permission: null, designed: true,
    summary: 'Countries goods ship from (warehouse countries).',
    data: Type.Array(Country),
  }),
  tenantCountryAll: defineCall({
    method: 'GET', path: '/api/tenant/country/all', auth: 'customer', permission: null, designed: true,
    summary: 'Every country known to the platform.',
    data: Type.Array(Country),
  }),
  currencyList: defineCall({
    method: 'GET', path: '/api/customer/currency/all', auth: 'customer', permission: null, designed: true,
    summary: 'Currencies offered (only USD). Not named by the spec; the ship-to dialog needs it.',
    data: Type.Array(Currency),
  }),
  tenantCategoryAll: defineCall({
    method: 'GET', path: '/api/tenant/category/getall', auth: 'customer', permission: null, designed: true,
    summary: 'The product category tree as a flat list (parentId null at the top).',
    data: Type.Array(Category),
  }),
  guideSkuCategories: defineCall({
    method: 'GET', path: '/api/customer/guide/sku/categories', auth: 'customer', permission: null, designed: true,
    summary: 'Categories offered by the product guide.',
    data: Type.Array(Category),
  }),
} as const;
