/**
 * Every foreground/background pair the components actually draw, with the WCAG 2.1 AA minimum it
 * must meet: 4.5:1 for text, 3:1 for focus rings and other non-text UI (1.4.11). Every theme —
 * the platform's, each partner file and each partner expanded at run time — is audited against
 * this one list, so a pair cannot be checked for one brand and forgotten for another.
 */
import { contrast, raiseContrast, worstContrast } from './color';
import type { SemanticTokens } from './tokens';

export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/** A pair of dotted paths into the semantic tree. */
export type ContrastPair = { foreground: string; background: string; min: number };

/** The chart palette's entries (`color.chart.1` …), in order; chart.test.ts checks it against the token file. */
export const chartSeries = ['1', '2', '3', '4', '5', '6', '7'] as const;

const text = (foreground: string, ...backgrounds: string[]): ContrastPair[] =>
  backgrounds.map((background) => ({ foreground, background, min: AA_TEXT }));
const ui = (foreground: string, ...backgrounds: string[]): ContrastPair[] =>
  backgrounds.map((background) => ({ foreground, background, min: AA_NON_TEXT }));

export const contrastPairs: readonly ContrastPair[] = [
  // bg.muted: the neutral Badge (the sidebar's product count) draws body text on it.
  ...text('color.text.default', 'color.bg.surface', 'color.bg.canvas', 'color.bg.subtle', 'color.bg.muted'),
  ...text('color.text.muted', 'color.bg.surface', 'color.bg.canvas', 'color.bg.subtle'),
  ...text('color.text.link', 'color.bg.surface', 'color.bg.canvas', 'color.bg.subtle'),
  ...text('color.text.inverse', 'color.bg.inverse'),
  ...text('color.brand.onBrand', 'color.brand.default', 'color.brand.hover', 'color.brand.active'),
  ...text('color.brand.onSoft', 'color.brand.soft'),
  ...text('color.danger.onDefault', 'color.danger.default', 'color.danger.hover'),
  ...text('color.danger.onSoft', 'color.danger.soft'),
  ...text('color.success.onSoft', 'color.success.soft'),
  ...text('color.warning.onSoft', 'color.warning.soft'),
  ...text('color.info.onSoft', 'color.info.soft'),
  ...text('color.sidebar.text', 'color.sidebar.bg', 'color.sidebar.hoverBg'),
  ...text('color.sidebar.activeText', 'color.sidebar.activeBg'),
  ...text('color.topBar.text', 'color.topBar.bg'),
  ...ui('color.border.focus', 'color.bg.surface', 'color.bg.canvas'),
  ...ui('color.brand.default', 'color.bg.surface'),
  // Chart bars and lines are drawn on the surface (kit/chart).
  ...chartSeries.flatMap((n) => ui(`color.chart.${n}`, 'color.bg.surface')),
];

export function valueAt(theme: SemanticTokens, path: string): string {
  let node: unknown = theme;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`Theme has no value at ${path}`);
  return node;
}

export type ContrastFailure = ContrastPair & { ratio: number };

/** Every pair of the theme below its minimum (empty when the theme meets AA). */
export function auditContrast(theme: SemanticTokens): ContrastFailure[] {
  return contrastPairs
    .map((pair) => ({ ...pair, ratio: contrast(valueAt(theme, pair.foreground), valueAt(theme, pair.background)) }))
    .filter((result) => result.ratio < result.min);
}

/** Throws, naming every failing pair, when the theme falls below AA. */
export function assertContrast(theme: SemanticTokens, label: string): void {
  const failures = auditContrast(theme);
  if (failures.length === 0) return;
  const lines = failures.map(
    (f) => `  ${f.foreground} on ${f.background}: ${f.ratio.toFixed(2)}:1 (needs ${f.min}:1)`,
  );
  throw new Error(`Theme "${label}" falls below WCAG AA:\n${lines.join('\n')}`);
}

function setAt(theme: SemanticTokens, path: string, value: string): void {
  const parts = path.split('.');
  const last = parts.pop()!;
  let node = theme as unknown as Record<string, unknown>;
  for (const part of parts) node = node[part] as Record<string, unknown>;
  node[last] = value;
}

/**
 * Raises every failing pair of a derived theme to its minimum: first by moving the foreground
 * against all the backgrounds it is drawn on; where no single foreground can serve them all
 * (backgrounds of mixed lightness), by moving the background away from the foreground.
 * A few rounds settle the pairs that share colours.
 */
export function repairContrast(theme: SemanticTokens): SemanticTokens {
  const copy = structuredClone(theme);
  for (let round = 0; round < 6; round += 1) {
    const failures = auditContrast(copy);
    if (failures.length === 0) break;
    for (const failure of failures) {
      const foreground = valueAt(copy, failure.foreground);
      const background = valueAt(copy, failure.background);
      if (contrast(foreground, background) >= failure.min) continue; // fixed earlier in this round
      const pairs = contrastPairs.filter((pair) => pair.foreground === failure.foreground);
      const backgrounds = pairs.map((pair) => valueAt(copy, pair.background));
      const min = Math.max(...pairs.map((pair) => pair.min));
      const raised = raiseContrast(foreground, backgrounds, min);
      if (worstContrast(raised, backgrounds) >= min) setAt(copy, failure.foreground, raised);
      else setAt(copy, failure.background, raiseContrast(background, [foreground], failure.min));
    }
  }
  return copy;
}
