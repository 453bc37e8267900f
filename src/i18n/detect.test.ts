import { afterEach, describe, expect, it, vi } from 'vitest';
import { appCookies, appStorage } from '@/api/session';
import { PARTNER_COOKIE } from '@/api/partnerSource';
import { detectLanguage } from './detect';
import { LANGUAGE_KEY } from './resolve';

afterEach(() => {
  vi.unstubAllGlobals();
  appStorage.removeItem(LANGUAGE_KEY);
  appCookies.remove(PARTNER_COOKIE);
});

const page = (search: string, languages: string[], hostname = 'portal.example.com') => {
  vi.stubGlobal('location', { search, hostname, pathname: '/login' });
  vi.stubGlobal('navigator', { languages, language: languages[0] });
};

describe('detectLanguage (the page signals fed to the rules)', () => {
  it('reads the browser languages', () => {
    page('', ['zh-CN', 'en']);
    expect(detectLanguage()).toBe('zh');
  });

  it('makes Turkish the default through ?spm=kervan and through the partner cookie', () => {
    page('?spm=kervan', ['en-US']);
    expect(detectLanguage()).toBe('tr');
    page('', ['en-US']);
    appCookies.set(PARTNER_COOKIE, 'kervan');
    expect(detectLanguage()).toBe('tr');
  });

  it('keeps the saved choice above the partner and the browser', () => {
    page('?spm=kervan', ['zh-CN']);
    appStorage.setItem(LANGUAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
  });
});
