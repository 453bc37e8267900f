/**
 * Badge: a count (unread messages, cart lines, products) or a red dot (a pending return, a
 * store not yet authorised). React Aria has no badge, so this is a plain element; the dot
 * carries screen-reader text because a coloured circle alone means nothing to a listener.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import * as styles from './Badge.css';

export const badgeTones = ['danger', 'brand', 'neutral'] as const;
export const badgeKinds = ['count', 'dot'] as const;

/** Counts above this show as "99+" (the usual top-bar convention). */
export const defaultBadgeMax = 99;

/** The text a count badge shows: the number, or `max+` above `max`. */
export const formatBadgeCount = (count: number, max = defaultBadgeMax) => (count > max ? `${max}+` : String(count));

export interface BadgeProps {
  /** The number to show; 0 or less shows nothing unless `showZero`. Ignored for a dot. */
  count?: number;
  max?: number;
  showZero?: boolean;
  /** A dot instead of a number: "something needs attention here". */
  dot?: boolean;
  tone?: (typeof badgeTones)[number];
  /**
   * Screen-reader text. For a dot it defaults to the translated "New"; for a count the number is
   * read as it is, so give a label where the number alone is ambiguous ("3 unread messages").
   */
  label?: string;
  /** When given, the badge sits on the top-end corner of these children (an icon, an avatar). */
  children?: ReactNode;
  className?: string;
}

export function Badge({ count = 0, max = defaultBadgeMax, showZero, dot, tone = 'danger', label, children, className }: BadgeProps) {
  const { t } = useTranslation();
  const visible = dot || count > 0 || showZero;
  const placement = children === undefined ? 'inline' : 'corner';
  const kind = dot ? 'dot' : 'count';
  const classes = [styles.badge({ kind, tone, placement }), className].filter(Boolean).join(' ');

  const mark = !visible ? null : dot ? (
    <span className={classes} data-kind="dot">
      <VisuallyHidden>{label ?? t('ds.badge.dot')}</VisuallyHidden>
    </span>
  ) : label ? (
    <span className={classes} data-kind="count">
      <span aria-hidden="true">{formatBadgeCount(count, max)}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  ) : (
    <span className={classes} data-kind="count">
      {formatBadgeCount(count, max)}
    </span>
  );

  if (children === undefined) return mark;
  return (
    <span className={styles.anchor}>
      {children}
      {mark}
    </span>
  );
}
