/**
 * A background job as the user follows it (presentational): what it works on, a progress bar, the
 * counts, and once it has failures, the failed items named by their position (a file's row number)
 * and field (the column), with "Retry failed" — optionally after fixing the inputs elsewhere.
 */
import type { ReactNode } from 'react';
import { RotateCcw, X } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { ProgressBar } from '@/design-system/components/ProgressBar';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import * as styles from './jobs.css';

export type Job = CallData<'jobStatus'>;
export type JobItem = CallData<'jobItems'>['records'][number];

export const isJobFinished = (job: Pick<Job, 'state'>) => job.state === 'done' || job.state === 'partially_failed' || job.state === 'failed';

export interface JobProgressViewProps {
  job: Job;
  /** The failed and blocked items (loaded once the job has some). */
  failures?: { records: JobItem[]; total: number };
  /** How an item is named in the list (default: "Row {seq}"). */
  itemLabel?: (item: JobItem) => string;
  onRetry?: () => void;
  isRetrying?: boolean;
  onDismiss?: () => void;
  /** Other ways to retry, shown next to "Retry failed" once the job has failures (e.g. "Upload a corrected file"). */
  actions?: ReactNode;
}

export function JobProgressView({ job, failures, itemLabel, onRetry, isRetrying, onDismiss, actions }: JobProgressViewProps) {
  const { t, locale } = useTranslation();
  const done = job.succeeded + job.failed + job.blocked;
  const finished = isJobFinished(job);
  const failedCount = job.failed + job.blocked;
  const n = (value: number) => value.toLocaleString(locale);
  const label = (item: JobItem) => (itemLabel ? itemLabel(item) : t('kit.job.row', { row: item.seq }));
  return (
    <Card
      title={t(`kit.job.kind.${job.kind}`, { label: job.label })}
      description={t(`kit.job.state.${job.state}`)}
      variant="outlined"
      padding="md"
    >
      <div className={styles.body}>
        <ProgressBar
          label={t('kit.job.progress')}
          value={job.total ? done : 0}
          maxValue={Math.max(job.total, 1)}
          valueLabel={t('kit.job.counts', { done: n(done), total: n(job.total) })}
          tone={finished && failedCount ? 'warning' : finished ? 'success' : 'brand'}
        />
        <output className={styles.counts}>
          {t('kit.job.summary', { succeeded: n(job.succeeded), failed: n(failedCount), queued: n(job.queued + job.running) })}
        </output>
        {failures && failures.total > 0 && (
          <div className={styles.failures}>
            <h3 className={styles.failuresTitle}>{t('kit.job.failures', { count: n(failures.total) })}</h3>
            <ul className={styles.failureList} aria-label={t('kit.job.failures', { count: n(failures.total) })}>
              {failures.records.map((item) => (
                <li key={item.id}>
                  <strong>{label(item)}</strong>
                  {item.errorField && <> · <code>{item.errorField}</code></>}
                  {item.message && <>: {item.message}</>}
                </li>
              ))}
            </ul>
            {failures.total > failures.records.length && (
              <p className={styles.counts}>{t('kit.job.more', { count: n(failures.total - failures.records.length) })}</p>
            )}
          </div>
        )}
        {(onRetry || onDismiss || actions) && finished && (
          <div className={styles.actions}>
            {failedCount > 0 && actions}
            {onRetry && failedCount > 0 && (
              <Button variant="secondary" size="sm" iconStart={RotateCcw} isPending={isRetrying} onPress={onRetry}>{t('kit.job.retry')}</Button>
            )}
            {onDismiss && <Button variant="quiet" size="sm" iconStart={X} onPress={onDismiss}>{t('kit.job.dismiss')}</Button>}
          </div>
        )}
      </div>
    </Card>
  );
}
