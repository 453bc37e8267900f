/**
 * A confirmation ("Delete 3 products?"): an `alertdialog` with a message, a cancel button and a
 * confirm button. The danger variant colours the confirm button red. Focus starts on the dialog
 * itself (not on a button), so a stray Enter confirms nothing. When `onConfirm` returns a promise the confirm
 * button shows its pending state and the dialog closes only once the promise settles successfully.
 */
import { useContext, useState, type ReactNode } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { AlertTriangle, Info } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import * as styles from './AlertDialog.css';

export const alertDialogVariants = ['default', 'danger'] as const;

export interface AlertDialogProps extends Omit<DialogProps, 'children' | 'footer' | 'role' | 'size'> {
  children: ReactNode;
  variant?: (typeof alertDialogVariants)[number];
  /** Defaults to the translated "Confirm". */
  confirmLabel?: string;
  /** Defaults to the translated "Cancel". */
  cancelLabel?: string;
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
}

type ActionsProps = Pick<AlertDialogProps, 'variant' | 'confirmLabel' | 'cancelLabel' | 'onConfirm' | 'onCancel'>;

/** The two buttons; reads the modal's open state so it can close after a confirmed promise. */
function AlertDialogActions({ variant, confirmLabel, cancelLabel, onConfirm, onCancel }: ActionsProps) {
  const { t } = useTranslation();
  const overlay = useContext(OverlayTriggerStateContext);
  const [isPending, setPending] = useState(false);

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return overlay?.close();
    setPending(true);
    try {
      await result;
      overlay?.close();
    } catch {
      // The caller reports the failure (a toast); the dialog stays open so the user can retry.
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button variant="secondary" slot="close" isDisabled={isPending} onPress={onCancel}>
        {cancelLabel ?? t('ds.dialog.cancel')}
      </Button>
      <Button variant={variant === 'danger' ? 'danger' : 'primary'} isPending={isPending} onPress={() => void confirm()}>
        {confirmLabel ?? t('ds.dialog.confirm')}
      </Button>
    </>
  );
}

export function AlertDialog({ children, variant = 'default', confirmLabel, cancelLabel, onConfirm, onCancel, isDismissable = false, ...props }: AlertDialogProps) {
  return (
    <Dialog
      {...props}
      role="alertdialog"
      size="sm"
      isDismissable={isDismissable}
      hideCloseButton
      footer={
        <AlertDialogActions variant={variant} confirmLabel={confirmLabel} cancelLabel={cancelLabel} onConfirm={onConfirm} onCancel={onCancel} />
      }
    >
      <div className={styles.content}>
        <span className={styles.icon({ variant })} aria-hidden="true">
          {variant === 'danger' ? <AlertTriangle size={18} /> : <Info size={18} />}
        </span>
        <p className={styles.message}>{children}</p>
      </div>
    </Dialog>
  );
}
