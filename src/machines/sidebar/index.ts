/**
 * The sidebar's open/closed state (remembered as "1"/"0"): `SidebarContext.Provider` in the shell,
 * `useSidebarOpen()` to read, `send({ type: 'sidebar.toggle' })` from the top bar's toggle.
 */
import { createActorContext } from '@xstate/react';
import { sidebarMachine } from './sidebarMachine';

export * from './sidebarMachine';

export const SidebarContext = createActorContext(sidebarMachine);

export const useSidebarOpen = () => SidebarContext.useSelector((s) => s.matches('open'));
