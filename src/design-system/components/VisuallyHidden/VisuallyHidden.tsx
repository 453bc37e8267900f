/**
 * VisuallyHidden: text for screen readers only (a badge's meaning, an icon's context).
 * React Aria's version; it defaults to a <span> here because it is mostly used inside inline
 * content (buttons, links, table cells), where a <div> would be invalid HTML.
 */
import { VisuallyHidden as RACVisuallyHidden, type VisuallyHiddenProps } from 'react-aria-components';

export type { VisuallyHiddenProps };

export function VisuallyHidden({ elementType = 'span', ...props }: VisuallyHiddenProps) {
  return <RACVisuallyHidden {...props} elementType={elementType} />;
}
