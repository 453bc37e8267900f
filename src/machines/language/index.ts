/**
 * The interface language: `LanguageContext.Provider` at the app root (it loads the translations);
 * `useLanguage()` for the active language and whether translations are ready; switch with
 * `send({ type: 'language.switch', language: 'tr' })` (saves, clears, "Switch Language Success", reloads).
 * The first load is plain code (./translations); the machine (./languageMachine) runs from `ready` once the
 * shell loads or a switch is asked for (src/machines/lazyActor.tsx).
 */
import { detectLanguage } from '@/i18n/detect';
import { normalizeLanguage } from '@/i18n/resolve';
import { setLanguage } from '@/i18n/i18n';
import { createLazyActorContext } from '../lazyActor';
import type { LanguageMachine } from './languageMachine';
import { applyTranslations, loadLanguage } from './translations';

export type { LanguageContext as LanguageMachineContext, LanguageEvent, LanguageMachine } from './languageMachine';

export const LanguageContext = createLazyActorContext<LanguageMachine, { language?: string }>({
  machine: (runtime) => runtime.languageMachine,
  initial: (input) => ({ value: 'loading', context: { language: normalizeLanguage(input?.language ?? detectLanguage()) } }),
  // The machine's `loading` state, without the machine: the translations load (never rejects), then `ready`.
  settle: ({ context }, control) => {
    setLanguage(context.language);
    return loadLanguage(context.language)
      .then((loaded) => {
        applyTranslations(loaded);
        control.set({ value: 'ready', context: { language: loaded.language } });
      })
      .catch(() => control.set({ value: 'ready', context }));
  },
  resume: true,
  startOnEvent: true,
});

export function useLanguage() {
  const language = LanguageContext.useSelector((s) => s.context.language);
  const ready = LanguageContext.useSelector((s) => !s.matches('loading'));
  return { language, ready };
}
