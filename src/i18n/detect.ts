/** The language signals of the current page, fed to the pure resolveLanguage. */
import { config } from '@/config';
import { appStorage } from '@/api/session';
import { currentPartnerCode } from '@/api/partnerSource';
import type { Language } from './i18n';
import { LANGUAGE_KEY, resolveLanguage, type LanguageSignals } from './resolve';

/** `overrides` replaces signals learnt later, e.g. the partner of the merchant who just signed in. */
export function detectLanguage(overrides: Partial<LanguageSignals> = {}): Language {
  const nav = globalThis.navigator;
  return resolveLanguage({
    saved: appStorage.getItem(LANGUAGE_KEY),
    hostname: globalThis.location?.hostname ?? '',
    partnerCode: currentPartnerCode(),
    browserLanguages: nav ? (nav.languages?.length ? nav.languages : [nav.language]) : [],
    turkishHosts: config.turkishHosts,
    turkishPartnerCode: config.turkishPartnerCode,
    ...overrides,
  });
}
