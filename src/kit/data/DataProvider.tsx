/**
 * The server-state cache (TanStack Query) for the signed-in shell. The router loads it with the shell
 * (src/routes/router.tsx), so the public pages (/login) never download TanStack Query. One client per
 * shell visit: signing out and in again starts with an empty cache, never another user's data.
 */
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notifyManager, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/api';
import { t } from '@/i18n/i18n';
import { createQueryClient, frameScheduler } from './queryClient';
import { QueryClientChoice } from './queryClientChoice';

// Answers arriving within a frame render together (see frameScheduler); set once, with the shell.
notifyManager.setScheduler(frameScheduler());

const newQueryClient = () => createQueryClient({ notify, fallbackMessage: () => t('error.requestFailed') });

/**
 * Spec section 2: following a menu link to the page already shown adds `?t=<ms>` so the page shows fresh
 * data. Every screen on the kit gets that here: a new `t` reloads the calls the page is showing.
 */
function RefreshOnRepeatedMenuLink() {
  const [params] = useSearchParams();
  const client = useQueryClient();
  const stamp = params.get('t');
  const seen = useRef(stamp);
  useEffect(() => {
    if (stamp === seen.current) return;
    seen.current = stamp;
    if (stamp) void client.invalidateQueries({ type: 'active' });
  }, [stamp, client]);
  return null;
}

export function DataProvider({ children }: { children: ReactNode }) {
  const chosen = useContext(QueryClientChoice);
  const [ownClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={chosen ?? ownClient}>
      <RefreshOnRepeatedMenuLink />
      {children}
    </QueryClientProvider>
  );
}
