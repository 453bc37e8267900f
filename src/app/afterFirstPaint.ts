/**
 * The signed-in page's first render on a slow phone was one long task: the shell, the page, the footer and
 * everything below the fold together (issue 13). Parts a visitor does not need for the first picture (the
 * footer, the palette's listener, a page's lower cards) ask `useAfterFirstPaint(step)` and render one task after
 * the document's first painted frame (step 0) or that many frames later, each step in a render of its own.
 *
 * The first page itself is never a transition or a deferred value (those left it stuck on the boot screen
 * before): only these later parts are, once that page has been committed and painted. Only the document's
 * first page waits; once that frame has painted, everything mounted later renders in full at once.
 */
import { startTransition, useEffect, useState, type ReactNode, type RefObject } from 'react';

let painted = false;

/** Whether the document's first page has painted (its after-paint steps have begun arriving). */
export const firstPaintDone = (): boolean => painted;

export function useAfterFirstPaint(step = 0): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return undefined;
    let frame = 0;
    let timer = 0;
    // The frame's callback runs before its paint; the timer's task comes after it. A later step waits that many
    // frames more, so the parts of each step render and commit in tasks of their own (issue 13).
    const after = (frames: number) => {
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => {
          if (frames > 0) {
            after(frames - 1);
            return;
          }
          painted = true;
          // A transition: React renders these parts in slices of a few ms (yielding between them) instead of one
          // long task; the first page itself was rendered (and painted) before, as a normal update.
          startTransition(() => setReady(true));
        }, 0);
      });
    };
    after(step);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, step]);
  return ready;
}

/**
 * `children` after the first paint (see useAfterFirstPaint), in a component of their own: the step's render is
 * theirs alone, not their parent's (the shell's frame, the dashboard) again. `busy` is an element drawn with
 * aria-busy until then: its attribute is taken off as the children arrive (the parent is not re-rendered for it).
 */
export function AfterFirstPaint({ step = 0, busy, children }: { step?: number; busy?: RefObject<HTMLElement | null>; children: ReactNode }): ReactNode {
  const ready = useAfterFirstPaint(step);
  // A passive effect: on a mount that is ready at once, the parent's ref is only set after the children's layout effects.
  useEffect(() => {
    if (ready) busy?.current?.removeAttribute('aria-busy');
  }, [ready, busy]);
  return ready ? children : null;
}
