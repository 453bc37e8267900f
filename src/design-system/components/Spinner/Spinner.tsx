/**
 * Spinner: an indeterminate progress indicator for short waits (a pending button, a loading table).
 * It is React Aria's ProgressBar in indeterminate mode, so screen readers hear "busy" with a label
 * rather than nothing; the label defaults to the translated "Loading".
 */
import {
  ProgressBar as RACProgressBar,
  composeRenderProps,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { useTranslation } from '@/i18n/i18n';
import { spinner, svg, track } from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export const spinnerTones = ['brand', 'current', 'muted'] as const;

export interface SpinnerProps
  extends Omit<RACProgressBarProps, 'isIndeterminate' | 'value' | 'minValue' | 'maxValue' | 'valueLabel' | 'formatOptions' | 'children'> {
  size?: (typeof spinnerSizes)[number];
  tone?: (typeof spinnerTones)[number];
}

export function Spinner({ size = 'md', tone = 'brand', className, ...props }: SpinnerProps) {
  const { t } = useTranslation();
  const labelled = props['aria-label'] || props['aria-labelledby'];
  return (
    <RACProgressBar
      {...props}
      aria-label={labelled ? props['aria-label'] : t('ds.spinner.label')}
      isIndeterminate
      className={composeRenderProps(className, (custom) => [spinner({ size, tone }), custom].filter(Boolean).join(' '))}
    >
      <svg className={svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className={track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
        <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </RACProgressBar>
  );
}
