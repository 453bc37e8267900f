/**
 * The brands that ship with the app: the platform brand (design-tokens/semantic/default.tokens.json)
 * and every partner file in design-tokens/partners/. A partner file is sparse — seeds, optional
 * overrides of semantic leaves, and brand metadata in `$extensions` — and is expanded here into a
 * complete theme, which must set every contract leaf and meet WCAG AA, or the build fails.
 * The files and their metadata live in ./brandFiles.ts (no colour maths): the browser imports that.
 */
import { assertContrast } from './contrast';
import { partnerTokenFiles, readBrandInfo, type BrandCode, type BrandInfo } from './brandFiles';
import { themeFromSeeds, validateSeeds, type PartnerSeeds } from './seeds';
import { baseTokenFiles, leafPaths, mapLeaves, resolveSemantic, resolveValue, toCss, type SemanticTokens } from './tokens';

export { brandCodes, brandInfo, partnerTokenFiles, type BrandCode, type BrandInfo, type PartnerCode } from './brandFiles';

export type PartnerDefinition = { info: BrandInfo; seeds: PartnerSeeds; overrides: Record<string, string> };

const baseTrees = [baseTokenFiles.color, baseTokenFiles.dimension];

/** Reads one partner token file: seeds, overrides of semantic leaves (by dotted path) and metadata. */
export function readPartnerFile(file: object, code: string): PartnerDefinition {
  const record = file as Record<string, unknown>;
  const info = readBrandInfo(file, code);

  const { seed, ...rest } = record;
  if (typeof seed !== 'object' || seed === null) throw new Error(`Partner file "${code}" has no "seed" group`);
  const seedValues = mapLeaves(seed, (leaf) => resolveValue(leaf.$value, baseTrees)) as {
    color?: Record<string, string>;
    radius?: string;
    fontFamily?: string | string[];
  };
  const family = seedValues.fontFamily;
  const seeds = {
    ...seedValues.color,
    ...(seedValues.radius !== undefined && { radius: seedValues.radius }),
    ...(family !== undefined && { fontFamily: Array.isArray(family) ? family[0] : family }),
  };
  validateSeeds(seeds);

  const known = new Set(leafPaths());
  const overrides: Record<string, string> = {};
  mapLeaves(rest, (leaf, path) => {
    const dotted = path.join('.');
    if (!known.has(dotted)) throw new Error(`Partner file "${code}" sets "${dotted}", which is not a contract leaf`);
    overrides[dotted] = toCss(resolveValue(leaf.$value, baseTrees));
  });
  return { info, seeds, overrides };
}

/** Writes dotted-path overrides into a copy of the theme. */
function withOverrides(theme: SemanticTokens, overrides: Record<string, string>): SemanticTokens {
  const copy = structuredClone(theme) as unknown as Record<string, Record<string, unknown>>;
  for (const [path, value] of Object.entries(overrides)) {
    const parts = path.split('.');
    const last = parts.pop()!;
    let node: Record<string, unknown> = copy;
    for (const part of parts) node = node[part] as Record<string, unknown>;
    node[last] = value;
  }
  return copy as unknown as SemanticTokens;
}

/** Throws when the theme leaves a contract leaf unset (or empty), or sets one the contract lacks. */
export function assertCompleteTheme(theme: SemanticTokens, label: string): void {
  const expected = leafPaths();
  const actual: string[] = [];
  const empty: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
      return;
    }
    actual.push(path.join('.'));
    if (typeof node !== 'string' || node.trim() === '') empty.push(path.join('.'));
  };
  walk(theme, []);
  const missing = expected.filter((path) => !actual.includes(path));
  const unknown = actual.filter((path) => !expected.includes(path));
  const problems = [
    ...missing.map((path) => `  ${path} is unset`),
    ...empty.map((path) => `  ${path} is empty`),
    ...unknown.map((path) => `  ${path} is not in the contract`),
  ];
  if (problems.length) throw new Error(`Theme "${label}" does not match the contract:\n${problems.join('\n')}`);
}

/** A partner definition expanded to a full theme, checked for completeness and AA contrast. */
export function partnerTheme(definition: PartnerDefinition): SemanticTokens {
  const theme = withOverrides(themeFromSeeds(definition.seeds), definition.overrides);
  assertCompleteTheme(theme, definition.info.code);
  assertContrast(theme, definition.info.code);
  return theme;
}

/** The full theme of every shipped brand. */
export function brandThemes(): Record<BrandCode, SemanticTokens> {
  const platform = resolveSemantic();
  assertCompleteTheme(platform, 'default');
  assertContrast(platform, 'default');
  const partners = Object.entries(partnerTokenFiles).map(([code, file]) => [code, partnerTheme(readPartnerFile(file, code))]);
  return { default: platform, ...Object.fromEntries(partners) } as Record<BrandCode, SemanticTokens>;
}
