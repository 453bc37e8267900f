/**
 * Breadcrumbs: where the current page sits in the menu ("Orders / Manage orders").
 * The last crumb is the current page (aria-current="page", not a link). Links go through
 * React Aria's router integration, so the app's RouterProvider makes them client-side.
 */
import type { ReactNode } from 'react';
import {
  Breadcrumb as RACBreadcrumb,
  Breadcrumbs as RACBreadcrumbs,
  Link as RACLink,
  composeRenderProps,
  type BreadcrumbProps as RACBreadcrumbProps,
  type BreadcrumbsProps as RACBreadcrumbsProps,
} from 'react-aria-components';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import * as styles from './Breadcrumbs.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export type BreadcrumbsProps<T> = RACBreadcrumbsProps<T>;

export function Breadcrumbs<T extends object>({ className, ...props }: BreadcrumbsProps<T>) {
  const { t } = useTranslation();
  return (
    <nav aria-label={props['aria-label'] ?? t('ds.breadcrumbs.label')}>
      <RACBreadcrumbs {...props} aria-label={undefined} className={join(styles.list, className)} />
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<RACBreadcrumbProps, 'children'> {
  /** Where the crumb leads; omit for a group heading that has no page of its own. */
  href?: string;
  children: ReactNode;
}

export function Breadcrumb({ href, children, className, ...props }: BreadcrumbProps) {
  return (
    <RACBreadcrumb {...props} className={composeRenderProps(className, (custom) => join(styles.item, custom))}>
      {({ isCurrent }) => (
        <>
          <RACLink href={href} className={styles.link}>
            {children}
          </RACLink>
          {!isCurrent && <ChevronRight className={styles.separator} size={14} aria-hidden="true" />}
        </>
      )}
    </RACBreadcrumb>
  );
}
