/**
 * The sidebar on a phone: the same menu, full width of its column, in a modal drawer from the start
 * edge (React Aria's ModalOverlay/Modal/Dialog: focus moves in and is kept there, Escape and a tap on
 * the page beside it close it, focus returns to the menu button). The shell closes it on navigation.
 * Loaded when the drawer first opens (SidebarDrawer.tsx).
 */
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { X } from 'lucide-react';
import { IconButton } from '@/design-system/components/IconButton';
import { useTranslation } from '@/i18n/i18n';
import * as styles from './SidebarDrawer.css';

import type { SidebarDrawerProps } from './SidebarDrawer';

export default function SidebarDrawerModal({ isOpen, onOpenChange, children }: SidebarDrawerProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog aria-label={t('shell.sidebar.label')} className={styles.dialog}>
          {({ close }) => (
            <>
              {children}
              <IconButton icon={X} label={t('shell.topBar.closeMenu')} onPress={close} className={styles.close} />
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
