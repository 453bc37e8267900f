/**
 * A button that shows only an icon. Its `label` (a translated string) is required: it is the
 * accessible name, and the tooltip when `showTooltip` is on, so no icon-only control is nameless.
 */
import type { ReactNode } from 'react';
import { useMemo, type Ref } from 'react';
import { Button as RACButton, composeRenderProps, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Icon, type LucideIcon } from '../Icon';
// The tooltip's overlay code loads when the first tooltip is due, not with every page that draws an icon button.
import { mergeRefs, useDeferredTooltip } from '../Tooltip/DeferredTooltip';
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
  /** React 19 passes ref as a prop: the button element (a menu trigger places its menu against it). */
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({ icon, label, variant = 'quiet', size = 'md', shape, showTooltip = false, badge, className, ref, ...props }: IconButtonProps) {
  const tooltip = useDeferredTooltip({ content: showTooltip ? label : null });
  const buttonRef = useMemo(() => mergeRefs(ref, tooltip.ref), [ref, tooltip.ref]);
  return (
    <>
      <RACButton
        {...props}
        ref={buttonRef}
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
      {tooltip.tooltip}
    </>
  );
}
