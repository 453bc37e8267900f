/**
 * A local "Log in with PayPal": the consent page (/signin/authorize, Approve → redirect_uri?code&scope&state),
 * the token endpoint (HTTP Basic client credentials, single-use codes bound to their redirect URI) and the
 * userinfo endpoint (payer id and e-mail of the sandbox's buyer account). Mounted under /sandbox/paypal when
 * PAYPAL_CLIENT_ID is unset.
 */
import type { FastifyPluginAsync } from 'fastify';
import { approvalPage, approveHref, emptyAuthData, keepRawBody, SandboxAuth, type SandboxOptions } from '../common/sandbox';
import { sandboxState } from '../common/state';
import { PAYPAL_SCOPES } from './index';

export const PAYPAL_SANDBOX_ACCOUNT = { payerId: 'SBXPAYER7Q2LM', email: 'payments@trailhead-outdoor.example' };
type CodeGrant = { shop: string; redirectUri: string };

export const paypalSandbox: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  const state = sandboxState(options.stateFile, () => ({ auth: emptyAuthData<CodeGrant>() }));
  const auth = new SandboxAuth<CodeGrant>(8 * 3600, true, state.data.auth, () => state.save());
  keepRawBody(app); // form bodies (the token call)

  type Authorize = { Querystring: { client_id?: string; response_type?: string; redirect_uri?: string; state?: string } };
  const valid = (query: Authorize['Querystring']) => query.client_id === options.clientId && query.response_type === 'code' && Boolean(query.redirect_uri);
  app.get<Authorize>('/signin/authorize', async (request, reply) => {
    if (!valid(request.query)) return reply.code(400).send({ error: 'invalid_request', error_description: 'unknown client or missing redirect_uri' });
    return approvalPage(reply, { platform: 'PayPal', shop: PAYPAL_SANDBOX_ACCOUNT.email, scopes: PAYPAL_SCOPES, approveHref: approveHref(request) });
  });
  app.get<Authorize>('/signin/authorize/approve', async (request, reply) => {
    if (!valid(request.query)) return reply.code(400).send({ error: 'invalid_request', error_description: 'unknown client or missing redirect_uri' });
    const code = auth.issueCode({ shop: PAYPAL_SANDBOX_ACCOUNT.payerId, redirectUri: request.query.redirect_uri as string });
    const target = new URL(request.query.redirect_uri as string);
    target.searchParams.set('code', code);
    target.searchParams.set('scope', PAYPAL_SCOPES.join(' '));
    if (request.query.state) target.searchParams.set('state', request.query.state);
    return reply.redirect(target.toString(), 302);
  });
  app.post<{ Body: Record<string, string | undefined> }>('/v1/oauth2/token', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    const body = request.body ?? {};
    const grant = body.grant_type === 'authorization_code' ? auth.takeCode(body.code) : null;
    if (!grant || (body.redirect_uri && body.redirect_uri !== grant.redirectUri)) return reply.code(400).send({ error: 'invalid_grant', error_description: 'Invalid authorization code' });
    const token = auth.issueToken(grant.shop, 'A21AA');
    return { scope: PAYPAL_SCOPES.join(' '), access_token: token.accessToken, token_type: 'Bearer', expires_in: token.expiresIn, refresh_token: token.refreshToken, nonce: `${Date.now()}` };
  });
  app.get('/v1/identity/openidconnect/userinfo', async (request, reply) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const payerId = auth.shopOf(bearer);
    if (!payerId) return reply.code(401).send({ error: 'invalid_token', error_description: 'The access token is invalid' });
    return {
      user_id: `https://www.paypal.com/webapps/auth/identity/user/${payerId}`, payer_id: payerId, name: 'Trailhead Outdoor',
      email: PAYPAL_SANDBOX_ACCOUNT.email, verified_account: 'true', emails: [{ value: PAYPAL_SANDBOX_ACCOUNT.email, primary: true, confirmed: true }],
    };
  });
};
