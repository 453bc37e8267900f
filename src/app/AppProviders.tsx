/**
 * The app-level actors, outermost first: language (translations must load before any text), partner
 * (the brand), session, permission and version check. Stories and tests pass other logic for any of
 * them (`machine.provide({ actors })`), so nothing here reaches the network unless asked to.
 */
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientChoice } from '@/kit/data/queryClientChoice';
import { LanguageContext, languageMachine } from '@/machines/language';
import { PartnerContext, partnerMachine } from '@/machines/partner';
import { SessionContext, sessionMachine } from '@/machines/session';
import { PermissionContext, permissionMachine } from '@/machines/permission';
import { VersionCheckContext, versionCheckMachine } from '@/machines/versionCheck';

export interface AppLogic {
  language?: typeof languageMachine;
  partner?: typeof partnerMachine;
  session?: typeof sessionMachine;
  permission?: typeof permissionMachine;
  versionCheck?: typeof versionCheckMachine;
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
      <LanguageContext.Provider logic={logic.language ?? languageMachine} options={{ input: languageInput }}>
        <PartnerContext.Provider logic={logic.partner ?? partnerMachine} options={{ input: partnerInput }}>
          <SessionContext.Provider logic={logic.session ?? sessionMachine}>
            <PermissionContext.Provider logic={logic.permission ?? permissionMachine}>
              <VersionCheckContext.Provider logic={logic.versionCheck ?? versionCheckMachine}>{children}</VersionCheckContext.Provider>
            </PermissionContext.Provider>
          </SessionContext.Provider>
        </PartnerContext.Provider>
      </LanguageContext.Provider>
    </QueryClientChoice.Provider>
  );
}
