/** How the product list shows its values: money arrives in integer cents and is formatted, never computed, here. */
import { skuListStates } from '@/api/contract/products';
import type { StatusTone } from '@/design-system/components/StatusPill';

export type SkuListStateName = keyof typeof skuListStates;
export const stateNames = Object.keys(skuListStates) as SkuListStateName[];

export const stateNameOf = (state: number): SkuListStateName | undefined => stateNames.find((name) => skuListStates[name] === state);

export const stateTone: Record<SkuListStateName, StatusTone> = {
  draft: 'neutral', ready: 'info', publishing: 'warning', published: 'success', failed: 'danger',
};

/**
 * Formatters kept per locale (and currency): building an Intl formatter costs far more than using one, and
 * a page of products formats some sixty values each time the table renders.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatCents(cents: number, currency: string, locale: string): string {
  return cached(`money ${locale} ${currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency })).format(cents / 100);
}

export function formatPriceRange(min: number, max: number, currency: string, locale: string): string {
  return min === max ? formatCents(min, currency, locale) : `${formatCents(min, currency, locale)} – ${formatCents(max, currency, locale)}`;
}

export function formatDate(iso: string, locale: string): string {
  return cached(`date ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })).format(new Date(iso));
}
