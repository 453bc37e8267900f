/**
 * "Send code" beside a code field: the same on every sign-in screen. Its width is that of its widest
 * label ("Resend in 60 s"), so the field beside it does not narrow as the countdown starts, and it
 * lines up with the field's box, not with the help text under it.
 */
import { Button } from '@/design-system/components/Button';
import { useTranslation } from '@/i18n/i18n';
import { RESEND_SECONDS, type CodeSender } from './useCodeSender';
import * as styles from './AuthCard.css';

export function CodeSendButton({ sender, isDisabled = false }: { sender: CodeSender; isDisabled?: boolean }) {
  const { t } = useTranslation();
  const label = sender.secondsLeft > 0 ? t('auth.code.resendIn', { seconds: sender.secondsLeft }) : sender.sent ? t('auth.code.resend') : t('auth.code.send');
  const labels = [t('auth.code.send'), t('auth.code.resend'), t('auth.code.resendIn', { seconds: RESEND_SECONDS })];
  return (
    <Button variant="secondary" className={styles.codeButton} isPending={sender.pending} isDisabled={isDisabled || !sender.canSend} onPress={() => void sender.send()}>
      <span className={styles.codeButtonLabels}>
        {labels.map((text) => (
          <span key={text} aria-hidden="true" className={styles.codeButtonGhost}>{text}</span>
        ))}
        <span>{label}</span>
      </span>
    </Button>
  );
}
