/**
 * The partner (white-label) brand (spec sections 1, 4). The first visit with a partner code — the
 * `spm` query or the partner cookie (kept 60 days) — loads that brand from getParterInfo. While it is
 * unset the shell shows a loading placeholder; set with a code it gives the partner's sidebar, logo,
 * favicon, brand name, styling and cart types (normal and stocking), and hides the chat widget.
 * Without a code the platform brand applies, with all four cart types.
 */
import { assign, fromPromise, setup } from 'xstate';
import { currentPartnerCode, isPartnerCode } from '@/api/partnerSource';
import { fetchPartners, findPartner, rememberPartnerCode, type PartnerRecord } from './partnerRecord';

export * from './partnerRecord';

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
    fetchPartners: fromPromise<PartnerRecord[]>(fetchPartners),
  },
  actions: {
    assignCode: assign({ code: (_, params: { code: string | null }) => params.code }),
    assignPartner: assign({ partner: (_, params: { partner: PartnerRecord | null }) => params.partner }),
    /** Keeps the partner for 60 days so later visits without `spm` stay branded. */
    rememberCode: ({ context }) => rememberPartnerCode(context.code),
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
