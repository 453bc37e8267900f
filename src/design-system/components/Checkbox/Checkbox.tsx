/**
 * A checkbox (React Aria's Checkbox), alone or inside a CheckboxGroup. `isIndeterminate` draws the
 * dash used by a table's select-all when only some rows are selected.
 */
import { Checkbox as RACCheckbox, composeRenderProps, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { Check, Minus } from 'lucide-react';
import * as styles from './Checkbox.css';

export type CheckboxProps = RACCheckboxProps;

export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox
      {...props}
      className={composeRenderProps(className, (custom) => [styles.checkbox, custom].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <Minus size={14} strokeWidth={3} /> : isSelected ? <Check size={14} strokeWidth={3} /> : null}
          </span>
          {content}
        </>
      ))}
    </RACCheckbox>
  );
}
