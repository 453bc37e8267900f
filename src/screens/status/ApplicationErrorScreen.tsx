/**
 * /application/error (spec sections 5 and 8): where a sub-account lacking a permission code is sent, with
 * the message `unauthorizedOperation`; also where the router lands after an unexpected failure.
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ArrowLeft, LayoutDashboard, ShieldAlert } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { hasKey, useTranslation } from '@/i18n/i18n';
import { useSession } from '@/machines/session';
import { StatusPage } from './StatusPage';

/** Only messages of our own catalogue are shown; anything else in the query gets the general text. */
export function errorMessageKey(message: string | null): string {
  if (message && /^[A-Za-z][\w.]*$/.test(message) && hasKey(message)) return message;
  return 'status.appError.description';
}

export default function ApplicationErrorScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isSignedIn } = useSession();
  const message = params.get('message');
  const denied = message === 'unauthorizedOperation';
  return (
    <StatusPage
      code={denied ? '403' : '500'}
      titleKey={denied ? 'status.appError.deniedTitle' : 'status.appError.title'}
      tone="danger"
      title={denied ? t('status.appError.deniedTitle') : t('status.appError.title')}
      description={t(errorMessageKey(message))}
      icon={<ShieldAlert size={28} />}
      actions={
        <>
          <Button variant="secondary" iconStart={ArrowLeft} onPress={() => navigate(-1)}>
            {t('status.back')}
          </Button>
          <Button variant="primary" iconStart={LayoutDashboard} onPress={() => navigate(isSignedIn ? '/dashboard' : '/login')}>
            {isSignedIn ? t('status.toDashboard') : t('status.toLogin')}
          </Button>
        </>
      }
    />
  );
}
