/** Exactly one choice from a few visible options (React Aria's RadioGroup and Radio). */
import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  composeRenderProps,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps,
} from 'react-aria-components';
import { FieldFrame, fieldStyles, type FieldDesignProps } from '../Field';
import { options } from '../CheckboxGroup/CheckboxGroup.css';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldDesignProps {
  children: ReactNode;
}

export function RadioGroup({ label, description, errorMessage, orientation = 'vertical', children, className, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
      className={composeRenderProps(className, (custom) => [fieldStyles.fieldRoot, custom].filter(Boolean).join(' '))}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <div className={options({ orientation })}>{children}</div>
      </FieldFrame>
    </RACRadioGroup>
  );
}

export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <RACRadio
      {...props}
      className={composeRenderProps(className, (custom) => [styles.radio, custom].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.circle} aria-hidden="true" />
          {content}
        </>
      ))}
    </RACRadio>
  );
}
