/**
 * Shown while rows are selected: how many, the actions on them, and a way to clear the selection.
 * A toolbar, so the actions are one tab stop and arrow keys move between them.
 */
import type { ReactNode } from 'react';
import { Toolbar } from 'react-aria-components';
import { X } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { useTranslation } from '@/i18n/i18n';
import * as styles from './list.css';

export interface BulkActionBarProps {
  count: number;
  onClear: () => void;
  children: ReactNode;
}

export function BulkActionBar({ count, onClear, children }: BulkActionBarProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Toolbar aria-label={t('kit.list.bulkActions')} className={styles.bulkBar}>
      <output className={styles.bulkCount}>{t('kit.list.selected', { count })}</output>
      {children}
      <Button variant="quiet" size="sm" iconStart={X} onPress={onClear}>
        {t('kit.list.clearSelection')}
      </Button>
    </Toolbar>
  );
}
