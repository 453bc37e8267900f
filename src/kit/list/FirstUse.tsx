/**
 * A filter control that is heavy to build (a Select's collection, a date range picker's six segments) and that
 * most visits never touch: the list screen shows its look-alike (fieldLooks: the same label, box, value and
 * icons, no React Aria) and builds the real control on first use, in its place. Focus reaching the look-alike
 * (Tab, Shift+Tab) builds it and moves focus to the same place in it — its first tab stop, or its last when
 * coming back from after it; a press (pointer, Enter on a screen reader's virtual cursor) on the look-alike's
 * button builds it closed with its opening button focused, then opens it (built already open, its focus scope
 * would give focus back to the page's body on close, not to that button); a press on one of its segments builds
 * it with that segment focused. The control's open state is FirstUse's (`isOpen`, `onOpenChange`). My products' first
 * commit built two Select collections and a date range picker: ~50 ms of thread time of its ~120 (trace, 1×,
 * loaded), each of them alone over Lighthouse's 50 ms at 4× (issue 13).
 */
import { flushSync } from 'react-dom';
import { useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { notify } from '@/api';
import { t } from '@/i18n/i18n';

/** What the real control's tab stops are (React Aria's segments are spinbuttons with tabIndex 0). */
const TABBABLE = 'button:not([tabindex="-1"]):not([disabled]), input:not([type=hidden]):not([tabindex="-1"]), [tabindex="0"]';

/** The look-alike marks its parts: `data-use="open"` on its button, `data-use="<index>"` on a part standing for that tab stop. */
type Use = { focus: number | 'last' | 'open' };

/** What the built control takes: its open state, owned here so a press can open it once its button has focus. */
export interface FirstUseControl {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

export interface FirstUseProps {
  /** The look-alike: the control's label, box and value, with `data-use` marks on its parts. */
  look: ReactNode;
  /**
   * The control's code, when it is a chunk of its own: null once loaded, else its load (started on a pointer
   * down, so a press waits less). The control is built when it has loaded; a focus that has left the look-alike
   * by then builds nothing (the next use does).
   */
  load?: () => Promise<unknown> | null;
  children(control: FirstUseControl): ReactNode;
}

export function FirstUse({ look, load, children }: FirstUseProps) {
  const [use, setUse] = useState<Use | null>(null);
  const [isOpen, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!use) return;
    if (use.focus === 'open') {
      // The opening button: a Select's, a menu's or a date picker's has aria-haspopup; a dialog's only aria-expanded.
      box.current?.querySelector<HTMLElement>('button[aria-haspopup], button[aria-expanded]')?.focus();
      return;
    }
    // Shown ones only: a date field's hidden form input matches the selector too.
    const stops = [...(box.current?.querySelectorAll<HTMLElement>(TABBABLE) ?? [])].filter((element) => element.getClientRects().length > 0);
    (use.focus === 'last' ? stops.at(-1) : stops[use.focus] ?? stops[0])?.focus();
  }, [use]);
  if (use) return <div ref={box} style={{ display: 'contents' }}>{children({ isOpen, onOpenChange: setOpen })}</div>;

  /** Runs `build` at once when the control's code is there, else once it has loaded; a failed load says so (the next use retries). */
  const whenLoaded = (build: () => void) => {
    const loading = load?.();
    if (loading) void loading.then(build, () => notify({ kind: 'error', message: t('error.requestFailed') }));
    else build();
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // Coming back from after the control (Shift+Tab): its last tab stop, else its first.
    const from = event.relatedTarget;
    const lookAlike = event.currentTarget;
    const fromAfter = from instanceof Node && Boolean(lookAlike.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING);
    whenLoaded(() => {
      if (lookAlike.contains(document.activeElement)) setUse({ focus: fromAfter ? 'last' : 0 });
    });
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const part = (event.target as Element).closest<HTMLElement>('[data-use]')?.dataset.use;
    if (part === undefined) return;
    if (part !== 'open') {
      whenLoaded(() => setUse({ focus: Number(part) }));
      return;
    }
    // Built (and its button focused, in the layout effect) first, then opened: its popover's focus scope takes
    // the focused button as the place to give focus back to when it closes.
    whenLoaded(() => {
      flushSync(() => setUse({ focus: 'open' }));
      setOpen(true);
    });
  };
  return (
    // A press does not focus the look-alike (it would build the control closed before the click opens it).
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
    <div style={{ display: 'contents' }} onFocus={onFocus} onClick={onClick} onPointerDown={() => void load?.()} onMouseDown={(event) => event.preventDefault()}>
      {look}
    </div>
  );
}
