/**
 * React Aria announces some changes (a button's pending state) by putting a `role="img"` node labelled
 * by the control into its live region, and removes it 7 s later. When the page changes meanwhile (signing
 * in swaps the sign-in form for the dashboard), the node is left pointing at a control that no longer
 * exists: an image without a name (axe `role-img-alt`) for screen readers browsing the region. After
 * each navigation such dangling announcements are dropped; the announcer's own timer then finds the node
 * already gone, which it tolerates.
 */
export function dropDanglingAnnouncements(root: Document = document): void {
  for (const node of root.querySelectorAll<HTMLElement>('[data-live-announcer] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => root.getElementById(id))) node.remove();
  }
}
