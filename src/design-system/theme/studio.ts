/**
 * The partner studio's logic, shared by Storybook's Partners/Studio and the portal's /partner/page:
 * the contrast report of a partner's seeds (every audited pair before and after the AA repair, and
 * which seeds had to move), and the export of the seeds as a sparse DTCG partner file in exactly the
 * shape of design-tokens/partners/<code>.tokens.json, which the build's loader (readPartnerFile)
 * accepts unchanged.
 */
import { contrast } from './color';
import { contrastPairs, valueAt, type ContrastPair } from './contrast';
import type { BrandInfo } from './partners';
import { themeFromSeeds, validateSeeds, type PartnerSeeds } from './seeds';
import type { SemanticTokens } from './tokens';

/** The font families that ship with the portal (their faces are bundled), the partner chooses one. */
export const shippedFontFamilies = ['Inter Variable', 'Manrope Variable', 'Noto Sans Variable'] as const;

export const colorSeedNames = ['brand', 'accent', 'surface', 'text', 'sidebar'] as const;
export type ColorSeedName = (typeof colorSeedNames)[number];

/** The role each colour seed becomes, to tell whether the repair had to move it. */
const seedRole: Record<ColorSeedName, string> = {
  brand: 'color.brand.default',
  accent: 'color.border.focus',
  surface: 'color.bg.surface',
  text: 'color.text.default',
  sidebar: 'color.sidebar.bg',
};

export type ContrastRow = ContrastPair & { before: number; after: number };
export type SeedAdjustment = { seed: ColorSeedName; from: string; to: string };
export type ContrastReport = {
  theme: SemanticTokens;
  rows: ContrastRow[];
  adjusted: SeedAdjustment[];
  /** Pairs below their minimum before the repair (every pair passes after it). */
  failingBefore: number;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

export function contrastReport(seeds: PartnerSeeds): ContrastReport {
  const theme = themeFromSeeds(seeds);
  const before = themeFromSeeds(seeds, { repair: false });
  const rows = contrastPairs.map((pair) => ({
    ...pair,
    before: round2(contrast(valueAt(before, pair.foreground), valueAt(before, pair.background))),
    after: round2(contrast(valueAt(theme, pair.foreground), valueAt(theme, pair.background))),
  }));
  const adjusted = colorSeedNames.flatMap((seed) => {
    const from = seeds[seed];
    if (!from) return [];
    const to = valueAt(theme, seedRole[seed]);
    return from.toLowerCase() === to.toLowerCase() ? [] : [{ seed, from, to }];
  });
  return { theme, rows, adjusted, failingBefore: rows.filter((row) => row.before < row.min).length };
}

export const PARTNER_EXTENSION = 'app.merchant-portal.partner';
/** A partner code: the `spm` of its links and the file's name. */
export const isPartnerFileCode = (code: string): boolean => /^[a-z][a-z0-9-]{1,31}$/.test(code);

export interface PartnerFileInput {
  code: string;
  name: string;
  seeds: PartnerSeeds;
  /** File extension of the uploaded logo ("svg" or "png"); the file goes to public/partners/<code>/. */
  logoExtension?: 'svg' | 'png';
  defaultLanguage?: 'en' | 'zh' | 'tr';
}

/** The sparse DTCG partner file: metadata in $extensions and the seed group, nothing derived. */
export function partnerTokenFile({ code, name, seeds, logoExtension, defaultLanguage }: PartnerFileInput): Record<string, unknown> {
  if (!isPartnerFileCode(code)) throw new Error(`Partner code "${code}" must be 2–32 lower-case letters, digits or hyphens`);
  if (!name.trim()) throw new Error('Partner name is required');
  validateSeeds(seeds);
  const info: BrandInfo = {
    code,
    name: name.trim(),
    ...(logoExtension && { logo: `/partners/${code}/logo.${logoExtension}`, favicon: `/partners/${code}/logo.${logoExtension}` }),
    ...(defaultLanguage && { defaultLanguage }),
  };
  const color: Record<string, unknown> = { $type: 'color' };
  for (const seed of colorSeedNames) if (seeds[seed]) color[seed] = { $value: seeds[seed]!.toLowerCase() };
  return {
    $description: `${info.name}: partner brand made in the partner studio. Sparse: only seeds; every other leaf is derived by themeFromSeeds (src/design-system/theme/seeds.ts).`,
    $extensions: { [PARTNER_EXTENSION]: info },
    seed: {
      color,
      ...(seeds.radius && { radius: { $type: 'dimension', $value: seeds.radius } }),
      ...(seeds.fontFamily && { fontFamily: { $type: 'fontFamily', $value: seeds.fontFamily } }),
    },
  };
}

/** The file's text as it is saved: two-space JSON and a final newline, like the shipped files. */
export const partnerTokenFileText = (input: PartnerFileInput): string => `${JSON.stringify(partnerTokenFile(input), null, 2)}\n`;
