/**
 * Which language the portal starts in (spec sections 1 and 5), as one pure function: the saved
 * choice; else Turkish on a Turkish host or for the Turkish partner code; else the browser language
 * when it is en, zh or tr; else English. Anything outside the supported list means English.
 */
import { isLanguage, type Language } from './i18n';

/** localStorage key of the visitor's own choice. */
export const LANGUAGE_KEY = 'Customer-Language';

export interface LanguageSignals {
  saved?: string | null;
  hostname?: string;
  partnerCode?: string | null;
  /** navigator.languages (or [navigator.language]), most preferred first. */
  browserLanguages?: readonly string[];
  turkishHosts: readonly string[];
  turkishPartnerCode: string;
}

/** `zh-CN` → `zh`, `TR` → `tr`; null when the primary subtag is not supported. */
export function supportedLanguage(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** Spec section 5: a language outside the supported list becomes English. */
export const normalizeLanguage = (value: unknown): Language => (isLanguage(value) ? value : 'en');

export function resolveLanguage(signals: LanguageSignals): Language {
  if (signals.saved) return normalizeLanguage(signals.saved);
  const host = (signals.hostname ?? '').toLowerCase();
  if (host && signals.turkishHosts.some((h) => h.toLowerCase() === host)) return 'tr';
  if (signals.partnerCode && signals.partnerCode.toLowerCase() === signals.turkishPartnerCode.toLowerCase()) return 'tr';
  for (const tag of signals.browserLanguages ?? []) {
    const language = supportedLanguage(tag);
    if (language) return language;
  }
  return 'en';
}
