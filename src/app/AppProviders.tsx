/**
 * The app-level actors, outermost first: language (translations must load before any text), partner
 * (the brand), session, permission and version check. Their machines load with the signed-in shell
 * (src/machines/lazyActor.tsx: plain boot code until then, so /login carries no xstate). Stories and tests
 * pass other logic for any of them (`machine.provide({ actors })`) with xstate's `createActor`, which then
 * runs at once, so nothing here reaches the network unless asked to.
 */
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { createActor } from 'xstate';
import { QueryClientChoice } from '@/kit/data/queryClientChoice';
import { LanguageContext, type LanguageMachine } from '@/machines/language';
import { PartnerContext, type PartnerMachine } from '@/machines/partner';
import { SessionContext, type SessionMachine } from '@/machines/session';
import { PermissionContext, type PermissionMachine } from '@/machines/permission';
import { VersionCheckContext, type VersionCheckMachine } from '@/machines/versionCheck';

export interface AppLogic {
  /** xstate's createActor, needed with any logic given here (the app's own loads with the shell). */
  createActor?: typeof createActor;
  language?: LanguageMachine;
  partner?: PartnerMachine;
  session?: SessionMachine;
  permission?: PermissionMachine;
  versionCheck?: VersionCheckMachine;
}

export interface AppProvidersProps {
  logic?: AppLogic;
  /** Inputs for the machines that take one (e.g. a fixed language or partner code in stories). */
  languageInput?: { language?: string };
  partnerInput?: { code?: string | null };
  /**
   * A QueryClient of the caller's (tests) for the signed-in shell; by default the shell makes its own,
   * showing failures as toasts (src/kit/data/DataProvider.tsx, loaded with the shell, so /login has no TanStack).
   */
  queryClient?: QueryClient;
  children: ReactNode;
}

export function AppProviders({ logic = {}, languageInput, partnerInput, queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientChoice.Provider value={queryClient ?? null}>
      <LanguageContext.Provider logic={logic.language} createActor={logic.createActor} options={{ input: languageInput }}>
        <PartnerContext.Provider logic={logic.partner} createActor={logic.createActor} options={{ input: partnerInput }}>
          <SessionContext.Provider logic={logic.session} createActor={logic.createActor}>
            <PermissionContext.Provider logic={logic.permission} createActor={logic.createActor}>
              <VersionCheckContext.Provider logic={logic.versionCheck} createActor={logic.createActor}>
                {children}
              </VersionCheckContext.Provider>
            </PermissionContext.Provider>
          </SessionContext.Provider>
        </PartnerContext.Provider>
      </LanguageContext.Provider>
    </QueryClientChoice.Provider>
  );
}
