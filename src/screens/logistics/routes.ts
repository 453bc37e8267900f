/** The logistics domain's built screens (issue 10): the shipping calculator. The other logistics pages stay planned. */
import { built, privateRoute, type RouteDef } from '@/routes/define';

export const logisticsRoutes: readonly RouteDef[] = [
  privateRoute('/shipping/calculate', 'shippingCalculate', 'menu:logistics:calculate', { menu: { group: 'logistics', order: 10 }, ...built }),
];
