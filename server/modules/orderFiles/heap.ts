/**
 * Keeps a long export from growing the server's memory with garbage. Writing a million rows allocates about
 * 30 MB/s; each young-generation collection finds the page in hand still alive and promotes it (~1.3 MB
 * each time), so dead pages pile up in the old generation until V8's next full collection, which it puts off
 * until the old generation is about four times its live size: +140–220 MB of RSS over an export, freed only
 * then (measured with --trace-gc-nvp on 1,000,301 orders). `settleHeap` runs that collection once the heap
 * has grown GROWTH_BYTES since the last one, so the export's garbage never exceeds that much.
 *
 * `gc` is V8's own, exposed at run time as Jest does (`--expose-gc` then a fresh context's global); where
 * the flag cannot be set, this does nothing and V8 collects as it would anyway.
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Old-generation growth allowed between collections during an export. */
export const GROWTH_BYTES = 48 * 1024 * 1024;

const collect = (() => {
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    return typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    return null;
  }
})();

let settledAt = 0;

/** A full collection when the heap has grown GROWTH_BYTES since the last one (called between export parts). */
export function settleHeap(): void {
  if (!collect) return;
  const used = getHeapStatistics().used_heap_size;
  if (settledAt === 0 || used < settledAt) settledAt = used;
  if (used - settledAt < GROWTH_BYTES) return;
  collect();
  settledAt = getHeapStatistics().used_heap_size;
}
