/**
 * Shipping quotes as a table: channel, aging in days, price, tax and total, cheapest first as the server
 * sends them. Used by the shipping calculator and the product detail's shipping estimate.
 */
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { formatCents } from './format';
import * as styles from './logistics.css';

export type Quote = CallData<'shippingCalculate'>[number];

export function QuoteTable({ quotes, caption }: { quotes: readonly Quote[]; caption: string }) {
  const { t, locale } = useTranslation();
  const money = (cents: number) => formatCents(cents, locale);
  return (
    <table className={styles.table}>
      <caption className={styles.muted} style={{ captionSide: 'top', textAlign: 'start' }}>{caption}</caption>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">{t('logistics.quote.channel')}</th>
          <th className={styles.cell} scope="col">{t('logistics.quote.aging')}</th>
          <th className={styles.number} scope="col">{t('logistics.quote.price')}</th>
          <th className={styles.number} scope="col">{t('logistics.quote.tax')}</th>
          <th className={styles.number} scope="col">{t('logistics.quote.total')}</th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((q) => (
          <tr key={q.channelCode}>
            <th className={styles.cell} scope="row">{q.channelName}</th>
            <td className={styles.cell}>{t('logistics.quote.days', { min: q.agingMinDays, max: q.agingMaxDays })}</td>
            <td className={styles.number}>{money(q.priceCents)}</td>
            <td className={styles.number}>{money(q.taxCents)}</td>
            <td className={styles.number}><strong>{money(q.totalCents)}</strong></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
