/** Automatic fulfilment (automaticFulfillment) and preferences (settings:preferences); codes checked by the route. */
import type { Handlers } from '../../http/context';
import { automaticInfo, runAutomatic, saveAutomatic } from './automatic';
import { preferencesOf, updatePreferences } from './preferences';

export const orderSettingsHandlers: Handlers = {
  automaticInfo: ({ services, caller }) => automaticInfo(services.db, caller.ownerId),
  automaticSave: ({ services, caller, body, lang }) => saveAutomatic(services.db, caller.ownerId, {
    enabled: body.enabled, dailyLimitCents: body.dailyLimitCents, maxOrderCents: body.maxOrderCents, storeIds: body.storeIds,
  }, lang),
  automaticRun: ({ services, caller, lang }) => runAutomatic(services.db, caller.ownerId, { manual: true, lang }),
  preferencesAll: ({ services, caller }) => preferencesOf(services.db, caller.ownerId),
  updatePreferences: ({ services, caller, body, lang }) => updatePreferences(services.db, caller.ownerId, body.items.map((item) => ({ code: item.code, value: item.value })), lang),
};
