/**
 * A button that shows only an icon. Its `label` (a translated string) is required: it is the
 * accessible name, and the tooltip when `showTooltip` is on, so no icon-only control is nameless.
 */
import type { ReactNode } from 'react';
import { Button as RACButton, composeRenderProps, TooltipTrigger, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Icon, type LucideIcon } from '../Icon';
import { Tooltip } from '../Tooltip';
import { InlineSpinner } from '../../styles/InlineSpinner';
import { button } from '../Button/Button.css';
import { iconButton } from './IconButton.css';
import type { ButtonSize, ButtonVariant } from '../Button';

export const iconButtonShapes = ['square', 'circle'] as const;

export interface IconButtonProps extends Omit<RACButtonProps, 'children' | 'aria-label'> {
  icon: LucideIcon;
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  shape?: (typeof iconButtonShapes)[number];
  /** Also show the label in a tooltip on hover and keyboard focus. */
  showTooltip?: boolean;
  /** Overlay content pinned to the corner, such as a Badge with a count or a red dot. */
  badge?: ReactNode;
}

export function IconButton({ icon, label, variant = 'quiet', size = 'md', shape, showTooltip = false, badge, className, ...props }: IconButtonProps) {
  const control = (
    <RACButton
      {...props}
      aria-label={label}
      className={composeRenderProps(className, (custom) =>
        [button({ variant, size }), iconButton({ size, shape }), custom].filter(Boolean).join(' '),
      )}
    >
      {({ isPending }) => (
        <>
          {isPending ? <InlineSpinner /> : <Icon icon={icon} size={size === 'lg' ? 'md' : size === 'sm' ? 'sm' : 'md'} />}
          {badge}
        </>
      )}
    </RACButton>
  );
  if (!showTooltip) return control;
  return (
    <TooltipTrigger delay={500}>
      {control}
      <Tooltip>{label}</Tooltip>
    </TooltipTrigger>
  );
}
