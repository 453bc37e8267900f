/**
 * /authredirect: where a social provider sends the browser back with its code (`provider` or `state`
 * names the provider). A bound account signs in and goes on to the dashboard; an identity not yet bound
 * continues to /social/login to bind it; anything else explains and offers the sign-in page again.
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CircleAlert } from 'lucide-react';
import { socialCode } from '@/api/contract';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Icon } from '@/design-system/components/Icon';
import { Spinner } from '@/design-system/components/Spinner';
import { Stack } from '@/design-system/components/Stack';
import { useTranslation } from '@/i18n/i18n';
import { SessionContext, useSession } from '@/machines/session';
import { HOME_PATH, postLoginTarget } from '@/routes/paths';
import { useDocumentTitle } from '@/app/documentTitle';
import { AuthCard } from './AuthCard';

export default function AuthRedirectScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = SessionContext.useActorRef();
  const { status, socialResult, error } = useSession();
  const started = useRef(false);
  const provider = params.get('provider') ?? params.get('state') ?? '';
  const code = params.get('code') ?? '';
  const refused = params.get('error');
  useDocumentTitle('auth.redirect.title');

  useEffect(() => {
    if (started.current || refused || !provider || !code || status !== 'signedOut') return;
    started.current = true;
    const redirectUri = `${window.location.origin}/authredirect?provider=${encodeURIComponent(provider)}`;
    session.send({ type: 'session.socialLogin', credentials: { provider, code, redirectUri } });
  }, [refused, provider, code, status, session]);

  useEffect(() => {
    if (status === 'signedIn') navigate(postLoginTarget(params.toString(), HOME_PATH), { replace: true });
    else if (started.current && status === 'signedOut' && socialResult?.code === socialCode.notBound && socialResult.socialInfo) {
      navigate('/social/login', { replace: true, state: { socialInfo: socialResult.socialInfo } });
    }
  }, [status, socialResult, navigate, params]);

  const failed = Boolean(refused) || !provider || !code || (status === 'signedOut' && ((socialResult !== null && socialResult.code !== socialCode.notBound) || Boolean(error)));
  const reason = socialResult?.error ?? (refused ? t('auth.redirect.refused') : !code ? t('auth.redirect.missing') : null);

  return (
    <AuthCard compact title={failed ? t('auth.redirect.failedTitle') : t('auth.redirect.title')}>
      {failed ? (
        <EmptyState
          icon={<Icon icon={CircleAlert} size="lg" tone="danger" />}
          description={reason ?? t('auth.redirect.failed')}
          action={
            <Button variant="primary" onPress={() => navigate('/login', { replace: true })}>
              {t('auth.redirect.backToLogin')}
            </Button>
          }
        />
      ) : (
        <Stack align="center" gap="md">
          <Spinner size="lg" aria-label={t('auth.redirect.working')} />
          <p>{t('auth.redirect.working')}</p>
        </Stack>
      )}
    </AuthCard>
  );
}
