/**
 * VAT / tax numbers per store and country (presentational): the list, add or change one (one per store
 * and country; the number's rules come from storeTaxNumberSave's schema) and remove one (confirmed).
 * The server's 9001 naming a field lands on it; a 700 (that store and country have one) is its message.
 */
import { useState } from 'react';
import { DialogTrigger, type Key } from 'react-aria-components';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { AlertDialog } from '@/design-system/components/AlertDialog';
import { Button } from '@/design-system/components/Button';
import { CountrySelect, type Country } from '@/design-system/components/CountrySelect';
import { Dialog } from '@/design-system/components/Dialog';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Form, type ServerFieldErrors } from '@/design-system/components/Form';
import { Select, SelectItem } from '@/design-system/components/Select';
import { TextField } from '@/design-system/components/TextField';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { textRules } from '@/kit/form';
import { ListTable, type DataColumn } from '@/kit/list';
import { formatDateTime, type StoreOption } from '../format';
import * as styles from '../stores.css';

export type TaxNumberRow = CallData<'storeTaxNumberList'>[number];
export interface TaxNumberInput { id?: number; storeId: number; countryId: number; taxNumber: string }

export interface TaxNumbersPanelProps {
  rows: readonly TaxNumberRow[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry(): void;
  stores: readonly StoreOption[];
  countries: readonly Country[];
  /** Saves; resolves when saved (the dialog closes), rejects to keep it open. */
  onSave(input: TaxNumberInput): Promise<unknown>;
  onRemove(id: number): Promise<unknown>;
  /** The server's field errors of the last save. */
  fieldErrors?: ServerFieldErrors | null;
  isSaving?: boolean;
}

function TaxNumberForm({ row, props, close }: { row?: TaxNumberRow; props: TaxNumbersPanelProps; close(): void }) {
  const { t } = useTranslation();
  const [storeId, setStoreId] = useState<number | null>(row?.storeId ?? null);
  const [countryId, setCountryId] = useState<number | null>(row?.countryId ?? null);
  const [taxNumber, setTaxNumber] = useState(row?.taxNumber ?? '');
  const rules = textRules('storeTaxNumberSave', 'taxNumber');
  return (
    <Form
      aria-label={row ? t('stores.tax.editTitle') : t('stores.tax.addTitle')}
      className={styles.form}
      validationErrors={props.fieldErrors ?? undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (storeId === null || countryId === null) return;
        void props.onSave({ id: row?.id, storeId, countryId, taxNumber: taxNumber.trim() }).then(close, () => undefined);
      }}
    >
      <Select name="storeId" label={t('stores.tax.store')} isRequired selectedKey={storeId === null ? null : String(storeId)}
        onSelectionChange={(key: Key | null) => setStoreId(key === null ? null : Number(key))}>
        {props.stores.map((store) => <SelectItem key={store.id} id={String(store.id)}>{store.name}</SelectItem>)}
      </Select>
      <CountrySelect name="countryId" label={t('stores.tax.country')} countries={props.countries} isRequired
        selectedKey={countryId} onSelectionChange={(key) => setCountryId(key === null ? null : Number(key))} />
      <TextField name="taxNumber" label={t('stores.tax.number')} description={t('stores.tax.numberHint')} value={taxNumber} onChange={setTaxNumber}
        isRequired={rules.isRequired} maxLength={rules.maxLength} validate={rules.validate} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={close}>{t('stores.action.cancel')}</Button>
        <Button variant="primary" type="submit" isPending={props.isSaving} isDisabled={storeId === null || countryId === null}>{t('stores.action.save')}</Button>
      </div>
    </Form>
  );
}

function TaxNumberDialog({ row, props }: { row?: TaxNumberRow; props: TaxNumbersPanelProps }) {
  const { t } = useTranslation();
  return (
    <Dialog title={row ? t('stores.tax.editTitle') : t('stores.tax.addTitle')} size="md">
      {(close) => <TaxNumberForm row={row} props={props} close={close} />}
    </Dialog>
  );
}

export function TaxNumbersPanel(props: TaxNumbersPanelProps) {
  const { t, locale } = useTranslation();
  const countryName = (id: number) => props.countries.find((country) => country.id === id)?.name ?? String(id);
  const columns: DataColumn<TaxNumberRow>[] = [
    { id: 'store', label: t('stores.column.store'), isRowHeader: true, render: (row) => row.storeName },
    { id: 'country', label: t('stores.tax.country'), render: (row) => countryName(row.countryId) },
    { id: 'taxNumber', label: t('stores.tax.number'), render: (row) => <code>{row.taxNumber}</code> },
    { id: 'createdAt', label: t('stores.tax.added'), phone: 'hide', render: (row) => formatDateTime(row.createdAt, locale) },
    {
      id: 'actions', label: t('stores.column.actions'), phone: 'actions',
      render: (row) => (
        <span className={styles.rowActions}>
          <DialogTrigger>
            <Button variant="quiet" size="sm" iconStart={Pencil} aria-label={t('stores.tax.editOne', { store: row.storeName, country: countryName(row.countryId) })}>{t('stores.action.edit')}</Button>
            <TaxNumberDialog row={row} props={props} />
          </DialogTrigger>
          <DialogTrigger>
            <Button variant="quiet" size="sm" iconStart={Trash2} aria-label={t('stores.tax.removeOne', { store: row.storeName, country: countryName(row.countryId) })}>{t('stores.action.remove')}</Button>
            <AlertDialog title={t('stores.tax.removeTitle')} variant="danger" confirmLabel={t('stores.action.remove')} onConfirm={() => props.onRemove(row.id)}>
              {t('stores.tax.removeMessage', { number: row.taxNumber, store: row.storeName })}
            </AlertDialog>
          </DialogTrigger>
        </span>
      ),
    },
  ];
  const addButton = (
    <DialogTrigger>
      <Button variant="primary" iconStart={Plus} isDisabled={props.stores.length === 0}>{t('stores.tax.add')}</Button>
      <TaxNumberDialog props={props} />
    </DialogTrigger>
  );
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('stores.tax.description')}</p>
      <div>{addButton}</div>
      <ListTable aria-label={t('stores.tax.table')} columns={columns} rowLabel={(row) => `${row.storeName} · ${countryName(row.countryId)}`} rows={props.rows} isLoading={props.isLoading} error={props.error} onRetry={props.onRetry}
        emptyState={<EmptyState size="sm" title={t('stores.tax.emptyTitle')} description={props.stores.length ? t('stores.tax.emptyHint') : t('stores.tax.noStores')} />} />
    </div>
  );
}
