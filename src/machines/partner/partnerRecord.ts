/**
 * The partner brand's plain parts, shared by the boot (before xstate loads: src/machines/partner/index.ts), the
 * partner machine and the screens: the record of a code, the cart types and chat widget it gives, and the
 * partner list call and cookie the machine uses.
 */
import type { Static } from 'typebox';
import type { Partner } from '@/api/contract/common';
import { api } from '@/api';
import { appCookies } from '@/api/session';
import { parentDomain } from '@/api/storage';
import { PARTNER_COOKIE, PARTNER_COOKIE_DAYS } from '@/api/partnerSource';

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

export const fetchPartners = (): Promise<PartnerRecord[]> => api.call('partnerList', { silent: true });

/** Keeps the partner for 60 days so later visits without `spm` stay branded. */
export function rememberPartnerCode(code: string | null): void {
  if (code) appCookies.set(PARTNER_COOKIE, code, { days: PARTNER_COOKIE_DAYS, domain: parentDomain(globalThis.location?.hostname ?? '') });
}
