/**
 * xstate and the app-level machines, one chunk loaded with the signed-in shell (or on a public page's first
 * sign-in or language switch): src/machines/lazyActor.tsx. Counted in /dashboard's bytes (scripts/route-bytes.mjs).
 */
export { createActor } from 'xstate';
export { languageMachine } from './language/languageMachine';
export { partnerMachine } from './partner/partnerMachine';
export { sessionMachine } from './session/sessionMachine';
export { permissionMachine } from './permission/permissionMachine';
export { versionCheckMachine } from './versionCheck/versionCheckMachine';
