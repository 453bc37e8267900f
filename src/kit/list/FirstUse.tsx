/**
 * A filter control that is heavy to build (a Select's collection, a date range picker's six segments) and that
 * most visits never touch: the list screen shows its look-alike (fieldLooks: the same label, box, value and
 * icons, no React Aria) and builds the real control on first use, in its place. Focus reaching the look-alike
 * (Tab, Shift+Tab) builds it and moves focus to the same place in it — its first tab stop, or its last when
 * coming back from after it; a press (pointer, Enter on a screen reader's virtual cursor) on the look-alike's
 * button builds it open, a press on one of its segments builds it with that segment focused. My products' first
 * commit built two Select collections and a date range picker: ~50 ms of thread time of its ~120 (trace, 1×,
 * loaded), each of them alone over Lighthouse's 50 ms at 4× (issue 13).
 */
import { useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';

/** What the real control's tab stops are (React Aria's segments are spinbuttons with tabIndex 0). */
const TABBABLE = 'button:not([tabindex="-1"]):not([disabled]), input:not([type=hidden]):not([tabindex="-1"]), [tabindex="0"]';

/** The look-alike marks its parts: `data-use="open"` on its button, `data-use="<index>"` on a part standing for that tab stop. */
type Use = { open: boolean; focus: number | 'last' | null };

export function FirstUse({ look, children }: { look: ReactNode; children(open: boolean): ReactNode }) {
  const [use, setUse] = useState<Use | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!use || use.focus === null) return;
    // Shown ones only: a date field's hidden form input matches the selector too.
    const stops = [...(box.current?.querySelectorAll<HTMLElement>(TABBABLE) ?? [])].filter((element) => element.getClientRects().length > 0);
    (use.focus === 'last' ? stops.at(-1) : stops[use.focus] ?? stops[0])?.focus();
  }, [use]);
  if (use) return <div ref={box} style={{ display: 'contents' }}>{children(use.open)}</div>;

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // Coming back from after the control (Shift+Tab): its last tab stop, else its first.
    const from = event.relatedTarget;
    const fromAfter = from instanceof Node && Boolean(event.currentTarget.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING);
    setUse({ open: false, focus: fromAfter ? 'last' : 0 });
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const part = (event.target as Element).closest<HTMLElement>('[data-use]')?.dataset.use;
    if (part === undefined) return;
    setUse(part === 'open' ? { open: true, focus: null } : { open: false, focus: Number(part) });
  };
  return (
    // A press does not focus the look-alike (it would build the control closed before the click opens it).
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
    <div style={{ display: 'contents' }} onFocus={onFocus} onClick={onClick} onMouseDown={(event) => event.preventDefault()}>
      {look}
    </div>
  );
}
