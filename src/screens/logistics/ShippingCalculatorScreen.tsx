/**
 * /shipping/calculate (menu:logistics:calculate): the calculator over the rate cards. Starts from the
 * user's ship-to country; every calculation is one shippingCalculate call.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { fieldErrorsOf } from '@/kit/form';
import { useSession } from '@/machines/session';
import { ShippingCalculatorView, type CalculateBody } from './ShippingCalculatorView';

export default function ShippingCalculatorScreen() {
  const { t, locale } = useTranslation();
  const { user } = useSession();
  const origins = useCall('countryFrom', {});
  const countries = useCall('countryAll', {});
  const calculate = useMutateCall('shippingCalculate');
  const [quotedFor, setQuotedFor] = useState<string | null>(null);
  const onCalculate = (body: CalculateBody) => {
    const from = origins.data?.find((c) => c.code === body.fromCountryCode)?.name ?? body.fromCountryCode;
    const to = countries.data?.find((c) => c.id === body.toCountryId)?.name ?? '';
    calculate.mutate({ body }, { onSuccess: () => setQuotedFor(t('logistics.calculator.quotedFor', { from, to, grams: body.weightGrams.toLocaleString(locale) })) });
  };
  if (!origins.data || !countries.data) return null;
  return (
    <ShippingCalculatorView
      origins={origins.data}
      countries={countries.data}
      defaultToCountryId={user?.countryId ?? null}
      onCalculate={onCalculate}
      isCalculating={calculate.isPending}
      quotes={calculate.data}
      quotedFor={quotedFor}
      fieldErrors={fieldErrorsOf(calculate.error, ['fromCountryCode', 'toCountryId', 'weightGrams', 'lengthMm', 'widthMm', 'heightMm'])}
    />
  );
}
