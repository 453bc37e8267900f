/**
 * The interface language: `LanguageContext.Provider` at the app root (it loads the translations);
 * `useLanguage()` for the active language and whether translations are ready; switch with
 * `send({ type: 'language.switch', language: 'tr' })` (saves, clears, "Switch Language Success", reloads).
 */
import { createActorContext } from '@xstate/react';
import { languageMachine } from './languageMachine';

export * from './languageMachine';

export const LanguageContext = createActorContext(languageMachine);

export function useLanguage() {
  const language = LanguageContext.useSelector((s) => s.context.language);
  const ready = LanguageContext.useSelector((s) => !s.matches('loading'));
  return { language, ready };
}
