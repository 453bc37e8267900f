/**
 * /social/login: bind a verified social identity to an account (spec sections 2, 3). The merchant either
 * links an existing account (its e-mail and password) or creates one (names, password twice; an e-mail
 * other than the one the provider vouched for proves itself with a code). Success signs in.
 */
import { useState, type FormEvent, type Key } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link2 } from 'lucide-react';
import type { Static } from 'typebox';
import type { SocialInfo } from '@/api/contract/auth';
import { useApi } from '@/app/apiContext';
import { ApiError } from '@/api';
import { socialCode } from '@/api/contract';
import { apiStatus } from '@/api/contract/shared';
import { appCookies } from '@/api/session';
import { PARTNER_COOKIE } from '@/machines/partner';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Form } from '@/design-system/components/Form';
import { Icon } from '@/design-system/components/Icon';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { PasswordField } from '@/design-system/components/PasswordField';
import { Tab, TabList, TabPanel, Tabs } from '@/design-system/components/Tabs';
import { TextField } from '@/design-system/components/TextField';
import { useTranslation } from '@/i18n/i18n';
import { SessionContext } from '@/machines/session';
import { useBrand } from '@/app/brand';
import { useDocumentTitle } from '@/app/documentTitle';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { CodeSendButton } from './CodeSendButton';
import { useCodeSender } from './useCodeSender';
import { codeProblem, confirmationProblem, emailProblem, newPasswordProblem, trimUsername } from './validation';
import * as styles from './AuthCard.css';

type Info = Static<typeof SocialInfo>;
type Mode = 'link' | 'create';

export default function SocialLoginScreen() {
  const { t, lang } = useTranslation();
  const call = useApi();
  const navigate = useNavigate();
  const brand = useBrand();
  const session = SessionContext.useActorRef();
  const info = ((useLocation().state ?? null) as { socialInfo?: Info } | null)?.socialInfo ?? null;
  const [mode, setMode] = useState<Mode>('link');
  const [form, setForm] = useState({ username: info?.email ?? '', password: '', cfgPwd: '', code: '', firstName: info?.firstName ?? '', lastName: info?.lastName ?? '' });
  const [saving, setSaving] = useState(false);
  // Linking counts wrong passwords like sign-in: past the limit the server answers 6001 and wants the
  // e-mailed sign-in code with the next try (as the login page does).
  const [needsLoginCode, setNeedsLoginCode] = useState(false);
  const partnerSource = brand.partnerCode ?? appCookies.get(PARTNER_COOKIE) ?? undefined;
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  useDocumentTitle('auth.social.title');

  const otherEmail = mode === 'create' && trimUsername(form.username).toLowerCase() !== (info?.email ?? '').toLowerCase();
  const sender = useCodeSender(() => call('sendRegisterCode', { body: { username: trimUsername(form.username), language: lang, parterSource: partnerSource } }), () => t('auth.code.sentTo', { email: trimUsername(form.username) }));
  const loginCodeSender = useCodeSender(() => call('sendFrontLoginCode', { body: { username: trimUsername(form.username), language: lang } }), () => t('auth.code.sentTo', { email: trimUsername(form.username) }));

  if (!info) {
    return (
      <AuthCard compact title={t('auth.social.expiredTitle')}>
        <EmptyState
          icon={<Icon icon={Link2} size="lg" tone="muted" />}
          description={t('auth.social.expired')}
          action={<Button variant="primary" onPress={() => navigate('/login', { replace: true })}>{t('auth.redirect.backToLogin')}</Button>}
        />
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const username = trimUsername(form.username);
      const result = await call('socialBindRegister', {
        body: {
          accessToken: info.accessToken,
          username,
          password: form.password,
          language: lang,
          ...(mode === 'create' ? { cfgPwd: form.cfgPwd, firstName: form.firstName.trim(), lastName: form.lastName.trim(), parterSource: partnerSource } : {}),
          ...((mode === 'create' && otherEmail) || (mode === 'link' && needsLoginCode) ? { code: form.code.trim() } : {}),
        },
      });
      // Spec section 8: success is code 200 with no error; otherwise the answer is shown as it is.
      if (result.code === socialCode.ok && !result.error && result.token) {
        session.send({ type: 'session.tokenReceived', token: result.token, username });
        navigate('/dashboard', { replace: true });
      } else {
        notify({ kind: 'error', message: result.error ?? t('auth.social.failed'), timeout: 5000 });
      }
    } catch (error) {
      // Shown by the client in the user's language; 6001/6002 also open the sign-in code field.
      const status = error instanceof ApiError ? error.status : null;
      if (mode === 'link' && (status === apiStatus.validateCodeRequired || status === apiStatus.validateCodeInvalid)) setNeedsLoginCode(true);
    } finally {
      setSaving(false);
    }
  };

  const problem = (key: string | null) => (key ? t(key) : null);
  const provider = t(`auth.social.providers.${info.provider}`) === `auth.social.providers.${info.provider}` ? info.provider : t(`auth.social.providers.${info.provider}`);

  return (
    <AuthCard title={t('auth.social.title')} subtitle={t('auth.social.subtitle', { provider, brand: brand.name })}>
      <InlineAlert tone="info" title={t('auth.social.verified', { provider })}>
        {info.email ?? t('auth.social.noEmail')}
      </InlineAlert>
      <Tabs selectedKey={mode} onSelectionChange={(key: Key) => setMode(key as Mode)}>
        <TabList aria-label={t('auth.social.modes')}>
          <Tab id="link">{t('auth.social.link')}</Tab>
          <Tab id="create">{t('auth.social.create')}</Tab>
        </TabList>
        {(['link', 'create'] as const).map((panel) => (
          <TabPanel key={panel} id={panel}>
            <Form aria-label={panel === 'link' ? t('auth.social.link') : t('auth.social.create')} onSubmit={submit} gap="md">
              {panel === 'create' && (
                <div className={styles.formRow}>
                  <TextField name="firstName" label={t('auth.fields.firstName')} value={form.firstName} onChange={set('firstName')} isRequired validate={(v) => (v.trim() ? null : t('auth.validation.firstNameRequired'))} />
                  <TextField name="lastName" label={t('auth.fields.lastName')} value={form.lastName} onChange={set('lastName')} />
                </div>
              )}
              <EmailField value={form.username} onChange={set('username')} />
              {((panel === 'create' && otherEmail) || (panel === 'link' && needsLoginCode)) && (() => {
                const codeSender = panel === 'link' ? loginCodeSender : sender;
                return (
                  <div className={styles.codeRow}>
                    <TextField name="code" label={t('auth.fields.code')} description={panel === 'link' ? t('auth.login.codeNeeded') : t('auth.social.codeHint', { provider })} value={form.code} onChange={set('code')} isRequired validate={(v) => problem(codeProblem(v))} />
                    <CodeSendButton sender={codeSender} isDisabled={emailProblem(form.username) !== null} />
                  </div>
                );
              })()}
              <PasswordField
                name="password"
                label={t('auth.fields.password')}
                autoComplete={panel === 'link' ? 'current-password' : 'new-password'}
                value={form.password}
                onChange={set('password')}
                isRequired
                validate={(v) => (panel === 'link' ? (v ? null : t('auth.validation.passwordRequired')) : problem(newPasswordProblem(v)))}
              />
              {panel === 'create' && (
                <PasswordField name="cfgPwd" label={t('auth.fields.confirmPassword')} autoComplete="new-password" value={form.cfgPwd} onChange={set('cfgPwd')} isRequired validate={(v) => problem(confirmationProblem(form.password, v))} />
              )}
              <Button type="submit" variant="primary" size="lg" fullWidth isPending={saving}>
                {panel === 'link' ? t('auth.social.linkSubmit') : t('auth.social.createSubmit')}
              </Button>
            </Form>
          </TabPanel>
        ))}
      </Tabs>
    </AuthCard>
  );
}
