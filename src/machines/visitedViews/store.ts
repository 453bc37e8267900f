/**
 * The visited views survive a reload of the tab (sessionStorage), so a refresh does not wipe the tabs a
 * merchant was working with; a new tab starts empty, as a new session should.
 */
import type { VisitedView } from './visitedViewsMachine';

const KEY = 'Visited-Views';

const isView = (value: unknown): value is VisitedView =>
  typeof value === 'object' && value !== null && typeof (value as VisitedView).name === 'string' && typeof (value as VisitedView).path === 'string';

export function loadVisitedViews(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): VisitedView[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isView) : [];
  } catch {
    return [];
  }
}

export function saveVisitedViews(views: readonly VisitedView[], storage: Pick<Storage, 'setItem'> | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(views));
  } catch {
    // Storage full or blocked: the tabs simply do not survive a reload.
  }
}
