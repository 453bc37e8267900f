/**
 * The tooltip itself for useDeferredTooltip (DeferredTooltip.tsx), loaded when the first one is due: the
 * design system's Tooltip placed against the trigger's element. The trigger decides when it shows; this
 * hands React Aria's tooltip the open state a TooltipTrigger would give it.
 */
import { useMemo, type ReactNode, type RefObject } from 'react';
import { TooltipTriggerStateContext } from 'react-aria-components';
import { Tooltip, type TooltipProps } from './Tooltip';

export interface TooltipOverlayProps {
  triggerRef: RefObject<HTMLElement | null>;
  placement?: TooltipProps['placement'];
  onClose: () => void;
  children: ReactNode;
}

export default function TooltipOverlay({ triggerRef, placement, onClose, children }: TooltipOverlayProps) {
  const state = useMemo(() => ({ isOpen: true, shouldSkipAnimation: false, open: () => undefined, close: onClose }), [onClose]);
  return (
    <TooltipTriggerStateContext.Provider value={state}>
      <Tooltip triggerRef={triggerRef} placement={placement}>
        {children}
      </Tooltip>
    </TooltipTriggerStateContext.Provider>
  );
}
