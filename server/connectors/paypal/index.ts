/**
 * "Log in with PayPal" (Connect with PayPal; developer.paypal.com "Log in with PayPal", Identity API): the
 * PayPal account whose transactions receive the tracking numbers of shipped orders (storeSettings'
 * addPaypayAuth). Not a store platform — PayPal payments themselves belong to the money domain.
 * - authorize: https://www.paypal.com/signin/authorize?flowEntry=static&client_id&response_type=code
 *   &scope=openid email https://uri.paypal.com/services/paypalattributes&redirect_uri&state;
 *   PayPal returns to redirect_uri with code (and our state);
 * - token: POST https://api-m.paypal.com/v1/oauth2/token, HTTP Basic client_id:secret,
 *   grant_type=authorization_code&code=… → access_token, refresh_token, expires_in;
 * - who: GET /v1/identity/openidconnect/userinfo?schema=openid with Bearer → user_id, payer_id, email(s).
 * With PAYPAL_CLIENT_ID unset, the same calls go to the local sandbox (./sandbox.ts) under /sandbox/paypal.
 */
import { ConnectorError } from '../store';
import { http, type ConnectorConfig } from '../common/http';

export const PAYPAL_SCOPES = ['openid', 'email', 'https://uri.paypal.com/services/paypalattributes'];

export interface PaypalAccount {
  payerId: string;
  email: string;
  accessToken: string;
  refreshToken: string | null;
  expiresAt: string | null;
}

export interface PaypalConnect {
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Exchanges the code and reads the account it belongs to; ConnectorError('token_exchange_failed') when refused. */
  complete(input: { code: string; redirectUri: string }): Promise<PaypalAccount>;
  readonly sandbox: boolean;
}

export function paypalConnect(config: ConnectorConfig): PaypalConnect {
  const base = config.baseUrl?.replace(/\/$/, '');
  const web = base ?? 'https://www.paypal.com';
  const api = base ?? 'https://api-m.paypal.com';
  const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
  return {
    sandbox: Boolean(base),
    authorizeUrl: ({ state, redirectUri }) => `${web}/signin/authorize?${new URLSearchParams({
      flowEntry: 'static', client_id: config.clientId, response_type: 'code', scope: PAYPAL_SCOPES.join(' '), redirect_uri: redirectUri, state,
    })}`,
    async complete({ code, redirectUri }) {
      const { data: token } = await http<{ access_token?: string; refresh_token?: string; expires_in?: number }>(config, {
        method: 'POST', url: `${api}/v1/oauth2/token`, headers: { authorization: basic },
        form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
      }).catch((error: unknown) => {
        throw error instanceof ConnectorError ? new ConnectorError('token_exchange_failed', `PayPal refused the code (${error.message})`) : error;
      });
      if (!token?.access_token) throw new ConnectorError('token_exchange_failed', 'PayPal answered without a token');
      const { data: who } = await http<{ payer_id?: string; user_id?: string; email?: string; emails?: Array<{ value: string; primary?: boolean }> }>(config, {
        url: `${api}/v1/identity/openidconnect/userinfo?schema=openid`, headers: { authorization: `Bearer ${token.access_token}` },
      });
      const email = who?.email ?? who?.emails?.find((e) => e.primary)?.value ?? who?.emails?.[0]?.value;
      const payerId = who?.payer_id ?? who?.user_id;
      if (!email || !payerId) throw new ConnectorError('platform_error', 'PayPal did not say which account this is');
      return {
        payerId, email: email.toLowerCase(), accessToken: token.access_token, refreshToken: token.refresh_token ?? null,
        expiresAt: token.expires_in ? new Date(Date.now() + token.expires_in * 1000).toISOString() : null,
      };
    },
  };
}
