/**
 * The session: `SessionContext.Provider` at the app root, `useSession()` for the common reads,
 * `SessionContext.useActorRef().send({ type: 'session.login', credentials })` to act.
 * Stories and tests hand in other actors: `<SessionContext.Provider logic={sessionMachine.provide({ actors })}>`.
 */
import { createActorContext } from '@xstate/react';
import { isSubAccount } from '@/api/contract/permissions';
import { sessionMachine } from './sessionMachine';

export { isSubAccount };

export * from './sessionMachine';
export { displayName, roleLabel } from './account';

export const SessionContext = createActorContext(sessionMachine);

export type SessionStatus = 'checking' | 'signedOut' | 'signingIn' | 'socialSigningIn' | 'loadingUser' | 'signedIn' | 'signingOut';

/** The session's state name, user, last error and unsuccessful social result. */
export function useSession() {
  const status = SessionContext.useSelector((s) => s.value as SessionStatus);
  const user = SessionContext.useSelector((s) => s.context.user);
  const error = SessionContext.useSelector((s) => s.context.error);
  const socialResult = SessionContext.useSelector((s) => s.context.socialResult);
  return { status, user, error, socialResult, isSignedIn: status === 'signedIn', isSubAccount: isSubAccount(user) };
}
