/** /401: the session is over or was never there; the way on is signing in. */
import { useNavigate } from 'react-router-dom';
import { LockKeyhole, LogIn } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { useTranslation } from '@/i18n/i18n';
import { StatusPage } from './StatusPage';

export default function UnauthorizedScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPage
      code="401"
      titleKey="status.unauthorized.title"
      title={t('status.unauthorized.title')}
      description={t('status.unauthorized.description')}
      icon={<LockKeyhole size={28} />}
      actions={
        <Button variant="primary" iconStart={LogIn} onPress={() => navigate('/login')}>
          {t('status.toLogin')}
        </Button>
      }
    />
  );
}
