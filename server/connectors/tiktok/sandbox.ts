/**
 * A local TikTok Shop: the authorize page (service_id, state), the token get/refresh endpoints, and the
 * signed 202309 API the connector uses (authorised shops, products, inventory, order search, packages);
 * every API call's sign is checked like TikTok does. Orders placed on the storefront
 * `/storefront/<shop id>` (or `POST /_sandbox/orders { shop, lines }`) send a type-1 webhook;
 * `POST /_sandbox/uninstall { shop }` sends type 6. The sandbox has one seller shop (7495000001).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hmacHex, safeEqual, withinWindow } from '../common/hmac';
import { approvalPage, approveHref, deliverWebhook, emptyAuthData, keepRawBody, SandboxAuth, sandboxBuyer, SANDBOX_FAIL_MARKER, storefrontPage, type SandboxOptions } from '../common/sandbox';
import { sandboxState } from '../common/state';
import { tiktokLimits, tiktokSign, TIKTOK_VERSION, type TikTokOrder } from './index';

export const TIKTOK_SANDBOX_SHOP = '7495000001';
const CIPHER = 'ROW_sandbox_cipher_7495000001';
interface Sku { id: string; seller_sku: string; price: { amount: string; currency: string }; inventory: Array<{ warehouse_id: string; quantity: number }>; sales_attributes: Array<{ name: string; value_name: string }> }
interface Product { id: string; title: string; status: 'ACTIVATE' | 'DELETED'; skus: Sku[] }

export const tiktokSandbox: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  keepRawBody(app);
  const state = sandboxState(options.stateFile, () => ({
    auth: emptyAuthData<{ shop: string }>(), products: {} as Record<string, Product>, orders: [] as Array<TikTokOrder & { packages: unknown[] }>, authorized: false,
  }));
  const auth = new SandboxAuth(4 * 3600, true, state.data.auth, () => state.save());
  const data = state.data;
  const ok = <T>(payload: T) => ({ code: 0, message: 'Success', request_id: randomUUID(), data: payload });
  const fail = (reply: FastifyReply, status: number, code: number, message: string) => reply.code(status).send({ code, message, request_id: randomUUID() });

  app.get<{ Querystring: { service_id?: string; state?: string } }>('/open/authorize', async (request, reply) => {
    if (request.query.service_id !== options.clientId || !request.query.state) return fail(reply, 400, 40001, 'service_id and state are required');
    return approvalPage(reply, { platform: 'TikTok Shop', shop: 'Linen House TikTok Shop', scopes: ['Product', 'Order', 'Fulfillment'], approveHref: approveHref(request) });
  });
  // The sandbox sends the seller back to a fixed app redirect (real TikTok uses the app's registered redirect URL).
  app.get<{ Querystring: { service_id?: string; state?: string; redirect_uri?: string } }>('/open/authorize/approve', async (request, reply) => {
    if (request.query.service_id !== options.clientId || !request.query.state || !request.query.redirect_uri) return fail(reply, 400, 40001, 'service_id, state and redirect_uri are required');
    const target = new URL(request.query.redirect_uri);
    target.searchParams.set('code', auth.issueCode({ shop: TIKTOK_SANDBOX_SHOP }));
    target.searchParams.set('state', request.query.state);
    target.searchParams.set('locale', 'en');
    return reply.redirect(target.toString(), 302);
  });
  const tokenData = (token: ReturnType<typeof auth.issueToken>) => ok({
    access_token: token.accessToken, access_token_expire_in: Math.floor((token.expiresAt ?? 0) / 1000), refresh_token: token.refreshToken,
    refresh_token_expire_in: Math.floor(Date.now() / 1000) + 365 * 86400, open_id: 'sbx-open-id', seller_name: 'Linen House', seller_base_region: 'US', user_type: 0,
    granted_scopes: ['seller.product.basic', 'seller.order.info', 'seller.fulfillment.basic'],
  });
  app.get<{ Querystring: Record<string, string | undefined> }>('/api/v2/token/get', async (request, reply) => {
    const q = request.query;
    if (q.app_key !== options.clientId || q.app_secret !== options.clientSecret) return fail(reply, 401, 36004001, 'invalid app_key or app_secret');
    const grant = q.grant_type === 'authorized_code' ? auth.takeCode(q.auth_code) : null;
    if (!grant) return fail(reply, 400, 36004002, 'auth_code is invalid or used');
    data.authorized = true;
    state.save();
    return tokenData(auth.issueToken(grant.shop, 'TTP_'));
  });
  app.get<{ Querystring: Record<string, string | undefined> }>('/api/v2/token/refresh', async (request, reply) => {
    const q = request.query;
    if (q.app_key !== options.clientId || q.app_secret !== options.clientSecret) return fail(reply, 401, 36004001, 'invalid app_key or app_secret');
    const token = q.grant_type === 'refresh_token' ? auth.refresh(q.refresh_token, 'TTP_') : null;
    return token ? tokenData(token) : fail(reply, 400, 36004003, 'refresh_token is invalid or used');
  });

  /** TikTok's checks of a signed call: app_key, a fresh timestamp, the sign, a live token, the shop's cipher. */
  const authed = (request: FastifyRequest, reply: FastifyReply, needsCipher = true): string | null => {
    const url = new URL(request.url, 'http://sandbox');
    const query = Object.fromEntries(url.searchParams);
    const path = url.pathname.slice(url.pathname.indexOf(`/`, 0)).replace(/^.*?(\/(?:authorization|product|order|fulfillment)\/)/, '$1');
    if (query.app_key !== options.clientId) { void fail(reply, 401, 106001, 'invalid app_key'); return null; }
    if (!withinWindow(query.timestamp, new Date(), 5 * 60_000)) { void fail(reply, 401, 106002, 'timestamp expired'); return null; }
    if (!safeEqual(tiktokSign(options.clientSecret, path, query, request.rawBody ?? ''), query.sign)) { void fail(reply, 401, 106001, 'sign is invalid'); return null; }
    const shop = auth.shopOf(request.headers['x-tts-access-token'] as string | undefined);
    if (!shop) { void fail(reply, 401, 105002, 'access token expired or invalid'); return null; }
    if (needsCipher && query.shop_cipher !== CIPHER) { void fail(reply, 400, 106011, 'shop_cipher is invalid'); return null; }
    return shop;
  };
  app.get(`/authorization/${TIKTOK_VERSION}/shops`, async (request, reply) => {
    if (!authed(request, reply, false)) return reply;
    return ok({ shops: [{ id: TIKTOK_SANDBOX_SHOP, name: 'Linen House TikTok Shop', region: 'US', seller_type: 'CROSS_BORDER', cipher: CIPHER, code: 'USLCLINEN' }] });
  });

  type ProductBody = { title?: string; skus?: Array<Omit<Sku, 'id'>> };
  const problemOf = (body: ProductBody) =>
    typeof body.title !== 'string' || !body.title.trim() ? 'title is required' : body.title.length > tiktokLimits.maxTitle ? 'title is too long'
      : body.title.includes(SANDBOX_FAIL_MARKER) ? 'the sandbox refuses this product (test marker in the title)'
        : !Array.isArray(body.skus) || body.skus.length === 0 || body.skus.length > tiktokLimits.maxVariants ? 'skus: 1 to 100' : null;
  const save = (id: string, body: ProductBody) => {
    const previous = data.products[id]?.skus ?? [];
    const product: Product = { id, title: body.title as string, status: 'ACTIVATE', skus: (body.skus ?? []).map((sku) => ({ ...sku, id: previous.find((p) => p.seller_sku === sku.seller_sku)?.id ?? state.nextId() })) };
    data.products[id] = product;
    state.save();
    return ok({ product_id: id, skus: product.skus.map((sku) => ({ id: sku.id, seller_sku: sku.seller_sku })) });
  };
  const PRODUCTS = `/product/${TIKTOK_VERSION}/products`;
  app.post<{ Body: ProductBody }>(PRODUCTS, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const problem = problemOf(request.body ?? {});
    return problem ? fail(reply, 400, 12052700, problem) : save(state.nextId(), request.body);
  });
  app.put<{ Params: { id: string }; Body: ProductBody }>(`${PRODUCTS}/:id`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    if (data.products[request.params.id]?.status !== 'ACTIVATE') return fail(reply, 404, 12019001, 'product does not exist');
    const problem = problemOf(request.body ?? {});
    return problem ? fail(reply, 400, 12052700, problem) : save(request.params.id, request.body);
  });
  app.get<{ Params: { id: string } }>(`${PRODUCTS}/:id`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const product = data.products[request.params.id];
    return product ? ok(product) : fail(reply, 404, 12019001, 'product does not exist');
  });
  app.delete<{ Body: { product_ids?: string[] } }>(PRODUCTS, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    for (const id of request.body?.product_ids ?? []) if (data.products[id]) data.products[id].status = 'DELETED';
    state.save();
    return ok({ errors: [] });
  });
  app.post<{ Params: { id: string }; Body: { skus?: Array<{ id: string; inventory: Sku['inventory'] }> } }>(`${PRODUCTS}/:id/inventory/update`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const product = data.products[request.params.id];
    if (!product || product.status !== 'ACTIVATE') return fail(reply, 404, 12019001, 'product does not exist');
    for (const change of request.body?.skus ?? []) {
      const sku = product.skus.find((s) => s.id === change.id);
      if (!sku || !change.inventory?.every((i) => Number.isInteger(i.quantity) && i.quantity >= 0)) return fail(reply, 400, 17019001, 'unknown sku or bad quantity');
      sku.inventory = change.inventory;
    }
    state.save();
    return ok({});
  });
  app.post<{ Body: { create_time_ge?: number } }>(`/order/${TIKTOK_VERSION}/orders/search`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const since = Number(request.body?.create_time_ge ?? 0);
    const orders = data.orders.filter((o) => o.create_time >= since).map(({ packages: _p, ...order }) => order);
    return ok({ orders, next_page_token: '', total_count: orders.length });
  });
  app.post<{ Params: { id: string }; Body: { tracking_number?: string; shipping_provider_name?: string } }>(`/fulfillment/${TIKTOK_VERSION}/orders/:id/packages`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const order = data.orders.find((o) => o.id === request.params.id);
    if (!order) return fail(reply, 404, 21011001, 'order does not exist');
    if (!request.body?.tracking_number) return fail(reply, 400, 21001001, 'tracking_number is required');
    order.packages.push(request.body);
    state.save();
    return ok({ package_id: state.nextId() });
  });

  const webhook = async (type: number, payload: Record<string, unknown>) => {
    const body = JSON.stringify({ type, tts_notification_id: randomUUID(), shop_id: TIKTOK_SANDBOX_SHOP, timestamp: Math.floor(Date.now() / 1000), data: payload });
    await deliverWebhook(options, body, { authorization: hmacHex(options.clientSecret, `${options.clientId}${body}`) }, app.log);
  };
  const placeOrder = async (lines: Array<{ productId: string; variantId?: string; quantity?: number }>) => {
    const items = lines.flatMap((line) => {
      const product = data.products[line.productId];
      const sku = product?.status === 'ACTIVATE' ? product.skus.find((s) => !line.variantId || s.id === line.variantId) : undefined;
      if (!product || !sku) throw Object.assign(new Error('unknown product or sku'), { statusCode: 404 });
      return Array.from({ length: line.quantity ?? 1 }, () => ({ id: state.nextId(), product_id: product.id, sku_id: sku.id, seller_sku: sku.seller_sku, product_name: product.title, sale_price: sku.price.amount }));
    });
    const order = {
      id: `57${state.nextId()}`, create_time: Math.floor(Date.now() / 1000), buyer_email: 'v1buyer@scs.tiktokw.us', payment: { currency: 'USD' },
      recipient_address: {
        name: `${sandboxBuyer.firstName} ${sandboxBuyer.lastName}`, phone_number: sandboxBuyer.phone, address_line1: sandboxBuyer.address1, address_line2: sandboxBuyer.address2,
        postal_code: sandboxBuyer.zip, region_code: sandboxBuyer.countryCode,
        district_info: [{ address_level_name: 'Country', address_name: sandboxBuyer.country }, { address_level_name: 'State', address_name: sandboxBuyer.province }, { address_level_name: 'City', address_name: sandboxBuyer.city }],
      },
      line_items: items, packages: [],
    };
    data.orders.push(order);
    state.save();
    await webhook(1, { order_id: order.id, order_status: 'AWAITING_SHIPMENT', update_time: order.create_time });
    return order;
  };
  app.get('/storefront/:shop', async (_request, reply) => storefrontPage(reply, {
    shop: TIKTOK_SANDBOX_SHOP,
    products: Object.values(data.products).filter((p) => p.status === 'ACTIVATE').map((p) => ({ id: p.id, title: p.title, price: p.skus[0]?.price.amount ?? '', variantId: p.skus[0]?.id ?? '' })),
  }));
  app.post<{ Body: { productId?: string; variantId?: string } }>('/storefront/:shop/order', async (request, reply) => {
    const order = await placeOrder([{ productId: String(request.body?.productId ?? ''), variantId: request.body?.variantId }]);
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Order placed</title></head><body><main><h1>Order ${order.id} placed</h1><p><a href="../${TIKTOK_SANDBOX_SHOP}">Back to the shop</a></p></main></body></html>`);
  });
  app.post<{ Body: { shop?: string; lines?: Array<{ productId: string; variantId?: string; quantity?: number }> } }>('/_sandbox/orders', async (request, reply) => {
    const { shop, lines } = request.body ?? {};
    if (shop !== TIKTOK_SANDBOX_SHOP || !data.authorized || !Array.isArray(lines) || lines.length === 0) return reply.code(400).send({ message: 'shop (authorised) and lines are required' });
    return reply.code(201).send({ order: await placeOrder(lines) });
  });
  app.post<{ Body: { shop?: string } }>('/_sandbox/uninstall', async (request, reply) => {
    if (request.body?.shop !== TIKTOK_SANDBOX_SHOP || !data.authorized) return reply.code(404).send({ message: 'not authorised' });
    data.authorized = false;
    auth.revokeShop(TIKTOK_SANDBOX_SHOP);
    await webhook(6, { message: 'seller deauthorized', update_time: Math.floor(Date.now() / 1000) });
    return { ok: true };
  });
};
