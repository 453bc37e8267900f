/**
 * Node side of the visual regression run (loaded by vitest.config.ts): where baselines live, and a
 * browser command that counts comparisons into .cache/visual-comparisons.json for `npm test`'s summary.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserCommand } from 'vitest/node';

/** The brands every story is compared in: the build-time theme classes. */
export const visualBrandCount = 3;
export const countFile = join(process.cwd(), '.cache/visual-comparisons.json');

type Counts = { compared: number; brands: number; mismatched: number };

// Kept in this process (the global set-up and the browser commands both run in Vitest's main
// process) and written whole each time, so the file always holds this run's complete count.
const state = globalThis as typeof globalThis & { merchantPortalVisualCounts?: Counts };

function write(counts: Counts): void {
  mkdirSync(dirname(countFile), { recursive: true });
  writeFileSync(countFile, `${JSON.stringify(counts)}\n`);
}

export function resetVisualCount(): void {
  state.merchantPortalVisualCounts = { compared: 0, brands: visualBrandCount, mismatched: 0 };
  write(state.merchantPortalVisualCounts);
}

/** Browser command: one screenshot compared against its baseline (`matched` false when it differed). */
export const recordVisualComparison: BrowserCommand<[matched: boolean]> = (_context, matched) => {
  const counts = (state.merchantPortalVisualCounts ??= { compared: 0, brands: visualBrandCount, mismatched: 0 });
  counts.compared += 1;
  if (!matched) counts.mismatched += 1;
  write(counts);
};

/**
 * Baselines: .storybook/__screenshots__/<component id>/<story>-<brand>.png, one folder for the whole
 * library (the names come from the story id, so they are stable when story files move). Made on
 * Linux with Debian's Chromium and fonts: compare on the same kind of machine.
 */
export const screenshotPath = ({ arg, ext, root }: { arg: string; ext: string; root: string }): string =>
  join(root, '.storybook/__screenshots__', `${arg}${ext}`);
