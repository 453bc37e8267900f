/**
 * My products' "Publish" bulk action and the dialog it opens. The button lives in the bulk-action bar
 * (which unmounts when the selection empties); the dialog is held here, outside it, with the ids it was
 * opened with, until the user closes it — so a finished job's result and its Retry stay on screen after
 * the published entries leave the list. The dialog's code loads on first use (the list's chunk stays small).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Send } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { useTranslation } from '@/i18n/i18n';

const PublishDialog = lazy(() => import('./PublishDialog').then((module) => ({ default: module.PublishDialog })));

export interface PublishLauncher {
  /** The bulk-bar button for the selected ids. */
  button(skuListIds: number[]): ReactNode;
  /** Mount this outside the bulk bar (anywhere: the dialog is portalled). */
  dialog: ReactNode;
}

export function usePublishLauncher(): PublishLauncher {
  const { t } = useTranslation();
  // A copy of the ids taken when the dialog opens: later selection changes do not reach a running publish.
  const [openedWith, setOpenedWith] = useState<number[] | null>(null);
  return {
    button: (skuListIds) => (
      <Button variant="primary" size="sm" iconStart={Send} isDisabled={skuListIds.length === 0} onPress={() => setOpenedWith(Array.from(skuListIds))}>
        {t('stores.publish.open')}
      </Button>
    ),
    dialog: openedWith && (
      <Suspense fallback={null}>
        <PublishDialog skuListIds={openedWith} onClose={() => setOpenedWith(null)} />
      </Suspense>
    ),
  };
}
