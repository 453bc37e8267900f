/**
 * Meter: a measured quantity within a known range (share of a batch that failed, storage or
 * credit used). Unlike a ProgressBar it does not move towards done. With `thresholds` its tone
 * follows the value: under `warning` brand, from `warning` warning, from `danger` danger.
 */
import type { ReactNode } from 'react';
import { Label as RACLabel, Meter as RACMeter, composeRenderProps, type MeterProps as RACMeterProps } from 'react-aria-components';
import * as styles from './Meter.css';

export const meterTones = ['brand', 'success', 'warning', 'danger'] as const;
type Tone = (typeof meterTones)[number];
export const meterSizes = ['sm', 'md'] as const;

export interface MeterProps extends Omit<RACMeterProps, 'children'> {
  label?: ReactNode;
  showValue?: boolean;
  /** A fixed tone; ignored when `thresholds` are given. */
  tone?: Tone;
  /** Percentages at which the tone turns to warning and to danger. */
  thresholds?: { warning: number; danger: number };
  size?: (typeof meterSizes)[number];
}

/** The tone for a percentage under the given thresholds. */
export function meterTone(percentage: number, thresholds: { warning: number; danger: number }): Tone {
  if (percentage >= thresholds.danger) return 'danger';
  if (percentage >= thresholds.warning) return 'warning';
  return 'brand';
}

export function Meter({ label, showValue = true, tone = 'brand', thresholds, size = 'md', className, ...props }: MeterProps) {
  return (
    <RACMeter {...props} className={composeRenderProps(className, (custom) => [styles.root, custom].filter(Boolean).join(' '))}>
      {({ percentage, valueText }) => {
        const shown = thresholds ? meterTone(percentage, thresholds) : tone;
        return (
          <>
            {label !== undefined && <RACLabel className={styles.label}>{label}</RACLabel>}
            {showValue && <span className={styles.value}>{valueText}</span>}
            <div className={styles.track({ size })} data-tone={shown}>
              <div className={styles.fill({ tone: shown })} style={{ width: `${percentage}%` }} />
            </div>
          </>
        );
      }}
    </RACMeter>
  );
}
