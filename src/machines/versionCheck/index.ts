/**
 * The hourly version check: `VersionCheckContext.Provider` at the app root; send
 * `{ type: 'version.check', now: Date.now() }` on navigation and when the tab becomes visible — the
 * machine itself keeps it to once an hour and reloads when a new version is deployed. The machine
 * (./versionCheckMachine) starts with the signed-in shell; checks asked for before are kept until then
 * (src/machines/lazyActor.tsx).
 */
import { createLazyActorContext } from '../lazyActor';
import type { VersionCheckMachine } from './versionCheckMachine';

export type * from './versionCheckMachine';

export const VersionCheckContext = createLazyActorContext<VersionCheckMachine>({
  machine: (runtime) => runtime.versionCheckMachine,
  // Nothing reads it before the machine runs (its own initial state decides when to check).
  initial: () => ({ value: 'idle', context: { runningVersion: '', lastCheckedAt: null } }),
  resume: false,
  startOnEvent: false,
});
