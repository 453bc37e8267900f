/**
 * The interface language (spec sections 1, 4, 5, 8). Starts with the resolved language (saved
 * choice, Turkish host / partner, browser, English), loads its translations (silent fallback), and
 * on `language.switch` saves the choice, clears the loaded translations, shows "Switch Language
 * Success" and reloads the page. `language.adopt` (the signals changed at sign-in: a Turkish partner's
 * merchant) loads the language in place, without saving a choice or reloading.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notify } from '@/api';
import { appStorage } from '@/api/session';
import { setLanguage, clearDictionaries, t, type Language } from '@/i18n/i18n';
import { clearCachedTranslations, type LoadedTranslations } from '@/i18n/loader';
import { LANGUAGE_KEY, normalizeLanguage } from '@/i18n/resolve';
import { detectLanguage } from '@/i18n/detect';
import { reloadPage } from '@/routes/navigation';
import { applyTranslations, loadLanguage } from './translations';

export interface LanguageContext {
  language: Language;
}

export type LanguageEvent =
  | { type: 'language.switch'; language: string }
  /** The language the signals give once more is known (a partner merchant signed in): load it in place, save nothing. */
  | { type: 'language.adopt'; language: string };

export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as { language?: string } | undefined,
  },
  actors: {
    loadTranslations: fromPromise<LoadedTranslations, { language: Language }>(({ input }) => loadLanguage(input.language)),
  },
  actions: {
    /** Puts the dictionaries into the store and makes the loaded language the active one. */
    applyTranslations: (_, params: LoadedTranslations) => applyTranslations(params),
    activateLanguage: (_, params: { language: Language }) => setLanguage(params.language),
    assignLanguage: assign({ language: (_, params: { language: Language }) => params.language }),
    saveChoice: (_, params: { language: Language }) => appStorage.setItem(LANGUAGE_KEY, params.language),
    clearTranslations: () => {
      clearCachedTranslations(appStorage);
      clearDictionaries();
    },
    notifySwitched: () => notify({ kind: 'success', message: t('switchLanguageSuccess') }),
    reloadPage: () => reloadPage(),
  },
  delays: {
    /** Long enough to read "Switch Language Success" before the page goes. */
    reloadDelay: 900,
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ language: normalizeLanguage(input?.language ?? detectLanguage()) }),
  initial: 'loading',
  states: {
    loading: {
      entry: { type: 'activateLanguage', params: ({ context }) => ({ language: context.language }) },
      invoke: {
        src: 'loadTranslations',
        input: ({ context }) => ({ language: context.language }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'applyTranslations', params: ({ event }) => event.output },
            { type: 'assignLanguage', params: ({ event }) => ({ language: event.output.language }) },
          ],
        },
        // loadTranslations never rejects; this keeps the portal usable if an action throws.
        onError: { target: 'ready' },
      },
    },
    ready: {
      on: {
        'language.adopt': {
          guard: ({ context, event }) => normalizeLanguage(event.language) !== context.language,
          target: 'adopting',
          actions: { type: 'assignLanguage', params: ({ event }) => ({ language: normalizeLanguage(event.language) }) },
        },
        'language.switch': {
          target: 'switching',
          actions: [
            { type: 'assignLanguage', params: ({ event }) => ({ language: normalizeLanguage(event.language) }) },
            { type: 'saveChoice', params: ({ event }) => ({ language: normalizeLanguage(event.language) }) },
            // The success message is translated before the dictionaries are cleared.
            'notifySwitched',
            'clearTranslations',
          ],
        },
      },
    },
    /** Loads the adopted language while the current one stays on screen (no flash of untranslated keys). */
    adopting: {
      invoke: {
        src: 'loadTranslations',
        input: ({ context }) => ({ language: context.language }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'applyTranslations', params: ({ event }) => event.output },
            { type: 'assignLanguage', params: ({ event }) => ({ language: event.output.language }) },
          ],
        },
        onError: { target: 'ready' },
      },
    },
    /** The choice is saved; the page reloads in the new language after the message is seen. */
    switching: {
      after: { reloadDelay: { target: 'reloading' } },
    },
    reloading: { type: 'final', entry: 'reloadPage' },
  },
});

export type LanguageMachine = typeof languageMachine;
