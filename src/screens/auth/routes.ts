/** The sign-in domain's routes (spec section 2, public paths). */
import { built, publicRoute, type RouteDef } from '@/routes/define';

export const authRoutes: readonly RouteDef[] = [
  publicRoute('/login', 'login', built(() => import('./LoginScreen'))),
  publicRoute('/social/login', 'socialLogin', built(() => import('./SocialLoginScreen'))),
  publicRoute('/authredirect', 'authRedirect', built(() => import('./AuthRedirectScreen'))),
  publicRoute('/register', 'register', built(() => import('./RegisterScreen'))),
  publicRoute('/forgotpassword', 'forgotPassword', built(() => import('./ForgotPasswordScreen'))),
  publicRoute('/resetpassword', 'resetPassword', built(() => import('./ResetPasswordScreen'))),
  publicRoute('/logout', 'logout', built(() => import('./LogoutScreen'))),
];
