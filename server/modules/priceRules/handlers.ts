/** Handlers of the price rules (main accounts only; the service refuses sub-accounts). */
import type { Handlers } from '../../http/context';
import { listRules, removeRule, saveRule, startReapply } from './service';

export const priceRulesHandlers: Handlers = {
  priceRuleList: ({ services, caller }) => listRules(services.db, caller),
  priceRuleSave: ({ services, caller, body }) => saveRule(services.db, caller, {
    storeId: body.storeId, markupType: body.markupType, markupValue: body.markupValue, includeShipping: body.includeShipping,
    compareAtBp: body.compareAtBp, centsEnding: body.centsEnding, minMarginBp: body.minMarginBp,
  }),
  priceRuleRemove: ({ services, caller, params }) => removeRule(services.db, caller, params.id),
  priceRuleReapply: ({ services, caller }) => startReapply(services.db, services.jobs, caller),
};
