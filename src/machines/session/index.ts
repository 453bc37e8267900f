/**
 * The session: `SessionContext.Provider` at the app root, `useSession()` for the common reads,
 * `SessionContext.useActorRef().send({ type: 'session.login', credentials })` to act.
 * Stories and tests hand in other logic: `<AppProviders logic={{ createActor, session: sessionMachine.provide({ actors }) }}>`.
 * The machine (./sessionMachine) starts at once when a token is held (it loads the user), else on the first
 * event (a sign-in) or with the shell; until then a visitor without a token is signed out (src/machines/lazyActor.tsx).
 */
import { isSubAccount } from '@/api/contract/permissions';
import { sessionStore } from '@/api/session';
import { createLazyActorContext } from '../lazyActor';
import type { SessionMachine } from './sessionMachine';

export { isSubAccount };

export type * from './sessionMachine';
export { displayName, roleLabel } from './account';

export const SessionContext = createLazyActorContext<SessionMachine>({
  machine: (runtime) => runtime.sessionMachine,
  // The machine's `checking`: with a token it loads the user (so it starts now), without one it is signed out.
  initial: () => ({ value: sessionStore.getToken() ? 'loadingUser' : 'signedOut', context: { user: null, error: null, socialResult: null, pendingEmail: null } }),
  settle: ({ value }, control) => {
    if (value === 'loadingUser') control.start();
  },
  resume: false,
  startOnEvent: true,
});

export type SessionStatus = 'checking' | 'signedOut' | 'signingIn' | 'socialSigningIn' | 'loadingUser' | 'signedIn' | 'signingOut';

/** The session's state name, user, last error and unsuccessful social result. */
export function useSession() {
  const status = SessionContext.useSelector((s) => s.value as SessionStatus);
  const user = SessionContext.useSelector((s) => s.context.user);
  const error = SessionContext.useSelector((s) => s.context.error);
  const socialResult = SessionContext.useSelector((s) => s.context.socialResult);
  return { status, user, error, socialResult, isSignedIn: status === 'signedIn', isSubAccount: isSubAccount(user) };
}
