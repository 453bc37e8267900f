/**
 * The signed-in page's first render on a slow phone was one long task: the shell, the page, the footer and
 * everything below the fold together (issue 13). Parts a visitor does not need for the first picture (the
 * footer, the palette's listener, a page's lower cards) ask `useAfterFirstPaint()` and render one task after
 * the document's first painted frame, in a render of their own.
 *
 * Not a transition or a deferred value (those left the first page stuck on the boot screen before): a plain
 * state update after a frame, which React renders at once. Only the document's first page waits; once that
 * frame has painted, everything mounted later renders in full at once.
 */
import { useEffect, useState } from 'react';

let painted = false;

export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return undefined;
    let timer = 0;
    // The frame's callback runs before its paint; the timer's task comes after it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        painted = true;
        setReady(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
