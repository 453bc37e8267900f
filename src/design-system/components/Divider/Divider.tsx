/** A separator line between groups of content or controls (React Aria's Separator). */
import { Separator as RACSeparator, type SeparatorProps } from 'react-aria-components';
import { divider } from './Divider.css';

export const dividerOrientations = ['horizontal', 'vertical'] as const;
export const dividerStrengths = ['default', 'strong'] as const;

export interface DividerProps extends Omit<SeparatorProps, 'orientation'> {
  orientation?: (typeof dividerOrientations)[number];
  strength?: (typeof dividerStrengths)[number];
}

export function Divider({ orientation = 'horizontal', strength, className, ...props }: DividerProps) {
  return (
    <RACSeparator
      {...props}
      orientation={orientation}
      className={[divider({ orientation, strength }), className].filter(Boolean).join(' ')}
    />
  );
}
