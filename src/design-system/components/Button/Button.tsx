/**
 * The library's button: React Aria's Button with the brand's variants and sizes. `isPending`
 * shows a spinner, keeps the button focusable and announces the pending state (React Aria),
 * and ignores presses, so a form cannot be submitted twice.
 */
import { Button as RACButton, composeRenderProps, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Icon, type LucideIcon } from '../Icon';
import { InlineSpinner } from '../../styles/InlineSpinner';
import { button } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'quiet', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A decorative icon before the label (replaced by the spinner while pending). */
  iconStart?: LucideIcon;
  /** A decorative icon after the label (a chevron, an external-link mark). */
  iconEnd?: LucideIcon;
  fullWidth?: boolean;
}

export function Button({ variant, size, iconStart, iconEnd, fullWidth, className, children, ...props }: ButtonProps) {
  const iconSize = size === 'lg' ? 'md' : 'sm';
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (custom) =>
        [button({ variant, size, fullWidth }), custom].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <InlineSpinner /> : iconStart && <Icon icon={iconStart} size={iconSize} />}
          {content}
          {iconEnd && <Icon icon={iconEnd} size={iconSize} />}
        </>
      ))}
    </RACButton>
  );
}
