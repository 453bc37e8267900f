/**
 * Puts the brand and the language on <html>, where React Aria's portalled overlays inherit them:
 * the theme class (or a run-time partner theme from seeds), `lang`, the favicon and the brand in the
 * document title.
 */
import { useEffect } from 'react';
import { applyBrand, applyPartnerTheme } from '@/design-system/theme/runtime';
import { useTranslation } from '@/i18n/i18n';
import { useBrand } from './brand';

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
}

export function BrandEffects() {
  const brand = useBrand();
  const { lang } = useTranslation();
  const { partner, themeCode, favicon } = brand;

  useEffect(() => {
    applyBrand(themeCode);
    // A partner without a token file of ours is themed from the seeds its API record carries.
    if (partner && themeCode === 'default' && partner.theme) return applyPartnerTheme(partner.theme);
    return undefined;
  }, [partner, themeCode]);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  useEffect(() => {
    if (!brand.loading) setFavicon(favicon);
  }, [favicon, brand.loading]);

  return null;
}
