/**
 * StatusPill: the state of an order, payment or return in a table cell or a header. The label
 * is the state's translated name, so the meaning never rests on colour; the tone groups states
 * (waiting = warning, done = success, failed or cancelled = danger, in progress = info).
 * Static text, not a React Aria Tag: a Tag belongs to an interactive TagGroup.
 */
import type { ReactNode } from 'react';
import * as styles from './StatusPill.css';

export const statusTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type StatusTone = (typeof statusTones)[number];
export const statusPillSizes = ['sm', 'md'] as const;

export interface StatusPillProps {
  tone?: StatusTone;
  size?: (typeof statusPillSizes)[number];
  /** A leading dot, for lists where many pills sit in a column. */
  hasDot?: boolean;
  children: ReactNode;
  className?: string;
}

export function StatusPill({ tone = 'neutral', size = 'md', hasDot, children, className }: StatusPillProps) {
  return (
    <span data-tone={tone} className={[styles.pill({ tone, size }), className].filter(Boolean).join(' ')}>
      {hasDot && <span className={styles.dot({ tone })} aria-hidden="true" />}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
