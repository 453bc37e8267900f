/**
 * The chart palette (`color.chart.*`): every brand's series colours stand out from the surface (3:1,
 * WCAG 1.4.11) and from each other — as most people see them and as people with each kind of colour
 * blindness do (Machado et al. 2009 simulation, full severity) — so stacked bars stay apart in every brand.
 */
import { describe, expect, it } from 'vitest';
import { contrast } from './color';
import { chartSeries } from './contrast';
import { brandThemes } from './partners';
import { themeFromSeeds } from './seeds';
import { semanticTokenFile, type SemanticTokens } from './tokens';

type Vec = [number, number, number];

const linear = (hex: string): Vec => {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel(0), channel(1), channel(2)];
};

const times = (m: readonly Vec[], v: Vec): Vec => m.map((row) => Math.min(1, Math.max(0, row[0] * v[0] + row[1] * v[1] + row[2] * v[2]))) as Vec;

function oklab([r, g, b]: Vec): Vec {
  const [l, m, s] = [
    0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b,
    0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b,
    0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b,
  ].map(Math.cbrt) as Vec;
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** How each kind of vision sees a colour, in linear RGB (identity, then Machado 2009 at severity 1). */
const visions: Record<string, readonly Vec[]> = {
  typical: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};

/** The smallest OKLab distance between two of the colours, as the given vision sees them. */
function closestPair(colors: readonly string[], vision: readonly Vec[]): number {
  const seen = colors.map((color) => oklab(times(vision, linear(color))));
  let closest = Infinity;
  seen.forEach((a, i) => seen.slice(i + 1).forEach((b) => { closest = Math.min(closest, Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])); }));
  return closest;
}

const paletteOf = (theme: SemanticTokens) => chartSeries.map((n) => theme.color.chart[n]);

describe('chart palette', () => {
  it('lists every color.chart token of the token file, in order', () => {
    const keys = Object.keys(semanticTokenFile.color.chart).filter((key) => !key.startsWith('$'));
    expect(keys).toEqual([...chartSeries]);
  });

  it('keeps every series 3:1 against the surface and apart from the others in each shipped brand', () => {
    for (const [code, theme] of Object.entries(brandThemes())) {
      const palette = paletteOf(theme);
      for (const color of palette) expect(contrast(color, theme.color.bg.surface), `${code} ${color}`).toBeGreaterThanOrEqual(3);
      // 0.1 in OKLab is a clear step between hues; under colour blindness at least half that.
      expect(closestPair(palette, visions.typical!), code).toBeGreaterThanOrEqual(0.1);
      for (const vision of ['deuteranopia', 'protanopia', 'tritanopia']) {
        expect(closestPair(palette, visions[vision]!), `${code} ${vision}`).toBeGreaterThanOrEqual(0.05);
      }
    }
  });

  it('gives Kervan a "Shipped" (series 3) far from the red of "Canceled" (series 5), unlike its brand colour', () => {
    const { kervan } = brandThemes();
    const apart = (a: string, b: string) => closestPair([a, b], visions.typical!);
    expect(apart(kervan.color.chart['3'], kervan.color.chart['5'])).toBeGreaterThan(2 * apart(kervan.color.brand.default, kervan.color.danger.default));
  });

  it('raises the series on a partner\'s dark surface to 3:1 and keeps them apart', () => {
    const theme = themeFromSeeds({ brand: '#4f8cff', surface: '#14161b', text: '#eef0f4' });
    const palette = paletteOf(theme);
    for (const color of palette) expect(contrast(color, theme.color.bg.surface), color).toBeGreaterThanOrEqual(3);
    expect(closestPair(palette, visions.typical!)).toBeGreaterThanOrEqual(0.05);
  });
});
