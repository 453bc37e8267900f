/** The status pages: not found, unauthorised, application error (spec section 2). */
import { built, privateRoute, publicRoute, type RouteDef } from '@/routes/define';

export const statusRoutes: readonly RouteDef[] = [
  publicRoute('/404', 'notFound', built(() => import('./NotFoundScreen'))),
  publicRoute('/401', 'unauthorized', built(() => import('./UnauthorizedScreen'))),
  privateRoute('/application/error', 'applicationError', null, built(() => import('./ApplicationErrorScreen'))),
];
