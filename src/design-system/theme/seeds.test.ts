import { describe, expect, it } from 'vitest';
import { contrast, lightness, raiseContrast } from './color';
import { assertContrast, auditContrast, contrastPairs } from './contrast';
import { assertCompleteTheme } from './partners';
import { themeFromSeeds, validateSeeds } from './seeds';
import { resolveSemantic } from './tokens';

/** A small deterministic PRNG, so the "any seeds" test is the same on every run. */
function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}
const randomHex = (next: () => number) =>
  `#${Array.from({ length: 3 }, () => Math.floor(next() * 256).toString(16).padStart(2, '0')).join('')}`;

describe('themeFromSeeds', () => {
  it('turns five seed colours into a complete theme that meets AA', () => {
    const seeds = { brand: '#7c3aed', accent: '#f59e0b', surface: '#fcfcff', text: '#1e1b2e', sidebar: '#1b1035' };
    const theme = themeFromSeeds(seeds);
    expect(() => assertCompleteTheme(theme, 'five seeds')).not.toThrow();
    expect(auditContrast(theme)).toEqual([]);
    expect(theme.color.bg.surface).toBe('#fcfcff');
    expect(theme.color.sidebar.bg).toBe('#1b1035');
    expect(theme.color.brand.default).toBe('#7c3aed');
    // Hover and active states are derived darker than the brand on a light surface.
    expect(lightness(theme.color.brand.hover)).toBeLessThan(lightness(theme.color.brand.default));
    expect(lightness(theme.color.brand.active)).toBeLessThan(lightness(theme.color.brand.hover));
    expect(theme.color.brand.onBrand).toBe('#ffffff');
  });

  it('derives everything else from one brand colour', () => {
    const theme = themeFromSeeds({ brand: '#0d9488' });
    expect(() => assertCompleteTheme(theme, 'brand only')).not.toThrow();
    expect(auditContrast(theme)).toEqual([]);
    expect(theme.radius).toEqual(resolveSemantic().radius);
  });

  it('raises a pale brand so text on it and links reach AA', () => {
    const theme = themeFromSeeds({ brand: '#ffd84d', surface: '#ffffff' });
    expect(auditContrast(theme)).toEqual([]);
    expect(contrast(theme.color.brand.onBrand, theme.color.brand.default)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.color.text.link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.color.brand.default, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('raises seeds that would fall short: grey text on grey paper, a light sidebar with light text', () => {
    const theme = themeFromSeeds({ brand: '#3b82f6', surface: '#e5e5e5', text: '#9a9a9a', sidebar: '#f0f0f0' });
    expect(auditContrast(theme)).toEqual([]);
    expect(contrast(theme.color.text.default, theme.color.bg.subtle)).toBeGreaterThanOrEqual(4.5);
  });

  it('works on a dark surface', () => {
    const theme = themeFromSeeds({ brand: '#22d3ee', surface: '#111827', text: '#e5e7eb' });
    expect(auditContrast(theme)).toEqual([]);
    expect(lightness(theme.color.bg.canvas)).toBeGreaterThan(lightness(theme.color.bg.surface));
  });

  it('meets AA for any seeds (200 random partners)', () => {
    const next = prng(2026);
    for (let i = 0; i < 200; i += 1) {
      const seeds = { brand: randomHex(next), accent: randomHex(next), surface: randomHex(next), text: randomHex(next), sidebar: randomHex(next) };
      const failures = auditContrast(themeFromSeeds(seeds));
      expect(failures, JSON.stringify(seeds)).toEqual([]);
    }
  });

  it('scales radius from the seed and puts the partner font first', () => {
    const theme = themeFromSeeds({ brand: '#b4432b', radius: '10px', fontFamily: 'Manrope Variable' });
    expect(theme.radius).toEqual({ none: '0px', sm: '6px', md: '10px', lg: '16px', full: '9999px' });
    expect(theme.font.family.body).toBe('"Manrope Variable", "Noto Sans CJK SC", "Noto Sans SC", system-ui, sans-serif');
  });

  it('rejects seeds that cannot make a theme', () => {
    expect(() => validateSeeds({})).toThrow(/"brand" must be a colour/);
    expect(() => validateSeeds({ brand: '#123456', surface: 'paper' })).toThrow(/"surface" must be a colour/);
    expect(() => validateSeeds({ brand: '#123456', radius: '1rem' })).toThrow(/"radius" must be a px length/);
  });
});

describe('contrast checks', () => {
  it('the platform theme meets AA on every pair', () => {
    expect(() => assertContrast(resolveSemantic(), 'default')).not.toThrow();
  });

  it('fails a theme with a derived text/background pair below AA', () => {
    const theme = themeFromSeeds({ brand: '#0d9488' });
    theme.color.text.muted = '#c0c0c0';
    theme.color.brand.onBrand = '#5eead4';
    const failures = auditContrast(theme);
    expect(failures.map((f) => `${f.foreground} on ${f.background}`)).toEqual(
      expect.arrayContaining(['color.text.muted on color.bg.surface', 'color.brand.onBrand on color.brand.default']),
    );
    expect(() => assertContrast(theme, 'broken')).toThrow(/falls below WCAG AA[\s\S]*color\.text\.muted on color\.bg\.surface: 1\.\d\d:1 \(needs 4\.5:1\)/);
  });

  it('every pair names real contract leaves', () => {
    const theme = resolveSemantic();
    for (const pair of contrastPairs) expect(() => auditContrast({ ...theme })).not.toThrow(pair.foreground);
  });
});

describe('raiseContrast', () => {
  it('leaves a colour that already passes untouched', () => {
    expect(raiseContrast('#1f2937', ['#ffffff'], 4.5)).toBe('#1f2937');
  });

  it('moves a colour as little as needed, keeping its hue', () => {
    const raised = raiseContrast('#f97316', ['#ffffff'], 4.5);
    expect(contrast(raised, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(raised, '#ffffff')).toBeLessThan(4.7);
    expect(raised).not.toBe('#000000');
  });

  it('lightens against dark backgrounds', () => {
    const raised = raiseContrast('#334155', ['#0f172a'], 4.5);
    expect(lightness(raised)).toBeGreaterThan(lightness('#334155'));
    expect(contrast(raised, '#0f172a')).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to black or white when backgrounds differ too much to share one colour', () => {
    expect(['#000000', '#ffffff']).toContain(raiseContrast('#777777', ['#ffffff', '#000000'], 4.5));
  });
});
