/** How the stores screens show their values: platforms and statuses by key, dates in the user's language. */
import type { StoreStatus } from '@/api/contract/stores';
import type { StatusTone } from '@/design-system/components/StatusPill';
import type { CallData } from '@/kit/data';

export type StoreRow = CallData<'storeList'>['records'][number];
export type PlatformInfo = CallData<'storePlatforms'>[number];
export type StoreOption = CallData<'storeOptions'>[number];

export const statusTone: Record<StoreStatus, StatusTone> = {
  authorized: 'success', deactivated: 'neutral', auth_failed: 'danger', auth_expired: 'warning', deleted: 'neutral',
};

/** A store whose authorisation must be given again before it works (or a deactivated one, to wake it). */
export const needsReauthorize = (status: StoreStatus) => status === 'auth_failed' || status === 'auth_expired';

export function formatDateTime(iso: string | null, locale: string): string | null {
  if (!iso) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * The state the portal issued when the merchant started connecting, remembered in this tab until the
 * platform sends the browser back: shared callback paths (/third/auth, /third/connect, /third/appAuth)
 * are told apart by it. Only the platform is kept — the state itself is checked (once) by the server.
 */
const PENDING_KEY = 'stores.pendingConnect';

export function rememberConnect(state: string, platform: string): void {
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '{}') as Record<string, string>;
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...pending, [state]: platform }));
  } catch {
    // Storage refused (private mode): a path naming its platform still works.
  }
}

export function platformOfState(state: string | null): string | null {
  if (!state) return null;
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '{}') as Record<string, string>;
    return pending[state] ?? null;
  } catch {
    return null;
  }
}
