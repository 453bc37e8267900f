/** Handlers of logistics: channels, the shipping calculator, and the default channel per country. */
import type { Handlers } from '../../http/context';
import { calculate, listChannels, listCountryDefaults, saveCountryDefault } from './service';

export const logisticsHandlers: Handlers = {
  logisticsChannels: ({ services }) => listChannels(services.db),
  shippingCalculate: ({ services, body, lang }) => calculate(services.db, body, lang),
  countryDefaultLogistics: ({ services, caller, query, lang }) => listCountryDefaults(services.db, caller.ownerId, query, lang),
  countryDefaultLogisticsSave: ({ services, caller, body, lang }) => saveCountryDefault(services.db, caller.ownerId, body, lang),
};
