/** /sourcing/address (menu:sourcing:address): the sample address, read and saved whole. */
import { useState } from 'react';
import type { ServerFieldErrors } from '@/design-system/components/Form';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { LeaveGuard, placeServerError } from '@/kit/form';
import { SourcingAddressView, type AddressInput } from './SourcingAddressView';

const fields = ['contactName', 'phone', 'countryId', 'province', 'city', 'address1', 'address2', 'postalCode'];

export default function SourcingAddressScreen() {
  const { t } = useTranslation();
  const saved = useCall('sourcingAddressGet', {});
  const countries = useCall('countryAll', {});
  const save = useMutateCall('sourcingAddressSave', { invalidates: ['sourcingAddressGet'], quiet: true });
  const [errors, setErrors] = useState<ServerFieldErrors | null>(null);
  const [dirty, setDirty] = useState(false);
  const onSave = async (address: AddressInput) => {
    setErrors(null);
    try {
      await save.mutateAsync({ body: address });
      notify({ kind: 'success', message: t('sourcing.address.saved') });
    } catch (error) {
      setErrors(placeServerError(error, fields));
      throw error;
    }
  };
  return (
    <>
      <LeaveGuard when={dirty && !save.isPending} />
      <SourcingAddressView saved={saved.data} countries={countries.data ?? []} onSave={onSave} isSaving={save.isPending} errors={errors} onDirty={setDirty} />
    </>
  );
}
