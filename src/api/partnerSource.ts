/**
 * The partner code of a visit (spec sections 1, 4, 9): the `spm` query, else the partner-source
 * cookie, which keeps it for 60 days. Read by the partner machine (brand) and the language rules
 * (the Turkish partner).
 */
import { appCookies } from './session';

/** The partner-source cookie (spec section 9 lists Registered-Source among the portal's cookies). */
export const PARTNER_COOKIE = 'Registered-Source';
export const PARTNER_COOKIE_DAYS = 60;

/** A partner code is short and plain; anything else in the query is ignored rather than stored. */
export const isPartnerCode = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9_-]{2,32}$/i.test(value);

/** The code of this visit: `?spm=` wins over the cookie (a new partner link re-brands the visitor). */
export function partnerCodeFrom(search: string, cookie: string | undefined): string | null {
  const spm = new URLSearchParams(search).get('spm');
  if (isPartnerCode(spm)) return spm.toLowerCase();
  if (isPartnerCode(cookie)) return cookie.toLowerCase();
  return null;
}

/** The current page's partner code. */
export const currentPartnerCode = (): string | null =>
  partnerCodeFrom(globalThis.location?.search ?? '', appCookies.get(PARTNER_COOKIE));
