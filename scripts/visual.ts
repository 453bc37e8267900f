/**
 * Node side of the visual regression run (loaded by vitest.config.ts): where baselines live, and a
 * browser command that counts comparisons into .cache/visual-comparisons.json for `npm test`'s summary.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserCommand } from 'vitest/node';

/** The brands every story is compared in: the build-time theme classes. */
export const visualBrandCount = 3;
export const countFile = join(process.cwd(), '.cache/visual-comparisons.json');

type Counts = { compared: number; brands: number; mismatched: number };

export function resetVisualCount(): void {
  mkdirSync(dirname(countFile), { recursive: true });
  writeFileSync(countFile, `${JSON.stringify({ compared: 0, brands: visualBrandCount, mismatched: 0 } satisfies Counts)}\n`);
}

/** Browser command: one screenshot compared against its baseline (`matched` false when it differed). */
export const recordVisualComparison: BrowserCommand<[matched: boolean]> = (_context, matched) => {
  let counts: Counts = { compared: 0, brands: visualBrandCount, mismatched: 0 };
  try {
    counts = JSON.parse(readFileSync(countFile, 'utf8')) as Counts;
  } catch {
    /* first comparison of the run */
  }
  counts.compared += 1;
  if (!matched) counts.mismatched += 1;
  mkdirSync(dirname(countFile), { recursive: true });
  writeFileSync(countFile, `${JSON.stringify(counts)}\n`);
};

/**
 * Baselines: .storybook/__screenshots__/<component id>/<story>-<brand>.png, one folder for the whole
 * library (the names come from the story id, so they are stable when story files move). Made on
 * Linux with Debian's Chromium and fonts: compare on the same kind of machine.
 */
export const screenshotPath = ({ arg, ext, root }: { arg: string; ext: string; root: string }): string =>
  join(root, '.storybook/__screenshots__', `${arg}${ext}`);
