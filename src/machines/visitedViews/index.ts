/**
 * The visited-view tabs: `VisitedViewsContext.Provider` inside the shell; send `view.visit` on each
 * navigation and `view.close` / `view.closeOthers` / `view.closeAll` from the tabs. `pathAfterClose`
 * says where to go when the current tab closes.
 */
import { createActorContext } from '@xstate/react';
import { visitedViewsMachine } from './visitedViewsMachine';

export * from './visitedViewsMachine';
export { loadVisitedViews, saveVisitedViews } from './store';

export const VisitedViewsContext = createActorContext(visitedViewsMachine);

export const useVisitedViews = () => VisitedViewsContext.useSelector((s) => s.context.views);
