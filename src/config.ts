/**
 * The portal's run-time configuration. Every value comes from a Vite env variable (set at build time,
 * e.g. `VITE_TURKISH_HOSTS=portal.example.com.tr npm run build`) with a sensible default, so a fresh
 * checkout runs without any .env file.
 */
const env: Record<string, string | undefined> =
  (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env ?? {};

const list = (value: string | undefined, fallback: string[]): string[] =>
  value === undefined ? fallback : value.split(',').map((item) => item.trim()).filter(Boolean);

export const config = {
  /** The build's version; the vite plugin writes the same value to dist/version.json for the version check. */
  appVersion: env.VITE_APP_VERSION ?? 'dev',
  /** Base URL of the API (same origin by default: the server serves the portal and /api). */
  apiBase: env.VITE_API_BASE ?? '',
  /** Hosts on which Turkish is the default language (spec section 1). */
  turkishHosts: list(env.VITE_TURKISH_HOSTS, ['merchantportal.com.tr', 'www.merchantportal.com.tr']),
  /** The partner code that makes Turkish the default for its domain (shared decisions: kervan). */
  turkishPartnerCode: env.VITE_TURKISH_PARTNER_CODE ?? 'kervan',
  /** The two public hosts on which / leads to /public instead of /dashboard (spec section 2). */
  publicHosts: list(env.VITE_PUBLIC_HOSTS, ['catalog.merchantportal.com', 'products.merchantportal.com']),
  /**
   * The third-party support chat and tracking widget, loaded for non-partner users only. The operator
   * sets its script URL (VITE_CHAT_WIDGET_URL); without one nothing is loaded.
   */
  chatWidgetUrl: env.VITE_CHAT_WIDGET_URL ?? '',
  /** Off without a URL, in tests, and wherever VITE_CHAT_WIDGET=off (stories, e2e builds). */
  chatWidgetEnabled: Boolean(env.VITE_CHAT_WIDGET_URL) && env.MODE !== 'test' && env.VITE_CHAT_WIDGET !== 'off',
  /** The parcel tracking page the My Stores dropdown opens in a new tab. */
  trackingLinkUrl: env.VITE_TRACKING_LINK_URL ?? 'https://track.merchantportal.com/',
  /** The affiliates programme, opened in a new tab from the menu and footer. */
  affiliatesUrl: env.VITE_AFFILIATES_URL ?? 'https://affiliates.merchantportal.com/',
  /** The footer's legal and help pages (hosted on the platform's website, opened in a new tab). */
  termsUrl: env.VITE_TERMS_URL ?? 'https://www.merchantportal.com/terms',
  privacyUrl: env.VITE_PRIVACY_URL ?? 'https://www.merchantportal.com/privacy',
  helpUrl: env.VITE_HELP_URL ?? 'https://help.merchantportal.com/',
} as const;

export type Config = typeof config;
