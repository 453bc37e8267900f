/**
 * The sidebar on a phone, in a modal drawer (SidebarDrawerModal.tsx). The modal's code (React Aria's
 * ModalOverlay, Modal and Dialog: focus containment, scroll lock, hiding the page from screen readers) loads
 * when the drawer first opens, not with every signed-in page on a phone (issue 13); once loaded it stays
 * mounted, so its closing animation plays.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';

const SidebarDrawerModal = lazy(() => import('./SidebarDrawerModal'));

export interface SidebarDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}

export function SidebarDrawer(props: SidebarDrawerProps) {
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <SidebarDrawerModal {...props} />
    </Suspense>
  ) : null;
}
