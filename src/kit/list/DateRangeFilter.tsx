/**
 * A list's date range filter (`startDate`/`endDate` of its query, ISO dates): the design system's date range
 * picker, built on first use (FirstUse) — its six date segments and their formatters are the heaviest part of a
 * list's filter bar, and most visits never touch them.
 */
import { parseDate } from '@internationalized/date';
import { DateRangePicker } from '@/design-system/components/DateRangePicker';
import { useTranslation } from '@/i18n/i18n';
import { DateRangeLook } from './fieldLooks';
import { FirstUse } from './FirstUse';

export interface DateRangeFilterProps {
  label: string;
  /** The chosen range's first and last day (ISO); both or neither. */
  start?: string;
  end?: string;
  onChange(range: { start: string; end: string } | null): void;
}

export function DateRangeFilter({ label, start, end, onChange }: DateRangeFilterProps) {
  const { locale } = useTranslation();
  return (
    <FirstUse look={<DateRangeLook label={label} start={start} end={end} locale={locale} />}>
      {(control) => (
        <DateRangePicker
          label={label}
          {...control}
          value={start && end ? { start: parseDate(start), end: parseDate(end) } : null}
          onChange={(value) => onChange(value ? { start: value.start.toString(), end: value.end.toString() } : null)}
        />
      )}
    </FirstUse>
  );
}
