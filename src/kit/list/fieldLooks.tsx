/**
 * Look-alikes of a filter's Select and date range picker, and of a button opening a menu or a dialog (FirstUse shows
 * them until the control is first used):
 * the same label, box, value and icons with the design system's own classes, the same roles and names, no React
 * Aria — so the filter bar has its final size and look from the first frame and nothing moves when the real
 * control takes their place. `data-use` marks what a press builds: "open" the control opened, "<n>" its n-th tab stop.
 */
import { useId, type PointerEvent } from 'react';
import { CalendarDays, ChevronDown } from 'lucide-react';
import type { ButtonSize, ButtonVariant } from '@/design-system/components/Button';
import { button } from '@/design-system/components/Button/Button.css';
import { Icon, type LucideIcon } from '@/design-system/components/Icon';
import * as selectStyles from '@/design-system/components/Select/Select.css';
import * as calendarStyles from '@/design-system/styles/calendar.css';
import * as fieldStyles from '@/design-system/styles/field.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A Select's look: its label, the chosen option's name on its button, the chevron. `labelHidden`: a Select named
 * by aria-label only (no label shown), as the pager's page size; `isDisabled` as a disabled Select.
 */
export function SelectLook({ label, value, className, labelHidden, isDisabled }: { label: string; value: string; className?: string; labelHidden?: boolean; isDisabled?: boolean }) {
  const id = useId();
  return (
    <div className={join(fieldStyles.fieldRoot, className)}>
      {!labelHidden && <span id={`${id}-label`} className={fieldStyles.label}>{label}</span>}
      {/* Named and announced as React Aria's Select button is: the value, then the label; a list box behind it. */}
      <button
        type="button" id={id} data-use="open" className={selectStyles.trigger} aria-haspopup="listbox" aria-expanded="false"
        aria-label={labelHidden ? label : undefined} aria-labelledby={`${id}-value ${labelHidden ? id : `${id}-label`}`}
        disabled={isDisabled} data-disabled={isDisabled || undefined}
      >
        <span id={`${id}-value`} className={selectStyles.value}>{value}</span>
        <ChevronDown className={selectStyles.chevron} size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

/** The hover look for a mouse or pen, as React Aria's Button draws it (a touch leaves no hover behind). */
const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
  if (event.pointerType !== 'touch') event.currentTarget.setAttribute('data-hovered', '');
};
const onPointerLeave = (event: PointerEvent<HTMLElement>) => event.currentTarget.removeAttribute('data-hovered');

export interface ButtonLookProps {
  children: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: LucideIcon;
  isDisabled?: boolean;
  'aria-label'?: string;
  /** `true` for a menu's button (React Aria's MenuTrigger); a dialog's button has none. */
  'aria-haspopup'?: true;
}

/**
 * The design system's Button as a closed menu's or dialog's trigger draws it: the same classes, icon, label, disabled
 * state, hover and ARIA (aria-expanded false), without React Aria's press handling. A press opens the real one.
 */
export function ButtonLook({ children, variant, size, icon, isDisabled, 'aria-label': ariaLabel, 'aria-haspopup': hasPopup }: ButtonLookProps) {
  return (
    <button type="button" className={button({ variant, size })} disabled={isDisabled} data-disabled={isDisabled || undefined}
      aria-label={ariaLabel} aria-haspopup={hasPopup} aria-expanded="false" data-use="open" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      {icon && <Icon icon={icon} size={size === 'lg' ? 'md' : 'sm'} />}
      {children}
    </button>
  );
}

/** React Aria's empty segments in the portal's languages (react-stately's placeholders); others show 'en'. */
const PLACEHOLDERS: Record<string, Record<'year' | 'month' | 'day', string>> = {
  en: { year: 'yyyy', month: 'mm', day: 'dd' },
  tr: { year: 'yyyy', month: 'aa', day: 'gg' },
  zh: { year: '年', month: '月', day: '日' },
};

/** One date's segments as a date field shows them: the locale's order and separators, empty or filled. */
function DateLook({ date, locale, first }: { date: string | undefined; locale: string; first: number }) {
  const placeholders = PLACEHOLDERS[locale.split('-')[0]!] ?? PLACEHOLDERS.en!;
  const [year, month, day] = (date ?? '2000-01-01').split('-').map(Number);
  const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(new Date(year!, month! - 1, day!));
  return (
    <span className={calendarStyles.dateInput}>
      {parts.map((part, i) => {
        const type = part.type === 'year' || part.type === 'month' || part.type === 'day' ? part.type : null;
        if (type === null) return <span key={i} className={calendarStyles.segment} data-type="literal">{part.value}</span>;
        // The n-th editable segment is the real field's n-th tab stop: a press there focuses it.
        const stop = first + parts.slice(0, i).filter((p) => p.type === 'year' || p.type === 'month' || p.type === 'day').length;
        return <span key={i} className={calendarStyles.segment} data-use={stop} data-placeholder={date ? undefined : true}>{date ? part.value : placeholders[type]}</span>;
      })}
    </span>
  );
}

/** A date range picker's look: its label, both dates' segments (or their placeholders) and the calendar button. */
export function DateRangeLook({ label, start, end, locale }: { label: string; start?: string; end?: string; locale: string }) {
  const id = useId();
  const range = start && end ? { start, end } : undefined;
  return (
    <div className={fieldStyles.fieldRoot}>
      <span id={`${id}-label`} className={fieldStyles.label}>{label}</span>
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a box of segments, as React Aria's date field group is */}
      <div role="group" aria-labelledby={`${id}-label`} className={fieldStyles.fieldGroup}>
        <DateLook date={range?.start} locale={locale} first={0} />
        <span aria-hidden="true" className={calendarStyles.rangeDash}>–</span>
        <DateLook date={range?.end} locale={locale} first={3} />
        {/* The one tab stop: focus reaching it builds the picker and moves to its first segment (or, from after, its button). */}
        <button type="button" data-use="open" className={fieldStyles.groupButton} aria-haspopup="dialog" aria-expanded="false" aria-labelledby={`${id}-label`}>
          <CalendarDays size={16} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
