/**
 * What a partner edits in the studio (a draft of text the fields hold, possibly half-typed) and what
 * follows from it: the valid seeds, the contrast report, the partner file and the trial brand.
 */
import type { BrandOverride } from '@/brand/brandOverride';
import { isLight as isLightColor } from '@/design-system/theme/color';
import type { PartnerSeeds } from '@/design-system/theme/seeds';
import { colorSeedNames, contrastReport, isPartnerFileCode, partnerTokenFileText, shippedFontFamilies, type ColorSeedName, type ContrastReport } from '@/design-system/theme/studio';

export interface StudioLogo {
  /** data:image/svg+xml;base64,… or data:image/png;base64,… */
  dataUrl: string;
  extension: 'svg' | 'png';
  fileName: string;
}

export interface StudioDraft {
  name: string;
  code: string;
  colors: Record<ColorSeedName, string>;
  /** Corner radius of controls in px. */
  radius: number;
  fontFamily: (typeof shippedFontFamilies)[number];
  logo: StudioLogo | null;
}

export const MAX_RADIUS = 24;
export const isHexColor = (value: string): boolean => /^#[0-9a-f]{6}$/i.test(value.trim());

/** A starting point: a neutral blue brand the partner then makes their own. */
export const initialDraft: StudioDraft = {
  name: 'Acme Goods',
  code: 'acme-goods',
  colors: { brand: '#3056d3', accent: '#f59e0b', surface: '#ffffff', text: '#1c2433', sidebar: '#172036' },
  radius: 8,
  fontFamily: 'Inter Variable',
  logo: null,
};

/** The seeds of the fields that hold a valid colour (brand must be one of them). */
export function seedsOf(draft: StudioDraft): PartnerSeeds | null {
  if (!isHexColor(draft.colors.brand)) return null;
  const seeds: PartnerSeeds = { brand: draft.colors.brand.trim().toLowerCase() };
  for (const name of colorSeedNames) {
    const value = draft.colors[name].trim();
    if (name !== 'brand' && isHexColor(value)) seeds[name] = value.toLowerCase();
  }
  seeds.radius = `${Math.min(MAX_RADIUS, Math.max(0, Math.round(draft.radius)))}px`;
  seeds.fontFamily = draft.fontFamily;
  return seeds;
}

export type DraftProblem = 'name' | 'code' | ColorSeedName;

/** Fields the partner still has to fix (the report and export wait for them). */
export function problemsOf(draft: StudioDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!draft.name.trim() || draft.name.trim().length > 60) problems.push('name');
  if (!isPartnerFileCode(draft.code)) problems.push('code');
  for (const name of colorSeedNames) if (!isHexColor(draft.colors[name])) problems.push(name);
  return problems;
}

export function reportOf(draft: StudioDraft): ContrastReport | null {
  const seeds = seedsOf(draft);
  return seeds ? contrastReport(seeds) : null;
}

export function fileTextOf(draft: StudioDraft): string | null {
  const seeds = seedsOf(draft);
  if (!seeds || problemsOf(draft).length) return null;
  return partnerTokenFileText({ code: draft.code, name: draft.name, seeds, logoExtension: draft.logo?.extension });
}

/** The draft as a brand to show on the portal (the run-time theme path). */
export function trialOf(draft: StudioDraft): BrandOverride | null {
  const seeds = seedsOf(draft);
  if (!seeds || !draft.name.trim()) return null;
  const name = draft.name.trim().slice(0, 60);
  const logo = draft.logo?.dataUrl ?? null;
  // Without a logo, a monogram in the brand colour, never the platform's mark.
  return { themeCode: 'default', name, logo, favicon: logo ?? monogramIcon(name, seeds.brand), support: null, seeds };
}

/** A square SVG icon: the name's first letter on the brand colour, as a base64 data: URL. */
export function monogramIcon(name: string, brand: string): string {
  const letter = (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase().replace(/[<>&"']/g, '?');
  const ink = isLightColor(brand) ? '#000000' : '#ffffff';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${brand}"/><text x="16" y="22" text-anchor="middle" font-family="sans-serif" font-size="18" font-weight="700" fill="${ink}">${letter}</text></svg>`;
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
