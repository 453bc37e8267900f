/**
 * The standard OAuth 2 token call (RFC 6749 section 4.1.3 and 6): a form POST answered with
 * access_token, refresh_token and expires_in (or expires_at). Shoplazza, AllValue, Etsy, Wix and
 * Lightfunnels use it as is or nearly; a refusal becomes `token_exchange_failed`.
 */
import { createHash } from 'node:crypto';
import { ConnectorError, type StoreCredentials } from '../store';
import { http, type ConnectorConfig } from './http';

export interface OAuthTokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  /** Unix seconds (Shoplazza). */
  expires_at?: number;
  scope?: string;
  [key: string]: unknown;
}

export async function oauthToken(config: ConnectorConfig, url: string, form: Record<string, string>, platform: string, asJson = false) {
  const { data } = await http<OAuthTokenAnswer>(config, { method: 'POST', url, ...(asJson ? { json: form } : { form }) }).catch((error: unknown) => {
    throw error instanceof ConnectorError ? new ConnectorError('token_exchange_failed', `${platform} refused the token request (${error.message})`) : error;
  });
  if (!data?.access_token) throw new ConnectorError('token_exchange_failed', `${platform} answered the token request without a token`);
  return data;
}

/** The credentials of a token answer; the expiry from expires_at or expires_in (relative to `now`). */
export function credentialsOf(answer: OAuthTokenAnswer, now = Date.now(), extra?: Record<string, string>): StoreCredentials {
  const expiresAt = typeof answer.expires_at === 'number' ? answer.expires_at * 1000
    : typeof answer.expires_in === 'number' ? now + answer.expires_in * 1000 : null;
  return {
    accessToken: answer.access_token as string,
    ...(answer.refresh_token ? { refreshToken: answer.refresh_token } : {}),
    ...(expiresAt ? { expiresAt: new Date(expiresAt).toISOString() } : {}),
    ...(extra ? { extra } : {}),
  };
}

/** The refresh token of a store, or the refusal the stores module turns into "authorisation expired". */
export function refreshTokenOf(credentials: StoreCredentials, platform: string) {
  if (!credentials.refreshToken) throw new ConnectorError('unauthorized', `${platform} store has no refresh token; authorise it again`);
  return credentials.refreshToken;
}

/** PKCE S256 (RFC 7636 section 4.2): BASE64URL(SHA256(ASCII(code_verifier))). */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');
/** RFC 7636 section 4.1: 43 to 128 characters of [A-Z a-z 0-9 - . _ ~]. */
export const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
