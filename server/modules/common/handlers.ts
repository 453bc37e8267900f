/** Handlers of the public lookups and the country/currency lists. */
import type { Handlers } from '../../http/context';
import { listCountries, listCurrencies } from './countries';
import { listPartners } from './partners';

/** The registration form version (the register payload echoes it as orgDomainVersion). */
export const REGISTER_VERSION = '2';

export const commonHandlers: Handlers = {
  partnerList: ({ services }) => listPartners(services.db),
  countryListPublic: ({ services, lang }) => listCountries(services.db, lang),
  countryAll: ({ services, lang }) => listCountries(services.db, lang),
  tenantCountryAll: ({ services, lang }) => listCountries(services.db, lang),
  countryFrom: ({ services, lang }) => listCountries(services.db, lang, { shipsFrom: true }),
  currencyList: ({ services }) => listCurrencies(services.db),
  registerVersion: async () => ({ version: REGISTER_VERSION }),
  appVersion: async ({ services }) => ({ version: services.appVersion }),
};
