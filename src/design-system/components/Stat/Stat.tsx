/**
 * Stat: one dashboard figure (orders to pay, balance, unread messages) with an optional link to
 * the page behind it. A description list, so a screen reader pairs the label with its value.
 */
import type { ReactNode } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { Skeleton } from '@/design-system/components/Skeleton';
import * as styles from './Stat.css';

export const statVariants = ['tile', 'plain'] as const;

export interface StatProps {
  label: ReactNode;
  /** Already formatted (money, count); the caller knows the currency and locale. */
  value: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Where the figure leads (a route); shown as a link under the value. */
  href?: string;
  linkLabel?: ReactNode;
  /** Shows a skeleton in place of the value while it loads. */
  isLoading?: boolean;
  variant?: (typeof statVariants)[number];
  className?: string;
}

export function Stat({ label, value, description, icon, href, linkLabel, isLoading, variant = 'tile', className }: StatProps) {
  return (
    <dl className={[styles.stat({ variant }), className].filter(Boolean).join(' ')} aria-busy={isLoading || undefined}>
      <dt className={styles.header}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <span className={styles.label}>{label}</span>
      </dt>
      <dd className={styles.value}>{isLoading ? <Skeleton width="6ch" height="1em" /> : value}</dd>
      {description !== undefined && <dd className={styles.description}>{description}</dd>}
      {href && linkLabel !== undefined && (
        <dd className={styles.description}>
          <RACLink href={href} className={styles.link}>
            {linkLabel}
          </RACLink>
        </dd>
      )}
    </dl>
  );
}
