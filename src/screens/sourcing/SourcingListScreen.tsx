/**
 * /sourcing/smart (menu:sourcing:smart): the merchant's sourcing requests with status tabs; a new request is
 * created from the dialog (its field errors shown on the form) and opened.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sourcingCalls } from '@/api/contract/sourcing';
import type { ServerFieldErrors } from '@/design-system/components/Form';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useMutateCall } from '@/kit/data';
import { placeServerError } from '@/kit/form';
import { useListBinding } from '@/kit/list';
import { SourcingListView } from './SourcingListView';
import type { RequestInput } from './RequestForm';
import { sourcingPaths } from './paths';

const formFields = ['title', 'sourceUrl', 'imageData', 'description', 'targetPriceCents', 'quantity'];

export default function SourcingListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const list = useListBinding('sourcingList', sourcingCalls.sourcingList, { loadFailed: 'sourcing.list.loadFailed' });
  const create = useMutateCall('sourcingCreate', { invalidates: ['sourcingList'], quiet: true });
  const [errors, setErrors] = useState<ServerFieldErrors | null>(null);

  const onCreate = async (input: RequestInput) => {
    setErrors(null);
    try {
      const { id } = await create.mutateAsync({ body: input });
      notify({ kind: 'success', message: t('sourcing.form.sent') });
      void navigate(sourcingPaths.detail(id));
    } catch (error) {
      setErrors(placeServerError(error, formFields));
      throw error;
    }
  };

  return (
    <SourcingListView
      {...list.props}
      onCreate={onCreate}
      isCreating={create.isPending}
      createErrors={errors}
      defaultFormOpen={search.get('new') === '1'}
    />
  );
}
