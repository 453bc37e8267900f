/**
 * "Leave with unsaved changes?": while `when` holds, leaving the page inside the portal (a link, the
 * back button) asks first, through react-router's useBlocker; closing or reloading the tab gets the
 * browser's own prompt. Render it in a Screen (it needs the portal's data router), never in a View.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { AlertDialog } from '@/design-system/components/AlertDialog';
import { useTranslation } from '@/i18n/i18n';

export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <AlertDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => { if (!open && blocker.state === 'blocked') blocker.reset(); }}
      title={t('kit.form.leaveTitle')}
      variant="danger"
      confirmLabel={t('kit.form.leave')}
      cancelLabel={t('kit.form.stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('kit.form.leaveMessage')}
    </AlertDialog>
  );
}
