/**
 * The ship-to dialog (spec section 2, Shell): open → edit (a searchable country list, a currency
 * list offering USD only) → save through editCountryAndCode → the page reloads. Clicking the backdrop
 * does not close it: `shipTo.backdrop` is an event the machine receives and deliberately ignores.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Static } from 'typebox';
import type { Country } from '@/api/contract/common';
import { api } from '@/api';
import { reloadPage } from '@/routes/navigation';

export type ShipToCountry = Static<typeof Country>;

/** Spec section 9: only USD is offered; the default country is 232 (United States). */
export const OFFERED_CURRENCIES = ['USD'] as const;
export const DEFAULT_COUNTRY_ID = 232;
export const DEFAULT_CURRENCY = 'USD';

/** Countries whose name (in the active language or English) or code contains the search text. */
export function filterCountries(countries: readonly ShipToCountry[], search: string): ShipToCountry[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...countries];
  return countries.filter((c) => [c.name, c.enName, c.code].some((text) => text.toLocaleLowerCase().includes(needle)));
}

export interface ShipToContext {
  countries: ShipToCountry[];
  search: string;
  countryId: number;
  currencyCode: string;
  /** The last load or save failure (the client has already shown its message). */
  error: unknown;
}

export interface ShipToInput {
  /** The customer's current choice (customer info countryId / currencyCode). */
  countryId?: number | null;
  currencyCode?: string | null;
}

export type ShipToEvent =
  | { type: 'shipTo.open' }
  | { type: 'shipTo.search'; text: string }
  | { type: 'shipTo.selectCountry'; countryId: number }
  | { type: 'shipTo.selectCurrency'; currencyCode: string }
  | { type: 'shipTo.save' }
  | { type: 'shipTo.retry' }
  | { type: 'shipTo.close' }
  /** A click on the backdrop: ignored, the dialog stays open (spec). */
  | { type: 'shipTo.backdrop' };

const isOffered = (code: string) => (OFFERED_CURRENCIES as readonly string[]).includes(code);

export const shipToMachine = setup({
  types: {
    context: {} as ShipToContext,
    events: {} as ShipToEvent,
    input: {} as ShipToInput | undefined,
  },
  actors: {
    loadCountries: fromPromise<ShipToCountry[]>(() => api.call('countryAll', {})),
    saveShipTo: fromPromise<void, { countryId: number; currencyCode: string }>(async ({ input }) => {
      await api.call('editCountryAndCode', { body: input, notifySuccess: true });
    }),
  },
  actions: {
    assignCountries: assign({ countries: (_, params: { countries: ShipToCountry[] }) => params.countries, error: null }),
    assignSearch: assign({ search: (_, params: { text: string }) => params.text }),
    assignCountry: assign({ countryId: (_, params: { countryId: number }) => params.countryId }),
    assignCurrency: assign({ currencyCode: (_, params: { currencyCode: string }) => params.currencyCode }),
    assignError: assign({ error: (_, params: { error: unknown }) => params.error }),
    resetSearch: assign({ search: '', error: null }),
    /** After saving, the whole page reloads so every price and list uses the new country and currency. */
    reloadPage: () => reloadPage(),
  },
  guards: {
    isOfferedCurrency: (_, params: { currencyCode: string }) => isOffered(params.currencyCode),
    isKnownCountry: ({ context }, params: { countryId: number }) => context.countries.some((c) => c.id === params.countryId),
    canSave: ({ context }) => context.countries.some((c) => c.id === context.countryId) && isOffered(context.currencyCode),
  },
}).createMachine({
  id: 'shipTo',
  context: ({ input }) => ({
    countries: [],
    search: '',
    countryId: input?.countryId ?? DEFAULT_COUNTRY_ID,
    // A stored currency that is no longer offered falls back to the default.
    currencyCode: input?.currencyCode && isOffered(input.currencyCode) ? input.currencyCode : DEFAULT_CURRENCY,
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'shipTo.open': { target: 'open', actions: 'resetSearch' } },
    },
    open: {
      initial: 'loading',
      on: {
        'shipTo.close': { target: 'closed' },
        'shipTo.backdrop': {},
      },
      states: {
        loading: {
          invoke: {
            id: 'loadCountries',
            src: 'loadCountries',
            onDone: { target: 'editing', actions: { type: 'assignCountries', params: ({ event }) => ({ countries: event.output }) } },
            onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: {
          on: { 'shipTo.retry': { target: 'loading' } },
        },
        editing: {
          on: {
            'shipTo.search': { actions: { type: 'assignSearch', params: ({ event }) => ({ text: event.text }) } },
            'shipTo.selectCountry': {
              guard: { type: 'isKnownCountry', params: ({ event }) => ({ countryId: event.countryId }) },
              actions: { type: 'assignCountry', params: ({ event }) => ({ countryId: event.countryId }) },
            },
            'shipTo.selectCurrency': {
              guard: { type: 'isOfferedCurrency', params: ({ event }) => ({ currencyCode: event.currencyCode }) },
              actions: { type: 'assignCurrency', params: ({ event }) => ({ currencyCode: event.currencyCode }) },
            },
            'shipTo.save': { guard: 'canSave', target: 'saving' },
          },
        },
        saving: {
          // Closing while the save is in flight would leave the user unsure whether it happened.
          on: { 'shipTo.close': {} },
          invoke: {
            id: 'saveShipTo',
            src: 'saveShipTo',
            input: ({ context }) => ({ countryId: context.countryId, currencyCode: context.currencyCode }),
            onDone: { target: '#shipTo.saved' },
            onError: { target: 'editing', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    saved: {
      entry: 'reloadPage',
      type: 'final',
    },
  },
});

export type ShipToMachine = typeof shipToMachine;
