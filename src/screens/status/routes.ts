/** The status pages: not found, unauthorised, application error (spec section 2). */
import { built, privateRoute, publicRoute, type RouteDef } from '@/routes/define';

export const statusRoutes: readonly RouteDef[] = [
  publicRoute('/404', 'notFound', built),
  publicRoute('/401', 'unauthorized', built),
  privateRoute('/application/error', 'applicationError', null, { ...built, searchable: false }),
];
