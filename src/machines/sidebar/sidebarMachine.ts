/**
 * The sidebar's open/closed state, remembered across visits in localStorage as "1" (open) or "0"
 * (closed) (spec section 4).
 */
import { setup } from 'xstate';
import { appStorage } from '@/api/session';

export const SIDEBAR_KEY = 'sidebarStatus';

/** "0" means closed; anything else (including nothing saved yet) means open. */
export const initialSidebarState = (saved: string | null): 'open' | 'closed' => (saved === '0' ? 'closed' : 'open');

export type SidebarEvent = { type: 'sidebar.toggle' } | { type: 'sidebar.open' } | { type: 'sidebar.close' };

export const sidebarMachine = setup({
  types: {
    context: {} as { saved: string | null },
    events: {} as SidebarEvent,
    input: {} as { saved?: string | null } | undefined,
  },
  actions: {
    saveOpen: () => appStorage.setItem(SIDEBAR_KEY, '1'),
    saveClosed: () => appStorage.setItem(SIDEBAR_KEY, '0'),
  },
  guards: {
    startsClosed: ({ context }) => initialSidebarState(context.saved) === 'closed',
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({ saved: input?.saved !== undefined ? input.saved : appStorage.getItem(SIDEBAR_KEY) }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'startsClosed', target: 'closed' },
        { target: 'open' },
      ],
    },
    open: {
      entry: 'saveOpen',
      on: { 'sidebar.toggle': 'closed', 'sidebar.close': 'closed' },
    },
    closed: {
      entry: 'saveClosed',
      on: { 'sidebar.toggle': 'open', 'sidebar.open': 'open' },
    },
  },
});

export type SidebarMachine = typeof sidebarMachine;
