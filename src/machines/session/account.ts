/**
 * What screens and the shell show about the signed-in user, read one way everywhere (spec section 6).
 * Screens import these from '@/machines/session' instead of reaching into the shell's files.
 */
import { isSubAccount } from '@/api/contract/permissions';
import type { SessionUser } from './sessionMachine';

/** First and last name, or the e-mail address when the profile has no name yet. */
export const displayName = (user: Pick<SessionUser, 'firstName' | 'lastName' | 'username'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;

export interface RoleLabels { admin: string; staff: string }

/**
 * Spec section 6: a sub-account shows its first role name; a main account the admin label. Platform staff
 * (isShowUserSettings, DOMAIN.md section 9) are main accounts too, but must be told apart from merchants.
 */
export function roleLabel(user: Pick<SessionUser, 'refId' | 'roleInfos' | 'isShowUserSettings'>, labels: RoleLabels): string {
  if (isSubAccount(user)) return user.roleInfos?.[0]?.name || labels.admin;
  return user.isShowUserSettings === 1 ? labels.staff : labels.admin;
}
