/**
 * The machines the shell runs, as one replaceable set: the app uses the real ones; stories and tests
 * wrap the shell in `ShellLogicContext.Provider` with `machine.provide({ actors })` versions, so nothing
 * reaches the network. Also the navbar-counts context the dashboard reads.
 */
import { createContext, useContext } from 'react';
import { createActorContext } from '@xstate/react';
import { shipToMachine } from '@/machines/shipTo';
import { sidebarMachine } from '@/machines/sidebar';
import { visitedViewsMachine, type VisitedView } from '@/machines/visitedViews';
import { routeIsBuilt, type IsBuilt } from './shellMenus';
import { navbarMachine } from './navbar/navbarMachine';

export interface ShellLogic {
  navbar: typeof navbarMachine;
  sidebar: typeof sidebarMachine;
  visitedViews: typeof visitedViewsMachine;
  shipTo: typeof shipToMachine;
  /** Which routes have screens (stories may show menus as they will be once more screens land). */
  isBuilt: IsBuilt;
  /** The tabs to start with; by default those kept from earlier in this browser tab. */
  initialViews?: VisitedView[];
}

export const defaultShellLogic: ShellLogic = {
  navbar: navbarMachine,
  sidebar: sidebarMachine,
  visitedViews: visitedViewsMachine,
  shipTo: shipToMachine,
  isBuilt: routeIsBuilt,
};

export const ShellLogicContext = createContext<ShellLogic>(defaultShellLogic);
export const useShellLogic = () => useContext(ShellLogicContext);

export const NavbarContext = createActorContext(navbarMachine);

/** The navbar counts and whether they have loaded, for the top bar, the sidebar and the dashboard. */
export function useNavbarCounts() {
  const counts = NavbarContext.useSelector((s) => s.context.counts);
  const loaded = NavbarContext.useSelector((s) => s.context.loaded);
  const failed = NavbarContext.useSelector((s) => s.matches('failed'));
  const refreshing = NavbarContext.useSelector((s) => s.matches('loading'));
  return { counts, loaded, failed, refreshing };
}
