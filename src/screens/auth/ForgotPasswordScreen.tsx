/**
 * /forgotpassword (spec sections 3, 5, 7): the e-mail (trimmed) gets a reset code; the code is checked
 * before the new password is asked on /resetpassword, which receives the address and code.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '@/app/apiContext';
import { Button } from '@/design-system/components/Button';
import { Form } from '@/design-system/components/Form';
import { Link } from '@/design-system/components/Link';
import { TextField } from '@/design-system/components/TextField';
import { useTranslation } from '@/i18n/i18n';
import { useDocumentTitle } from '@/app/documentTitle';
import { sessionStore } from '@/api/session';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { CodeSendButton } from './CodeSendButton';
import { useCodeSender } from './useCodeSender';
import { codeProblem, emailProblem, trimUsername } from './validation';
import * as styles from './AuthCard.css';

export interface ResetState {
  username: string;
  code: string;
}

export default function ForgotPasswordScreen() {
  const { t, lang } = useTranslation();
  const call = useApi();
  const navigate = useNavigate();
  const [username, setUsername] = useState(() => sessionStore.getEmail() ?? '');
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  useDocumentTitle('auth.forgot.title');

  const sender = useCodeSender(() => call('findPwdByEmail', { body: { username: trimUsername(username), language: lang } }), () => t('auth.code.sentTo', { email: trimUsername(username) }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    try {
      const answer = await call('findPwdByEmail', { body: { username: trimUsername(username), language: lang, code: code.trim() } });
      if (answer.codeValid) {
        const state: ResetState = { username: trimUsername(username), code: code.trim() };
        navigate('/resetpassword', { state });
      }
    } catch {
      // Shown by the client (wrong or expired code) in the user's language.
    } finally {
      setChecking(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={<Link href="/login">{t('auth.forgot.back')}</Link>}
    >
      <Form aria-label={t('auth.forgot.title')} onSubmit={submit} gap="md">
        <EmailField value={username} onChange={setUsername} withPlaceholder />
        <div className={styles.codeRow}>
          <TextField
            name="code"
            label={t('auth.fields.code')}
            description={sender.sent ? t('auth.code.sentTo', { email: trimUsername(username) }) : t('auth.code.hint')}
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            isRequired
            validate={(v) => {
              const problem = codeProblem(v);
              return problem ? t(problem) : null;
            }}
          />
          <CodeSendButton sender={sender} isDisabled={emailProblem(username) !== null} />
        </div>
        <Button type="submit" variant="primary" size="lg" fullWidth isPending={checking}>
          {t('auth.forgot.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
