/** Saved views of the caller (its own id: views are personal, even for a sub-account). */
import type { Handlers } from '../../http/context';
import { deleteView, listViews, saveView } from './service';

export const viewsHandlers: Handlers = {
  viewList: ({ services, caller, query }) => listViews(services.db, caller.id, query.listKey),
  viewSave: ({ services, caller, body, lang }) =>
    saveView(services.db, caller.id, { id: body.id, listKey: body.listKey, name: body.name, filter: body.filter, columns: body.columns }, lang),
  viewDelete: async ({ services, caller, params }) => {
    await deleteView(services.db, caller.id, params.id);
    return null;
  },
};
