/**
 * /resetpassword (spec sections 3, 5, 7): the new password twice (checked to match before sending),
 * with the e-mail and code from /forgotpassword — or typed here when the page is opened from the e-mail.
 * Every session of the account is revoked; the merchant signs in again with the new password.
 */
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '@/app/apiContext';
import { Button } from '@/design-system/components/Button';
import { Form } from '@/design-system/components/Form';
import { Link } from '@/design-system/components/Link';
import { PasswordField } from '@/design-system/components/PasswordField';
import { TextField } from '@/design-system/components/TextField';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useDocumentTitle } from '@/app/documentTitle';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import type { ResetState } from './ForgotPasswordScreen';
import { codeProblem, confirmationProblem, newPasswordProblem, trimUsername } from './validation';

export default function ResetPasswordScreen() {
  const { t, lang } = useTranslation();
  const call = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const carried = (useLocation().state ?? null) as Partial<ResetState> | null;
  const [username, setUsername] = useState(carried?.username ?? params.get('username') ?? '');
  const [code, setCode] = useState(carried?.code ?? params.get('code') ?? '');
  const [password, setPassword] = useState('');
  const [cfgPwd, setCfgPwd] = useState('');
  const [saving, setSaving] = useState(false);
  const known = Boolean(carried?.username && carried?.code);
  useDocumentTitle('auth.reset.title');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      await call('resetPwdByCode', {
        body: { username: trimUsername(username), password, cfgPwd, rePassword: cfgPwd, code: code.trim(), language: lang },
      });
      notify({ kind: 'success', message: t('auth.reset.done') });
      navigate('/login', { replace: true });
    } catch {
      // Shown by the client in the user's language.
    } finally {
      setSaving(false);
    }
  };

  const problem = (key: string | null) => (key ? t(key) : null);

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={known ? t('auth.reset.subtitleFor', { email: username }) : t('auth.reset.subtitle')}
      footer={<Link href="/login">{t('auth.forgot.back')}</Link>}
    >
      <Form aria-label={t('auth.reset.title')} onSubmit={submit} gap="md">
        {!known && (
          <>
            <EmailField value={username} onChange={setUsername} />
            <TextField name="code" label={t('auth.fields.code')} description={t('auth.reset.codeHint')} autoComplete="one-time-code" value={code} onChange={setCode} isRequired validate={(v) => problem(codeProblem(v))} />
          </>
        )}
        <PasswordField name="password" label={t('auth.fields.newPassword')} description={t('auth.fields.passwordHint')} autoComplete="new-password" value={password} onChange={setPassword} isRequired validate={(v) => problem(newPasswordProblem(v))} />
        <PasswordField name="cfgPwd" label={t('auth.fields.confirmNewPassword')} autoComplete="new-password" value={cfgPwd} onChange={setCfgPwd} isRequired validate={(v) => problem(confirmationProblem(password, v))} />
        <Button type="submit" variant="primary" size="lg" fullWidth isPending={saving}>
          {t('auth.reset.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
