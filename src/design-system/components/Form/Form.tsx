/**
 * A form (React Aria's Form). Server-side errors go in `validationErrors`, keyed by each field's
 * `name`: React Aria shows each message under its field, marks the field invalid, and clears it
 * as soon as the user edits that field. Validation errors show on submit (`validationBehavior`
 * "native" by default), so a half-typed field is not shouted at.
 */
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { form } from './Form.css';

export const formGaps = ['sm', 'md', 'lg'] as const;

/** Field name → message(s), as a server answer maps onto a form. */
export type ServerFieldErrors = Record<string, string | string[]>;

export interface FormProps extends Omit<RACFormProps, 'validationErrors'> {
  gap?: (typeof formGaps)[number];
  validationErrors?: ServerFieldErrors;
}

export function Form({ gap, className, ...props }: FormProps) {
  return <RACForm {...props} className={[form({ gap }), className].filter(Boolean).join(' ')} />;
}
