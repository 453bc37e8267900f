/**
 * Sending an e-mail code with a resend countdown: the button is disabled while a code is on its way and
 * for a minute after, so a merchant cannot flood their own inbox (the server rate-limits too). Success
 * is said in the screen's words ("Code sent to …"), not the server's bare "Success".
 */
import { useCallback, useEffect, useState } from 'react';
import { notify } from '@/design-system/components/Toast/toastQueue';

export const RESEND_SECONDS = 60;

export function useCodeSender(send: () => Promise<unknown>, sentMessage: () => string) {
  const [pending, setPending] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [seq, setSeq] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const trigger = useCallback(async () => {
    setPending(true);
    try {
      const result = await send();
      const answer = result as { seq?: unknown } | null;
      if (answer && typeof answer === 'object' && typeof answer.seq === 'string') setSeq(answer.seq);
      setSent(true);
      setSecondsLeft(RESEND_SECONDS);
      notify({ kind: 'success', message: sentMessage() });
      return true;
    } catch {
      // The API client has already shown the reason in the user's language.
      return false;
    } finally {
      setPending(false);
    }
  }, [send, sentMessage]);

  return { send: trigger, pending, secondsLeft, seq, sent, canSend: !pending && secondsLeft === 0 };
}

export type CodeSender = ReturnType<typeof useCodeSender>;
