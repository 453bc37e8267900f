/** The auth domain's screens by route name (read by the router only; the routes themselves are in ./routes.ts). */
import type { ScreenLoaders } from '@/routes/define';

export const authScreens: ScreenLoaders = {
  login: () => import('./LoginScreen'),
  socialLogin: () => import('./SocialLoginScreen'),
  authRedirect: () => import('./AuthRedirectScreen'),
  register: () => import('./RegisterScreen'),
  forgotPassword: () => import('./ForgotPasswordScreen'),
  resetPassword: () => import('./ResetPasswordScreen'),
  logout: () => import('./LogoutScreen'),
};
