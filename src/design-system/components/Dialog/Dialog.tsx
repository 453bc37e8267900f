/**
 * A modal dialog: React Aria's Dialog inside a Modal and ModalOverlay, with a title, a close
 * button, a scrolling body and a footer for actions. Width comes from the size tokens (`shipTo`
 * is the ship-to dialog's 400px). `isDismissable={false}` keeps a backdrop click from closing
 * it and `isKeyboardDismissDisabled` does the same for Escape, for dialogs that must be finished
 * or closed on purpose. Open it with a DialogTrigger or control it with `isOpen`/`onOpenChange`.
 */
import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { X } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import { useOverflows } from '../../hooks/useOverflows';
import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg', 'shipTo'] as const;
export type DialogSize = (typeof dialogSizes)[number];

type Renderable = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'> {
  title: ReactNode;
  size?: DialogSize;
  children: Renderable;
  /** Actions at the bottom. A Button with `slot="close"` closes the dialog. */
  footer?: ReactNode;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the × button (the dialog then closes only through its own actions). */
  hideCloseButton?: boolean;
}

/** The scrolling middle of the dialog. */
function DialogBody({ children }: { children: ReactNode }) {
  const [ref, overflows] = useOverflows<HTMLDivElement>();
  return (
    // A scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1, axe's
    // scrollable-region-focusable); it does so only while it actually scrolls.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={ref} className={styles.body} tabIndex={overflows ? 0 : undefined}>
      {children}
    </div>
  );
}

const render = (node: Renderable, close: () => void) => (typeof node === 'function' ? node(close) : node);

export function Dialog({ title, size, children, footer, role = 'dialog', hideCloseButton = false, isDismissable = true, ...overlayProps }: DialogProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.modal({ size })}>
        <RACDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>{title}</Heading>
                {!hideCloseButton && <IconButton icon={X} label={t('ds.dialog.close')} size="sm" onPress={close} />}
              </div>
              <DialogBody>{render(children, close)}</DialogBody>
              {footer != null && <div className={styles.footer}>{footer}</div>}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

export { DialogTrigger };
