/**
 * Operation-level permission checks for sub-accounts. `usePermission()` answers for a code; a
 * denied `permission.check` sends the user to /application/error with `unauthorizedOperation`.
 * Keep the machine's user in step with the session: send `permission.userChanged`.
 */
import { createActorContext } from '@xstate/react';
import { hasPermission, type PermissionCode } from '@/api/contract/permissions';
import { permissionMachine } from './permissionMachine';

export * from './permissionMachine';

export const PermissionContext = createActorContext(permissionMachine);

/** `can(code)`: whether the current user may do it (main accounts always may). */
export function usePermission() {
  const user = PermissionContext.useSelector((s) => s.context.user);
  return { can: (code: PermissionCode | null) => hasPermission(user ?? {}, code) };
}
