import { describe, expect, it } from 'vitest';
import { normalizeLanguage, resolveLanguage, supportedLanguage, type LanguageSignals } from './resolve';

const base: LanguageSignals = { turkishHosts: ['merchantportal.com.tr'], turkishPartnerCode: 'kervan' };

describe('resolveLanguage (spec sections 1 and 5)', () => {
  const rows: [string, Partial<LanguageSignals>, string][] = [
    ['the saved choice wins over everything', { saved: 'zh', hostname: 'merchantportal.com.tr', partnerCode: 'kervan', browserLanguages: ['tr'] }, 'zh'],
    ['a saved language outside the list means English', { saved: 'fr', browserLanguages: ['zh-CN'] }, 'en'],
    ['Turkish on the Turkish host', { hostname: 'merchantportal.com.tr', browserLanguages: ['zh-CN'] }, 'tr'],
    ['host matching ignores case', { hostname: 'MerchantPortal.com.TR' }, 'tr'],
    ['Turkish for the kervan partner', { partnerCode: 'kervan', browserLanguages: ['en-US'] }, 'tr'],
    ['another partner does not force Turkish', { partnerCode: 'lumen', browserLanguages: ['zh-TW'] }, 'zh'],
    ['the browser language when supported', { browserLanguages: ['zh-CN', 'en'] }, 'zh'],
    ['the first supported browser language', { browserLanguages: ['de-DE', 'fr', 'tr-TR'] }, 'tr'],
    ['English when the browser speaks nothing supported', { browserLanguages: ['de-DE', 'fr'] }, 'en'],
    ['English with no signals at all', {}, 'en'],
  ];
  it.each(rows)('%s', (_, signals, expected) => {
    expect(resolveLanguage({ ...base, ...signals })).toBe(expected);
  });
});

describe('language normalisation', () => {
  it('reads the primary subtag', () => {
    expect(supportedLanguage('zh-Hans-CN')).toBe('zh');
    expect(supportedLanguage('TR')).toBe('tr');
    expect(supportedLanguage('pt-BR')).toBeNull();
  });
  it('turns anything unsupported into English', () => {
    expect(normalizeLanguage('tr')).toBe('tr');
    expect(normalizeLanguage('de')).toBe('en');
    expect(normalizeLanguage(undefined)).toBe('en');
  });
});
