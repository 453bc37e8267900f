import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/api/storage';
import { clearCachedTranslations, LANG_CACHE_PREFIX, loadTranslations } from './loader';

const dictionaries: Record<string, object> = {
  '/static/lang/en.json': { hello: 'Hello' },
  '/static/lang/tr.json': { hello: 'Merhaba' },
};

const fetchFrom = (available: Record<string, object>) =>
  vi.fn(async (url: string) => {
    if (!(url in available)) throw new Error(`404 ${url}`);
    return available[url];
  });

describe('loadTranslations', () => {
  it('fetches the chosen language and English, and caches both with the app version', async () => {
    const storage = memoryStorage();
    const fetchJson = fetchFrom(dictionaries);
    const loaded = await loadTranslations('tr', { storage, appVersion: 'v1', fetchJson });
    expect(loaded).toEqual({ language: 'tr', dictionaries: { tr: { hello: 'Merhaba' }, en: { hello: 'Hello' } } });
    expect(fetchJson.mock.calls.map(([url]) => url).sort()).toEqual(['/static/lang/en.json', '/static/lang/tr.json']);
    expect(JSON.parse(storage.getItem(`${LANG_CACHE_PREFIX}tr`) ?? '')).toEqual({ version: 'v1', dictionary: { hello: 'Merhaba' } });
  });

  it('reads the cache while the app version is the same', async () => {
    const storage = memoryStorage();
    await loadTranslations('tr', { storage, appVersion: 'v1', fetchJson: fetchFrom(dictionaries) });
    const fetchJson = fetchFrom({});
    const loaded = await loadTranslations('tr', { storage, appVersion: 'v1', fetchJson });
    expect(fetchJson).not.toHaveBeenCalled();
    expect(loaded.dictionaries.tr).toEqual({ hello: 'Merhaba' });
  });

  it('fetches again when the app version changed', async () => {
    const storage = memoryStorage();
    await loadTranslations('tr', { storage, appVersion: 'v1', fetchJson: fetchFrom(dictionaries) });
    const fetchJson = fetchFrom({ ...dictionaries, '/static/lang/tr.json': { hello: 'Selam' } });
    const loaded = await loadTranslations('tr', { storage, appVersion: 'v2', fetchJson });
    expect(fetchJson).toHaveBeenCalled();
    expect(loaded.dictionaries.tr).toEqual({ hello: 'Selam' });
  });

  it('falls back silently to a stale copy of the chosen language when the fetch fails', async () => {
    const storage = memoryStorage();
    await loadTranslations('tr', { storage, appVersion: 'v1', fetchJson: fetchFrom(dictionaries) });
    const loaded = await loadTranslations('tr', { storage, appVersion: 'v2', fetchJson: fetchFrom({}) });
    expect(loaded).toEqual({ language: 'tr', dictionaries: { tr: { hello: 'Merhaba' }, en: { hello: 'Hello' } } });
  });

  it('falls back silently to English when the chosen language cannot be had', async () => {
    const loaded = await loadTranslations('zh', { storage: memoryStorage(), appVersion: 'v1', fetchJson: fetchFrom(dictionaries) });
    expect(loaded).toEqual({ language: 'en', dictionaries: { en: { hello: 'Hello' } } });
  });

  it('never throws, even with nothing reachable', async () => {
    await expect(loadTranslations('tr', { storage: memoryStorage(), appVersion: 'v1', fetchJson: fetchFrom({}) })).resolves.toEqual({
      language: 'en',
      dictionaries: {},
    });
  });

  it('refuses an answer that is not a dictionary', async () => {
    const loaded = await loadTranslations('en', { storage: memoryStorage(), appVersion: 'v1', fetchJson: async () => ['not', 'a', 'dictionary'] });
    expect(loaded.dictionaries).toEqual({});
  });
});

describe('clearCachedTranslations', () => {
  it('drops the cached dictionaries and nothing else', () => {
    const storage = memoryStorage({ [`${LANG_CACHE_PREFIX}en`]: '{}', [`${LANG_CACHE_PREFIX}tr`]: '{}', 'Customer-Token': 't' });
    clearCachedTranslations(storage);
    expect(storage.keys()).toEqual(['Customer-Token']);
  });
});
