/** Every callback path lands on the one callback screen (it tells them apart by the path). */
import type { ScreenLoaders } from '@/routes/define';
import { callbackPaths } from './callbackPaths';

const screen = () => import('./CallbackScreen');

export const callbacksScreens: ScreenLoaders = Object.fromEntries(callbackPaths.map(({ name }) => [name, screen]));
