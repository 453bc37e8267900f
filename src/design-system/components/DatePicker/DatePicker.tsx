/**
 * A date field with a calendar popover (React Aria's DatePicker over @internationalized/date):
 * the date is typed segment by segment in the locale's order, or picked from the month grid.
 * Values are `CalendarDate`s, never JavaScript Dates, so no time zone shifts a day.
 */
import {
  Button as RACButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  Dialog,
  composeRenderProps,
  type DatePickerProps as RACDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { CalendarDays } from 'lucide-react';
import { FieldFrame, FieldGroup, fieldStyles, type FieldDesignProps } from '../Field';
import { Popover } from '../Popover';
import { groupButton } from '../../styles/field.css';
import * as styles from '../../styles/calendar.css';
import { CalendarHeader } from './CalendarParts';

export interface DatePickerProps<T extends DateValue> extends RACDatePickerProps<T>, FieldDesignProps {}

export function DatePicker<T extends DateValue>({ label, description, errorMessage, className, ...props }: DatePickerProps<T>) {
  return (
    <RACDatePicker
      {...props}
      className={composeRenderProps(className, (custom) => [fieldStyles.fieldRoot, custom].filter(Boolean).join(' '))}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          <FieldFrame label={label} description={description} errorMessage={errorMessage}>
            <FieldGroup isInvalid={isInvalid} isDisabled={isDisabled}>
              <DateInput className={styles.dateInput}>
                {(segment) => <DateSegment segment={segment} className={styles.segment} />}
              </DateInput>
              <RACButton className={groupButton}>
                <CalendarDays size={16} aria-hidden="true" />
              </RACButton>
            </FieldGroup>
          </FieldFrame>
          <Popover placement="bottom end">
            <Dialog className={styles.calendar}>
              <Calendar>
                <CalendarHeader />
                <CalendarGrid className={styles.grid}>
                  <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
                  <CalendarGridBody>{(date) => <CalendarCell date={date} className={`${styles.cell} ${styles.singleCell}`} />}</CalendarGridBody>
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </>
      )}
    </RACDatePicker>
  );
}
