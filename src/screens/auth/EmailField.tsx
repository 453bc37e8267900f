/**
 * The e-mail (username) field every sign-in screen asks for: one label, input type, autocomplete and
 * validation rule, so login, registration, password reset and social binding cannot drift apart.
 * The value is trimmed by the screens before sending (spec section 5).
 */
import { TextField } from '@/design-system/components/TextField';
import { useTranslation } from '@/i18n/i18n';
import { emailProblem } from './validation';

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** `username` when signing in to an existing account, `email` when creating one. */
  autoComplete?: 'username' | 'email';
  withPlaceholder?: boolean;
  /** Marked invalid by an answer about the pair (a wrong e-mail or password), whose message shows elsewhere. */
  isInvalid?: boolean;
}

export function EmailField({ value, onChange, autoComplete = 'username', withPlaceholder = false, isInvalid }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      name="username"
      type="email"
      label={t('auth.fields.email')}
      placeholder={withPlaceholder ? t('auth.fields.emailPlaceholder') : undefined}
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      isRequired
      isInvalid={isInvalid || undefined}
      validate={(candidate) => {
        const problem = emailProblem(candidate);
        return problem ? t(problem) : null;
      }}
    />
  );
}
