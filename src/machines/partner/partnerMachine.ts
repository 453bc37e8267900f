/**
 * The partner (white-label) brand (spec sections 1, 4). The first visit with a partner code — the
 * `spm` query or the partner cookie (kept 60 days) — loads that brand from getParterInfo. While it is
 * unset the shell shows a loading placeholder; set with a code it gives the partner's sidebar, logo,
 * favicon, brand name, styling and cart types (normal and stocking), and hides the chat widget.
 * Without a code the platform brand applies, with all four cart types.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Static } from 'typebox';
import type { Partner } from '@/api/contract/common';
import { api } from '@/api';
import { appCookies } from '@/api/session';
import { parentDomain } from '@/api/storage';
import { currentPartnerCode, isPartnerCode, PARTNER_COOKIE, PARTNER_COOKIE_DAYS } from '@/api/partnerSource';

export { PARTNER_COOKIE, PARTNER_COOKIE_DAYS, isPartnerCode, partnerCodeFrom } from '@/api/partnerSource';

export type PartnerRecord = Static<typeof Partner>;

/** Cart types (spec section 9): 1 normal, 2 stocking, 3 consolidation, 4 self-buy. */
export const ALL_CART_TYPES = [1, 2, 3, 4] as const;
export const PARTNER_CART_TYPES = [1, 2] as const;
export type CartType = (typeof ALL_CART_TYPES)[number];

/** The partner record of a code (records answer to their spm code and, for safety, their own code). */
export const findPartner = (partners: readonly PartnerRecord[], code: string | null): PartnerRecord | null =>
  (code && partners.find((p) => p.spm.toLowerCase() === code || p.code.toLowerCase() === code)) || null;

export const cartTypesFor = (partner: PartnerRecord | null): readonly CartType[] => (partner ? PARTNER_CART_TYPES : ALL_CART_TYPES);
export const showsChatWidget = (partner: PartnerRecord | null): boolean => partner === null;

export interface PartnerContext {
  code: string | null;
  partner: PartnerRecord | null;
}

export interface PartnerInput {
  /** Defaults to the page's query and the partner cookie. */
  code?: string | null;
}

export type PartnerEvent =
  /** A partner code learned later, e.g. the signed-in customer's parterSource. */
  | { type: 'partner.identify'; code: string | null };

export const partnerMachine = setup({
  types: {
    context: {} as PartnerContext,
    events: {} as PartnerEvent,
    input: {} as PartnerInput | undefined,
  },
  actors: {
    fetchPartners: fromPromise<PartnerRecord[]>(() => api.call('partnerList', { silent: true })),
  },
  actions: {
    assignCode: assign({ code: (_, params: { code: string | null }) => params.code }),
    assignPartner: assign({ partner: (_, params: { partner: PartnerRecord | null }) => params.partner }),
    /** Keeps the partner for 60 days so later visits without `spm` stay branded. */
    rememberCode: ({ context }) => {
      if (context.code) appCookies.set(PARTNER_COOKIE, context.code, { days: PARTNER_COOKIE_DAYS, domain: parentDomain(globalThis.location?.hostname ?? '') });
    },
  },
  guards: {
    hasCode: ({ context }) => context.code !== null,
    isNewCode: ({ context }, params: { code: string | null }) => params.code !== context.code,
    isListed: (_, params: { partners: readonly PartnerRecord[]; code: string | null }) => findPartner(params.partners, params.code) !== null,
  },
}).createMachine({
  id: 'partner',
  context: ({ input }) => ({
    code: input?.code !== undefined ? input.code : currentPartnerCode(),
    partner: null,
  }),
  initial: 'resolving',
  on: {
    'partner.identify': {
      guard: { type: 'isNewCode', params: ({ event }) => ({ code: event.code }) },
      target: '.resolving',
      actions: [
        { type: 'assignCode', params: ({ event }) => ({ code: isPartnerCode(event.code) ? event.code.toLowerCase() : null }) },
        { type: 'assignPartner', params: { partner: null } },
      ],
    },
  },
  states: {
    resolving: {
      always: [{ guard: 'hasCode', target: 'loading' }, { target: 'platform' }],
    },
    /** Unset: the shell shows its loading placeholder instead of a brand it may have to replace. */
    loading: {
      invoke: {
        src: 'fetchPartners',
        onDone: [
          {
            guard: { type: 'isListed', params: ({ context, event }) => ({ partners: event.output, code: context.code }) },
            target: 'partner',
            actions: [
              {
                type: 'assignPartner',
                params: ({ context, event }) => ({ partner: findPartner(event.output, context.code) }),
              },
              'rememberCode',
            ],
          },
          // An unknown code (a stale cookie, a mistyped link) falls back to the platform brand.
          { target: 'platform', actions: { type: 'assignCode', params: { code: null } } },
        ],
        onError: { target: 'platform' },
      },
    },
    partner: {},
    platform: {},
  },
});

export type PartnerMachine = typeof partnerMachine;
