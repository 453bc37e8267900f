/**
 * Node side of the visual regression run (loaded by vitest.config.ts): where baselines live, and a
 * browser command that counts comparisons into .cache/visual-comparisons.json for `npm test`'s summary:
 * screenshots compared, stories shot, and how many shots each brand took (the matrix in
 * .storybook/visualMatrix.ts decides which story is shot in which brand).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserCommand } from 'vitest/node';

export const countFile = join(process.cwd(), '.cache/visual-comparisons.json');

type Counts = {
  compared: number;
  brands: number;
  mismatched: number;
  stories: number;
  byBrand: Record<string, number>;
  /** Shots under watch (`visual: { watch }`) that differed: reported, not failed. */
  watched: { storyId: string; brand: string; detail: string }[];
};

// Kept in this process (the global set-up and the browser commands both run in Vitest's main
// process) and written whole each time, so the file always holds this run's complete count.
const state = globalThis as typeof globalThis & { merchantPortalVisualCounts?: Counts; merchantPortalVisualStories?: Set<string> };

const empty = (): Counts => ({ compared: 0, brands: 0, mismatched: 0, stories: 0, byBrand: {}, watched: [] });

function write(counts: Counts): void {
  mkdirSync(dirname(countFile), { recursive: true });
  writeFileSync(countFile, `${JSON.stringify(counts)}\n`);
}

export function resetVisualCount(): void {
  state.merchantPortalVisualCounts = empty();
  state.merchantPortalVisualStories = new Set();
  write(state.merchantPortalVisualCounts);
}

/**
 * Browser command: one screenshot of a story in a brand compared against its baseline (`matched` false when it
 * differed); a watched shot that differed brings where and why, for the summary.
 */
export const recordVisualComparison: BrowserCommand<[matched: boolean, storyId: string, brand: string, watchedDetail?: string]> = (
  _context,
  matched,
  storyId,
  brand,
  watchedDetail,
) => {
  const counts = (state.merchantPortalVisualCounts ??= empty());
  const stories = (state.merchantPortalVisualStories ??= new Set());
  stories.add(storyId);
  counts.compared += 1;
  if (!matched) counts.mismatched += 1;
  if (!matched && watchedDetail) counts.watched.push({ storyId, brand, detail: watchedDetail });
  counts.stories = stories.size;
  counts.byBrand[brand] = (counts.byBrand[brand] ?? 0) + 1;
  counts.brands = Object.keys(counts.byBrand).length;
  write(counts);
};

/**
 * Baselines: .storybook/__screenshots__/<component id>/<story>-<brand>.png, one folder for the whole
 * library (the names come from the story id, so they are stable when story files move). Made on
 * Linux with Debian's Chromium and fonts: compare on the same kind of machine.
 */
export const screenshotPath = ({ arg, ext, root }: { arg: string; ext: string; root: string }): string =>
  join(root, '.storybook/__screenshots__', `${arg}${ext}`);
