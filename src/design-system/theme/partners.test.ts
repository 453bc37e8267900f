import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditContrast } from './contrast';
import {
  assertCompleteTheme,
  brandInfo,
  brandThemes,
  partnerTheme,
  partnerTokenFiles,
  readPartnerFile,
} from './partners';
import { leafPaths } from './tokens';

const partnersDir = new URL('../../../design-tokens/partners/', import.meta.url);

describe('partner token files', () => {
  it('registers every file in design-tokens/partners/ as a brand', () => {
    const files = readdirSync(partnersDir).filter((name) => name.endsWith('.tokens.json'));
    expect(files.map((name) => name.replace('.tokens.json', '')).sort()).toEqual(Object.keys(partnerTokenFiles).sort());
  });

  it('expands every shipped brand to a complete theme that meets WCAG AA', () => {
    const themes = brandThemes();
    expect(Object.keys(themes)).toEqual(['default', 'kervan', 'lumen']);
    for (const [code, theme] of Object.entries(themes)) {
      expect(() => assertCompleteTheme(theme, code)).not.toThrow();
      expect(auditContrast(theme), code).toEqual([]);
    }
  });

  it('gives the partners clearly different looks from the platform and each other', () => {
    const { default: platform, kervan, lumen } = brandThemes();
    const looks = [platform, kervan, lumen].map((theme) => [
      theme.color.brand.default,
      theme.color.sidebar.bg,
      theme.radius.md,
      theme.font.family.body,
    ]);
    expect(new Set(looks.map((look) => look[0])).size).toBe(3);
    expect(new Set(looks.map((look) => look[1])).size).toBe(3);
    expect(new Set(looks.map((look) => look[2])).size).toBe(3);
    expect(lumen.font.family.body).toMatch(/^"Manrope Variable"/);
    expect(lumen.radius.md).toBe('0px');
  });

  it('carries brand metadata; Kervan is the Turkish-market partner', () => {
    expect(brandInfo.default.name).toBe('Merchant Portal');
    expect(brandInfo.kervan).toMatchObject({ name: 'Kervan Ticaret', defaultLanguage: 'tr', logo: '/partners/kervan/logo.svg' });
    expect(brandInfo.lumen).toMatchObject({ name: 'Lumen Fulfilment', favicon: '/partners/lumen/favicon.svg' });
  });

  it('fails when a theme leaves any contract leaf unset', () => {
    const theme = structuredClone(brandThemes().kervan);
    delete (theme.color.sidebar as Partial<typeof theme.color.sidebar>).hoverBg;
    theme.space.md = '';
    expect(() => assertCompleteTheme(theme as never, 'broken')).toThrow(
      /color\.sidebar\.hoverBg is unset[\s\S]*space\.md is empty/,
    );
  });

  it('fails when a partner file sets a leaf the contract does not have', () => {
    const file = structuredClone(partnerTokenFiles.kervan) as Record<string, unknown>;
    file.color = { sidebar: { glow: { $value: '#ff0000' } } };
    expect(() => readPartnerFile(file, 'kervan')).toThrow(/"color\.sidebar\.glow", which is not a contract leaf/);
  });

  it('fails when a partner file has no brand seed or names another code', () => {
    const noBrand = structuredClone(partnerTokenFiles.lumen) as { seed: { color: Record<string, unknown> } };
    delete noBrand.seed.color.brand;
    expect(() => readPartnerFile(noBrand, 'lumen')).toThrow(/"brand" must be a colour/);
    expect(() => readPartnerFile(partnerTokenFiles.lumen, 'kervan')).toThrow(/declares code "lumen"/);
  });

  it('applies a partner file override to its leaf and still audits it', () => {
    const definition = readPartnerFile(partnerTokenFiles.kervan, 'kervan');
    const withAccentSidebar = { ...definition, overrides: { 'color.sidebar.activeBg': '#8a3220' } };
    expect(partnerTheme(withAccentSidebar).color.sidebar.activeBg).toBe('#8a3220');
    // An override that breaks AA fails like a derived pair would.
    const unreadable = { ...definition, overrides: { 'color.text.muted': '#d8d0c8' } };
    expect(() => partnerTheme(unreadable)).toThrow(/color\.text\.muted on color\.bg\.surface/);
  });

  it('exposes one contract leaf per semantic token', () => {
    expect(leafPaths()).toContain('size.topBar');
    expect(brandThemes().kervan.size).toMatchObject({ topBar: '50px', shipToDialog: '400px' });
  });
});
