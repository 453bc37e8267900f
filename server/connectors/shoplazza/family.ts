/**
 * Shoplazza and AllValue share one protocol (AllValue runs on Shoplazza's platform; its docs mirror
 * Shoplazza's), followed from Shoplazza's official OAuth SDK (github.com/Shoplazza/oauth-sdk-go) and
 * its developer docs:
 * - authorize: https://{shop}/admin/oauth/authorize?client_id&redirect_uri&response_type=code&scope&state;
 * - callback: code, hmac, shop, state (and timestamp): hmac = hex HMAC-SHA256 (client secret) of the
 *   other parameters form-encoded and sorted by key (Go's url.Values.Encode, as the SDK signs it). A
 *   timestamp, when present, must be within 10 minutes;
 * - token: POST https://{shop}/admin/oauth/token (form: client_id, client_secret, code,
 *   grant_type=authorization_code, redirect_uri; refresh with grant_type=refresh_token) answering
 *   access_token, refresh_token, expires_at (Unix seconds), store_id, store_name;
 * - Admin API https://{shop}/openapi/2022-01 with the `Access-Token` header;
 * - webhooks: X-<Brand>-Topic, X-<Brand>-Shop-Domain, X-<Brand>-Hmac-Sha256 = base64 HMAC-SHA256 of the raw body.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ConnectorError, type StoreConnector, type StorePlatform } from '../store';
import { headerOf, hmacBase64, hmacHex, safeEqual, sortedQuery, withinWindow } from '../common/hmac';
import { jsonOf, shopOriginOf, type ConnectorConfig } from '../common/http';
import { credentialsOf, oauthToken, refreshTokenOf } from '../common/oauth';
import { restApi, restOrderOf, restStoreSandbox, type RestClient } from '../common/restStore';
import { approvalPage, approveHref, deliverWebhook, emptyAuthData, keepRawBody, SandboxAuth, type SandboxOptions } from '../common/sandbox';
import { sandboxState } from '../common/state';

export interface FamilyBrand {
  platform: Extract<StorePlatform, 'shoplazza' | 'allvalue'>;
  name: string;
  /** The shop domain suffix (myshoplaza.com, myallvalue.com). */
  domain: string;
  /** Webhook header prefix, lower case (x-shoplazza, x-allvalue). */
  headerPrefix: string;
}

export const FAMILY_API_VERSION = '2022-01';
export const FAMILY_WINDOW_MS = 10 * 60_000;
const DEFAULT_SCOPES = ['read_product', 'write_product', 'read_order', 'write_order', 'read_shop'];
const limits = { maxTitle: 255, maxVariants: 100 };

const shopPatternOf = (brand: FamilyBrand) => new RegExp(`^[a-z0-9][a-z0-9-]{0,61}\\.${brand.domain.replace(/\./g, '\\.')}$`);

export function familyConnector(brand: FamilyBrand, config: ConnectorConfig): StoreConnector & { callbackState(query: Record<string, string>): string | null } {
  const SHOP = shopPatternOf(brand);
  const origin = (shop: string) => shopOriginOf(config, shop);
  const client: RestClient = {
    config, suffix: '',
    base: (shop) => `${origin(shop)}/openapi/${FAMILY_API_VERSION}`,
    headers: (accessToken) => ({ 'access-token': accessToken }),
  };
  const checkShop = (shop: string | undefined) => {
    if (!shop || !SHOP.test(shop)) throw new ConnectorError('bad_shop', `the shop is not a ${brand.name} store address`);
    return shop;
  };
  const live = (store: { credentials: { accessToken: string } }) => store.credentials.accessToken;
  return {
    platform: brand.platform,
    shopPattern: SHOP,
    usesPkce: false,
    callbackState: (query) => query.state || null,
    authorizeUrl({ shop, state, redirectUri }) {
      const query = new URLSearchParams({
        client_id: config.clientId, redirect_uri: redirectUri, response_type: 'code', scope: (config.scopes ?? DEFAULT_SCOPES).join(' '), state,
      });
      return `${origin(checkShop(shop))}/admin/oauth/authorize?${query}`;
    },
    async completeAuthorization({ query, redirectUri, now }) {
      if (!safeEqual(hmacHex(config.clientSecret, sortedQuery(query, ['hmac'], true)), query.hmac)) throw new ConnectorError('bad_signature', `the ${brand.name} callback signature does not match`);
      if (query.timestamp !== undefined && !withinWindow(query.timestamp, now, FAMILY_WINDOW_MS)) throw new ConnectorError('expired', `the ${brand.name} callback is older than 10 minutes`);
      const shop = checkShop(query.shop);
      if (!query.code) throw new ConnectorError('token_exchange_failed', `the ${brand.name} callback has no code`);
      const token = await oauthToken(config, `${origin(shop)}/admin/oauth/token`, {
        client_id: config.clientId, client_secret: config.clientSecret, code: query.code, grant_type: 'authorization_code', redirect_uri: redirectUri,
      }, brand.name);
      return {
        shop,
        name: typeof token.store_name === 'string' && token.store_name ? token.store_name : shop.split('.')[0],
        scopes: (token.scope ?? '').split(/[ ,]+/).filter(Boolean),
        credentials: credentialsOf(token, now.getTime(), typeof token.store_id === 'string' ? { storeId: token.store_id } : undefined),
      };
    },
    async refresh(store) {
      const token = await oauthToken(config, `${origin(checkShop(store.shop))}/admin/oauth/token`, {
        client_id: config.clientId, client_secret: config.clientSecret, grant_type: 'refresh_token', refresh_token: refreshTokenOf(store.credentials, brand.name),
      }, brand.name);
      return { ...credentialsOf(token), ...(store.credentials.extra ? { extra: store.credentials.extra } : {}) };
    },
    verifyWebhook(headers, rawBody) {
      const shop = headerOf(headers, `${brand.headerPrefix}-shop-domain`) ?? '';
      if (!SHOP.test(shop) || !safeEqual(hmacBase64(config.clientSecret, rawBody), headerOf(headers, `${brand.headerPrefix}-hmac-sha256`))) return null;
      const body = jsonOf(rawBody);
      if (!body) return null;
      const topic = headerOf(headers, `${brand.headerPrefix}-topic`);
      if (topic === 'orders/create') return { topic, shop, order: restOrderOf(body) };
      if (topic === 'app/uninstalled') return { topic, shop };
      if (topic === 'products/delete') return { topic, shop, shopProductId: String(body.id) };
      return { topic: 'other', shop };
    },
    publishProduct: (store, product, existing) => restApi.publish(client, store.shop, live(store), product, existing),
    updateInventory: (store, items) => restApi.updateInventory(client, store.shop, live(store), items),
    missingProducts: (store, ids) => restApi.missing(client, store.shop, live(store), ids),
    unpublish: (store, id) => restApi.unpublish(client, store.shop, live(store), id),
    fetchOrders: (store, cursor) => restApi.fetchOrders(client, store.shop, live(store), cursor),
    pushFulfilment: (store, fulfilment) => restApi.pushFulfilment(client, store.shop, live(store), fulfilment),
    // No revocation endpoint is documented: removing the app in the store admin sends app/uninstalled;
    // disconnecting from the portal forgets the tokens (the stores module deletes the credentials).
    async uninstall() {},
  };
}

const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** The brand's sandbox: consent page, signed callback, token endpoint, Admin API and signed webhooks. */
export function familySandbox(brand: FamilyBrand): FastifyPluginAsync<SandboxOptions> {
  const SHOP = shopPatternOf(brand);
  type AuthorizeQuery = { client_id?: string; redirect_uri?: string; response_type?: string; scope?: string; state?: string };
  return async (app, options) => {
    keepRawBody(app);
    const state = sandboxState(options.stateFile, () => ({
      auth: emptyAuthData<{ shop: string; scope: string; redirectUri: string }>(), shops: {}, installed: {} as Record<string, string>,
    }));
    const auth = new SandboxAuth(TOKEN_TTL_SECONDS, true, state.data.auth, () => state.save());
    const installed = state.data.installed;
    const problemOf = (shop: string, query: AuthorizeQuery) =>
      !SHOP.test(shop) ? 'OAuth endpoint is not a store of this platform' : query.client_id !== options.clientId ? 'unknown client_id'
        : query.response_type !== 'code' || !query.redirect_uri ? 'response_type=code and redirect_uri are required' : null;

    app.get<{ Params: { shop: string }; Querystring: AuthorizeQuery }>('/:shop/admin/oauth/authorize', async (request, reply) => {
      const problem = problemOf(request.params.shop, request.query);
      if (problem) return reply.code(400).send({ error: 'invalid_request', error_description: problem });
      return approvalPage(reply, { platform: brand.name, shop: request.params.shop, scopes: (request.query.scope ?? '').split(' '), approveHref: approveHref(request) });
    });
    app.get<{ Params: { shop: string }; Querystring: AuthorizeQuery }>('/:shop/admin/oauth/authorize/approve', async (request, reply) => {
      const problem = problemOf(request.params.shop, request.query);
      if (problem) return reply.code(400).send({ error: 'invalid_request', error_description: problem });
      const redirectUri = request.query.redirect_uri as string;
      const params: Record<string, string> = {
        code: auth.issueCode({ shop: request.params.shop, scope: request.query.scope ?? '', redirectUri }),
        shop: request.params.shop, timestamp: String(Math.floor(Date.now() / 1000)),
        ...(request.query.state ? { state: request.query.state } : {}),
      };
      const target = new URL(redirectUri);
      for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
      target.searchParams.set('hmac', hmacHex(options.clientSecret, sortedQuery(params, [], true)));
      return reply.redirect(target.toString(), 302);
    });
    app.post<{ Params: { shop: string }; Body: Record<string, string | undefined> }>('/:shop/admin/oauth/token', async (request, reply) => {
      const body = request.body ?? {};
      if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret) return reply.code(401).send({ error: 'invalid_client' });
      const shop = request.params.shop;
      let token;
      if (body.grant_type === 'authorization_code') {
        const grant = auth.takeCode(body.code);
        if (!grant || grant.shop !== shop || grant.redirectUri !== body.redirect_uri) return reply.code(400).send({ error: 'invalid_grant', error_description: 'code is unknown, used, expired or for another redirect_uri' });
        installed[shop] = grant.scope;
        state.save();
        token = auth.issueToken(shop);
      } else if (body.grant_type === 'refresh_token') {
        token = auth.refresh(body.refresh_token);
        if (!token) return reply.code(400).send({ error: 'invalid_grant', error_description: 'refresh_token is unknown or used' });
      } else {
        return reply.code(400).send({ error: 'unsupported_grant_type' });
      }
      return {
        access_token: token.accessToken, token_type: 'Bearer', refresh_token: token.refreshToken, expires_in: token.expiresIn,
        expires_at: Math.floor((token.expiresAt ?? 0) / 1000), scope: installed[shop] ?? '',
        store_id: String(100000 + shop.length), store_name: shop.split('.')[0], locale: 'en-US',
      };
    });

    const webhook = async (shop: string, topic: string, payload: unknown) => {
      const body = JSON.stringify(payload);
      await deliverWebhook(options, body, {
        [`${brand.headerPrefix}-topic`]: topic, [`${brand.headerPrefix}-shop-domain`]: shop,
        [`${brand.headerPrefix}-hmac-sha256`]: hmacBase64(options.clientSecret, body),
      }, app.log);
    };
    const store = restStoreSandbox(app, {
      prefix: `/:shop/openapi/${FAMILY_API_VERSION}`, state, storefront: '/:shop', suffix: '', limits,
      shopOf: (request) => {
        const shop = auth.shopOf(request.headers['access-token'] as string | undefined);
        return shop && shop === (request.params as { shop: string }).shop ? shop : null;
      },
      onOrder: (shop, order) => webhook(shop, 'orders/create', order),
    });
    app.post<{ Body: { shop?: string; lines?: Array<{ productId: string; variantId?: string; quantity?: number }> } }>('/_sandbox/orders', async (request, reply) => {
      const { shop, lines } = request.body ?? {};
      if (!shop || !Object.hasOwn(installed, shop) || !Array.isArray(lines) || lines.length === 0) return reply.code(400).send({ message: 'shop (installed) and lines are required' });
      return reply.code(201).send({ order: await store.placeOrder(shop, lines) });
    });
    app.post<{ Body: { shop?: string } }>('/_sandbox/uninstall', async (request, reply) => {
      const shop = request.body?.shop;
      if (!shop || !Object.hasOwn(installed, shop)) return reply.code(404).send({ message: 'not installed' });
      delete installed[shop];
      auth.revokeShop(shop);
      await webhook(shop, 'app/uninstalled', { domain: shop });
      return { ok: true };
    });
  };
}
