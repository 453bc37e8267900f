/** A single-line text field (React Aria's TextField) with the library's label, help and error. */
import { TextField as RACTextField, composeRenderProps, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { FieldFrame, Input, fieldStyles, type FieldDesignProps } from '../Field';

export const textFieldTypes = ['text', 'email', 'tel', 'url'] as const;

export interface TextFieldProps extends RACTextFieldProps, FieldDesignProps {
  placeholder?: string;
}

export function TextField({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      className={composeRenderProps(className, (custom) => [fieldStyles.fieldRoot, custom].filter(Boolean).join(' '))}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Input placeholder={placeholder} />
      </FieldFrame>
    </RACTextField>
  );
}
