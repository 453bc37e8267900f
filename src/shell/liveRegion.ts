/**
 * React Aria announces some changes (a button's pending state) by putting a `role="img"` node labelled
 * by the control into its live region, and removes it 7 s later. When the page changes meanwhile (signing
 * in swaps the sign-in form for the dashboard), the node is left pointing at a control that no longer
 * exists: an image without a name (axe `role-img-alt`) for screen readers browsing the region. The same
 * happens without navigating, when a screen replaces the pressed button ("Add to my list" becoming "In my
 * list"). Such dangling announcements are dropped (after each navigation, and whenever nodes leave the
 * page: `watchDanglingAnnouncements`); the announcer's own timer then finds the node already gone, which it
 * tolerates.
 */
export function dropDanglingAnnouncements(root: Document = document): void {
  for (const node of root.querySelectorAll<HTMLElement>('[data-live-announcer] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => root.getElementById(id))) node.remove();
  }
}

/**
 * Drops dangling announcements whenever elements leave the page, at most once per frame. Returns the
 * function that stops watching.
 */
export function watchDanglingAnnouncements(root: Document = document): () => void {
  let frame = 0;
  const observer = new MutationObserver((records) => {
    if (frame || !records.some((record) => record.removedNodes.length > 0)) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      if (root.querySelector('[data-live-announcer] [aria-labelledby]')) dropDanglingAnnouncements(root);
    });
  });
  observer.observe(root.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    if (frame) cancelAnimationFrame(frame);
  };
}
