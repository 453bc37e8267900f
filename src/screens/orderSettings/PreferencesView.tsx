/** Order preferences (presentational): each preference with its options; saved together. */
import { useState } from 'react';
import { Save } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { Radio, RadioGroup } from '@/design-system/components/RadioGroup';
import { Skeleton } from '@/design-system/components/Skeleton';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { Page } from '@/kit/page';
import * as styles from './orderSettings.css';

export type Preferences = CallData<'preferencesAll'>;

export interface PreferencesViewProps {
  preferences: Preferences | undefined;
  onSave(items: Array<{ code: string; value: string }>): void;
  isSaving: boolean;
}

export function PreferencesView({ preferences, onSave, isSaving }: PreferencesViewProps) {
  const { t } = useTranslation();
  const [changed, setChanged] = useState<Record<string, string>>({});
  const valueOf = (code: string, saved: string) => changed[code] ?? saved;
  const dirty = Boolean(preferences?.some((p) => changed[p.code] !== undefined && changed[p.code] !== p.value));
  return (
    <Page title={t('route.preferences')} description={t('orderSettings.preferences.description')}>
      {!preferences ? <Skeleton height="280px" /> : (
        <form className={styles.form} aria-label={t('orderSettings.preferences.form')} onSubmit={(event) => {
          event.preventDefault();
          onSave(preferences.filter((p) => changed[p.code] !== undefined && changed[p.code] !== p.value).map((p) => ({ code: p.code, value: changed[p.code] })));
          setChanged({});
        }}>
          <Card variant="elevated" padding="lg">
            <div className={styles.stack}>
              {preferences.map((p) => (
                <RadioGroup key={p.code} label={t(`orderSettings.preferences.${p.code}.label`)} description={t(`orderSettings.preferences.${p.code}.hint`)}
                  orientation="horizontal" value={valueOf(p.code, p.value)} onChange={(value) => setChanged({ ...changed, [p.code]: value })}>
                  {p.options.map((option) => <Radio key={option} value={option}>{t(`orderSettings.preferences.${p.code}.options.${option}`)}</Radio>)}
                </RadioGroup>
              ))}
              <div className={styles.actions}>
                <Button type="submit" variant="primary" iconStart={Save} isPending={isSaving} isDisabled={!dirty}>{t('orderSettings.save')}</Button>
              </div>
            </div>
          </Card>
        </form>
      )}
    </Page>
  );
}
