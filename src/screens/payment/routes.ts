/**
 * Payment pages of the orders issue: /payment/checkout only (paying orders from the balance). The other
 * payment pages (recharge methods, results, billing) belong to the money issue and stay planned.
 */
import { built, privateRoute, type RouteDef } from '@/routes/define';

export const paymentRoutes: readonly RouteDef[] = [
  privateRoute('/payment/checkout', 'paymentCheckout', 'payment:pay', { parent: 'payment', ...built }),
];
