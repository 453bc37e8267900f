/** The payment screens of this domain by route name (read by the router only). */
import type { ScreenLoaders } from '@/routes/define';

export const paymentScreens: ScreenLoaders = {
  paymentCheckout: () => import('./CheckoutScreen'),
};
