/**
 * How a brand override (brandOverride.ts) lands on the visit's brand: name, logo, favicon and support
 * contact replace the partner's, and seeds travel as a partner record's `theme`, so BrandEffects puts
 * them on <html> through the same run-time path as a partner known only to the API.
 */
import type { Brand } from '@/app/brand';
import { brandInfo, type BrandCode } from '@/design-system/theme/brandFiles';
import type { PartnerRecord } from '@/machines/partner';
import type { BrandOverride } from './brandOverride';

export { useBrandOverride } from './brandOverride';

export function withOverride(brand: Brand, override: BrandOverride): Brand {
  return {
    themeCode: override.themeCode,
    partnerCode: brand.partnerCode,
    name: override.name,
    logo: override.logo,
    favicon: override.favicon ?? override.logo ?? brand.favicon,
    support: override.support ?? brand.support,
    links: linksOf(override.themeCode, brand.links),
  };
}

/** A shipped partner brand's own terms/privacy/help pages (Storybook's brand toolbar), else the visit's. */
function linksOf(themeCode: BrandCode, fallback: Brand['links']): Brand['links'] {
  if (themeCode === 'default') return fallback;
  const info = brandInfo[themeCode];
  return { terms: info.termsUrl ?? fallback.terms, privacy: info.privacyUrl ?? fallback.privacy, help: info.helpUrl ?? fallback.help };
}

/** The record BrandEffects reads the run-time theme from (null when the override is a build-time class). */
const records = new WeakMap<BrandOverride, PartnerRecord>();

export function overridePartner(override: BrandOverride): PartnerRecord | null {
  if (!override.seeds) return null;
  // One record per override, so BrandEffects (keyed on the record) re-themes only when it changes.
  const known = records.get(override);
  if (known) return known;
  const record: PartnerRecord = {
    code: 'preview',
    source: override.name,
    spm: 'preview',
    path: '',
    menuLogo: override.logo ?? '',
    support: override.support ?? '',
    theme: override.seeds,
  };
  records.set(override, record);
  return record;
}
