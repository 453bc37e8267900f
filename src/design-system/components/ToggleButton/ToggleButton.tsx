/**
 * A button that stays on or off (React Aria's ToggleButton): list/grid view, "only unread",
 * the sidebar collapse. Sizes and the icon slot follow Button.
 */
import {
  ToggleButton as RACToggleButton,
  composeRenderProps,
  type ToggleButtonProps as RACToggleButtonProps,
} from 'react-aria-components';
import { Icon, type LucideIcon } from '../Icon';
import { button } from '../Button/Button.css';
import { toggleButton } from './ToggleButton.css';
import type { ButtonSize } from '../Button';

export const toggleButtonVariants = ['secondary', 'quiet'] as const;

export interface ToggleButtonProps extends RACToggleButtonProps {
  variant?: (typeof toggleButtonVariants)[number];
  size?: ButtonSize;
  iconStart?: LucideIcon;
}

export function ToggleButton({ variant = 'secondary', size, iconStart, className, children, ...props }: ToggleButtonProps) {
  return (
    <RACToggleButton
      {...props}
      className={composeRenderProps(className, (custom) =>
        [button({ variant, size }), toggleButton(), custom].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {iconStart && <Icon icon={iconStart} size={size === 'lg' ? 'md' : 'sm'} />}
          {content}
        </>
      ))}
    </RACToggleButton>
  );
}
