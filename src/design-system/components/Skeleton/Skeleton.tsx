/**
 * Skeleton: the grey shape of content that is still loading, so the page does not jump when it
 * arrives. Skeletons are hidden from screen readers; the region that loads carries
 * aria-busy (and, where useful, a Spinner's label) instead.
 */
import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

export interface SkeletonProps {
  shape?: (typeof skeletonShapes)[number];
  /** CSS length; text defaults to the full width, circles to 40px. */
  width?: string;
  height?: string;
  /** Text lines; the last of several is shorter, like a real paragraph. */
  lines?: number;
  className?: string;
}

export function Skeleton({ shape = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const size: CSSProperties = {
    width: width ?? (shape === 'circle' ? '40px' : '100%'),
    height: height ?? (shape === 'rect' ? '80px' : undefined),
  };
  const classes = [styles.skeleton({ shape }), className].filter(Boolean).join(' ');
  if (shape !== 'text' || lines <= 1) return <span aria-hidden="true" className={classes} style={size} />;
  return (
    <span aria-hidden="true" className={styles.stack} style={{ width: size.width }}>
      {Array.from({ length: lines }, (_, line) => (
        <span key={line} className={classes} style={{ height: size.height }} />
      ))}
    </span>
  );
}
