/**
 * DateRangeFilter's real control: the design system's date range picker on the filter's ISO dates. A chunk of its
 * own (the picker, its calendar and @internationalized/date: ~90 kB of the kit's list chunk, ~28 kB gzip), loaded
 * when the filter is first used (FirstUse's `load`), so a list's first page does not wait for it (issue 13).
 */
import { parseDate } from '@internationalized/date';
import { DateRangePicker } from '@/design-system/components/DateRangePicker';
import type { FirstUseControl } from './FirstUse';

export interface DateRangeControlProps extends FirstUseControl {
  label: string;
  start?: string;
  end?: string;
  onChange(range: { start: string; end: string } | null): void;
}

export function DateRangeControl({ label, start, end, onChange, ...control }: DateRangeControlProps) {
  return (
    <DateRangePicker
      label={label}
      {...control}
      value={start && end ? { start: parseDate(start), end: parseDate(end) } : null}
      onChange={(value) => onChange(value ? { start: value.start.toString(), end: value.end.toString() } : null)}
    />
  );
}
