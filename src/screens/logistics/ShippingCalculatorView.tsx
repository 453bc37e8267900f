/**
 * The shipping calculator (presentational): ships-from country, destination, weight, an optional box and
 * "sensitive goods"; the answer lists every channel with aging, price, tax and total, or says no channel
 * reaches the destination. Field bounds come from the contract; a 9001 from the server shows on its field.
 */
import { useState, type FormEvent } from 'react';
import { Calculator, Truck } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { Checkbox } from '@/design-system/components/Checkbox';
import { CountrySelect, type Country } from '@/design-system/components/CountrySelect';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Form, type ServerFieldErrors } from '@/design-system/components/Form';
import { NumberField } from '@/design-system/components/NumberField';
import { Select, SelectItem } from '@/design-system/components/Select';
import { useTranslation } from '@/i18n/i18n';
import type { CallData, CallInput } from '@/kit/data';
import { numberRules } from '@/kit/form';
import { Page } from '@/kit/page';
import { QuoteTable } from './QuoteTable';
import * as styles from './logistics.css';

export type CalculateBody = NonNullable<CallInput<'shippingCalculate'>['body']>;
type Origin = CallData<'countryFrom'>[number];

export interface ShippingCalculatorViewProps {
  origins: readonly Origin[];
  countries: readonly Country[];
  /** The ship-to country to start from. */
  defaultToCountryId: number | null;
  onCalculate(body: CalculateBody): void;
  isCalculating: boolean;
  /** The last answer: undefined before the first calculation. */
  quotes: CallData<'shippingCalculate'> | undefined;
  /** The parcel the quotes are for (shown above them). */
  quotedFor: string | null;
  fieldErrors: ServerFieldErrors | null;
}

export function ShippingCalculatorView({ origins, countries, defaultToCountryId, onCalculate, isCalculating, quotes, quotedFor, fieldErrors }: ShippingCalculatorViewProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState<string>(origins[0]?.code ?? 'CN');
  const [to, setTo] = useState<number | null>(defaultToCountryId);
  const [grams, setGrams] = useState(500);
  const [box, setBox] = useState<{ l: number; w: number; h: number }>({ l: Number.NaN, w: Number.NaN, h: Number.NaN });
  const [sensitive, setSensitive] = useState(false);
  const weight = numberRules('shippingCalculate', 'weightGrams');
  const side = numberRules('shippingCalculate', 'lengthMm');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (to === null || Number.isNaN(grams)) return;
    const hasBox = [box.l, box.w, box.h].every((v) => Number.isFinite(v) && v > 0);
    onCalculate({ fromCountryCode: from, toCountryId: to, weightGrams: grams, sensitive, ...(hasBox ? { lengthMm: box.l, widthMm: box.w, heightMm: box.h } : {}) });
  };
  const sideProps = { ...side, isRequired: false, showSteppers: false };
  return (
    <Page title={t('route.shippingCalculate')} description={t('logistics.calculator.description')}>
      <div className={styles.stack}>
        <Card title={t('logistics.calculator.parcel')} headingLevel={2} padding="lg">
          <Form aria-label={t('logistics.calculator.parcel')} onSubmit={submit} validationErrors={fieldErrors ?? undefined} className={styles.form}>
            <Select name="fromCountryCode" label={t('logistics.calculator.from')} selectedKey={from} onSelectionChange={(key) => key !== null && setFrom(String(key))} items={origins}>
              {(origin) => <SelectItem id={origin.code} textValue={origin.name}>{origin.flag} {origin.name}</SelectItem>}
            </Select>
            <CountrySelect name="toCountryId" label={t('logistics.calculator.to')} countries={countries} isRequired
              selectedKey={to} onSelectionChange={(key) => setTo(key === null ? null : Number(key))} />
            <NumberField name="weightGrams" label={t('logistics.calculator.weight')} value={grams} onChange={setGrams} {...weight} />
            <NumberField name="lengthMm" label={t('logistics.calculator.length')} value={box.l} onChange={(l) => setBox((b) => ({ ...b, l }))} {...sideProps} />
            <NumberField name="widthMm" label={t('logistics.calculator.width')} value={box.w} onChange={(w) => setBox((b) => ({ ...b, w }))} {...sideProps} />
            <NumberField name="heightMm" label={t('logistics.calculator.height')} value={box.h} onChange={(h) => setBox((b) => ({ ...b, h }))} {...sideProps} />
            <div className={styles.actions}>
              <Checkbox isSelected={sensitive} onChange={setSensitive}>{t('logistics.calculator.sensitive')}</Checkbox>
              <Button type="submit" variant="primary" iconStart={Calculator} isPending={isCalculating} isDisabled={to === null}>{t('logistics.calculator.submit')}</Button>
            </div>
          </Form>
        </Card>
        {quotes && quotes.length > 0 && <QuoteTable quotes={quotes} caption={quotedFor ?? ''} />}
        {quotes && quotes.length === 0 && (
          <EmptyState icon={<Truck aria-hidden="true" />} title={t('logistics.calculator.noChannel')} description={t('logistics.calculator.noChannelHint')} />
        )}
        {!quotes && <p className={styles.muted}>{t('logistics.calculator.hint')}</p>}
      </div>
    </Page>
  );
}
