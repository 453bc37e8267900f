/**
 * A list's date range filter (`startDate`/`endDate` of its query, ISO dates): the design system's date range
 * picker, built on first use (FirstUse) — its six date segments and their formatters are the heaviest part of a
 * list's filter bar, and most visits never touch them. Its code (DateRangeControl) is a chunk of its own, loaded
 * on that first use too: the look-alike needs none of it.
 */
import { useTranslation } from '@/i18n/i18n';
import { chunk } from '../chunk';
import { DateRangeLook } from './fieldLooks';
import { FirstUse } from './FirstUse';

const picker = chunk(() => import('./DateRangeControl'));
/** Null once the picker's chunk has run (FirstUse builds at once), else its load. */
const loadPicker = () => (picker.loaded() ? null : picker.load());

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
    <FirstUse look={<DateRangeLook label={label} start={start} end={end} locale={locale} />} load={loadPicker}>
      {(control) => {
        const loaded = picker.loaded();
        return loaded && <loaded.DateRangeControl label={label} start={start} end={end} onChange={onChange} {...control} />;
      }}
    </FirstUse>
  );
}
