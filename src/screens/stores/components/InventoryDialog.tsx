/**
 * Edit the available inventory of a published product's variants (presentational dialog): one number
 * per variant, bounded like the call (0 to 1,000,000); saving pushes it to the store first — the store
 * refusing is shown and nothing is saved.
 */
import { useState } from 'react';
import { Button } from '@/design-system/components/Button';
import { Dialog } from '@/design-system/components/Dialog';
import { Form } from '@/design-system/components/Form';
import { NumberField } from '@/design-system/components/NumberField';
import { Spinner } from '@/design-system/components/Spinner';
import { useTranslation } from '@/i18n/i18n';
import { numberRules } from '@/kit/form';
import type { CallData } from '@/kit/data';
import * as styles from '../stores.css';

export type PublishedDetail = CallData<'skuPublishedProduct'>;

export interface InventoryDialogProps {
  title: string;
  detail: PublishedDetail | undefined;
  /** Saves the changed variants; resolves when the store took them. */
  onSave(variants: { id: number; available: number }[]): Promise<unknown>;
  isSaving?: boolean;
}

function InventoryForm({ detail, onSave, isSaving, close }: Omit<InventoryDialogProps, 'title'> & { detail: PublishedDetail; close(): void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<number, number>>(() => Object.fromEntries(detail.variants.map((variant) => [variant.id, variant.available])));
  const rules = numberRules('skuPublishedInventory', 'variants.*.available');
  const changed = detail.variants.filter((variant) => values[variant.id] !== variant.available && Number.isInteger(values[variant.id]));
  return (
    <Form
      aria-label={t('stores.inventory.form')}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (changed.length === 0) return close();
        void onSave(changed.map((variant) => ({ id: variant.id, available: values[variant.id] }))).then(close, () => undefined);
      }}
    >
      {detail.variants.map((variant) => (
        <NumberField
          key={variant.id}
          label={t('stores.inventory.variant', { title: variant.title, sku: variant.sku })}
          value={values[variant.id]}
          onChange={(value) => setValues((current) => ({ ...current, [variant.id]: value }))}
          {...rules}
          step={1}
          formatOptions={{ maximumFractionDigits: 0 }}
        />
      ))}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={close}>{t('stores.action.cancel')}</Button>
        <Button variant="primary" type="submit" isPending={isSaving}>{t('stores.inventory.save')}</Button>
      </div>
    </Form>
  );
}

export function InventoryDialog({ title, detail, onSave, isSaving }: InventoryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('stores.inventory.title', { title })} size="md">
      {(close) => (detail
        ? <InventoryForm detail={detail} onSave={onSave} isSaving={isSaving} close={close} />
        : <Spinner size="md" aria-label={t('stores.inventory.loading')} />)}
    </Dialog>
  );
}
