/**
 * ProgressBar: how far a long job has come (batch publishing to a store, an import). React
 * Aria's ProgressBar gives the progressbar role, the value text and the label; the value text
 * can be replaced ("12 of 40 products").
 */
import type { ReactNode } from 'react';
import {
  Label as RACLabel,
  ProgressBar as RACProgressBar,
  composeRenderProps,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export const progressTones = ['brand', 'success', 'warning', 'danger'] as const;
export const progressSizes = ['sm', 'md'] as const;

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** Visible label; without one, give `aria-label`. */
  label?: ReactNode;
  /** Show the value text (a percentage unless `valueLabel` says otherwise). */
  showValue?: boolean;
  tone?: (typeof progressTones)[number];
  size?: (typeof progressSizes)[number];
}

export function ProgressBar({ label, showValue = true, tone = 'brand', size = 'md', className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar
      {...props}
      data-tone={tone}
      className={composeRenderProps(className, (custom) => [styles.root, custom].filter(Boolean).join(' '))}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label !== undefined && <RACLabel className={styles.label}>{label}</RACLabel>}
          {showValue && !isIndeterminate && <span className={styles.value}>{valueText}</span>}
          <div className={styles.track({ size })}>
            <div
              className={styles.fill({ tone, indeterminate: Boolean(isIndeterminate) })}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
