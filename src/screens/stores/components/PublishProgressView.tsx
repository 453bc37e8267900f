/**
 * A publishing job as the merchant follows it (presentational): the progress bar and counts, then each
 * (product, store) item with its result — published (with its warnings: low margin, low stock),
 * blocked before sending (why: below cost, out of stock, a platform limit) or failed (the store's
 * reason) — and "Retry failed", which sends the failed items again (blocked ones need a fix first).
 */
import { RotateCcw } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { ProgressBar } from '@/design-system/components/ProgressBar';
import { StatusPill, type StatusTone } from '@/design-system/components/StatusPill';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import * as styles from '../stores.css';

export type PublishJob = CallData<'jobStatus'>;
export type PublishItem = CallData<'jobItems'>['records'][number];

const finishedStates: readonly PublishJob['state'][] = ['done', 'partially_failed', 'failed'];
export const isFinished = (job: Pick<PublishJob, 'state'>) => finishedStates.includes(job.state);

const itemTone: Record<PublishItem['state'], StatusTone> = { queued: 'neutral', running: 'info', succeeded: 'success', failed: 'danger', blocked: 'warning' };

/** The warnings the server kept in an item's result (translated, joined by newlines). */
export const warningsOf = (item: PublishItem): string[] => {
  const value = item.result?.warnings;
  return typeof value === 'string' && value ? value.split('\n') : [];
};

export interface PublishProgressViewProps {
  job: PublishJob;
  items: readonly PublishItem[] | undefined;
  /** Items beyond those listed. */
  moreItems?: number;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** 3 inside a dialog (its title is the h2), 2 on a page. */
  headingLevel?: 2 | 3;
}

export function PublishProgressView({ job, items, moreItems = 0, onRetry, isRetrying, headingLevel = 2 }: PublishProgressViewProps) {
  const { t, locale } = useTranslation();
  const n = (value: number) => value.toLocaleString(locale);
  const done = job.succeeded + job.failed + job.blocked;
  const finished = isFinished(job);
  const label = (item: PublishItem) => {
    const title = item.input.title ?? t('stores.publish.item', { seq: item.seq });
    return item.input.storeName ? t('stores.publish.itemIn', { title, store: item.input.storeName }) : title;
  };
  return (
    <Card variant="outlined" padding="md" title={t('stores.publish.jobTitle', { id: job.id })} description={t(`stores.publish.state.${job.state}`)} headingLevel={headingLevel}>
      <div className={styles.stack}>
        <ProgressBar
          label={t('stores.publish.progress')}
          value={job.total ? done : 0}
          maxValue={Math.max(job.total, 1)}
          valueLabel={t('stores.publish.counts', { done: n(done), total: n(job.total) })}
          tone={finished && job.failed + job.blocked ? 'warning' : finished ? 'success' : 'brand'}
        />
        <output className={styles.counts}>
          <span>{t('stores.publish.succeeded', { count: n(job.succeeded) })}</span>
          <span>{t('stores.publish.failed', { count: n(job.failed) })}</span>
          <span>{t('stores.publish.blocked', { count: n(job.blocked) })}</span>
          <span>{t('stores.publish.waiting', { count: n(job.queued + job.running) })}</span>
        </output>
        {items && items.length > 0 && (
          <ul className={styles.items} aria-label={t('stores.publish.items')}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                <span className={styles.itemState}><StatusPill tone={itemTone[item.state]} size="sm">{t(`stores.publish.itemState.${item.state}`)}</StatusPill></span>
                <span className={styles.storeText}>
                  <strong>{label(item)}</strong>
                  {item.message && <span>{item.message}</span>}
                  {warningsOf(item).map((warning) => <span key={warning} className={styles.muted}>{t('stores.publish.warning', { warning })}</span>)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {moreItems > 0 && <p className={styles.muted}>{t('stores.publish.more', { count: n(moreItems) })}</p>}
        {finished && job.failed > 0 && onRetry && (
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" iconStart={RotateCcw} isPending={isRetrying} onPress={onRetry}>{t('stores.publish.retry', { count: n(job.failed) })}</Button>
          </div>
        )}
      </div>
    </Card>
  );
}
