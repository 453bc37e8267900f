/**
 * /products/my-products/edit/:id — loads the entry (useCall), keeps a draft, and saves only what
 * changed, each part through its own call of the spec (variants, images, description, title). A 9001
 * naming a field lands on that field; anything else is a toast. Leaving with unsaved changes asks first.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '@/api/client';
import type { ServerFieldErrors } from '@/design-system/components/Form';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall, type CallName } from '@/kit/data';
import { LeaveGuard } from '@/kit/form/LeaveGuard';
import { fieldErrorsOf } from '@/kit/form/serverErrors';
import { changesOf, draftOf, isDirty, type ProductDraft } from './draft';
import { ProductEditView } from './ProductEditView';

const SAVE_CHANGES: readonly CallName[] = ['skuListEntry', 'skuListAll'];

export default function ProductEditScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const entry = useCall('skuListEntry', { params: { id } }, { enabled: valid });
  const [draft, setDraft] = useState<ProductDraft | undefined>();
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ServerFieldErrors>({});
  // The draft starts from the entry, and again whenever a save brings a newer version of it.
  const version = entry.data ? `${entry.data.id}:${entry.data.updatedAt}` : null;
  if (entry.data && version !== loadedFor) {
    setLoadedFor(version);
    setDraft(draftOf(entry.data));
  }

  const quiet = { quiet: true, invalidates: SAVE_CHANGES } as const;
  const saveVariants = useMutateCall('skuListVariantsUpdate', quiet);
  const saveImages = useMutateCall('skuListImagesUpdate', quiet);
  const saveDescription = useMutateCall('skuListDescriptionUpdate', quiet);
  const saveTitle = useMutateCall('skuListProductUpdate', quiet);
  const [saving, setSaving] = useState(false);

  const changes = entry.data && draft ? changesOf(entry.data, draft) : null;
  const dirty = changes ? isDirty(changes) : false;

  const fieldNames = draft
    ? ['title', 'description', 'images', ...draft.variants.flatMap((_, i) => [`variants.${i}.sellPrice`, `variants.${i}.compareAtPrice`, `variants.${i}.enabled`]), 'variants']
    : [];

  const save = async () => {
    if (!draft || !changes || saving) return;
    setSaving(true);
    setFieldErrors({});
    try {
      // The part most likely refused (prices) first, so a refusal leaves the rest unsent.
      if (changes.variants) await saveVariants.mutateAsync({ body: { id, variants: draft.variants } });
      if (changes.images) await saveImages.mutateAsync({ body: { id, images: draft.images } });
      if (changes.description) await saveDescription.mutateAsync({ body: { id, description: draft.description } });
      if (changes.title) await saveTitle.mutateAsync({ body: { id, title: draft.title.trim() } });
      notify({ kind: 'success', message: t('products.edit.saved') });
    } catch (error) {
      const onField = fieldErrorsOf(error, fieldNames);
      if (onField) setFieldErrors(onField);
      else if (error instanceof ApiError && error.notification) notify(error.notification);
      else if (!(error instanceof ApiError)) notify({ kind: 'error', message: t('error.requestFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <LeaveGuard when={dirty && !saving} />
      <ProductEditView
        entry={entry.data}
        draft={draft}
        onChange={setDraft}
        onSubmit={() => void save()}
        isSaving={saving}
        isDirty={dirty}
        fieldErrors={fieldErrors}
      />
    </>
  );
}
