/**
 * A top-bar menu whose code loads on first open (issue 13: the signed-in dashboard does not pay for React
 * Aria's menu, popover, collection and selection code before anyone opens a menu). The trigger is the real
 * button from the first paint and never remounts; it behaves as React Aria's MenuTrigger does: mouse down
 * opens (the menu itself takes focus), Enter, Space and ArrowDown open with focus on the first item, ArrowUp on
 * the last, a touch opens on release. The menu (src/shell/TopBar/menuLists.tsx) positions itself against the
 * trigger, traps focus and gives it back to the trigger when it closes. Hovering the trigger starts the load.
 */
import { cloneElement, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import type { ButtonProps, PressEvent } from 'react-aria-components';

type Lists = typeof import('./menuLists');
/** Where focus goes when the menu opens: the first item, the last, or the menu itself (`true`). */
export type FocusStrategy = 'first' | 'last' | true;

let loaded: Lists | undefined;
let loading: Promise<Lists> | undefined;
/** One load for every menu; forgotten if it fails, so the next open tries again. */
export function loadMenuLists(): Promise<Lists> {
  loading ??= import('./menuLists').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
const preload = () => void loadMenuLists().catch(() => undefined);

export interface DeferredMenuProps {
  /** The trigger button (a design-system Button or IconButton): it gets the press, key and ARIA props. */
  children: ReactElement<ButtonProps>;
  /** Draws the menu with the loaded parts; `close` closes it. */
  renderMenu: (lists: Lists, close: () => void) => ReactNode;
}

export function DeferredMenu({ children, renderMenu }: DeferredMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const [openWith, setOpenWith] = useState<FocusStrategy | null>(null);
  const [lists, setLists] = useState(loaded);
  const isOpen = openWith !== null && lists !== undefined;
  const close = () => setOpenWith(null);
  const toggle = (strategy: FocusStrategy) => {
    if (openWith !== null) return close();
    triggerRef.current?.focus({ preventScroll: true }); // FocusScope gives focus back to it on close
    setOpenWith(strategy);
    if (!lists) loadMenuLists().then(setLists, close);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const strategy = event.key === 'ArrowUp' ? 'last' : ['Enter', ' ', 'ArrowDown'].includes(event.key) ? 'first' : null;
    if (!strategy || event.repeat) return;
    event.preventDefault();
    toggle(strategy);
  };
  // The ref object is handed to the button, not read here (the compiler rule cannot tell).
  // oxlint-disable-next-line react/refs
  const trigger = cloneElement(children, {
    // React 19 passes ref as a prop; the design-system buttons hand it to React Aria's button.
    // Drawn pressed while its menu is open, as MenuTrigger draws it (React Aria's Button reads `isPressed`).
    ...({ ref: triggerRef, isPressed: isOpen } as object),
    id: triggerId,
    'aria-haspopup': true,
    'aria-expanded': isOpen,
    preventFocusOnPress: true,
    onHoverStart: preload,
    // As React Aria's MenuTrigger: open on mouse down, on touch release; keys are handled on key down.
    onPressStart: (event: PressEvent) => {
      if (event.pointerType !== 'touch' && event.pointerType !== 'keyboard') toggle(event.pointerType === 'virtual' ? 'first' : true);
    },
    onPress: (event: PressEvent) => {
      if (event.pointerType === 'touch') toggle(true);
    },
    onKeyDown,
  });
  return (
    <>
      {trigger}
      {isOpen && (
        <lists.MenuPopover triggerRef={triggerRef} triggerId={triggerId} focusStrategy={openWith} onClose={close}>
          {renderMenu(lists, close)}
        </lists.MenuPopover>
      )}
    </>
  );
}
