/** How the order screens show values: money arrives in integer cents and is only formatted here. */
import type { OrderStatus, OrderTab } from '@/api/contract/orders';
import type { StatusTone } from '@/design-system/components/StatusPill';

export const statusTone: Record<OrderStatus | 'attention', StatusTone> = {
  draft: 'neutral', awaiting_payment: 'warning', processing: 'info', shipped: 'info', delivered: 'success', completed: 'success', canceled: 'neutral', attention: 'danger',
};

export const tabs: readonly OrderTab[] = ['draft', 'awaiting_payment', 'processing', 'shipped', 'delivered', 'completed', 'canceled', 'attention'];

export function formatCents(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));
}

/** A count shown on a tab: exact, or "10,000+" at the cap. */
export function formatCount(n: number, capped: boolean, locale: string): string {
  return `${n.toLocaleString(locale)}${capped ? '+' : ''}`;
}

/**
 * A shipping channel in the reader's language: the translated name of a known channel (orders.channelName.<code>),
 * else the rate card's own name, else the code itself (a channel added to the rate cards after the translations).
 */
export function channelLabel(t: (key: string) => string, hasKey: (key: string) => boolean, code: string | null, name?: string | null): string | null {
  if (!code) return null;
  const key = `orders.channelName.${code}`;
  return hasKey(key) ? t(key) : name ?? code;
}

/** A country's name in the reader's language from its ISO code (the code itself where the browser has no name). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
