/**
 * A start–end date range with a range calendar (React Aria's DateRangePicker): order and report
 * filters (`startDate`/`endDate` of the product list query). Range ends are solid brand cells,
 * the days between them a soft band.
 */
import {
  Button as RACButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateRangePicker as RACDateRangePicker,
  DateSegment,
  Dialog,
  RangeCalendar,
  composeRenderProps,
  type DateRangePickerProps as RACDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { CalendarDays } from 'lucide-react';
import { FieldFrame, FieldGroup, fieldStyles, type FieldDesignProps } from '../Field';
import { Popover } from '../Popover';
import { CalendarHeader } from '../DatePicker/CalendarParts';
import { groupButton } from '../../styles/field.css';
import * as styles from '../../styles/calendar.css';

export interface DateRangePickerProps<T extends DateValue> extends RACDateRangePickerProps<T>, FieldDesignProps {}

export function DateRangePicker<T extends DateValue>({ label, description, errorMessage, className, ...props }: DateRangePickerProps<T>) {
  return (
    <RACDateRangePicker
      {...props}
      className={composeRenderProps(className, (custom) => [fieldStyles.fieldRoot, custom].filter(Boolean).join(' '))}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          <FieldFrame label={label} description={description} errorMessage={errorMessage}>
            <FieldGroup isInvalid={isInvalid} isDisabled={isDisabled}>
              <DateInput slot="start" className={styles.dateInput}>
                {(segment) => <DateSegment segment={segment} className={styles.segment} />}
              </DateInput>
              <span aria-hidden="true" className={styles.rangeDash}>–</span>
              <DateInput slot="end" className={styles.dateInput}>
                {(segment) => <DateSegment segment={segment} className={styles.segment} />}
              </DateInput>
              <RACButton className={groupButton}>
                <CalendarDays size={16} aria-hidden="true" />
              </RACButton>
            </FieldGroup>
          </FieldFrame>
          <Popover placement="bottom end">
            <Dialog className={styles.calendar}>
              <RangeCalendar>
                <CalendarHeader />
                <CalendarGrid className={styles.grid}>
                  <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
                  <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
                </CalendarGrid>
              </RangeCalendar>
            </Dialog>
          </Popover>
        </>
      )}
    </RACDateRangePicker>
  );
}
