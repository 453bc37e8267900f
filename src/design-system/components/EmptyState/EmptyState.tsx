/**
 * EmptyState: what a list, table or page shows when it has nothing in it, with a way forward
 * (an action) where there is one.
 */
import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import * as styles from './EmptyState.css';

export const emptyStateSizes = ['sm', 'md'] as const;

export interface EmptyStateProps {
  /** Defaults to an inbox; pass `null` for none. */
  icon?: ReactNode;
  /** Defaults to the translated "No data". */
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  size?: (typeof emptyStateSizes)[number];
  className?: string;
}

export function EmptyState({ icon, title, description, action, size = 'md', className }: EmptyStateProps) {
  const { t } = useTranslation();
  const shownIcon = icon === undefined ? <Inbox size={24} /> : icon;
  return (
    <div className={[styles.root({ size }), className].filter(Boolean).join(' ')}>
      {shownIcon && (
        <span className={styles.icon} aria-hidden="true">
          {shownIcon}
        </span>
      )}
      <p className={styles.title}>{title ?? t('ds.emptyState.title')}</p>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
