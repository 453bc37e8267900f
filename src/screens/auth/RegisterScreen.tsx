/**
 * /register (spec sections 3, 5, 7): every field of the register payload a person fills — e-mail (the
 * username, trimmed), the code sent to it, first and last name, password and its confirmation (checked
 * to match before sending), how long they have sold online, and a chat account to reach them on. The
 * rest is gathered from the visit: language, partner, where they came from, a store being installed.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '@/app/apiContext';
import { appCookies } from '@/api/session';
import { Button } from '@/design-system/components/Button';
import { Form } from '@/design-system/components/Form';
import { Link } from '@/design-system/components/Link';
import { PasswordField } from '@/design-system/components/PasswordField';
import { Select, SelectItem } from '@/design-system/components/Select';
import { TextField } from '@/design-system/components/TextField';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { SessionContext, useSession } from '@/machines/session';
import { PARTNER_COOKIE } from '@/machines/partner';
import { useBrand } from '@/app/brand';
import { useDocumentTitle } from '@/app/documentTitle';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { CodeSendButton } from './CodeSendButton';
import { useCodeSender } from './useCodeSender';
import { codeProblem, confirmationProblem, emailProblem, newPasswordProblem, trimUsername } from './validation';
import * as styles from './AuthCard.css';

export const engagedTimes = ['new', 'lessThanYear', 'oneToThree', 'moreThanThree'] as const;
export const chatApps = ['whatsapp', 'telegram', 'wechat', 'skype'] as const;

export default function RegisterScreen() {
  const { t, lang } = useTranslation();
  const call = useApi();
  const brand = useBrand();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = SessionContext.useActorRef();
  const { status } = useSession();
  const [form, setForm] = useState({
    username: '', code: '', firstName: '', lastName: '', password: '', cfgPwd: '',
    engagedTime: '', chatAccountType: 'whatsapp', chatAccountAreaCode: '', chatAccount: '',
  });
  const [submitting, setSubmitting] = useState(false);
  const [orgDomainVersion, setOrgDomainVersion] = useState<string | undefined>();
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  useDocumentTitle('auth.register.title');

  // Which registration form this is (echoed back so the server knows what was asked).
  useEffect(() => {
    call('registerVersion', { silent: true }).then((answer) => setOrgDomainVersion(answer.version), () => undefined);
  }, [call]);

  // Registration signs in; once the user is loaded, on to the dashboard.
  useEffect(() => {
    if (status === 'signedIn') navigate('/dashboard', { replace: true });
  }, [status, navigate]);

  const sender = useCodeSender(
    () => call('sendRegisterCode', { body: { username: trimUsername(form.username), language: lang, parterSource: brand.partnerCode ?? appCookies.get(PARTNER_COOKIE) ?? undefined } }),
    () => t('auth.code.sentTo', { email: trimUsername(form.username) }),
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const username = trimUsername(form.username);
      const answer = await call('register', {
        body: {
          username,
          password: form.password,
          cfgPwd: form.cfgPwd,
          code: form.code.trim(),
          language: lang,
          seq: sender.seq,
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          engagedTime: form.engagedTime || undefined,
          chatAccountType: form.chatAccount.trim() ? form.chatAccountType : undefined,
          chatAccountAreaCode: form.chatAccountAreaCode.trim() || undefined,
          chatAccount: form.chatAccount.trim() || undefined,
          // Gathered from the visit rather than asked.
          channelSource: params.get('utm_source') ?? params.get('source') ?? undefined,
          channelUrl: document.referrer || undefined,
          regPreLink: window.location.href,
          storeHash: params.get('storeHash') ?? undefined,
          orgDomainVersion,
          parterSource: brand.partnerCode ?? appCookies.get(PARTNER_COOKIE) ?? undefined,
        },
      });
      notify({ kind: 'success', message: t('auth.register.created', { brand: brand.name }) });
      session.send({ type: 'session.tokenReceived', token: answer.token, username });
    } catch {
      // The client has shown the reason (e-mail taken, wrong code…) in the user's language.
    } finally {
      setSubmitting(false);
    }
  };

  const problem = (key: string | null) => (key ? t(key) : null);

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle', { brand: brand.name })}
      footer={
        <>
          <span>{t('auth.register.haveAccount')}</span>
          <Link href="/login">{t('auth.register.signIn')}</Link>
        </>
      }
    >
      <Form aria-label={t('auth.register.title')} onSubmit={submit} gap="md">
        <div className={styles.formRow}>
          <TextField name="firstName" label={t('auth.fields.firstName')} autoComplete="given-name" value={form.firstName} onChange={set('firstName')} isRequired validate={(v) => (v.trim() ? null : t('auth.validation.firstNameRequired'))} />
          <TextField name="lastName" label={t('auth.fields.lastName')} autoComplete="family-name" value={form.lastName} onChange={set('lastName')} />
        </div>
        <EmailField value={form.username} onChange={set('username')} autoComplete="email" withPlaceholder />
        <div className={styles.codeRow}>
          <TextField
            name="code"
            label={t('auth.fields.code')}
            description={sender.sent ? t('auth.code.sentTo', { email: trimUsername(form.username) }) : t('auth.code.hint')}
            autoComplete="one-time-code"
            value={form.code}
            onChange={set('code')}
            isRequired
            validate={(v) => problem(codeProblem(v))}
          />
          <CodeSendButton sender={sender} isDisabled={emailProblem(form.username) !== null} />
        </div>
        <div className={styles.formRow}>
          <PasswordField name="password" label={t('auth.fields.password')} description={t('auth.fields.passwordHint')} autoComplete="new-password" value={form.password} onChange={set('password')} isRequired validate={(v) => problem(newPasswordProblem(v))} />
          <PasswordField name="cfgPwd" label={t('auth.fields.confirmPassword')} autoComplete="new-password" value={form.cfgPwd} onChange={set('cfgPwd')} isRequired validate={(v) => problem(confirmationProblem(form.password, v))} />
        </div>
        <Select label={t('auth.fields.engagedTime')} placeholder={t('auth.fields.choose')} selectedKey={form.engagedTime || null} onSelectionChange={(key) => set('engagedTime')(String(key ?? ''))}>
          {engagedTimes.map((value) => (
            <SelectItem key={value} id={value}>{t(`auth.engagedTime.${value}`)}</SelectItem>
          ))}
        </Select>
        <div className={styles.formRow}>
          <Select label={t('auth.fields.chatAccountType')} selectedKey={form.chatAccountType} onSelectionChange={(key) => set('chatAccountType')(String(key ?? 'whatsapp'))}>
            {chatApps.map((value) => (
              <SelectItem key={value} id={value}>{t(`auth.chatApps.${value}`)}</SelectItem>
            ))}
          </Select>
          <TextField name="chatAccountAreaCode" label={t('auth.fields.chatAccountAreaCode')} placeholder={t('auth.fields.chatAccountAreaCodePlaceholder')} inputMode="tel" autoComplete="tel-country-code" value={form.chatAccountAreaCode} onChange={set('chatAccountAreaCode')} />
        </div>
        <TextField name="chatAccount" label={t('auth.fields.chatAccount')} description={t('auth.fields.chatAccountHint')} value={form.chatAccount} onChange={set('chatAccount')} />
        <p className={styles.legal}>
          {t('auth.register.legalPrefix')} <Link href={brand.links.terms} variant="inline">{t('shell.footer.terms')}</Link> · <Link href={brand.links.privacy} variant="inline">{t('shell.footer.privacy')}</Link>
        </p>
        <Button type="submit" variant="primary" size="lg" fullWidth isPending={submitting || status === 'loadingUser'}>
          {t('auth.register.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
