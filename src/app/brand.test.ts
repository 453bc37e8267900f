import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { brandOf, platformBrand } from './brand';

const record = (code: string) => ({ code, source: '', spm: code, path: '', menuLogo: '', support: '', theme: { brand: '#123456' } });

describe('a brand\'s terms, privacy and help pages', () => {
  it('are the platform\'s for the platform and for a partner that names none', () => {
    expect(platformBrand.links).toEqual({ terms: config.termsUrl, privacy: config.privacyUrl, help: config.helpUrl });
    expect(brandOf(record('harbor')).links).toEqual(platformBrand.links);
  });

  it('are the partner\'s own where its token file names them', () => {
    const kervan = brandOf(record('kervan')).links;
    expect(kervan.terms).toMatch(/^https:\/\/www\.kervanticaret\.com\.tr\//);
    expect(kervan.privacy).toMatch(/kervanticaret/);
    expect(kervan.help).toMatch(/kervanticaret/);
  });
});
