/** How the sourcing screens show values: cents formatted here, never computed; status tones in one place. */
import type { StatusTone } from '@/design-system/components/StatusPill';
import type { SourcingStatus } from '@/api/contract/sourcing';

export const statusTone: Record<SourcingStatus, StatusTone> = {
  submitted: 'info', in_progress: 'warning', found: 'success', not_found: 'danger', canceled: 'neutral',
};

export const formatCents = (cents: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);

export const formatDate = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
export const formatDateTime = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Dollars typed in a field → integer cents (rounded to the cent), or undefined when empty. */
export const toCents = (dollars: number) => (Number.isFinite(dollars) ? Math.round(dollars * 100) : undefined);
