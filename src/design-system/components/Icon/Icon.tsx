/**
 * The icon convention: lucide-react icons, imported by name so only the icons a screen uses are
 * bundled, drawn at the library's sizes and tones. An icon is decorative (hidden from assistive
 * technology) unless it carries a `label`, which must be a translated string.
 */
import type { LucideIcon } from 'lucide-react';
import { icon } from './Icon.css';

export const iconSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const iconTones = ['current', 'muted', 'brand', 'danger', 'success', 'warning'] as const;
export type IconSize = (typeof iconSizes)[number];

export interface IconProps {
  icon: LucideIcon;
  size?: IconSize;
  tone?: (typeof iconTones)[number];
  /** Accessible name when the icon alone carries meaning (a status icon without text). */
  label?: string;
  className?: string;
}

export function Icon({ icon: Glyph, size, tone, label, className }: IconProps) {
  return (
    <Glyph
      className={[icon({ size, tone }), className].filter(Boolean).join(' ')}
      strokeWidth={2}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
      focusable="false"
    />
  );
}

export type { LucideIcon };
