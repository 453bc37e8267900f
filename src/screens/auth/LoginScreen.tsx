/**
 * /login (spec sections 2–5, 7): e-mail and password, the username trimmed before sending. After repeated
 * failures the server asks for a code sent by e-mail (status 6001): the code field and its "Send code"
 * button appear. A one-time ticket in `?tk=` signs in at once. Success continues to the `redirect` query
 * (a path of this portal) or the dashboard — the route guard takes the user there once the token is held.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { titleKeyForPath } from '@/routes/menus';
import { ShieldCheck } from 'lucide-react';
import { ApiError } from '@/api';
import { useApi } from '@/app/apiContext';
import { apiStatus } from '@/api/contract';
import { Button } from '@/design-system/components/Button';
import { Form } from '@/design-system/components/Form';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Link } from '@/design-system/components/Link';
import { PasswordField } from '@/design-system/components/PasswordField';
import { TextField } from '@/design-system/components/TextField';
import { useTranslation } from '@/i18n/i18n';
import { SessionContext, useSession } from '@/machines/session';
import { sessionStore } from '@/api/session';
import { useBrand } from '@/app/brand';
import { useDocumentTitle } from '@/app/documentTitle';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { CodeSendButton } from './CodeSendButton';
import { useCodeSender } from './useCodeSender';
import { emailProblem, trimUsername } from './validation';
import * as styles from './AuthCard.css';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

export default function LoginScreen() {
  const { t, lang } = useTranslation();
  const call = useApi();
  const brand = useBrand();
  const session = SessionContext.useActorRef();
  const { status, error } = useSession();
  const [params] = useSearchParams();
  const [username, setUsername] = useState(() => sessionStore.getEmail() ?? '');
  const [password, setPassword] = useState('');
  const [validateCode, setValidateCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const signingIn = status === 'signingIn' || status === 'loadingUser';
  const ticket = params.get('tk');
  const sessionEnded = params.get('ended') === '1';
  // Spec section 2 keeps the redirect for products paths only; for other pages sign-in names where the user was.
  const wasOnKey = params.get('from') ? titleKeyForPath(params.get('from')!.split(/[?#]/)[0]) : null;
  const wasOn = wasOnKey && wasOnKey !== 'route.notFound' ? t(wasOnKey) : null;
  useDocumentTitle('auth.login.title');

  const sender = useCodeSender(() => call('sendFrontLoginCode', { body: { username: trimUsername(username), language: lang } }), () => t('auth.code.sentTo', { email: trimUsername(username) }));

  // Spec: after repeated failures the server requires the e-mail code; once asked, the field stays.
  const errorStatus = statusOf(error);
  if (!needsCode && (errorStatus === apiStatus.validateCodeRequired || errorStatus === apiStatus.validateCodeInvalid)) setNeedsCode(true);

  // A wrong e-mail or password stays in the form (an alert, both fields marked) until either is edited;
  // the toast alone vanished after a few seconds and left nothing to read.
  const [seenError, setSeenError] = useState<unknown>(null);
  const wrongPair = errorStatus === apiStatus.wrongAccountOrPassword && error !== seenError && !signingIn;
  const edit = (update: (value: string) => void) => (value: string) => {
    if (wrongPair) setSeenError(error);
    update(value);
  };

  // A one-time ticket (e.g. from a platform install) signs in without the form; only once per ticket,
  // so a refused ticket leaves the form to the merchant.
  const usedTicket = useRef<string | null>(null);
  useEffect(() => {
    if (!ticket || ticket === usedTicket.current || status !== 'signedOut') return;
    usedTicket.current = ticket;
    session.send({ type: 'session.login', credentials: { username: '', tk: ticket } });
  }, [ticket, status, session]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signingIn) return;
    session.send({
      type: 'session.login',
      credentials: {
        username: trimUsername(username),
        password,
        ...(needsCode ? { validateCode: validateCode.trim(), seq: sender.seq } : {}),
      },
    });
  };

  return (
    <AuthCard
      title={t('auth.login.heading')}
      subtitle={t('auth.login.subtitle', { brand: brand.name })}
      footer={
        <>
          <span>{t('auth.login.noAccount', { brand: brand.name })}</span>
          <Link href="/register">{t('auth.login.createAccount')}</Link>
        </>
      }
    >
      <Form aria-label={t('auth.login.title')} onSubmit={submit} gap="md">
        {sessionEnded && !wrongPair && <InlineAlert tone="warning">{t('auth.login.sessionEnded')}</InlineAlert>}
        {wasOn && !sessionEnded && !wrongPair && <InlineAlert tone="info">{t('auth.login.wasOn', { page: wasOn })}</InlineAlert>}
        {wrongPair && (
          <InlineAlert tone="danger" role="alert">
            {t('auth.login.wrongPair')}
          </InlineAlert>
        )}
        <EmailField value={username} onChange={edit(setUsername)} withPlaceholder isInvalid={wrongPair} />
        <PasswordField
          name="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={edit(setPassword)}
          isRequired
          isInvalid={wrongPair || undefined}
          validate={(value) => (value ? null : t('auth.validation.passwordRequired'))}
        />
        <div className={styles.inlineEnd}>
          <Link href="/forgotpassword" variant="standalone">
            {t('auth.login.forgot')}
          </Link>
        </div>
        {needsCode && (
          <>
            <InlineAlert tone="info" title={t('auth.login.codeNeededTitle')}>
              {t('auth.login.codeNeeded')}
            </InlineAlert>
            <div className={styles.codeRow}>
              <TextField
                name="validateCode"
                label={t('auth.fields.code')}
                autoComplete="one-time-code"
                value={validateCode}
                onChange={setValidateCode}
                isRequired
                validate={(value) => (value.trim() ? null : t('auth.validation.codeRequired'))}
              />
              <CodeSendButton sender={sender} isDisabled={emailProblem(username) !== null} />
            </div>
          </>
        )}
        <Button type="submit" variant="primary" size="lg" fullWidth isPending={signingIn} iconStart={needsCode ? ShieldCheck : undefined}>
          {t('auth.login.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
