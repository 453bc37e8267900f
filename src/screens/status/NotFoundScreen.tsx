/** /404 and every unknown path (spec section 2). */
import { useNavigate } from 'react-router-dom';
import { ArrowLeft, Compass, LayoutDashboard, LogIn } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { useTranslation } from '@/i18n/i18n';
import { useSession } from '@/machines/session';
import { StatusPage } from './StatusPage';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  return (
    <StatusPage
      code="404"
      titleKey="status.notFound.title"
      title={t('status.notFound.title')}
      description={t('status.notFound.description')}
      icon={<Compass size={28} />}
      actions={
        <>
          <Button variant="secondary" iconStart={ArrowLeft} onPress={() => navigate(-1)}>
            {t('status.back')}
          </Button>
          {isSignedIn ? (
            <Button variant="primary" iconStart={LayoutDashboard} onPress={() => navigate('/dashboard')}>
              {t('status.toDashboard')}
            </Button>
          ) : (
            <Button variant="primary" iconStart={LogIn} onPress={() => navigate('/login')}>
              {t('status.toLogin')}
            </Button>
          )}
        </>
      }
    />
  );
}
