/**
 * The server-state cache (TanStack Query) for the signed-in shell. The router loads it with the shell
 * (src/routes/router.tsx), so the public pages (/login) never download TanStack Query. One client per
 * shell visit: signing out and in again starts with an empty cache, never another user's data.
 */
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { QueryClientChoice } from './queryClientChoice';
import { newQueryClient, releaseEarlyClient, takeEarlyClient } from './shellClient';

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
  // The client the first page's calls were started in (src/kit/data/shellClient.ts), else a new one.
  const [ownClient] = useState(() => (chosen ? null : takeEarlyClient()) ?? newQueryClient());
  useEffect(() => releaseEarlyClient(ownClient), [ownClient]);
  return (
    <QueryClientProvider client={chosen ?? ownClient}>
      <RefreshOnRepeatedMenuLink />
      {children}
    </QueryClientProvider>
  );
}
