/**
 * The server-state cache (TanStack Query, src/kit/data) around everything, then the app-level actors, outermost first: language (translations must load before any text), partner
 * (the brand), session, permission and version check. Stories and tests pass other logic for any of
 * them (`machine.provide({ actors })`), so nothing here reaches the network unless asked to.
 */
import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { notify } from '@/api';
import { t } from '@/i18n/i18n';
import { createQueryClient } from '@/kit/data';
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
  /** A QueryClient of the caller's (tests); by default one per app, showing failures as toasts. */
  queryClient?: QueryClient;
  children: ReactNode;
}

const newQueryClient = () => createQueryClient({ notify, fallbackMessage: () => t('error.requestFailed') });

export function AppProviders({ logic = {}, languageInput, partnerInput, queryClient, children }: AppProvidersProps) {
  const [ownClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient ?? ownClient}>
      <LanguageContext.Provider logic={logic.language ?? languageMachine} options={{ input: languageInput }}>
        <PartnerContext.Provider logic={logic.partner ?? partnerMachine} options={{ input: partnerInput }}>
          <SessionContext.Provider logic={logic.session ?? sessionMachine}>
            <PermissionContext.Provider logic={logic.permission ?? permissionMachine}>
              <VersionCheckContext.Provider logic={logic.versionCheck ?? versionCheckMachine}>{children}</VersionCheckContext.Provider>
            </PermissionContext.Provider>
          </SessionContext.Provider>
        </PartnerContext.Provider>
      </LanguageContext.Provider>
    </QueryClientProvider>
  );
}
