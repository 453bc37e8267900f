/**
 * The sub-account permission check (spec sections 5, 6, 8): a main account always passes; a
 * sub-account (refId set) passes only when its permissions list holds the operation's code, and
 * otherwise is sent to /application/error with the message `unauthorizedOperation`.
 */
import { assign, setup } from 'xstate';
import { hasPermission, type PermissionCode } from '@/api/contract/permissions';
import { navigate } from '@/routes/navigation';
import { UNAUTHORIZED_PATH } from '@/routes/paths';

export interface PermissionUser {
  refId?: string | number | null;
  permissions?: readonly { code: string }[] | null;
}

export interface PermissionContext {
  user: PermissionUser | null;
  /** The code of the last check (shown on the error page's details). */
  code: PermissionCode | null;
}

export type PermissionEvent =
  | { type: 'permission.check'; code: PermissionCode | null }
  | { type: 'permission.userChanged'; user: PermissionUser | null };

export const permissionMachine = setup({
  types: {
    context: {} as PermissionContext,
    events: {} as PermissionEvent,
    input: {} as { user?: PermissionUser | null } | undefined,
  },
  actions: {
    assignCode: assign({ code: (_, params: { code: PermissionCode | null }) => params.code }),
    assignUser: assign({ user: (_, params: { user: PermissionUser | null }) => params.user }),
    goToErrorPage: () => navigate(UNAUTHORIZED_PATH, { replace: true }),
  },
  guards: {
    isPermitted: ({ context }, params: { code: PermissionCode | null }) => hasPermission(context.user ?? {}, params.code),
  },
}).createMachine({
  id: 'permission',
  context: ({ input }) => ({ user: input?.user ?? null, code: null }),
  initial: 'idle',
  on: {
    'permission.userChanged': { target: '.idle', actions: { type: 'assignUser', params: ({ event }) => ({ user: event.user }) } },
    'permission.check': [
      {
        guard: { type: 'isPermitted', params: ({ event }) => ({ code: event.code }) },
        target: '.granted',
        actions: { type: 'assignCode', params: ({ event }) => ({ code: event.code }) },
      },
      { target: '.denied', actions: { type: 'assignCode', params: ({ event }) => ({ code: event.code }) } },
    ],
  },
  states: {
    idle: {},
    granted: {},
    denied: { entry: 'goToErrorPage' },
  },
});

export type PermissionMachine = typeof permissionMachine;
