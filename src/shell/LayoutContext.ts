/**
 * Which layout a screen is rendered in. The 404 and error screens are also rendered by the router on
 * their own (for unknown paths and crashes); there they bring their own frame.
 */
import { createContext, useContext } from 'react';

export type LayoutKind = 'shell' | 'public' | null;

export const LayoutContext = createContext<LayoutKind>(null);
export const useLayout = () => useContext(LayoutContext);
