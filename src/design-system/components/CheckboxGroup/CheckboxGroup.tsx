/** Several checkboxes that share one label, help text and error (React Aria's CheckboxGroup). */
import type { ReactNode } from 'react';
import { CheckboxGroup as RACCheckboxGroup, composeRenderProps, type CheckboxGroupProps as RACCheckboxGroupProps } from 'react-aria-components';
import { FieldFrame, fieldStyles, type FieldDesignProps } from '../Field';
import { options } from './CheckboxGroup.css';

export const groupOrientations = ['vertical', 'horizontal'] as const;

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'>, FieldDesignProps {
  orientation?: (typeof groupOrientations)[number];
  children: ReactNode;
}

export function CheckboxGroup({ label, description, errorMessage, orientation = 'vertical', children, className, ...props }: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      className={composeRenderProps(className, (custom) => [fieldStyles.fieldRoot, custom].filter(Boolean).join(' '))}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <div className={options({ orientation })}>{children}</div>
      </FieldFrame>
    </RACCheckboxGroup>
  );
}
