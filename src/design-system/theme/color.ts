/**
 * Colour arithmetic for themes: lightness shifts and mixes in OKLCH/OKLab (perceptually even, so
 * "8% darker" looks the same for every hue) and WCAG 2 contrast. Uses culori's tree-shakeable
 * `culori/fn` entry with only the colour spaces registered here, so the run-time partner theme
 * does not ship the whole library.
 */
import {
  clampChroma,
  formatHex,
  formatHex8,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  useMode,
  type Oklab,
  type Oklch,
} from 'culori/fn';

// Every registration is kept and used: culori declares itself free of side effects, so a bare
// `useMode(modeRgb);` statement is dropped by the production bundler and hex colours stop parsing.
const toRgb = useMode(modeRgb); // parses #hex and rgb()
const toLrgb = useMode(modeLrgb); // linear light, for WCAG luminance
const toOklab = useMode(modeOklab);
const toOklch = useMode(modeOklch);

export const WHITE = '#ffffff';
export const BLACK = '#000000';

function parseOklch(color: string): Oklch {
  const parsed = toOklch(color);
  if (!parsed) throw new Error(`Not a colour: "${color}"`);
  return parsed;
}

/** True for a syntactically valid colour culori can read (hex or rgb()). */
export function isColor(value: unknown): value is string {
  return typeof value === 'string' && toRgb(value) !== undefined && toOklch(value) !== undefined;
}

/** Back to sRGB hex, pulling out-of-gamut colours in by chroma so the hue survives. */
function hexOf(color: Oklch | Oklab): string {
  return formatHex(clampChroma(color, 'oklch'));
}

export const lightness = (color: string): number => parseOklch(color).l;

/** The same hue and chroma at OKLCH lightness `l` (0 black … 1 white). */
export function withLightness(color: string, l: number): string {
  return hexOf({ ...parseOklch(color), l: Math.min(1, Math.max(0, l)) });
}

/** Shifts OKLCH lightness by `delta` (negative = darker). */
export const shiftLightness = (color: string, delta: number): string =>
  withLightness(color, lightness(color) + delta);

/** Sets OKLCH chroma (colourfulness), keeping lightness and hue. */
export function withChroma(color: string, c: number): string {
  return hexOf({ ...parseOklch(color), c });
}

/** Mixes `to` into `from` by `amount` (0 = from, 1 = to) in OKLab. */
export function mix(from: string, to: string, amount: number): string {
  const a = toOklab(from);
  const b = toOklab(to);
  if (!a || !b) throw new Error(`Cannot mix "${from}" and "${to}"`);
  const lerp = (x: number, y: number) => x + (y - x) * amount;
  return hexOf({ mode: 'oklab', l: lerp(a.l, b.l), a: lerp(a.a, b.a), b: lerp(a.b, b.b) });
}

/** The colour with an alpha channel, as #rrggbbaa. */
export function withAlpha(color: string, alpha: number): string {
  return formatHex8({ ...parseOklch(color), alpha });
}

/** WCAG 2 relative luminance (0 … 1). */
function luminance(color: string): number {
  const linear = toLrgb(color);
  if (!linear) throw new Error(`Not a colour: "${color}"`);
  return 0.2126 * linear.r + 0.7152 * linear.g + 0.0722 * linear.b;
}

/** WCAG 2 contrast ratio (1 … 21). */
export function contrast(foreground: string, background: string): number {
  const [a, b] = [luminance(foreground), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Is the colour light, i.e. does dark text read better on it than light text? */
export const isLight = (color: string): boolean => contrast(color, BLACK) >= contrast(color, WHITE);


/** The lowest contrast of `color` against any of the backgrounds. */
export const worstContrast = (color: string, backgrounds: readonly string[]): number =>
  Math.min(...backgrounds.map((bg) => contrast(color, bg)));

/**
 * Moves `foreground` in lightness, as little as possible, until it reaches `min` contrast against
 * every background. It moves toward black or white, whichever reads better on the backgrounds,
 * keeping hue and chroma, so a partner's colour stays recognisably theirs. If even the extreme
 * cannot reach `min` (backgrounds of mixed lightness), it returns that extreme: the caller then
 * has to move a background instead.
 */
export function raiseContrast(foreground: string, backgrounds: readonly string[], min: number): string {
  const passes = (color: string) => worstContrast(color, backgrounds) >= min;
  if (passes(foreground)) return foreground;
  const target = worstContrast(BLACK, backgrounds) >= worstContrast(WHITE, backgrounds) ? 0 : 1;
  if (!passes(withLightness(foreground, target))) return target === 0 ? BLACK : WHITE;
  // Binary search for the smallest move that passes, checked on the rounded hex value.
  let near = lightness(foreground);
  let far = target;
  for (let i = 0; i < 24; i += 1) {
    const middle = (near + far) / 2;
    if (passes(withLightness(foreground, middle))) far = middle;
    else near = middle;
  }
  return withLightness(foreground, far);
}
