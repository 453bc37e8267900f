/**
 * The month header shared by Calendar and RangeCalendar. The previous/next buttons are named
 * by React Aria's own translations; the heading announces the visible month.
 */
import { Button, Heading } from 'react-aria-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { groupButton } from '../../styles/field.css';
import * as styles from '../../styles/calendar.css';

export function CalendarHeader() {
  return (
    <header className={styles.calendarHeader}>
      <Button slot="previous" className={groupButton}>
        <ChevronLeft size={16} aria-hidden="true" />
      </Button>
      <Heading className={styles.calendarHeading} />
      <Button slot="next" className={groupButton}>
        <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </header>
  );
}
