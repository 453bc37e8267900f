/**
 * The job a page follows, kept in its URL (`?job=<id>` by default): after a reload, or from a copied
 * link, the page shows the same job's progress again (JobProgress resumes following it).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface JobInUrl {
  jobId: number | null;
  /** Follow this job (replaces the URL entry: the page itself did not change). */
  follow(jobId: number): void;
  clear(): void;
}

export function useJobInUrl(param = 'job'): JobInUrl {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const id = raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  const jobId = id !== null && id <= 2_147_483_647 ? id : null;
  const set = useCallback((value: number | null) => setParams((current) => {
    const next = new URLSearchParams(current);
    if (value === null) next.delete(param);
    else next.set(param, String(value));
    return next;
  }, { replace: true }), [setParams, param]);
  return { jobId, follow: useCallback((value: number) => set(value), [set]), clear: useCallback(() => set(null), [set]) };
}
