/** The store-platform and third-party callback landing pages (open without a token, no shell). */
import { built, callbackRoute, type RouteDef } from '@/routes/define';
import { callbackPaths } from './callbackPaths';

export const callbacksRoutes: readonly RouteDef[] = callbackPaths.map(({ path, name }) => ({ ...callbackRoute(path, name), ...built }));
