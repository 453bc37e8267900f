/**
 * `themeFromSeeds`: a partner's few seeds (brand colours, surface, text, sidebar, radius, font) become
 * a complete semantic theme — every leaf of the contract. States (hover, active, soft, focus, onBrand,
 * sidebar) are derived in OKLCH, and every text/background pair is raised to WCAG AA where the seeds
 * alone would fall short. The same function serves partner token files at build time and a partner
 * that only the API knows at run time, so both look the same for the same seeds.
 */
import {
  BLACK,
  WHITE,
  contrast,
  isColor,
  isLight,
  mix,
  raiseContrast as raiseTo,
  shiftLightness,
  withAlpha,
  withChroma,
  withLightness,
} from './color';
import { AA_NON_TEXT, AA_TEXT, repairContrast } from './contrast';
import { baseTokenFiles, resolveSemantic, toCss, type SemanticTokens } from './tokens';

/** What a partner record's `theme` field and a partner token file's `seed` group hold. */
export type PartnerSeeds = {
  brand: string;
  accent?: string;
  surface?: string;
  text?: string;
  sidebar?: string;
  /** Corner radius of controls, e.g. "6px"; smaller and larger radii are scaled from it. */
  radius?: string;
  /** A font family name, e.g. "Manrope Variable"; CJK and system fallbacks are appended. */
  fontFamily?: string;
};

const colorSeeds = ['brand', 'accent', 'surface', 'text', 'sidebar'] as const;

/** Throws a readable error for seeds that cannot make a theme (they may come from an API). */
export function validateSeeds(seeds: unknown): asserts seeds is PartnerSeeds {
  if (typeof seeds !== 'object' || seeds === null) throw new Error('Partner seeds must be an object');
  const record = seeds as Record<string, unknown>;
  if (!isColor(record.brand)) throw new Error(`Partner seed "brand" must be a colour, got ${JSON.stringify(record.brand)}`);
  for (const key of colorSeeds) {
    if (record[key] !== undefined && !isColor(record[key])) {
      throw new Error(`Partner seed "${key}" must be a colour, got ${JSON.stringify(record[key])}`);
    }
  }
  if (record.radius !== undefined && !/^\d+(\.\d+)?px$/.test(String(record.radius))) {
    throw new Error(`Partner seed "radius" must be a px length, got ${JSON.stringify(record.radius)}`);
  }
  if (record.fontFamily !== undefined && (typeof record.fontFamily !== 'string' || !record.fontFamily.trim())) {
    throw new Error('Partner seed "fontFamily" must be a font family name');
  }
}

/** The partner's font first, then the platform stack's fallbacks (CJK, system). */
function fontStack(family: string): string {
  const platform = baseTokenFiles.dimension.fontFamily.inter.$value;
  return toCss([family, ...platform.slice(1)]);
}

const px = (n: number) => `${Math.round(n)}px`;

/** Scales the radius ramp from the partner's control radius (0 keeps every corner square). */
function radiusScale(radius: string): SemanticTokens['radius'] {
  const r = Number.parseFloat(radius);
  return { none: '0px', sm: px(r * 0.6), md: px(r), lg: px(r * 1.6), full: '9999px' };
}

type Raise = (color: string, backgrounds: readonly string[], min: number) => string;

/** Whichever of the candidates reads best on every background, then raised to `min`. */
function bestOn(backgrounds: string[], candidates: string[], min: number, raise: Raise = raiseTo): string {
  const worst = (color: string) => Math.min(...backgrounds.map((bg) => contrast(color, bg)));
  const best = candidates.reduce((a, b) => (worst(b) > worst(a) ? b : a));
  return raise(best, backgrounds, min);
}

export interface ThemeOptions {
  /**
   * false derives the theme from the seeds as they are, without raising any pair to AA: the
   * "before" column of the partner studio's contrast report. Never applied to a page.
   */
  repair?: boolean;
}

export function themeFromSeeds(seeds: PartnerSeeds, { repair = true }: ThemeOptions = {}): SemanticTokens {
  validateSeeds(seeds);
  const raiseContrast: Raise = repair ? raiseTo : (color) => color;
  const platform = resolveSemantic();
  const surface = seeds.surface ?? WHITE;
  // "away" moves away from the surface: darker on a light surface, lighter on a dark one.
  const away = isLight(surface) ? -1 : 1;

  // Backgrounds: the surface, stepped away from it, with a breath of the brand's hue.
  const tint = mix(surface, seeds.brand, 0.04);
  const bg = {
    surface,
    canvas: shiftLightness(tint, away * 0.02),
    subtle: shiftLightness(tint, away * 0.045),
    muted: shiftLightness(tint, away * 0.085),
  };
  const readingBackgrounds = [bg.surface, bg.canvas, bg.subtle];

  const textSeed = seeds.text ?? withLightness(withChroma(seeds.brand, 0.02), away < 0 ? 0.22 : 0.96);
  const textDefault = raiseContrast(textSeed, readingBackgrounds, AA_TEXT);

  // The brand must stand out from the surface as a UI colour (checkbox fills, active tabs).
  const brandSeed = raiseContrast(seeds.brand, [surface], AA_NON_TEXT);
  // White text on the brand when the brand is dark enough to get there with a small nudge
  // (the usual look of a primary button); otherwise the darker of the page's inks.
  // (On a dark surface a brand dark enough for white text may no longer stand out: then dark text.)
  const brandForWhite = raiseContrast(brandSeed, [WHITE], AA_TEXT);
  const whiteText = contrast(WHITE, brandSeed) >= 3 && contrast(brandForWhite, surface) >= AA_NON_TEXT;
  const onBrand = whiteText ? WHITE : bestOn([brandSeed], [textDefault, BLACK], AA_TEXT);
  const brand = whiteText ? brandForWhite : raiseContrast(brandSeed, [onBrand], AA_TEXT);
  // Hover and active move away from the text on them, so they only gain contrast.
  const pressDirection = isLight(onBrand) ? -1 : 1;
  const brandHover = shiftLightness(brand, pressDirection * 0.06);
  const brandActive = shiftLightness(brand, pressDirection * 0.12);
  const brandSoft = mix(surface, brand, 0.1);

  const sidebarBg = seeds.sidebar ?? withChroma(withLightness(brand, 0.25), 0.04);
  const sidebarText = bestOn([sidebarBg], [mix(sidebarBg, textDefault, 0.85), mix(sidebarBg, WHITE, 0.8)], AA_TEXT, raiseContrast);
  const sidebarHover = shiftLightness(sidebarBg, isLight(sidebarText) ? 0.06 : -0.045);

  const status = platform.color;
  const theme: SemanticTokens = {
    ...platform,
    color: {
      bg: {
        ...bg,
        inverse: textDefault,
        backdrop: withAlpha(withLightness(textDefault, 0.15), 0.6),
      },
      text: {
        default: textDefault,
        muted: raiseContrast(mix(textDefault, surface, 0.38), readingBackgrounds, AA_TEXT),
        disabled: mix(textDefault, surface, 0.6),
        inverse: raiseContrast(surface, [textDefault], AA_TEXT),
        link: raiseContrast(brand, readingBackgrounds, AA_TEXT),
      },
      border: {
        default: mix(surface, textDefault, 0.12),
        strong: mix(surface, textDefault, 0.24),
        focus: raiseContrast(seeds.accent ?? brand, [bg.surface, bg.canvas], AA_NON_TEXT),
      },
      brand: {
        default: brand,
        hover: brandHover,
        active: brandActive,
        soft: brandSoft,
        onBrand,
        onSoft: raiseContrast(shiftLightness(brand, away * 0.08), [brandSoft], AA_TEXT),
      },
      // Status colours keep their meaning across brands (red is danger for every partner).
      danger: {
        ...status.danger,
        onDefault: raiseContrast(status.danger.onDefault, [status.danger.default, status.danger.hover], AA_TEXT),
        onSoft: raiseContrast(status.danger.onSoft, [status.danger.soft], AA_TEXT),
      },
      success: { ...status.success, onSoft: raiseContrast(status.success.onSoft, [status.success.soft], AA_TEXT) },
      warning: { ...status.warning, onSoft: raiseContrast(status.warning.onSoft, [status.warning.soft], AA_TEXT) },
      info: { ...status.info, onSoft: raiseContrast(status.info.onSoft, [status.info.soft], AA_TEXT) },
      sidebar: {
        bg: sidebarBg,
        text: sidebarText,
        activeBg: brand,
        activeText: onBrand,
        hoverBg: sidebarHover,
      },
      topBar: { bg: surface, text: textDefault },
      // The platform's series hues (they keep apart from each other and from red and green whatever the
      // brand is); repairContrast raises any that a partner's surface would bring under 3:1.
      chart: { ...status.chart },
    },
    font: {
      ...platform.font,
      family: { ...platform.font.family, body: seeds.fontFamily ? fontStack(seeds.fontFamily) : platform.font.family.body },
    },
    radius: seeds.radius ? radiusScale(seeds.radius) : platform.radius,
  };
  return repair ? repairContrast(theme) : theme;
}
