/**
 * A QueryClient chosen by the caller of AppProviders (a test), handed to the signed-in shell's
 * DataProvider. Its own module, with a type-only import, so the app's providers do not load TanStack
 * Query: only the shell does (issue 13's /login budget).
 */
import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

export const QueryClientChoice = createContext<QueryClient | null>(null);
