/**
 * An order's timeline in the reader's language: each event is a type and its data (no prose is stored), so
 * the same history reads in English, Chinese or Turkish. Unknown types (a module added later) still show.
 */
import type { CallData } from '@/kit/data';
import { hasKey, useTranslation } from '@/i18n/i18n';
import { formatCents, formatDateTime } from '../format';
import * as styles from '../orders.css';

export type OrderEventRow = CallData<'orderDetail'>['events'][number];

export function Timeline({ events, currencyCode }: { events: readonly OrderEventRow[]; currencyCode: string }) {
  const { t, locale } = useTranslation();
  const textOf = (event: OrderEventRow) => {
    const params: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(event.data)) if (value !== null && typeof value !== 'boolean') params[name] = value;
    if (typeof event.data.problem === 'string') params.problem = t(`orders.problem.${event.data.problem}`);
    if (typeof event.data.source === 'string') params.source = t(`orders.source.${event.data.source}`);
    if (typeof event.data.totalCents === 'number') params.total = formatCents(event.data.totalCents, currencyCode, locale);
    const key = `orders.event.${event.type}`;
    return hasKey(key) ? t(key, params) : t('orders.event.other', { type: event.type });
  };
  const actorOf = (event: OrderEventRow) => t(`orders.actor.${event.actor}`);
  return (
    <ol className={styles.timeline} aria-label={t('orders.detail.timeline')}>
      {[...events].reverse().map((event) => (
        <li key={event.id} className={styles.event}>
          <span>{textOf(event)}</span>
          <span className={styles.muted}>{formatDateTime(event.createdAt, locale)} · {actorOf(event)}</span>
        </li>
      ))}
    </ol>
  );
}
