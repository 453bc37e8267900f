import { describe, expect, it } from 'vitest';
import kervanFile from '../../../design-tokens/partners/kervan.tokens.json';
import { contrast } from './color';
import { auditContrast, contrastPairs, valueAt } from './contrast';
import { partnerTheme, readPartnerFile } from './partners';
import { themeFromSeeds, type PartnerSeeds } from './seeds';
import { contrastReport, partnerTokenFile, partnerTokenFileText } from './studio';

/** Five seeds a partner might well pick, each failing AA as given. */
const hostile: PartnerSeeds = {
  brand: '#ffe600', // yellow brand on white: invisible as a button, unreadable as a link
  accent: '#fff3a0', // pale focus ring
  surface: '#9a9a9a', // grey surface ...
  text: '#8c8c8c', // ... with grey text on it
  sidebar: '#777777', // mid-grey sidebar: neither white nor black text is comfortable
  radius: '14px',
  fontFamily: 'Manrope Variable',
};

describe('contrast report', () => {
  it('turns five hostile seeds into a theme whose every listed pair meets AA', () => {
    const report = contrastReport(hostile);
    expect(report.failingBefore).toBeGreaterThan(0);
    expect(auditContrast(report.theme)).toEqual([]);
    expect(report.rows).toHaveLength(contrastPairs.length);
    for (const row of report.rows) {
      expect(row.after, `${row.foreground} on ${row.background}`).toBeGreaterThanOrEqual(row.min);
      expect(contrast(valueAt(report.theme, row.foreground), valueAt(report.theme, row.background))).toBeGreaterThanOrEqual(row.min);
    }
  });

  it('names the seeds the repair moved, with their old and new values', () => {
    const report = contrastReport({ brand: '#ffe600', surface: '#ffffff', text: '#c0c0c0' });
    const moved = report.adjusted.map((a) => a.seed);
    expect(moved).toEqual(expect.arrayContaining(['brand', 'text']));
    expect(moved).not.toContain('surface');
    const text = report.adjusted.find((a) => a.seed === 'text')!;
    expect(text.from).toBe('#c0c0c0');
    expect(contrast(text.to, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('reports nothing adjusted and nothing failing for a shipped partner', () => {
    const { seeds } = readPartnerFile(kervanFile, 'kervan');
    const report = contrastReport(seeds);
    expect(report.rows.every((row) => row.after >= row.min)).toBe(true);
    expect(report.adjusted.filter((a) => a.seed === 'surface' || a.seed === 'sidebar')).toEqual([]);
  });
});

describe('partner token file export', () => {
  it('round-trips through the build loader into the same theme', () => {
    const input = { code: 'acme-goods', name: 'Acme Goods', seeds: hostile, logoExtension: 'svg' as const, defaultLanguage: 'tr' as const };
    const file = JSON.parse(partnerTokenFileText(input)) as object;
    const definition = readPartnerFile(file, 'acme-goods');
    expect(definition.info).toEqual({ code: 'acme-goods', name: 'Acme Goods', logo: '/partners/acme-goods/logo.svg', favicon: '/partners/acme-goods/logo.svg', defaultLanguage: 'tr' });
    expect(definition.overrides).toEqual({});
    expect(definition.seeds).toEqual(hostile);
    expect(partnerTheme(definition)).toEqual(themeFromSeeds(hostile));
  });

  it('has the shape of the shipped partner files (sparse: metadata and seeds only)', () => {
    const { seeds, info } = readPartnerFile(kervanFile, 'kervan');
    const file = partnerTokenFile({ code: 'kervan', name: info.name, seeds });
    expect(Object.keys(file).sort()).toEqual(Object.keys(kervanFile).sort());
    const shipped = kervanFile.seed as Record<string, unknown>;
    const exported = file.seed as Record<string, Record<string, unknown>>;
    expect(Object.keys(exported).sort()).toEqual(Object.keys(shipped).sort());
    expect(exported.color!.$type).toBe('color');
    expect(readPartnerFile(file, 'kervan').seeds).toEqual(seeds);
  });

  it('refuses a bad code, an empty name or seeds that cannot make a theme', () => {
    expect(() => partnerTokenFile({ code: 'Bad Code', name: 'X', seeds: { brand: '#123456' } })).toThrow(/lower-case/);
    expect(() => partnerTokenFile({ code: 'ok', name: '  ', seeds: { brand: '#123456' } })).toThrow(/name/);
    expect(() => partnerTokenFile({ code: 'ok', name: 'Ok', seeds: { brand: 'red-ish' } })).toThrow(/colour/);
  });
});
