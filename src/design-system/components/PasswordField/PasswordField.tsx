/**
 * A password field with a show/hide button. The button's name says what it will do ("Show
 * password" / "Hide password", translated) and its pressed state is announced.
 */
import { useState } from 'react';
import { TextField as RACTextField, composeRenderProps, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import { FieldButton, FieldFrame, FieldGroup, GroupInput, fieldStyles, type FieldDesignProps } from '../Field';
import { Icon } from '../Icon';

export interface PasswordFieldProps extends Omit<RACTextFieldProps, 'type'>, FieldDesignProps {
  placeholder?: string;
  /** `current-password` on sign-in, `new-password` on registration and reset. */
  autoComplete?: 'current-password' | 'new-password';
}

export function PasswordField({ label, description, errorMessage, placeholder, autoComplete = 'current-password', className, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <RACTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={composeRenderProps(className, (custom) => [fieldStyles.fieldRoot, custom].filter(Boolean).join(' '))}
    >
      {({ isDisabled, isInvalid }) => (
        <FieldFrame label={label} description={description} errorMessage={errorMessage}>
          <FieldGroup isDisabled={isDisabled} isInvalid={isInvalid}>
            <GroupInput placeholder={placeholder} />
            <FieldButton
              aria-label={t(isVisible ? 'ds.password.hide' : 'ds.password.show')}
              isDisabled={isDisabled}
              onPress={() => setVisible((visible) => !visible)}
            >
              <Icon icon={isVisible ? EyeOff : Eye} />
            </FieldButton>
          </FieldGroup>
        </FieldFrame>
      )}
    </RACTextField>
  );
}
