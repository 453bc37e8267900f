/**
 * The hourly version check: `VersionCheckContext.Provider` at the app root; send
 * `{ type: 'version.check', now: Date.now() }` on navigation and when the tab becomes visible — the
 * machine itself keeps it to once an hour and reloads when a new version is deployed.
 */
import { createActorContext } from '@xstate/react';
import { versionCheckMachine } from './versionCheckMachine';

export * from './versionCheckMachine';

export const VersionCheckContext = createActorContext(versionCheckMachine);
