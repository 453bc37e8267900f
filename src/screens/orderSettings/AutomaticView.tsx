/**
 * Automatic fulfilment settings (presentational): on/off, the daily spending limit and an optional cap per
 * order (paid from the balance), the stores whose drafts it takes (none chosen = every store), today's
 * automatic spending against the limit, and "run now". The schedule runs it every 5 minutes.
 */
import { useState } from 'react';
import { Play, Save } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { Checkbox } from '@/design-system/components/Checkbox';
import { CheckboxGroup } from '@/design-system/components/CheckboxGroup';
import { Form, type ServerFieldErrors } from '@/design-system/components/Form';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Meter } from '@/design-system/components/Meter';
import { moneyFormat, NumberField } from '@/design-system/components/NumberField';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stat } from '@/design-system/components/Stat';
import { Switch } from '@/design-system/components/Switch';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { Page } from '@/kit/page';
import { formatCents, formatDate } from '@/screens/products/format';
import * as styles from './orderSettings.css';

export type AutomaticInfo = CallData<'automaticInfo'>;
export type AutomaticRunResult = CallData<'automaticRun'>;
export interface AutomaticDraft { enabled: boolean; dailyLimitCents: number; maxOrderCents: number | null; storeIds: number[] }

export interface AutomaticViewProps {
  info: AutomaticInfo | undefined;
  onSave(draft: AutomaticDraft): void;
  isSaving: boolean;
  fieldErrors?: ServerFieldErrors;
  onRun(): void;
  isRunning: boolean;
  lastRun?: AutomaticRunResult | null;
  currency: string;
}

export function AutomaticView({ info, onSave, isSaving, fieldErrors, onRun, isRunning, lastRun, currency }: AutomaticViewProps) {
  const { t, locale } = useTranslation();
  const money = (cents: number) => formatCents(cents, currency, locale);
  const [draft, setDraft] = useState<AutomaticDraft | null>(null);
  const shown: AutomaticDraft | null = draft ?? (info ? { enabled: info.enabled, dailyLimitCents: info.dailyLimitCents, maxOrderCents: info.maxOrderCents, storeIds: info.storeIds } : null);
  const percent = info && info.dailyLimitCents > 0 ? Math.min(100, (info.today.spentCents / info.dailyLimitCents) * 100) : 0;
  return (
    <Page title={t('route.automaticFulfillment')} description={t('orderSettings.automatic.description')}>
      {!info || !shown ? <Skeleton height="320px" /> : (
        <>
          <Form aria-label={t('orderSettings.automatic.form')} validationErrors={fieldErrors} className={styles.form}
            onSubmit={(event) => { event.preventDefault(); onSave(shown); setDraft(null); }}>
            <Card title={t('orderSettings.automatic.rules')} variant="elevated" padding="lg">
              <div className={styles.stack}>
                <Switch isSelected={shown.enabled} onChange={(enabled) => setDraft({ ...shown, enabled })}>{t('orderSettings.automatic.enabled')}</Switch>
                <div className={styles.row}>
                  <NumberField name="dailyLimitCents" label={t('orderSettings.automatic.dailyLimit')} description={t('orderSettings.automatic.dailyLimitHint')}
                    formatOptions={moneyFormat(currency)} minValue={0} maxValue={1_000_000} isRequired
                    value={shown.dailyLimitCents / 100} onChange={(value) => setDraft({ ...shown, dailyLimitCents: Number.isNaN(value) ? 0 : Math.round(value * 100) })} />
                  <NumberField name="maxOrderCents" label={t('orderSettings.automatic.maxOrder')} description={t('orderSettings.automatic.maxOrderHint')}
                    formatOptions={moneyFormat(currency)} minValue={0} maxValue={1_000_000}
                    value={shown.maxOrderCents === null ? Number.NaN : shown.maxOrderCents / 100}
                    onChange={(value) => setDraft({ ...shown, maxOrderCents: Number.isNaN(value) ? null : Math.round(value * 100) })} />
                </div>
                {info.stores.length > 0 ? (
                  <CheckboxGroup name="storeIds" label={t('orderSettings.automatic.stores')} description={t('orderSettings.automatic.storesHint')}
                    value={shown.storeIds.map(String)} onChange={(values) => setDraft({ ...shown, storeIds: values.map(Number) })}>
                    {info.stores.map((s) => <Checkbox key={s.id} value={String(s.id)}>{`${s.name} (${s.platform})`}</Checkbox>)}
                  </CheckboxGroup>
                ) : <p className={styles.muted}>{t('orderSettings.automatic.noStores')}</p>}
                <p className={styles.muted}>{t('orderSettings.automatic.payWay')}</p>
                <div className={styles.actions}>
                  <Button type="submit" variant="primary" iconStart={Save} isPending={isSaving}>{t('orderSettings.save')}</Button>
                </div>
              </div>
            </Card>
          </Form>
          <Card title={t('orderSettings.automatic.today', { day: formatDate(`${info.today.day}T00:00:00Z`, locale) })} variant="elevated" padding="lg">
            <div className={styles.stack}>
              <Meter label={t('orderSettings.automatic.spent')} value={percent} thresholds={{ warning: 80, danger: 100 }}
                valueLabel={t('orderSettings.automatic.spentOf', { spent: money(info.today.spentCents), limit: money(info.dailyLimitCents) })} />
              <div className={styles.figures}>
                <Stat variant="plain" label={t('orderSettings.automatic.processed')} value={info.today.processed.toLocaleString(locale)} />
                <Stat variant="plain" label={t('orderSettings.automatic.paid')} value={info.today.paid.toLocaleString(locale)} />
                <Stat variant="plain" label={t('orderSettings.automatic.lastRun')} value={info.lastRunAt ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(info.lastRunAt)) : t('orderSettings.automatic.never')} />
              </div>
              {lastRun && (
                <InlineAlert tone={lastRun.skipped > 0 ? 'warning' : 'success'}
                  title={t('orderSettings.automatic.ran', { processed: lastRun.processed, paid: lastRun.paid, amount: money(lastRun.paidCents), skipped: lastRun.skipped })} />
              )}
              <div className={styles.actions}>
                <Button variant="secondary" iconStart={Play} onPress={onRun} isPending={isRunning} isDisabled={!info.enabled}>{t('orderSettings.automatic.runNow')}</Button>
                {!info.enabled && <span className={styles.muted}>{t('orderSettings.automatic.enableFirst')}</span>}
              </div>
            </div>
          </Card>
        </>
      )}
    </Page>
  );
}
