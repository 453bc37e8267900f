/**
 * The row of filters above a list: the screen's own fields, then "Clear filters" when any is set.
 * Each field writes to the list query (the URL) itself; the bar only lays them out and clears them.
 */
import type { ReactNode, Ref } from 'react';
import { FilterX } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { useTranslation } from '@/i18n/i18n';
import * as styles from './list.css';

export interface FilterBarProps {
  children: ReactNode;
  /** True when any filter is set (shows "Clear filters"). */
  isFiltered: boolean;
  onClear: () => void;
  /** More controls at the end (saved views, columns). */
  end?: ReactNode;
  /** The bar's element (ListScreen measures the list's width on it). */
  ref?: Ref<HTMLElement>;
}

export function FilterBar({ children, isFiltered, onClear, end, ref }: FilterBarProps) {
  const { t } = useTranslation();
  return (
    <search ref={ref} aria-label={t('kit.list.filters')} className={styles.filterBar}>
      {children}
      <div className={styles.filterActions}>
        {isFiltered && (
          <Button variant="quiet" iconStart={FilterX} onPress={onClear}>
            {t('kit.list.clearFilters')}
          </Button>
        )}
        {end}
      </div>
    </search>
  );
}
