import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { setNotifier, type Notification } from '@/api';
import { appStorage } from '@/api/session';
import { getLanguage, setDictionary, t, type Language } from '@/i18n/i18n';
import { LANG_CACHE_PREFIX, type LoadedTranslations } from '@/i18n/loader';
import { LANGUAGE_KEY } from '@/i18n/resolve';
import { languageMachine } from './languageMachine';

const notifications: Notification[] = [];
const reloads = vi.fn();

const machineLoading = (loaded: (lang: Language) => LoadedTranslations) =>
  languageMachine.provide({
    actors: { loadTranslations: fromPromise(async ({ input }: { input: { language: Language } }) => loaded(input.language)) },
    actions: { reloadPage: reloads },
    delays: { reloadDelay: 0 },
  });

const dictionaries = {
  en: { switchLanguageSuccess: 'Switch Language Success', hello: 'Hello' },
  tr: { switchLanguageSuccess: 'Dil başarıyla değiştirildi', hello: 'Merhaba' },
};

beforeEach(() => {
  notifications.length = 0;
  reloads.mockClear();
  setNotifier((n) => notifications.push(n));
  appStorage.removeItem(LANGUAGE_KEY);
});
afterEach(() => setNotifier(null));

describe('language machine', () => {
  it('loads the translations of the given language and makes it active', async () => {
    const actor = createActor(machineLoading(() => ({ language: 'tr', dictionaries })), { input: { language: 'tr' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(getLanguage()).toBe('tr');
    expect(t('hello')).toBe('Merhaba');
  });

  it('treats a language outside the list as English', () => {
    const actor = createActor(machineLoading(() => ({ language: 'en', dictionaries })), { input: { language: 'fr' } }).start();
    expect(actor.getSnapshot().context.language).toBe('en');
  });

  it('falls back to English silently when the chosen dictionary is missing', async () => {
    const actor = createActor(machineLoading(() => ({ language: 'en', dictionaries: { en: dictionaries.en } })), { input: { language: 'zh' } }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.language).toBe('en');
    expect(notifications).toEqual([]);
  });

  it('adopting a language learnt at sign-in loads it in place: nothing saved, no reload, no message', async () => {
    const actor = createActor(machineLoading((language) => ({ language, dictionaries })), { input: { language: 'en' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'language.adopt', language: 'en' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'language.adopt', language: 'tr' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.language).toBe('tr');
    expect(getLanguage()).toBe('tr');
    expect(t('hello')).toBe('Merhaba');
    expect(appStorage.getItem(LANGUAGE_KEY)).toBeNull();
    expect(reloads).not.toHaveBeenCalled();
    expect(notifications).toEqual([]);
  });

  it('switching saves the choice, clears loaded translations, shows "Switch Language Success", then reloads', async () => {
    setDictionary('en', dictionaries.en);
    appStorage.setItem(`${LANG_CACHE_PREFIX}en`, JSON.stringify({ version: 'v', dictionary: dictionaries.en }));
    const actor = createActor(machineLoading(() => ({ language: 'en', dictionaries })), { input: { language: 'en' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'language.switch', language: 'tr' });
    expect(appStorage.getItem(LANGUAGE_KEY)).toBe('tr');
    expect(appStorage.getItem(`${LANG_CACHE_PREFIX}en`)).toBeNull();
    expect(t('hello')).toBe('hello');
    expect(notifications).toEqual([{ kind: 'success', message: 'Switch Language Success' }]);
    await waitFor(actor, (s) => s.matches('reloading'));
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('switching to an unsupported language saves English', async () => {
    const actor = createActor(machineLoading(() => ({ language: 'tr', dictionaries })), { input: { language: 'tr' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'language.switch', language: 'xx' });
    expect(appStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });
});
