/** The status domain's screens by route name (read by the router only; the routes themselves are in ./routes.ts). */
import type { ScreenLoaders } from '@/routes/define';

export const statusScreens: ScreenLoaders = {
  notFound: () => import('./NotFoundScreen'),
  unauthorized: () => import('./UnauthorizedScreen'),
  applicationError: () => import('./ApplicationErrorScreen'),
};
