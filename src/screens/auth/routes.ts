/** The sign-in domain's routes (spec section 2, public paths). */
import { built, publicRoute, type RouteDef } from '@/routes/define';

export const authRoutes: readonly RouteDef[] = [
  publicRoute('/login', 'login', built),
  publicRoute('/social/login', 'socialLogin', built),
  publicRoute('/authredirect', 'authRedirect', built),
  publicRoute('/register', 'register', built),
  publicRoute('/forgotpassword', 'forgotPassword', built),
  publicRoute('/resetpassword', 'resetPassword', built),
  publicRoute('/logout', 'logout', built),
];
