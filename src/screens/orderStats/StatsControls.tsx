/** The stats pages' controls: the date range and the order kind, both kept in the URL by the screen. */
import type { Key } from 'react-aria-components';
import { parseDate } from '@internationalized/date';
import { orderKinds, type OrderKind } from '@/api/contract/orders';
import { DateRangePicker } from '@/design-system/components/DateRangePicker';
import { Select, SelectItem } from '@/design-system/components/Select';
import { useTranslation } from '@/i18n/i18n';
import * as styles from './orderStats.css';

export interface StatsRangeProps {
  startDate: string;
  endDate: string;
  kind?: OrderKind;
  onChange(change: { startDate?: string; endDate?: string; kind?: OrderKind | undefined }): void;
}

export function StatsControls({ startDate, endDate, kind, onChange }: StatsRangeProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.controls}>
      <DateRangePicker
        label={t('orderStats.range')}
        value={{ start: parseDate(startDate), end: parseDate(endDate) }}
        onChange={(value) => value && onChange({ startDate: value.start.toString(), endDate: value.end.toString() })}
      />
      <Select label={t('orderStats.kind')} selectedKey={kind ?? 'any'} onSelectionChange={(key: Key | null) => onChange({ kind: orderKinds.find((k) => k === key) })}>
        <SelectItem id="any">{t('orderStats.anyKind')}</SelectItem>
        {orderKinds.map((k) => <SelectItem key={k} id={k}>{t(`orderKinds.kind.${k}`)}</SelectItem>)}
      </Select>
    </div>
  );
}
