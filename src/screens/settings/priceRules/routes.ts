/** Price rules (issue 10): /settings/price-rules, main accounts only (the store menu hides it for sub-accounts; the server refuses them). */
import { built, privateRoute, type RouteDef } from '@/routes/define';

export const priceRulesRoutes: readonly RouteDef[] = [
  privateRoute('/settings/price-rules', 'priceRules', 'settings:priceRules', built),
];
