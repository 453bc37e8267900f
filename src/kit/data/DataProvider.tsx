/**
 * The server-state cache (TanStack Query) for the signed-in shell. The router loads it with the shell
 * (src/routes/router.tsx), so the public pages (/login) never download TanStack Query. One client per
 * shell visit: signing out and in again starts with an empty cache, never another user's data.
 */
import { useContext, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { notify } from '@/api';
import { t } from '@/i18n/i18n';
import { createQueryClient } from './queryClient';
import { QueryClientChoice } from './queryClientChoice';

const newQueryClient = () => createQueryClient({ notify, fallbackMessage: () => t('error.requestFailed') });

export function DataProvider({ children }: { children: ReactNode }) {
  const chosen = useContext(QueryClientChoice);
  const [ownClient] = useState(newQueryClient);
  return <QueryClientProvider client={chosen ?? ownClient}>{children}</QueryClientProvider>;
}
