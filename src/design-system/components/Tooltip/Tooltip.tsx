/**
 * A short hint for a control, shown on hover and on keyboard focus (React Aria's Tooltip inside a
 * TooltipTrigger). Tooltips never hold the only copy of important information.
 */
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger,
  composeRenderProps,
  type TooltipProps as RACTooltipProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  children: React.ReactNode;
}

export function Tooltip({ className, children, offset = 4, ...props }: TooltipProps) {
  return (
    <RACTooltip
      {...props}
      offset={offset}
      className={composeRenderProps(className, (custom) => [styles.tooltip, custom].filter(Boolean).join(' '))}
    >
      <OverlayArrow>
        <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </RACTooltip>
  );
}

export { TooltipTrigger };
