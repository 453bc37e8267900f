/**
 * /storeSettings/vat (storeSettings): tax numbers (storeTaxNumberList/Save/Remove) and connected
 * accounts (getConnectAccList, addPaypayAuth, sendReplayEmailCode, verifyReplayEmailCode,
 * disConnectAccount). A 9001 naming a form field is shown on the field; anything else as a toast.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '@/api/client';
import type { ServerFieldErrors } from '@/design-system/components/Form';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { fieldErrorsOf } from '@/kit/form';
import { StoreSettingsView } from './StoreSettingsView';
import { rememberConnect } from './format';

const TAX_FIELDS = ['storeId', 'countryId', 'taxNumber'] as const;
const ACCOUNT_FIELDS = ['authCode', 'email', 'code'] as const;

export default function StoreSettingsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'accounts' ? 'accounts' : 'vat';
  const taxNumbers = useCall('storeTaxNumberList', { query: {} });
  const stores = useCall('storeOptions', {});
  const countries = useCall('countryAll', {});
  const accounts = useCall('connectAccountList', {}, { enabled: tab === 'accounts' });
  const [taxErrors, setTaxErrors] = useState<ServerFieldErrors | null>(null);
  const [accountErrors, setAccountErrors] = useState<ServerFieldErrors | null>(null);

  const saveTax = useMutateCall('storeTaxNumberSave', { invalidates: ['storeTaxNumberList'], quiet: true });
  const removeTax = useMutateCall('storeTaxNumberRemove', { invalidates: ['storeTaxNumberList'] });
  const addPaypal = useMutateCall('addPaypalAuth', { invalidates: ['connectAccountList'], quiet: true });
  const paypalLogin = useMutateCall('paypalAuthorize', {});
  const sendCode = useMutateCall('sendReplayEmailCode', { invalidates: ['connectAccountList'], quiet: true });
  const verify = useMutateCall('verifyReplayEmailCode', { invalidates: ['connectAccountList'], quiet: true });
  const disconnect = useMutateCall('disconnectAccount', { invalidates: ['connectAccountList'] });

  /** A quiet call's failure: on its field when the server names one, else a toast; rethrown so the form stays. */
  const failed = (error: unknown, fields: readonly string[], set: (errors: ServerFieldErrors | null) => void): never => {
    const onField = fieldErrorsOf(error, fields);
    set(onField);
    if (!onField) notify({ kind: 'error', message: error instanceof ApiError && error.notification ? error.notification.message : t('error.requestFailed') });
    throw error;
  };
  const run = async <T,>(work: () => Promise<T>, fields: readonly string[], set: (errors: ServerFieldErrors | null) => void): Promise<T> => {
    set(null);
    try {
      return await work();
    } catch (error) {
      return failed(error, fields, set);
    }
  };
  const storeOptions = (stores.data ?? []).filter((store) => store.status !== 'deleted');

  return (
    <StoreSettingsView
      tab={tab}
      onTab={(next) => setParams(next === 'accounts' ? { tab: 'accounts' } : {})}
      tax={{
        rows: taxNumbers.data,
        isLoading: taxNumbers.isFetching,
        error: taxNumbers.isError ? t('stores.tax.loadFailed') : null,
        onRetry: () => void taxNumbers.refetch(),
        stores: storeOptions,
        countries: countries.data ?? [],
        fieldErrors: taxErrors,
        isSaving: saveTax.isPending,
        onSave: (input) => run(async () => {
          await saveTax.mutateAsync({ body: input });
          notify({ kind: 'success', message: t('stores.tax.saved') });
        }, TAX_FIELDS, setTaxErrors),
        onRemove: async (id) => {
          await removeTax.mutateAsync({ params: { id } });
          notify({ kind: 'success', message: t('stores.tax.removed') });
        },
      }}
      accounts={{
        accounts: accounts.data,
        error: accounts.isError ? t('stores.accounts.loadFailed') : null,
        onRetry: () => void accounts.refetch(),
        stores: storeOptions,
        fieldErrors: accountErrors,
        pending: addPaypal.isPending ? 'paypal' : paypalLogin.isPending ? 'paypalLogin' : sendCode.isPending ? 'send' : verify.isPending ? 'verify' : null,
        onAddPaypal: (input) => run(async () => {
          const account = await addPaypal.mutateAsync({ body: input });
          notify({ kind: 'success', message: t('stores.accounts.paypalConnected', { account: account.account }) });
        }, ACCOUNT_FIELDS, setAccountErrors),
        onConnectPaypal: async (input) => {
          const { authorizeUrl, state } = await paypalLogin.mutateAsync({ body: { storeId: input.storeId, origin: window.location.origin } });
          // /third/connect is shared: the page tells PayPal's return by the state remembered here.
          rememberConnect(state, 'paypal');
          window.location.assign(authorizeUrl);
        },
        onSendCode: (input) => run(async () => {
          await sendCode.mutateAsync({ body: input });
          notify({ kind: 'success', message: t('stores.accounts.codeSentToast', { email: input.email }) });
        }, ACCOUNT_FIELDS, setAccountErrors),
        onVerify: (input) => run(async () => {
          const account = await verify.mutateAsync({ body: input });
          notify({ kind: 'success', message: t('stores.accounts.verifiedToast', { email: account.account }) });
        }, ACCOUNT_FIELDS, setAccountErrors),
        onDisconnect: async (id) => {
          await disconnect.mutateAsync({ params: { id } });
          notify({ kind: 'success', message: t('stores.accounts.disconnected') });
        },
      }}
    />
  );
}
