/**
 * The machines the shell runs, as one replaceable set: the app uses the real ones; stories and tests
 * wrap the shell in `ShellLogicContext.Provider` with `machine.provide({ actors })` versions, so nothing
 * reaches the network. (The navbar counts are not a machine: they are reads in the data layer's cache,
 * src/shell/navbar/navbarCounts.ts, which stories answer through ApiContext.)
 */
import { createContext, useContext } from 'react';
import { shipToMachine } from '@/machines/shipTo';
import { sidebarMachine } from '@/machines/sidebar';
import { visitedViewsMachine, type VisitedView } from '@/machines/visitedViews';
import { routeIsBuilt, type IsBuilt } from './shellMenus';

export interface ShellLogic {
  sidebar: typeof sidebarMachine;
  visitedViews: typeof visitedViewsMachine;
  shipTo: typeof shipToMachine;
  /** Which routes have screens (stories may show menus as they will be once more screens land). */
  isBuilt: IsBuilt;
  /** The tabs to start with; by default those kept from earlier in this browser tab. */
  initialViews?: VisitedView[];
}

export const defaultShellLogic: ShellLogic = {
  sidebar: sidebarMachine,
  visitedViews: visitedViewsMachine,
  shipTo: shipToMachine,
  isBuilt: routeIsBuilt,
};

export const ShellLogicContext = createContext<ShellLogic>(defaultShellLogic);
export const useShellLogic = () => useContext(ShellLogicContext);
