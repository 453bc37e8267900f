/** The stats pages' controls: the date range and the order kind, both kept in the URL by the screen. */
import { parseDate } from '@internationalized/date';
import { orderKinds, type OrderKind } from '@/api/contract/orders';
import { DateRangePicker } from '@/design-system/components/DateRangePicker';
import { useTranslation } from '@/i18n/i18n';
import { EnumFilter } from '@/kit/list';
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
      <EnumFilter label={t('orderStats.kind')} anyLabel={t('orderStats.anyKind')} value={kind}
        options={orderKinds} labelOf={(k) => t(`orderKinds.kind.${k}`)} onChange={(next) => onChange({ kind: next })} />
    </div>
  );
}
