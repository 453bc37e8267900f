import { describe, expect, it } from 'vitest';
import { endTrialBrand, getBrandOverride, parseBrandOverride, setBrandOverride, startTrialBrand, type BrandOverride } from './brandOverride';

const trial: BrandOverride = {
  themeCode: 'default',
  name: 'Acme Goods',
  logo: 'data:image/svg+xml;base64,PHN2Zy8+',
  favicon: null,
  support: null,
  seeds: { brand: '#3056d3', surface: '#ffffff', radius: '8px', fontFamily: 'Inter Variable' },
};

describe('brand override', () => {
  it('accepts what the studio writes', () => {
    expect(parseBrandOverride(trial)).toEqual(trial);
  });

  it('drops stored values that are off (tampered sessionStorage)', () => {
    expect(parseBrandOverride({ ...trial, themeCode: 'nobody' })).toBeNull();
    expect(parseBrandOverride({ ...trial, name: '' })).toBeNull();
    expect(parseBrandOverride({ ...trial, seeds: { brand: 'red; background: url(x)' } })).toBeNull();
    expect(parseBrandOverride({ ...trial, seeds: { ...trial.seeds, radius: '1e9px' } })).toBeNull();
    // A logo that is not a PNG/SVG data URL or a site path is dropped, the rest kept.
    expect(parseBrandOverride({ ...trial, logo: 'javascript:alert(1)' })?.logo).toBeNull();
    expect(parseBrandOverride({ ...trial, logo: 'https://evil.example/x.svg' })?.logo).toBeNull();
  });

  it('a trial wins over the toolbar brand and ending it shows the toolbar brand again', () => {
    const kervan: BrandOverride = { themeCode: 'kervan', name: 'Kervan Ticaret', logo: null, favicon: null, support: null, seeds: null };
    setBrandOverride(kervan);
    expect(getBrandOverride()).toBe(kervan);
    startTrialBrand(trial, { persist: false });
    expect(getBrandOverride()?.name).toBe('Acme Goods');
    endTrialBrand();
    expect(getBrandOverride()).toBe(kervan);
    setBrandOverride(null);
    expect(getBrandOverride()).toBeNull();
  });
});
