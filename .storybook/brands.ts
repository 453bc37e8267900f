/**
 * The brands the toolbar offers. default, kervan and lumen are build-time theme classes from
 * design-tokens/; harbor is a partner that exists only in the API's database, so Storybook
 * holds a copy of its seeds (stories make no network calls) and applies them through the same
 * run-time path the portal uses for a partner record: applyPartnerTheme(seeds).
 */
import { brandCodes, brandInfo, brandThemes, type BrandCode } from '@/design-system/theme/partners';
import { applyBrand, applyPartnerTheme, removePartnerTheme } from '@/design-system/theme/runtime';
import { themeFromSeeds, type PartnerSeeds } from '@/design-system/theme/seeds';
import type { SemanticTokens } from '@/design-system/theme/tokens';
import { getToolbarBrand, setBrandOverride, useBrandOverride, type BrandOverride } from '@/brand/brandOverride';

/**
 * Harbor's partner record `theme` field, as the API seeds it (server/seed/partners.ts): a copy,
 * because stories make no network calls. Its font, Noto Sans, ships with the app like the others.
 */
export const harborSeeds: PartnerSeeds = {
  brand: '#1d4f7c',
  accent: '#e0a526',
  surface: '#f7f9fb',
  text: '#13202d',
  sidebar: '#0f2438',
  radius: '4px',
  fontFamily: 'Noto Sans Variable',
};

export type StoryBrand = BrandCode | 'harbor';
export const storyBrands: readonly StoryBrand[] = [...brandCodes, 'harbor'];
export const isStoryBrand = (value: unknown): value is StoryBrand => storyBrands.includes(value as StoryBrand);

export const storyBrandNames: Record<StoryBrand, string> = {
  ...(Object.fromEntries(brandCodes.map((code) => [code, brandInfo[code].name])) as Record<BrandCode, string>),
  harbor: 'Harbor Commerce (run-time seeds)',
};

let built: Record<BrandCode, SemanticTokens> | undefined;
/** The resolved values of a brand's theme, for pages that print token values. */
export function themeOf(brand: StoryBrand): SemanticTokens {
  if (brand === 'harbor') return themeFromSeeds(harborSeeds);
  built ??= brandThemes();
  return built[brand];
}

/**
 * What the portal's `useBrand` shows in a brand: its name, logo, favicon and support contact, so a
 * shell or sign-in story in Kervan shows Kervan Ticaret, never the platform's name and mark.
 */
export function storyBrandOverride(brand: StoryBrand): BrandOverride | null {
  if (brand === 'default') return null;
  if (brand === 'harbor') {
    return { themeCode: 'default', name: 'Harbor Commerce', logo: '/partners/harbor/logo.svg', favicon: '/partners/harbor/favicon.svg', support: 'help@harbor.example', seeds: harborSeeds };
  }
  const info = brandInfo[brand];
  return { themeCode: brand, name: info.name, logo: info.logo ?? null, favicon: info.favicon ?? null, support: null, seeds: null };
}

/** Puts a brand on <html> (a class for build-time brands, inline variables for harbor) and in the brand store. */
export function applyStoryBrand(brand: StoryBrand): void {
  removePartnerTheme();
  applyBrand(brand === 'harbor' ? 'default' : brand);
  if (brand === 'harbor') applyPartnerTheme(harborSeeds);
  document.documentElement.dataset.brand = brand;
  const next = storyBrandOverride(brand);
  const current = getToolbarBrand();
  // Same brand, same object: no re-render of the story.
  if (current?.name !== next?.name || current?.themeCode !== next?.themeCode) setBrandOverride(next);
}

/** The brand's name and icon for stories that hand a shell part its brand (follows the toolbar). */
export function useStoryBrandMark(): { name: string; favicon: string } {
  const override = useBrandOverride();
  return override
    ? { name: override.name, favicon: override.favicon ?? override.logo ?? '' }
    : { name: brandInfo.default.name, favicon: brandInfo.default.favicon ?? '/favicon.svg' };
}

/**
 * Text and images that only the platform brand may show: a story shot in a partner brand that
 * contains one of them leaks the platform's identity (checked after every partner-brand shot).
 */
export function platformIdentityIn(root: HTMLElement): string | null {
  const name = brandInfo.default.name;
  if (root.textContent?.includes(name)) return `the text "${name}"`;
  const marks = ['/favicon.svg', '/logo.svg', brandInfo.default.logo, brandInfo.default.favicon].filter(Boolean) as string[];
  const img = [...root.querySelectorAll('img')].find((image) => marks.includes(image.getAttribute('src') ?? ''));
  return img ? `the platform's mark (${img.getAttribute('src')})` : null;
}
