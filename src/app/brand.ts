/**
 * The brand a visitor sees: the platform's, or a partner's (spec sections 1 and 4). A partner that
 * ships a token file has a build-time theme class; a partner only the API knows is themed at run time
 * from its seeds. The brand's name, logo, favicon and support address come from the partner record
 * when there is one, else from the token file's metadata.
 */
import { config } from '@/config';
import { brandInfo, hasPartnerTokenFile, type BrandCode } from '@/design-system/theme/brandFiles';
import { usePartner, type PartnerRecord } from '@/machines/partner';
import { overridePartner, useBrandOverride, withOverride } from '@/brand/apply';

export interface Brand {
  /** The build-time theme to apply ('default' for the platform and for API-only partners). */
  themeCode: BrandCode;
  /** The partner code, or null for the platform brand. */
  partnerCode: string | null;
  name: string;
  logo: string | null;
  favicon: string;
  /** A support e-mail address or URL (partners only). */
  support: string | null;
  /** Terms of service, privacy policy and help: the partner's own where its token file names them. */
  links: { terms: string; privacy: string; help: string };
}

const platformLinks: Brand['links'] = { terms: config.termsUrl, privacy: config.privacyUrl, help: config.helpUrl };

const hasTokenFile = (code: string): code is Exclude<BrandCode, 'default'> => hasPartnerTokenFile(code);

export const platformBrand: Brand = {
  themeCode: 'default',
  partnerCode: null,
  name: brandInfo.default.name,
  logo: brandInfo.default.logo ?? null,
  favicon: brandInfo.default.favicon ?? '/favicon.svg',
  support: null,
  links: platformLinks,
};

export function brandOf(partner: PartnerRecord | null): Brand {
  if (!partner) return platformBrand;
  const code = partner.code.toLowerCase();
  const shipped = hasTokenFile(code) ? brandInfo[code] : null;
  return {
    themeCode: shipped ? (code as BrandCode) : 'default',
    partnerCode: code,
    name: partner.source || shipped?.name || platformBrand.name,
    logo: partner.menuLogo || shipped?.logo || null,
    favicon: partner.path ? (partner.path.startsWith('/') || /^https?:/.test(partner.path) ? partner.path : `/partners/${code}/${partner.path}`) : (shipped?.favicon ?? platformBrand.favicon),
    support: partner.support || null,
    links: {
      terms: shipped?.termsUrl ?? platformLinks.terms,
      privacy: shipped?.privacyUrl ?? platformLinks.privacy,
      help: shipped?.helpUrl ?? platformLinks.help,
    },
  };
}

/** The brand of this visit, and whether the partner record is still loading. */
export function useBrand(): Brand & { loading: boolean; partner: PartnerRecord | null } {
  const { partner, loading } = usePartner();
  const override = useBrandOverride();
  // A brand being tried on /partner/page (or picked in Storybook's toolbar) changes the look only:
  // the partner code that sign-up records stays the visit's own.
  if (override) return { ...withOverride(brandOf(partner), override), loading: false, partner: overridePartner(override) };
  return { ...brandOf(partner), loading, partner };
}
