/**
 * The sample address (presentational): where samples of sourced products go. One form, saved whole; the
 * server's field errors land on the fields.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { CountrySelect, type Country } from '@/design-system/components/CountrySelect';
import { Form, type ServerFieldErrors } from '@/design-system/components/Form';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { TextField } from '@/design-system/components/TextField';
import { useTranslation } from '@/i18n/i18n';
import type { CallData, CallInput } from '@/kit/data';
import { Page } from '@/kit/page';
import { formatDateTime } from './format';
import * as styles from './sourcing.css';

export type AddressInput = NonNullable<CallInput<'sourcingAddressSave'>['body']>;
type Saved = CallData<'sourcingAddressGet'>;

const empty: AddressInput = { contactName: '', phone: '', countryId: 0, province: '', city: '', address1: '', address2: '', postalCode: '' };
const fromSaved = (saved: Saved): AddressInput => (saved ? {
  contactName: saved.contactName, phone: saved.phone, countryId: saved.countryId, province: saved.province, city: saved.city,
  address1: saved.address1, address2: saved.address2, postalCode: saved.postalCode,
} : empty);

export interface SourcingAddressViewProps {
  saved: Saved | undefined;
  countries: readonly Country[];
  onSave(address: AddressInput): Promise<unknown>;
  isSaving: boolean;
  errors: ServerFieldErrors | null;
  /** Whether unsaved edits exist (the screen guards leaving with them). */
  onDirty?(dirty: boolean): void;
}

/** The form, mounted once the saved address has loaded (its fields start from it). */
function AddressForm({ saved, countries, onSave, isSaving, errors, onDirty }: SourcingAddressViewProps & { saved: Saved }) {
  const { t, locale } = useTranslation();
  const [value, setValue] = useState<AddressInput>(() => fromSaved(saved));
  const [dirty, setDirty] = useState(false);
  useEffect(() => { onDirty?.(dirty); }, [onDirty, dirty]);
  const set = (patch: Partial<AddressInput>) => { setValue((v) => ({ ...v, ...patch })); setDirty(true); };
  const field = (name: Exclude<keyof AddressInput, 'countryId'>, label: string, options: { required?: boolean; max?: number; type?: string } = {}) => (
    <TextField name={name} label={label} value={value[name]} onChange={(text) => set({ [name]: text })} isRequired={options.required} maxLength={options.max ?? 100} type={options.type} />
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSave(value).then(() => setDirty(false), () => undefined);
  };
  return (
    <Card title={t('sourcing.address.form')} headingLevel={2} padding="lg">
      <Form aria-label={t('sourcing.address.form')} className={styles.form} validationErrors={errors ?? undefined} onSubmit={submit}>
        <div className={styles.twoColumns}>
          {field('contactName', t('sourcing.address.contactName'), { required: true })}
          {field('phone', t('sourcing.address.phone'), { required: true, max: 30, type: 'tel' })}
          <CountrySelect name="countryId" label={t('sourcing.address.country')} countries={countries} isRequired
            selectedKey={value.countryId || null} onSelectionChange={(key) => { if (typeof key === 'number') set({ countryId: key }); }} />
          {field('province', t('sourcing.address.province'))}
          {field('city', t('sourcing.address.city'), { required: true })}
          {field('postalCode', t('sourcing.address.postalCode'), { required: true, max: 20 })}
          <div className={styles.fieldWide}>{field('address1', t('sourcing.address.address1'), { required: true, max: 200 })}</div>
          <div className={styles.fieldWide}>{field('address2', t('sourcing.address.address2'), { max: 200 })}</div>
        </div>
        <div className={styles.actions}>
          {saved && <span className={styles.muted}>{t('sourcing.address.updated', { date: formatDateTime(saved.updatedAt, locale) })}</span>}
          <Button type="submit" variant="primary" iconStart={Save} isPending={isSaving}>{t('sourcing.address.save')}</Button>
        </div>
      </Form>
    </Card>
  );
}

export function SourcingAddressView(props: SourcingAddressViewProps) {
  const { t } = useTranslation();
  return (
    <Page title={t('route.sourcingAddress')} description={t('sourcing.address.description')}>
      <div className={styles.stack}>
        {props.saved === null && <InlineAlert tone="warning" title={t('sourcing.address.none')} />}
        {props.saved !== undefined && props.countries.length > 0 && <AddressForm {...props} saved={props.saved} />}
      </div>
    </Page>
  );
}
