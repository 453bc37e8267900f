/**
 * The frame of every screen: a header with the title (the page's one h1), an optional description and
 * the actions (secondary ones first, the primary one last, where the eye ends), then the content.
 * `DetailPage` is a Page about one record: its title also names the visited-view tab and the
 * breadcrumb (recordTitles.ts), and it shows a skeleton header while the record loads.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Skeleton } from '@/design-system/components/Skeleton';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { useTranslation } from '@/i18n/i18n';
import { useRecordTitle } from './recordTitles';
import * as styles from './Page.css';

export interface PageProps {
  title: ReactNode;
  description?: ReactNode;
  /** The page's main action (e.g. "Import products"). */
  primaryAction?: ReactNode;
  /** Other actions, shown before the primary one. */
  secondaryActions?: ReactNode;
  children?: ReactNode;
}

export function Page({ title, description, primaryAction, secondaryActions, children }: PageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {(primaryAction || secondaryActions) && (
          <div className={styles.actions}>
            {secondaryActions}
            {primaryAction}
          </div>
        )}
      </header>
      {children}
    </div>
  );
}

export interface DetailPageProps extends Omit<PageProps, 'title'> {
  /** The record's own name; undefined while it loads. */
  recordTitle: string | undefined;
}

export function DetailPage({ recordTitle, ...props }: DetailPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useRecordTitle(pathname, recordTitle);
  const loading = (
    <>
      <Skeleton width="16em" height="1.2em" />
      <VisuallyHidden>{t('kit.page.loading')}</VisuallyHidden>
    </>
  );
  return <Page {...props} title={recordTitle ?? loading} />;
}
