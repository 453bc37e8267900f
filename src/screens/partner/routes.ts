/** The partner programme page (spec section 2, "Other"; linked from the footer). */
import { built, privateRoute, type RouteDef } from '@/routes/define';

export const partnerRoutes: readonly RouteDef[] = [privateRoute('/partner/page', 'partnerPage', null, built)];
