/**
 * A local Shoper: the App Store install page, the signed request to the app's address (shop, shop_url,
 * auth_code, place, timestamp, HMAC-SHA512 hash), the OAuth token endpoint with Basic client
 * credentials, the REST resources the connector uses (products, product-stocks, orders, order-products,
 * parcels, webhooks) under `/<shop host>/webapi/rest`, and SHA1-signed webhooks. One shop,
 * sklep90001.shoparena.pl. Storefront `/shop/sklep90001.shoparena.pl`; `POST /_sandbox/orders { shop, lines }`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hmacHex, sortedQuery } from '../common/hmac';
import { approvalPage, approveHref, emptyAuthData, keepRawBody, SandboxAuth, sandboxBuyer, SANDBOX_FAIL_MARKER, storefrontPage, type SandboxOptions } from '../common/sandbox';
import { sandboxState } from '../common/state';
import { shoperLimits, shoperWebhookSignature, type ShoperOrder, type ShoperOrderProduct } from './index';

export const SHOPER_SANDBOX_SHOP = 'sklep90001.shoparena.pl';
interface Stock { stock_id: number; product_id: number; code: string; price: number; stock: number; extended: boolean }
interface Product { product_id: number; name: string; deleted: boolean }

export const shoperSandbox: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  keepRawBody(app);
  const state = sandboxState(options.stateFile, () => ({
    auth: emptyAuthData<{ shop: string }>(), products: {} as Record<string, Product>, stocks: {} as Record<string, Stock>,
    orders: [] as ShoperOrder[], orderProducts: [] as ShoperOrderProduct[], parcels: [] as unknown[], webhooks: [] as Array<{ id: string; url: string; secret: string; events: string[] }>, installed: false,
  }));
  const auth = new SandboxAuth(30 * 86400, true, state.data.auth, () => state.save());
  const data = state.data;

  app.get<{ Params: { clientId: string }; Querystring: { redirect_uri?: string } }>('/appstore/app/:clientId', async (request, reply) => {
    if (request.params.clientId !== options.clientId || !request.query.redirect_uri) return reply.code(404).send({ error: 'unknown application' });
    return approvalPage(reply, { platform: 'Shoper', shop: SHOPER_SANDBOX_SHOP, scopes: ['products', 'orders', 'parcels', 'webhooks'], approveHref: approveHref(request) });
  });
  app.get<{ Params: { clientId: string }; Querystring: { redirect_uri?: string } }>('/appstore/app/:clientId/approve', async (request, reply) => {
    if (request.params.clientId !== options.clientId || !request.query.redirect_uri) return reply.code(404).send({ error: 'unknown application' });
    const params = { shop: '90001', shop_url: `https://${SHOPER_SANDBOX_SHOP}`, auth_code: auth.issueCode({ shop: SHOPER_SANDBOX_SHOP }), place: 'admin', timestamp: String(Math.floor(Date.now() / 1000)) };
    const target = new URL(request.query.redirect_uri);
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    target.searchParams.set('hash', hmacHex(options.clientSecret, sortedQuery(params), 'sha512'));
    return reply.redirect(target.toString(), 302);
  });
  app.post<{ Params: { shop: string }; Querystring: Record<string, string | undefined> }>('/:shop/webapi/rest/oauth/token', async (request, reply) => {
    if (request.headers.authorization !== `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`) return reply.code(401).send({ error: 'invalid_client' });
    const q = request.query;
    let token;
    if (q.grant_type === 'authorization_code') {
      const grant = auth.takeCode(q.code);
      if (!grant || grant.shop !== request.params.shop) return reply.code(400).send({ error: 'invalid_grant', error_description: 'code is unknown or used' });
      data.installed = true;
      state.save();
      token = auth.issueToken(grant.shop, '');
    } else if (q.grant_type === 'refresh_token') {
      token = auth.refresh(q.refresh_token, '');
      if (!token) return reply.code(400).send({ error: 'invalid_grant', error_description: 'refresh_token is unknown or used' });
    } else {
      return reply.code(400).send({ error: 'unsupported_grant_type' });
    }
    return { access_token: token.accessToken, expires_in: token.expiresIn, token_type: 'bearer', refresh_token: token.refreshToken };
  });

  const authed = (request: FastifyRequest<{ Params: { shop: string } }>, reply: FastifyReply) => {
    const shop = auth.shopOf(/^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]);
    if (!shop || shop !== request.params.shop) { void reply.code(401).send({ error: 'unauthorized_client', error_description: 'invalid or expired token' }); return false; }
    return true;
  };
  const filtersOf = (raw: string | undefined) => (raw ? (JSON.parse(raw) as Record<string, unknown>) : {});
  const R = '/:shop/webapi/rest';
  type ProductBody = { translations?: Record<string, { name?: string }>; code?: string; stock?: { price?: number; stock?: number } };
  const problemOf = (body: ProductBody) => {
    const name = Object.values(body.translations ?? {})[0]?.name;
    return !name?.trim() ? 'translations with a name are required' : name.length > shoperLimits.maxTitle ? 'name is too long'
      : name.includes(SANDBOX_FAIL_MARKER) ? 'the sandbox refuses this product (test marker in the name)'
        : !body.code || typeof body.stock?.price !== 'number' || !Number.isInteger(body.stock.stock) ? 'code and stock { price, stock } are required' : null;
  };
  const saveMain = (id: number, body: ProductBody) => {
    data.products[String(id)] = { product_id: id, name: Object.values(body.translations ?? {})[0]?.name as string, deleted: false };
    const main = Object.values(data.stocks).find((s) => s.product_id === id && !s.extended);
    const stock = { stock_id: main?.stock_id ?? Number(state.nextId()), product_id: id, code: body.code as string, price: body.stock?.price as number, stock: body.stock?.stock as number, extended: false };
    data.stocks[String(stock.stock_id)] = stock;
    state.save();
  };
  app.post<{ Params: { shop: string }; Body: ProductBody }>(`${R}/products`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const problem = problemOf(request.body ?? {});
    if (problem) return reply.code(400).send({ error: 'validation', error_description: problem });
    const id = Number(state.nextId());
    saveMain(id, request.body);
    return id;
  });
  const liveProduct = (id: string) => (data.products[id] && !data.products[id].deleted ? data.products[id] : null);
  app.put<{ Params: { shop: string; id: string }; Body: ProductBody }>(`${R}/products/:id`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    if (!liveProduct(request.params.id)) return reply.code(404).send({ error: 'not_found' });
    const problem = problemOf(request.body ?? {});
    if (problem) return reply.code(400).send({ error: 'validation', error_description: problem });
    saveMain(Number(request.params.id), request.body);
    return 1;
  });
  app.get<{ Params: { shop: string; id: string } }>(`${R}/products/:id`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    return liveProduct(request.params.id) ?? reply.code(404).send({ error: 'not_found' });
  });
  app.delete<{ Params: { shop: string; id: string } }>(`${R}/products/:id`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const product = liveProduct(request.params.id);
    if (!product) return reply.code(404).send({ error: 'not_found' });
    product.deleted = true;
    state.save();
    return true;
  });
  app.get<{ Params: { shop: string }; Querystring: { filters?: string } }>(`${R}/product-stocks`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const productId = Number(filtersOf(request.query.filters).product_id);
    const list = Object.values(data.stocks).filter((s) => s.product_id === productId);
    return { count: list.length, pages: 1, page: 1, list };
  });
  app.post<{ Params: { shop: string }; Body: { product_id?: number; code?: string; price?: number; stock?: number } }>(`${R}/product-stocks`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const body = request.body ?? {};
    if (!liveProduct(String(body.product_id)) || !body.code || typeof body.price !== 'number' || !Number.isInteger(body.stock)) return reply.code(400).send({ error: 'validation', error_description: 'product_id, code, price and stock are required' });
    const stock = { stock_id: Number(state.nextId()), product_id: body.product_id as number, code: body.code, price: body.price, stock: body.stock as number, extended: true };
    data.stocks[String(stock.stock_id)] = stock;
    state.save();
    return stock.stock_id;
  });
  app.put<{ Params: { shop: string; id: string }; Body: { price?: number; stock?: number } }>(`${R}/product-stocks/:id`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const stock = data.stocks[request.params.id];
    if (!stock) return reply.code(404).send({ error: 'not_found' });
    if (request.body?.stock !== undefined && (!Number.isInteger(request.body.stock) || request.body.stock < 0)) return reply.code(400).send({ error: 'validation', error_description: 'stock must be a whole number' });
    Object.assign(stock, { ...(request.body?.price !== undefined ? { price: request.body.price } : {}), ...(request.body?.stock !== undefined ? { stock: request.body.stock } : {}) });
    state.save();
    return 1;
  });
  app.get<{ Params: { shop: string }; Querystring: { filters?: string; limit?: string } }>(`${R}/orders`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const after = Number((filtersOf(request.query.filters).order_id as { '>'?: number } | undefined)?.['>'] ?? 0);
    const list = data.orders.filter((o) => o.order_id > after).slice(0, Number(request.query.limit ?? 50) || 50);
    return { count: list.length, pages: 1, page: 1, list };
  });
  app.get<{ Params: { shop: string }; Querystring: { filters?: string } }>(`${R}/order-products`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const orderId = Number(filtersOf(request.query.filters).order_id);
    const list = data.orderProducts.filter((p) => p.order_id === orderId);
    return { count: list.length, pages: 1, page: 1, list };
  });
  app.post<{ Params: { shop: string }; Body: { order_id?: number; shipping_code?: string } }>(`${R}/parcels`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    if (!data.orders.some((o) => o.order_id === request.body?.order_id) || !request.body?.shipping_code) return reply.code(400).send({ error: 'validation', error_description: 'order_id and shipping_code are required' });
    data.parcels.push(request.body);
    state.save();
    return Number(state.nextId());
  });
  app.get<{ Params: { shop: string } }>(`${R}/webhooks`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    return { count: data.webhooks.length, pages: 1, page: 1, list: data.webhooks.map((w) => ({ webhook_id: Number(w.id), url: w.url, events: w.events, active: true })) };
  });
  app.delete<{ Params: { shop: string; id: string } }>(`${R}/webhooks/:id`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    if (!data.webhooks.some((w) => String(w.id) === request.params.id)) return reply.code(404).send({ error: 'not_found', error_description: 'webhook not found' });
    data.webhooks = data.webhooks.filter((w) => String(w.id) !== request.params.id);
    state.save();
    return true;
  });
  app.post<{ Params: { shop: string }; Body: { url?: string; secret?: string; events?: string[] } }>(`${R}/webhooks`, async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const { url, secret, events } = request.body ?? {};
    if (!url?.startsWith('http') || !secret || !events?.length) return reply.code(400).send({ error: 'validation', error_description: 'url, secret and events are required' });
    data.webhooks = [...data.webhooks.filter((w) => w.url !== url), { id: state.nextId(), url, secret, events }];
    state.save();
    return Number(data.webhooks[data.webhooks.length - 1].id);
  });

  const placeOrder = async (lines: Array<{ productId: string; variantId?: string; quantity?: number }>) => {
    const orderId = Number(state.nextId());
    for (const line of lines) {
      const product = liveProduct(line.productId);
      const stock = Object.values(data.stocks).find((s) => s.product_id === Number(line.productId) && (!line.variantId || String(s.stock_id) === line.variantId));
      if (!product || !stock) throw Object.assign(new Error('unknown product or stock'), { statusCode: 404 });
      data.orderProducts.push({ id: Number(state.nextId()), order_id: orderId, product_id: product.product_id, stock_id: stock.stock_id, code: stock.code, name: product.name, quantity: line.quantity ?? 1, price: stock.price.toFixed(2) });
    }
    const order: ShoperOrder = {
      order_id: orderId, date: new Date().toISOString().slice(0, 19).replace('T', ' '), email: sandboxBuyer.email, currency_name: 'USD',
      delivery_address: { firstname: sandboxBuyer.firstName, lastname: sandboxBuyer.lastName, street1: sandboxBuyer.address1, street2: sandboxBuyer.address2, city: sandboxBuyer.city, state: sandboxBuyer.province, postcode: sandboxBuyer.zip, country_code: sandboxBuyer.countryCode, phone: sandboxBuyer.phone },
    };
    data.orders.push(order);
    state.save();
    const body = JSON.stringify(order);
    for (const hook of data.webhooks.filter((w) => w.events.includes('order.create'))) {
      const id = randomUUID();
      try {
        await (options.fetch ?? fetch)(hook.url, {
          method: 'POST', body, signal: AbortSignal.timeout(10_000),
          headers: { 'content-type': 'application/json', 'x-webhook-id': id, 'x-webhook-name': 'order.create', 'x-shop-domain': SHOPER_SANDBOX_SHOP, 'x-webhook-sha1': shoperWebhookSignature(id, hook.secret, body) },
        });
      } catch (error) {
        app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'sandbox webhook not delivered');
      }
    }
    return order;
  };
  app.get('/shop/:host', async (_request, reply) => storefrontPage(reply, {
    shop: SHOPER_SANDBOX_SHOP,
    products: Object.values(data.products).filter((p) => !p.deleted).map((p) => {
      const main = Object.values(data.stocks).find((s) => s.product_id === p.product_id && !s.extended);
      return { id: String(p.product_id), title: p.name, price: String(main?.price ?? ''), variantId: String(main?.stock_id ?? '') };
    }),
  }));
  app.post<{ Body: { productId?: string; variantId?: string } }>('/shop/:host/order', async (request, reply) => {
    const order = await placeOrder([{ productId: String(request.body?.productId ?? ''), variantId: request.body?.variantId }]);
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Order placed</title></head><body><main><h1>Order #${order.order_id} placed</h1><p><a href="../${SHOPER_SANDBOX_SHOP}">Back to the shop</a></p></main></body></html>`);
  });
  app.post<{ Body: { shop?: string; lines?: Array<{ productId: string; variantId?: string; quantity?: number }> } }>('/_sandbox/orders', async (request, reply) => {
    const { shop, lines } = request.body ?? {};
    if (shop !== SHOPER_SANDBOX_SHOP || !data.installed || !Array.isArray(lines) || lines.length === 0) return reply.code(400).send({ message: 'shop (installed) and lines are required' });
    return reply.code(201).send({ order: await placeOrder(lines) });
  });
};
