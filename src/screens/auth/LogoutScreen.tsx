/**
 * /logout: signs out (the token is revoked on the server; token, user, stored name and e-mail are cleared)
 * and continues to the sign-in page.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@/design-system/components/Spinner';
import { Stack } from '@/design-system/components/Stack';
import { useTranslation } from '@/i18n/i18n';
import { SessionContext, useSession } from '@/machines/session';
import { useDocumentTitle } from '@/app/documentTitle';
import { saveVisitedViews } from '@/machines/visitedViews';
import { AuthCard } from './AuthCard';

export default function LogoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = SessionContext.useActorRef();
  const { status } = useSession();
  useDocumentTitle('auth.logout.title');

  useEffect(() => {
    if (status === 'signedIn') session.send({ type: 'session.logout' });
    else if (status === 'signedOut') {
      // The next person to sign in on this tab starts without the previous one's tabs.
      saveVisitedViews([]);
      navigate('/login', { replace: true });
    }
  }, [status, session, navigate]);

  return (
    <AuthCard compact title={t('auth.logout.title')}>
      <Stack align="center" gap="md">
        <Spinner size="lg" aria-label={t('auth.logout.working')} />
        <p>{t('auth.logout.working')}</p>
      </Stack>
    </AuthCard>
  );
}
