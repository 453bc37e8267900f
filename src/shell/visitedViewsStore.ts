/** Moved to the visited-views machine's module (screens such as the sign-out page read it there). */
export { loadVisitedViews, saveVisitedViews } from '@/machines/visitedViews';
