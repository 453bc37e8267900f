/**
 * /account/settings (permission `account:settings`): the profile (first and last name, e-mail shown) and
 * the password change (current password, the new one twice, checked to match before sending; every other
 * session of the account is signed out by the server). On the kit: a `Page`, saves through
 * `useMutateCall` (textRules is left out: it loads the whole contract into this screen), a server refusal naming a field
 * shown on it (`placeServerError`), and "leave with unsaved changes?" while a change is unsaved.
 */
import { useState, type FormEvent } from 'react';
import { KeyRound, Save } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { Form } from '@/design-system/components/Form';
import { PasswordField } from '@/design-system/components/PasswordField';
import { TextField } from '@/design-system/components/TextField';
import { useTranslation } from '@/i18n/i18n';
import { useMutateCall } from '@/kit/data';
import { LeaveGuard, placeServerError } from '@/kit/form';
import type { ServerFieldErrors } from '@/design-system/components/Form';
import { Page } from '@/kit/page';
import { roleLabel, SessionContext, type SessionUser } from '@/machines/session';
import { confirmationProblem, newPasswordProblem } from '@/screens/auth/validation';
import * as styles from './AccountSettingsScreen.css';

function ProfileCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const session = SessionContext.useActorRef();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [fieldErrors, setFieldErrors] = useState<ServerFieldErrors>({});
  // Quiet: a refusal naming a field shows on it; any other failure is a toast (placeServerError).
  const save = useMutateCall('updateProfile', {
    notifySuccess: true,
    quiet: true,
    onSuccess: (updated) => session.send({ type: 'session.userUpdated', user: updated }),
  });
  const changed = firstName.trim() !== user.firstName || lastName.trim() !== user.lastName;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setFieldErrors({});
    save.mutate(
      { params: { id: user.id }, body: { firstName: firstName.trim(), lastName: lastName.trim() } },
      { onError: (error) => setFieldErrors(placeServerError(error, ['firstName', 'lastName'])) },
    );
  };

  return (
    <Card title={t('account.profile.title')} description={t('account.profile.description')} variant="elevated" padding="lg">
      <LeaveGuard when={changed && !save.isPending} />
      <Form aria-label={t('account.profile.title')} onSubmit={submit} validationErrors={fieldErrors} gap="md">
        <div className={styles.row}>
          <TextField
            name="firstName" label={t('auth.fields.firstName')} autoComplete="given-name" value={firstName} onChange={setFirstName}
            isRequired validate={(v) => (v.trim() ? null : t('auth.validation.firstNameRequired'))}
          />
          <TextField name="lastName" label={t('auth.fields.lastName')} autoComplete="family-name" value={lastName} onChange={setLastName} />
        </div>
        <div className={styles.row}>
          <TextField label={t('account.profile.email')} description={t('account.profile.emailHint')} value={user.username} isReadOnly />
          <TextField label={t('account.profile.role')} value={roleLabel(user, { admin: t('shell.user.adminLabel'), staff: t('shell.user.staffLabel') })} isReadOnly />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" iconStart={Save} isPending={save.isPending} isDisabled={!changed}>
            {t('account.profile.save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function PasswordCard() {
  const { t } = useTranslation();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [cfgPwd, setCfgPwd] = useState('');
  const problem = (key: string | null) => (key ? t(key) : null);
  // Failures (e.g. the current password is wrong) are shown once by the data layer.
  const change = useMutateCall('updatePassword', {
    notifySuccess: true,
    onSuccess: () => {
      setOldPassword('');
      setPassword('');
      setCfgPwd('');
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    change.mutate({ body: { oldPassword, password, cfgPwd } });
  };

  return (
    <Card title={t('account.password.title')} description={t('account.password.description')} variant="elevated" padding="lg">
      <Form aria-label={t('account.password.title')} onSubmit={submit} gap="md">
        <PasswordField name="oldPassword" label={t('account.password.current')} autoComplete="current-password" value={oldPassword} onChange={setOldPassword} isRequired validate={(v) => (v ? null : t('auth.validation.passwordRequired'))} />
        <div className={styles.row}>
          <PasswordField name="password" label={t('auth.fields.newPassword')} description={t('auth.fields.passwordHint')} autoComplete="new-password" value={password} onChange={setPassword} isRequired validate={(v) => problem(newPasswordProblem(v))} />
          <PasswordField name="cfgPwd" label={t('auth.fields.confirmNewPassword')} autoComplete="new-password" value={cfgPwd} onChange={setCfgPwd} isRequired validate={(v) => problem(confirmationProblem(password, v))} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" iconStart={KeyRound} isPending={change.isPending}>
            {t('account.password.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

export default function AccountSettingsScreen() {
  const { t } = useTranslation();
  const user = SessionContext.useSelector((s) => s.context.user);
  if (!user) return null;
  return (
    <Page title={t('account.title')} description={t('account.description')}>
      <div className={styles.page}>
        <ProfileCard key={`${user.id}:${user.firstName}:${user.lastName}`} user={user} />
        <PasswordCard />
      </div>
    </Page>
  );
}
