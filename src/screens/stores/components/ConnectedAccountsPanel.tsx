/**
 * Store connected accounts (presentational; spec storeSettings calls). Our reading of the spec: two
 * kinds of account are connected to the merchant's stores —
 * - PayPal accounts (addPaypayAuth, from the authorisation code PayPal's "Connect" hands back): the
 *   tracking numbers of shipped orders are added to those accounts' transactions, so PayPal does not
 *   hold the buyers' payments for lack of shipping proof;
 * - a reply-to e-mail address for the e-mails sent to the stores' buyers (sendReplayEmailCode /
 *   verifyReplayEmailCode): it is used only once the code sent to it has been entered.
 * Either is disconnected with disConnectAccount (confirmed).
 */
import { useState } from 'react';
import { DialogTrigger, type Key } from 'react-aria-components';
import { Link2, MailCheck, Send, Unplug } from 'lucide-react';
import { AlertDialog } from '@/design-system/components/AlertDialog';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { Form, type ServerFieldErrors } from '@/design-system/components/Form';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Select, SelectItem } from '@/design-system/components/Select';
import { Spinner } from '@/design-system/components/Spinner';
import { StatusPill } from '@/design-system/components/StatusPill';
import { TextField } from '@/design-system/components/TextField';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { textRules } from '@/kit/form';
import { formatDateTime, type StoreOption } from '../format';
import * as styles from '../stores.css';

export type ConnectedAccountRow = CallData<'connectAccountList'>[number];

export interface ConnectedAccountsPanelProps {
  accounts: readonly ConnectedAccountRow[] | undefined;
  error: string | null;
  onRetry(): void;
  stores: readonly StoreOption[];
  onAddPaypal(input: { authCode: string; storeId?: number }): Promise<unknown>;
  /** "Log in with PayPal": off to PayPal's consent page, which returns to /third/connect (the code goes to addPaypalAuth there). */
  onConnectPaypal(input: { storeId?: number }): Promise<unknown>;
  onDisconnect(id: number): Promise<unknown>;
  onSendCode(input: { email: string; storeId?: number }): Promise<unknown>;
  onVerify(input: { email: string; code: string }): Promise<unknown>;
  /** The server's field errors of the last form sent (authCode, email, code). */
  fieldErrors?: ServerFieldErrors | null;
  pending?: 'paypal' | 'paypalLogin' | 'send' | 'verify' | null;
}

function AccountList({ accounts, stores, onDisconnect, label }: { accounts: readonly ConnectedAccountRow[]; stores: readonly StoreOption[]; onDisconnect(id: number): Promise<unknown>; label: string }) {
  const { t, locale } = useTranslation();
  const storeName = (id: number | null) => (id === null ? t('stores.accounts.allStores') : stores.find((store) => store.id === id)?.name ?? t('stores.accounts.allStores'));
  if (accounts.length === 0) return <p className={styles.muted}>{t('stores.accounts.none')}</p>;
  return (
    <ul className={styles.items} aria-label={label}>
      {accounts.map((account) => (
        <li key={account.id} className={styles.item}>
          <span className={styles.storeText}>
            <strong>{account.account}</strong>
            <span className={styles.muted}>{t('stores.accounts.line', { store: storeName(account.storeId), date: formatDateTime(account.connectedAt, locale) ?? '' })}</span>
          </span>
          <StatusPill tone={account.verified ? 'success' : 'warning'} size="sm">{account.verified ? t('stores.accounts.verified') : t('stores.accounts.pending')}</StatusPill>
          <DialogTrigger>
            <Button variant="quiet" size="sm" iconStart={Unplug} aria-label={t('stores.accounts.disconnectOne', { account: account.account })}>{t('stores.action.disconnect')}</Button>
            <AlertDialog title={t('stores.accounts.disconnectTitle')} variant="danger" confirmLabel={t('stores.action.disconnect')} onConfirm={() => onDisconnect(account.id)}>
              {t(`stores.accounts.disconnectMessage.${account.type}`, { account: account.account })}
            </AlertDialog>
          </DialogTrigger>
        </li>
      ))}
    </ul>
  );
}

function StoreChoice({ stores, value, onChange }: { stores: readonly StoreOption[]; value: number | null; onChange(id: number | null): void }) {
  const { t } = useTranslation();
  return (
    <Select label={t('stores.accounts.store')} selectedKey={value === null ? 'all' : String(value)}
      onSelectionChange={(key: Key | null) => onChange(key === null || key === 'all' ? null : Number(key))}>
      <SelectItem id="all">{t('stores.accounts.allStores')}</SelectItem>
      {stores.map((store) => <SelectItem key={store.id} id={String(store.id)}>{store.name}</SelectItem>)}
    </Select>
  );
}

export function ConnectedAccountsPanel(props: ConnectedAccountsPanelProps) {
  const { t } = useTranslation();
  const [authCode, setAuthCode] = useState('');
  const [paypalStore, setPaypalStore] = useState<number | null>(null);
  const [email, setEmail] = useState('');
  const [emailStore, setEmailStore] = useState<number | null>(null);
  /** The address a code was sent to (the verify form shows then). */
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const authRules = textRules('addPaypalAuth', 'authCode');
  const emailRules = textRules('sendReplayEmailCode', 'email');
  const codeRules = textRules('verifyReplayEmailCode', 'code');

  if (props.error) {
    return <InlineAlert tone="danger" role="alert" actions={<Button variant="secondary" size="sm" onPress={props.onRetry}>{t('stores.action.retry')}</Button>}>{props.error}</InlineAlert>;
  }
  if (!props.accounts) return <Spinner size="md" aria-label={t('stores.accounts.loading')} />;
  const paypal = props.accounts.filter((account) => account.type === 'paypal');
  const emails = props.accounts.filter((account) => account.type === 'replyEmail');
  const pendingEmail = emails.find((account) => !account.verified);

  return (
    <div className={styles.stack}>
      <Card variant="outlined" padding="md" headingLevel={2} title={t('stores.accounts.paypalTitle')} description={t('stores.accounts.paypalDescription')}>
        <div className={styles.stack}>
          <AccountList accounts={paypal} stores={props.stores} onDisconnect={props.onDisconnect} label={t('stores.accounts.paypalTitle')} />
          <Form aria-label={t('stores.accounts.paypalAdd')} className={styles.form} validationErrors={props.fieldErrors ?? undefined}
            onSubmit={(event) => {
              event.preventDefault();
              void props.onAddPaypal({ authCode: authCode.trim(), storeId: paypalStore ?? undefined }).then(() => setAuthCode(''), () => undefined);
            }}>
            <TextField name="authCode" label={t('stores.accounts.authCode')} description={t('stores.accounts.authCodeHint')} value={authCode} onChange={setAuthCode}
              isRequired maxLength={authRules.maxLength} validate={authRules.validate} />
            <StoreChoice stores={props.stores} value={paypalStore} onChange={setPaypalStore} />
            <div className={styles.actions}>
              <Button variant="primary" iconStart={Link2} isPending={props.pending === 'paypalLogin'} onPress={() => void props.onConnectPaypal({ storeId: paypalStore ?? undefined }).catch(() => undefined)}>
                {t('stores.accounts.paypalLogin')}
              </Button>
              <Button variant="secondary" type="submit" isPending={props.pending === 'paypal'}>{t('stores.accounts.paypalWithCode')}</Button>
            </div>
          </Form>
        </div>
      </Card>
      <Card variant="outlined" padding="md" headingLevel={2} title={t('stores.accounts.emailTitle')} description={t('stores.accounts.emailDescription')}>
        <div className={styles.stack}>
          <AccountList accounts={emails} stores={props.stores} onDisconnect={props.onDisconnect} label={t('stores.accounts.emailTitle')} />
          {codeFor === null && pendingEmail && (
            <div>
              <Button variant="secondary" size="sm" iconStart={MailCheck} onPress={() => setCodeFor(pendingEmail.account)}>
                {t('stores.accounts.enterCode', { email: pendingEmail.account })}
              </Button>
            </div>
          )}
          {codeFor === null ? (
            <Form aria-label={t('stores.accounts.emailAdd')} className={styles.form} validationErrors={props.fieldErrors ?? undefined}
              onSubmit={(event) => {
                event.preventDefault();
                const address = email.trim();
                void props.onSendCode({ email: address, storeId: emailStore ?? undefined }).then(() => setCodeFor(address), () => undefined);
              }}>
              <TextField name="email" type="email" label={t('stores.accounts.email')} value={email} onChange={setEmail}
                isRequired minLength={emailRules.minLength} maxLength={emailRules.maxLength} validate={emailRules.validate} />
              <StoreChoice stores={props.stores} value={emailStore} onChange={setEmailStore} />
              <div className={styles.actions}>
                <Button variant="primary" type="submit" iconStart={Send} isPending={props.pending === 'send'}>{t('stores.accounts.sendCode')}</Button>
              </div>
            </Form>
          ) : (
            <Form aria-label={t('stores.accounts.verifyTitle')} className={styles.form} validationErrors={props.fieldErrors ?? undefined}
              onSubmit={(event) => {
                event.preventDefault();
                void props.onVerify({ email: codeFor, code: code.trim() }).then(() => { setCodeFor(null); setCode(''); setEmail(''); }, () => undefined);
              }}>
              <p>{t('stores.accounts.codeSent', { email: codeFor })}</p>
              <TextField name="code" label={t('stores.accounts.code')} value={code} onChange={setCode} autoComplete="one-time-code"
                isRequired minLength={codeRules.minLength} maxLength={codeRules.maxLength} validate={codeRules.validate} />
              <div className={styles.actions}>
                <Button variant="secondary" onPress={() => { setCodeFor(null); setCode(''); }}>{t('stores.action.back')}</Button>
                <Button variant="primary" type="submit" iconStart={MailCheck} isPending={props.pending === 'verify'}>{t('stores.accounts.verify')}</Button>
              </div>
            </Form>
          )}
        </div>
      </Card>
    </div>
  );
}
