/**
 * The first page's calls started with its route (issue 13): when the document opens on a signed-in page that has
 * a prefetch, the router loads it beside the page's chunks and starts the page's first calls into the shell's
 * early client (src/kit/data/shellClient.ts), which the shell takes when it mounts. Without it, a list's calls left
 * only after the shell and the page had rendered (My products: ~0.5 s after its chunks were requested, at 1x CPU).
 * Only the browser router's first page (src/routes/router.tsx); later pages are asked for by their screens, as the
 * shell is there by then.
 */
import type { RouteDef } from './define';

/** Route name -> its page's prefetch (a module of the page's domain, loaded only when that page is the first). */
const prefetches: Readonly<Record<string, () => Promise<{ startFirstCalls(search: URLSearchParams): void }>>> = {
  myProducts: () => import('@/screens/products/prefetch'),
};

/** Starts the first page's calls when it has a prefetch (and a token is stored); never fails (the screen asks again). */
export function startFirstPageCalls(route: RouteDef, search: string): void {
  const load = route.access === 'private' ? prefetches[route.name] : undefined;
  // A chunk that failed to load: the screen sends its calls itself.
  load?.().then((page) => page.startFirstCalls(new URLSearchParams(search)), () => undefined);
}
