/**
 * A button that opens a dialog (React Aria's DialogTrigger around the design system's Button), built on first use:
 * until focus reaches it or it is pressed, its look-alike (ButtonLook: the Button's classes, icon, label and ARIA,
 * no React Aria) stands in its place, and the dialog's code (OverlayParts) loads then. Focus on the look-alike builds
 * the real trigger and focuses it; a press builds it focused and opens the dialog, so the dialog gives focus back to
 * it on close, as a DialogTrigger does (FirstUse). Issue 13: React Aria's Dialog and Modal code was ~1/3 of what
 * My products evaluated at start, for dialogs most visits never open.
 */
import type { ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/design-system/components/Button';
import type { LucideIcon } from '@/design-system/components/Icon';
import { ButtonLook } from '../list/fieldLooks';
import { FirstUse } from '../list/FirstUse';
import { loadOverlays, overlayParts, type OverlayPartsModule } from './lazyOverlays';

export interface DialogButtonProps {
  /** The button's label. */
  children: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  iconStart?: LucideIcon;
  isDisabled?: boolean;
  /** The built button's pending state (its spinner); only the built button shows it. */
  isPending?: boolean;
  'aria-label'?: string;
  /** The dialog (a Dialog or AlertDialog of `parts`), rendered inside the DialogTrigger. */
  renderDialog(parts: OverlayPartsModule): ReactNode;
}

export function DialogButton({ children, variant, size, iconStart, isDisabled, isPending, 'aria-label': ariaLabel, renderDialog }: DialogButtonProps) {
  return (
    <FirstUse look={<ButtonLook variant={variant} size={size} icon={iconStart} isDisabled={isDisabled} aria-label={ariaLabel}>{children}</ButtonLook>} load={loadOverlays}>
      {(control) => {
        const parts = overlayParts.loaded();
        return parts && (
          <parts.DialogTrigger {...control}>
            <Button variant={variant} size={size} iconStart={iconStart} isDisabled={isDisabled} isPending={isPending} aria-label={ariaLabel}>{children}</Button>
            {renderDialog(parts)}
          </parts.DialogTrigger>
        );
      }}
    </FirstUse>
  );
}
