/**
 * A new stocking, consolidation or self-buy order (presentational): the warehouse, the address and the
 * channel where the kind needs them, and catalogue variants with quantities found by SKU or title.
 * The server prices it (the client's numbers are never sent) and answers a 9001 naming the field.
 */
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { Form, type ServerFieldErrors } from '@/design-system/components/Form';
import { IconButton } from '@/design-system/components/IconButton';
import { NumberField } from '@/design-system/components/NumberField';
import { SearchField } from '@/design-system/components/SearchField';
import { Select, SelectItem } from '@/design-system/components/Select';
import { TextField } from '@/design-system/components/TextField';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { formatCents } from '@/screens/products/format';
import type { KindPage } from './kinds';
import * as styles from './orderKinds.css';

export type VariantChoice = CallData<'orderVariantSearch'>[number];
export type Warehouse = CallData<'orderWarehouses'>[number];
export type Channel = CallData<'logisticsChannels'>[number];
export interface NewOrderLine { variant: VariantChoice; quantity: number }
export interface NewKindOrder {
  warehouseId?: number;
  channelCode?: string;
  address?: { name: string; line1: string; line2: string | null; city: string; province: string | null; postalCode: string | null; countryCode: string; phone: string | null; email: string | null };
  lines: Array<{ variantId: number; quantity: number }>;
}

export interface CreateKindOrderFormProps {
  page: KindPage;
  warehouses: Warehouse[];
  channels: Channel[];
  keyword: string;
  onKeyword(keyword: string): void;
  results: VariantChoice[] | undefined;
  onSubmit(order: NewKindOrder): void;
  onCancel(): void;
  isSubmitting: boolean;
  fieldErrors?: ServerFieldErrors;
}

const blankAddress = { name: '', line1: '', line2: '', city: '', province: '', postalCode: '', countryCode: '', phone: '' };

export function CreateKindOrderForm(props: CreateKindOrderFormProps) {
  const { t, locale } = useTranslation();
  const { page } = props;
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [channelCode, setChannelCode] = useState<string | null>(null);
  const [address, setAddress] = useState(blankAddress);
  const [lines, setLines] = useState<NewOrderLine[]>([]);
  const [search, setSearch] = useState(props.keyword);
  const set = (field: keyof typeof blankAddress) => (value: string) => setAddress({ ...address, [field]: value });
  const add = (variant: VariantChoice) => setLines(lines.some((l) => l.variant.variantId === variant.variantId) ? lines : [...lines, { variant, quantity: 1 }]);
  const submit = () => props.onSubmit({
    warehouseId: page.needsWarehouse && warehouseId ? warehouseId : undefined,
    channelCode: page.needsAddress && channelCode ? channelCode : undefined,
    address: page.needsAddress ? {
      name: address.name.trim(), line1: address.line1.trim(), line2: address.line2.trim() || null, city: address.city.trim(), province: address.province.trim() || null,
      postalCode: address.postalCode.trim() || null, countryCode: address.countryCode.trim().toUpperCase(), phone: address.phone.trim() || null, email: null,
    } : undefined,
    lines: lines.map((l) => ({ variantId: l.variant.variantId, quantity: l.quantity })),
  });
  return (
    <Card title={t(`orderKinds.create.title.${page.kind}`)} description={t(`orderKinds.create.hint.${page.kind}`)} variant="elevated" padding="lg">
      <Form aria-label={t(`orderKinds.create.title.${page.kind}`)} validationErrors={props.fieldErrors} className={styles.stack}
        onSubmit={(event) => { event.preventDefault(); submit(); }}>
        {page.needsWarehouse && (
          <Select name="warehouseId" label={t('orderKinds.create.warehouse')} isRequired selectedKey={warehouseId}
            onSelectionChange={(key: Key | null) => setWarehouseId(key === null ? null : Number(key))}>
            {props.warehouses.map((w) => <SelectItem key={w.id} id={w.id}>{`${w.name} (${w.code})`}</SelectItem>)}
          </Select>
        )}
        {page.needsAddress && (
          <fieldset className={styles.group}>
            <legend>{t('orderKinds.create.address')}</legend>
            <div className={styles.row}>
              <TextField name="address.name" label={t('orderKinds.address.name')} isRequired maxLength={100} value={address.name} onChange={set('name')} />
              <TextField name="address.phone" label={t('orderKinds.address.phone')} maxLength={40} value={address.phone} onChange={set('phone')} />
            </div>
            <TextField name="address.line1" label={t('orderKinds.address.line1')} isRequired maxLength={200} value={address.line1} onChange={set('line1')} />
            <TextField name="address.line2" label={t('orderKinds.address.line2')} maxLength={200} value={address.line2} onChange={set('line2')} />
            <div className={styles.row}>
              <TextField name="address.city" label={t('orderKinds.address.city')} isRequired maxLength={100} value={address.city} onChange={set('city')} />
              <TextField name="address.province" label={t('orderKinds.address.province')} maxLength={100} value={address.province} onChange={set('province')} />
              <TextField name="address.postalCode" label={t('orderKinds.address.postalCode')} maxLength={20} value={address.postalCode} onChange={set('postalCode')} />
              <TextField name="address.countryCode" label={t('orderKinds.address.countryCode')} description={t('orderKinds.address.countryHint')} isRequired
                minLength={2} maxLength={2} value={address.countryCode} onChange={set('countryCode')} />
            </div>
            <Select name="channelCode" label={t('orderKinds.create.channel')} isRequired selectedKey={channelCode}
              onSelectionChange={(key: Key | null) => setChannelCode(key === null ? null : String(key))}>
              {props.channels.map((c) => <SelectItem key={c.code} id={c.code}>{c.name}</SelectItem>)}
            </Select>
          </fieldset>
        )}
        <fieldset className={styles.group}>
          <legend>{t('orderKinds.create.lines')}</legend>
          <SearchField label={t('orderKinds.create.find')} placeholder={t('orderKinds.create.findHint')} value={search} onChange={setSearch}
            onSubmit={(value) => props.onKeyword(value.trim())} onClear={() => props.onKeyword('')} />
          {props.results && props.results.length > 0 && (
            <ul className={styles.list} aria-label={t('orderKinds.create.results')}>
              {props.results.slice(0, 8).map((v) => (
                <li key={v.variantId} className={styles.choice}>
                  <span>{`${v.sku} · ${v.title}${v.options ? ` (${v.options})` : ''} · ${formatCents(v.costCents, 'USD', locale)}`}</span>
                  <Button size="sm" variant="secondary" iconStart={Plus} onPress={() => add(v)} aria-label={t('orderKinds.create.addSku', { sku: v.sku })}>{t('orderKinds.create.add')}</Button>
                </li>
              ))}
            </ul>
          )}
          {props.results && props.results.length === 0 && props.keyword && <p className={styles.muted}>{t('orderKinds.create.noResults')}</p>}
          {lines.length === 0 ? <p className={styles.muted}>{t('orderKinds.create.noLines')}</p> : (
            <ul className={styles.list} aria-label={t('orderKinds.create.chosen')}>
              {lines.map((l, i) => (
                <li key={l.variant.variantId} className={styles.line}>
                  <span>{`${l.variant.sku} · ${l.variant.title}`}</span>
                  <NumberField name={`lines.${i}.quantity`} label={t('orderKinds.create.quantity')} minValue={1} maxValue={100000} value={l.quantity}
                    onChange={(value) => setLines(lines.map((x, k) => (k === i ? { ...x, quantity: Number.isNaN(value) ? 1 : value } : x)))} />
                  <IconButton icon={Trash2} label={t('orderKinds.create.removeSku', { sku: l.variant.sku })} onPress={() => setLines(lines.filter((_, k) => k !== i))} />
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <div className={styles.actions}>
          <Button variant="quiet" onPress={props.onCancel}>{t('orderKinds.create.cancel')}</Button>
          <Button type="submit" variant="primary" isPending={props.isSubmitting} isDisabled={lines.length === 0}>{t('orderKinds.create.submit')}</Button>
        </div>
      </Form>
    </Card>
  );
}
