/**
 * Operation-level permission checks for sub-accounts. `usePermission(code)` answers for a code; a
 * denied `permission.check` sends the user to /application/error with `unauthorizedOperation`.
 * Keep the machine's user in step with the session: send `permission.userChanged`.
 */
import { hasPermission, type PermissionCode } from '@/api/contract/permissions';
import { SessionContext } from '@/machines/session';
import { createLazyActorContext } from '../lazyActor';
import type { PermissionMachine } from './permissionMachine';

export type * from './permissionMachine';

/** The machine (./permissionMachine) starts with the signed-in shell; events sent before are kept until then. */
export const PermissionContext = createLazyActorContext<PermissionMachine>({
  machine: (runtime) => runtime.permissionMachine,
  initial: () => ({ value: 'idle', context: { user: null, code: null } }),
  resume: false,
  startOnEvent: false,
});

/**
 * Screens ask here whether the signed-in user may do something: `usePermission('settings:myStores')`.
 * Main accounts always may; a sub-account needs the code (spec section 5). Read from the session's
 * user, so it is right on the first render after sign-in (the permission machine follows it).
 */
export function usePermission(code: PermissionCode | null): boolean {
  return SessionContext.useSelector((s) => hasPermission(s.context.user ?? {}, code));
}

/** For a screen that checks several codes: `const can = useCan(); can('task:list')`. */
export function useCan(): (code: PermissionCode | null) => boolean {
  const user = SessionContext.useSelector((s) => s.context.user);
  return (code) => hasPermission(user ?? {}, code);
}
