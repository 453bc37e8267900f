/**
 * The one field vocabulary every form control is built from: Label, Description (help text),
 * FieldError (shown only when the field is invalid, from native validation, `validate`, or the
 * Form's `validationErrors` from the server), the lone Input, and FieldGroup / FieldButton for
 * inputs with adornments. React Aria wires ids and aria-describedby through context.
 */
import type { ReactNode } from 'react';
import {
  Button as RACButton,
  FieldError as RACFieldError,
  Group as RACGroup,
  Input as RACInput,
  Label as RACLabel,
  Text,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
  type FieldErrorProps as RACFieldErrorProps,
  type GroupProps,
  type InputProps,
  type LabelProps,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from '../../styles/field.css';

/** Props every field component adds on top of its React Aria component. */
export interface FieldDesignProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Overrides the browser's validation message; a function receives the validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

const join = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

export function Label({ className, ...props }: LabelProps) {
  return <RACLabel {...props} className={join(styles.label, className)} />;
}

export function Description({ className, ...props }: Omit<TextProps, 'slot'>) {
  return <Text {...props} slot="description" className={join(styles.description, className)} />;
}

export function FieldError({ className, ...props }: RACFieldErrorProps) {
  return (
    <RACFieldError
      {...props}
      className={composeRenderProps(className, (custom) => join(styles.fieldError, custom))}
    />
  );
}

export function Input({ className, ...props }: InputProps) {
  return <RACInput {...props} className={composeRenderProps(className, (custom) => join(styles.inputBox, custom))} />;
}

export function FieldGroup({ className, ...props }: GroupProps) {
  return <RACGroup {...props} className={composeRenderProps(className, (custom) => join(styles.fieldGroup, custom))} />;
}

/** The borderless input inside a FieldGroup. */
export function GroupInput({ className, ...props }: InputProps) {
  return <RACInput {...props} className={composeRenderProps(className, (custom) => join(styles.groupInput, custom))} />;
}

/** A small button inside a FieldGroup (chevron, clear, show/hide, steppers). */
export function FieldButton({ className, ...props }: RACButtonProps) {
  return <RACButton {...props} className={composeRenderProps(className, (custom) => join(styles.groupButton, custom))} />;
}

/** Label, help text and error around a control, in the library's order. */
export function FieldFrame({ label, description, errorMessage, children }: FieldDesignProps & { children: ReactNode }) {
  return (
    <>
      {label != null && <Label>{label}</Label>}
      {children}
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}

export { styles as fieldStyles };
