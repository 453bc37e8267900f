/**
 * The product detail's shipping estimate (presentational): for each ships-from country with stock, every
 * channel to the user's ship-to country with aging, price, tax and total (the logistics rate cards).
 */
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Skeleton } from '@/design-system/components/Skeleton';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { QuoteTable } from '@/screens/logistics/QuoteTable';
import * as styles from './catalogue.css';

export interface ProductShippingViewProps {
  /** The destination's name (the ship-to country). */
  destination: string;
  estimate: CallData<'catalogueShipping'> | undefined;
  isError: boolean;
}

export function ProductShippingView({ destination, estimate, isError }: ProductShippingViewProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="catalogue-shipping" className={styles.stack}>
      <h2 id="catalogue-shipping" className={styles.subheading}>{t('catalogue.shipping.title', { country: destination })}</h2>
      {isError && <InlineAlert tone="danger" title={t('catalogue.shipping.failed')} />}
      {!estimate && !isError && <Skeleton height="96px" />}
      {estimate && estimate.length === 0 && <p className={styles.muted}>{t('catalogue.shipping.noStock')}</p>}
      {estimate?.map((origin) => (origin.quotes.length > 0
        ? <QuoteTable key={origin.fromCountryCode} quotes={origin.quotes} caption={t('catalogue.shipping.from', { country: origin.fromCountryName })} />
        : <p key={origin.fromCountryCode} className={styles.muted}>{t('catalogue.shipping.noChannel', { country: origin.fromCountryName })}</p>))}
    </section>
  );
}
