/**
 * What screens and the shell show about the signed-in user, read one way everywhere (spec section 6).
 * Screens import these from '@/machines/session' instead of reaching into the shell's files.
 */
import { isSubAccount } from '@/api/contract/permissions';
import type { SessionUser } from './sessionMachine';

/** First and last name, or the e-mail address when the profile has no name yet. */
export const displayName = (user: Pick<SessionUser, 'firstName' | 'lastName' | 'username'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;

/** Spec section 6: a sub-account shows its first role name; everyone else the admin label. */
export function roleLabel(user: Pick<SessionUser, 'refId' | 'roleInfos'>, adminLabel: string): string {
  if (!isSubAccount(user)) return adminLabel;
  return user.roleInfos?.[0]?.name || adminLabel;
}
