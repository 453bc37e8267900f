/**
 * A local SHOPLINE for a fresh machine and the tests: consent page, the signed callback, the signed
 * token create/refresh calls, the REST admin API of products, variants' inventory, orders and
 * fulfilments, and signed webhooks. Shops are `<handle>.myshopline.com`, served under `/<shop>/…`.
 * `POST /_sandbox/orders { shop, lines: [{ productId, variantId?, quantity? }] }` has the sandbox's buyer
 * order (then `orders/create` is sent); `POST /_sandbox/uninstall { shop }` sends `apps/uninstalled`.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { hmacHex, safeEqual, sortedQuery, withinWindow } from '../common/hmac';
import { approvalPage, approveHref, deliverWebhook, emptyAuthData, keepRawBody, SandboxAuth, type SandboxOptions } from '../common/sandbox';
import { sandboxState } from '../common/state';
import { restStoreSandbox } from '../common/restStore';
import { SHOPLINE_API_VERSION, SHOPLINE_WINDOW_MS, shoplineLimits } from './index';

const SHOP = /^[a-z0-9][a-z0-9-]{0,61}\.myshopline\.com$/;
const TOKEN_TTL_SECONDS = 10 * 3600;

type AuthorizeQuery = { appKey?: string; responseType?: string; scope?: string; redirectUri?: string; customField?: string };

export const shoplineSandbox: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  keepRawBody(app);
  const state = sandboxState(options.stateFile, () => ({
    auth: emptyAuthData<{ shop: string; scope: string }>(), shops: {}, installed: {} as Record<string, string>,
  }));
  const auth = new SandboxAuth(TOKEN_TTL_SECONDS, false, state.data.auth, () => state.save());
  const installed = state.data.installed;
  const sign = (body: string) => hmacHex(options.clientSecret, body);

  const authorizeProblem = (shop: string, query: AuthorizeQuery) =>
    !SHOP.test(shop) ? 'unknown store' : query.appKey !== options.clientId ? 'unknown appKey'
      : query.responseType !== 'code' || !query.redirectUri ? 'responseType=code and redirectUri are required' : null;

  app.get<{ Params: { shop: string }; Querystring: AuthorizeQuery }>('/:shop/admin/oauth-web/oauth/authorize', async (request, reply) => {
    const problem = authorizeProblem(request.params.shop, request.query);
    if (problem) return reply.code(400).send({ code: 400, message: problem });
    return approvalPage(reply, {
      platform: 'SHOPLINE', shop: request.params.shop, scopes: (request.query.scope ?? '').split(','),
      approveHref: approveHref(request),
    });
  });
  app.get<{ Params: { shop: string }; Querystring: AuthorizeQuery }>('/:shop/admin/oauth-web/oauth/authorize/approve', async (request, reply) => {
    const problem = authorizeProblem(request.params.shop, request.query);
    if (problem) return reply.code(400).send({ code: 400, message: problem });
    const code = auth.issueCode({ shop: request.params.shop, scope: request.query.scope ?? '' });
    const params: Record<string, string> = {
      appkey: options.clientId, code, handle: request.params.shop.split('.')[0], timestamp: String(Date.now()),
      ...(request.query.customField ? { customField: request.query.customField } : {}),
    };
    const target = new URL(request.query.redirectUri as string);
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    target.searchParams.set('sign', sign(sortedQuery(params)));
    return reply.redirect(target.toString(), 302);
  });

  /** SHOPLINE's signed token calls: appkey, a fresh timestamp and sign = HMAC(body + timestamp). */
  const signedCallProblem = (request: FastifyRequest) => {
    const { appkey, timestamp, sign: given } = request.headers as Record<string, string | undefined>;
    if (appkey !== options.clientId) return 'unknown appkey';
    if (!withinWindow(timestamp, new Date(), SHOPLINE_WINDOW_MS)) return 'timestamp outside the 10-minute window';
    if (!safeEqual(sign((request.rawBody ?? '') + timestamp), given)) return 'sign does not match';
    return null;
  };
  const tokenAnswer = (shop: string, scope: string) => {
    const token = auth.issueToken(shop);
    return { code: 200, i18nCode: 'SUCCESS', message: null, data: { accessToken: token.accessToken, expireTime: new Date(token.expiresAt ?? 0).toISOString(), scope } };
  };
  app.post<{ Params: { shop: string }; Body: { code?: string } }>('/:shop/admin/oauth/token/create', async (request, reply) => {
    const problem = signedCallProblem(request);
    if (problem) return reply.code(401).send({ code: 401, i18nCode: 'UNAUTHORIZED', message: problem });
    const grant = auth.takeCode(request.body?.code);
    if (!grant || grant.shop !== request.params.shop) return reply.code(400).send({ code: 400, i18nCode: 'INVALID_CODE', message: 'code is unknown, used or expired' });
    installed[grant.shop] = grant.scope;
    state.save();
    return tokenAnswer(grant.shop, grant.scope);
  });
  app.post<{ Params: { shop: string } }>('/:shop/admin/oauth/token/refresh', async (request, reply) => {
    const problem = signedCallProblem(request);
    if (problem) return reply.code(401).send({ code: 401, i18nCode: 'UNAUTHORIZED', message: problem });
    if (!Object.hasOwn(installed, request.params.shop)) return reply.code(400).send({ code: 400, i18nCode: 'NOT_INSTALLED', message: 'the app is not installed in this store' });
    return tokenAnswer(request.params.shop, installed[request.params.shop]);
  });

  const webhook = async (shop: string, topic: string, payload: unknown) => {
    const body = JSON.stringify(payload);
    await deliverWebhook(options, body, {
      'x-shopline-topic': topic, 'x-shopline-shop-domain': shop, 'x-shopline-hmac-sha256': sign(body),
      'x-shopline-api-version': SHOPLINE_API_VERSION,
    }, app.log);
  };
  const store = restStoreSandbox(app, {
    prefix: `/:shop/admin/openapi/${SHOPLINE_API_VERSION}`, state, storefront: '/:shop', suffix: '.json', createPath: '/products/products', limits: shoplineLimits,
    shopOf: (request) => {
      const shop = auth.shopOf(/^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]);
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
    await webhook(shop, 'apps/uninstalled', { handle: shop.split('.')[0] });
    return { ok: true };
  });
};
