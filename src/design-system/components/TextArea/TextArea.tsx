/**
 * Multi-line text (help messages, task replies): React Aria's TextField with a TextArea inside.
 * With `maxLength` it shows how many characters are used, so the limit is never a surprise.
 */
import { useState } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { useTranslation } from '@/i18n/i18n';
import { FieldFrame, fieldStyles, type FieldDesignProps } from '../Field';
import { inputBox } from '../../styles/field.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends RACTextFieldProps, FieldDesignProps {
  placeholder?: string;
  rows?: number;
}

export function TextArea({ label, description, errorMessage, placeholder, rows = 4, className, onChange, ...props }: TextAreaProps) {
  const { t } = useTranslation();
  const [uncontrolledLength, setLength] = useState((props.defaultValue ?? '').length);
  const length = props.value != null ? props.value.length : uncontrolledLength;
  return (
    <RACTextField
      {...props}
      onChange={(value) => {
        setLength(value.length);
        onChange?.(value);
      }}
      className={composeRenderProps(className, (custom) => [fieldStyles.fieldRoot, custom].filter(Boolean).join(' '))}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <RACTextArea placeholder={placeholder} rows={rows} className={`${inputBox} ${styles.textArea}`} />
        {props.maxLength != null && (
          <span className={styles.counter}>
            {t('ds.textArea.count', { count: length, max: props.maxLength })}
          </span>
        )}
      </FieldFrame>
    </RACTextField>
  );
}
