/**
 * A floating surface anchored to its trigger (React Aria's Popover). The list controls (Select,
 * ComboBox, Menu) use it bare; with `padded` and `showArrow` it holds free content, usually a
 * Dialog inside a DialogTrigger (a quick filter, a help card).
 */
import {
  OverlayArrow,
  Popover as RACPopover,
  composeRenderProps,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import * as styles from './Popover.css';

export interface PopoverProps extends RACPopoverProps {
  showArrow?: boolean;
  padded?: boolean;
}

export function Popover({ showArrow = false, padded = false, offset, className, children, ...props }: PopoverProps) {
  return (
    <RACPopover
      {...props}
      offset={offset ?? (showArrow ? 10 : 4)}
      className={composeRenderProps(className, (custom) =>
        [styles.popover, padded && styles.padded, custom].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {showArrow && (
            <OverlayArrow>
              <svg width={12} height={12} viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          )}
          {content}
        </>
      ))}
    </RACPopover>
  );
}
