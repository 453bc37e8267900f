/**
 * A local AliExpress Open Platform: the seller authorisation page, the signed system token APIs, the
 * signed /sync gateway dispatching the Solution APIs the connector uses (product post/edit/info/delete,
 * inventory, order list/info, fulfil), and signed message pushes. One seller, 2210000001. Storefront:
 * `/store/2210000001`; `POST /_sandbox/orders { shop, lines }`; `POST /_sandbox/uninstall { shop }`.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { hmacHex, safeEqual, withinWindow } from '../common/hmac';
import { approvalPage, approveHref, deliverWebhook, emptyAuthData, keepRawBody, SandboxAuth, sandboxBuyer, SANDBOX_FAIL_MARKER, storefrontPage, type SandboxOptions } from '../common/sandbox';
import { sandboxState } from '../common/state';
import { aliexpressLimits, aliexpressSign, type AeOrderInfo } from './index';

export const ALIEXPRESS_SANDBOX_SELLER = '2210000001';
interface Sku { sku_code: string; price: string; inventory: number; sku_attributes_list?: unknown[] }
interface Product { id: number; subject: string; skus: Sku[]; deleted: boolean }

export const aliexpressSandbox: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  keepRawBody(app);
  const state = sandboxState(options.stateFile, () => ({
    auth: emptyAuthData<{ shop: string; redirectUri: string }>(), products: {} as Record<string, Product>, orders: [] as Array<AeOrderInfo & { fulfilled: unknown[] }>, authorized: false,
  }));
  const auth = new SandboxAuth(30 * 86400, true, state.data.auth, () => state.save());
  const data = state.data;

  type AuthorizeQuery = { response_type?: string; client_id?: string; redirect_uri?: string; state?: string };
  const problemOf = (q: AuthorizeQuery) => (q.client_id !== options.clientId ? 'invalid client_id' : q.response_type !== 'code' || !q.redirect_uri ? 'response_type=code and redirect_uri are required' : null);
  app.get<{ Querystring: AuthorizeQuery }>('/oauth/authorize', async (request, reply) => {
    const problem = problemOf(request.query);
    if (problem) return reply.code(400).send({ error: problem });
    return approvalPage(reply, { platform: 'AliExpress', shop: 'Linen House Store (seller 2210000001)', scopes: ['products', 'orders', 'logistics'], approveHref: approveHref(request) });
  });
  app.get<{ Querystring: AuthorizeQuery }>('/oauth/authorize/approve', async (request, reply) => {
    const problem = problemOf(request.query);
    if (problem) return reply.code(400).send({ error: problem });
    const target = new URL(request.query.redirect_uri as string);
    target.searchParams.set('code', auth.issueCode({ shop: ALIEXPRESS_SANDBOX_SELLER, redirectUri: request.query.redirect_uri as string }));
    if (request.query.state) target.searchParams.set('state', request.query.state);
    return reply.redirect(target.toString(), 302);
  });

  /** The IOP checks of a signed call: app_key, a timestamp within 15 minutes, the sha256 sign. */
  const signProblem = (params: Record<string, string>, apiPath = '') =>
    params.app_key !== options.clientId ? { code: 'InvalidAppKey', msg: 'app_key is invalid' }
      : params.sign_method !== 'sha256' ? { code: 'InvalidSignMethod', msg: 'sign_method must be sha256' }
        : !withinWindow(params.timestamp, new Date(), 15 * 60_000) ? { code: 'InvalidTimestamp', msg: 'timestamp is out of range' }
          : !safeEqual(aliexpressSign(options.clientSecret, params, apiPath), params.sign) ? { code: 'IncompleteSignature', msg: 'the request signature does not conform to platform standards' } : null;
  const tokenAnswer = (token: ReturnType<typeof auth.issueToken>) => ({
    access_token: token.accessToken, refresh_token: token.refreshToken, expire_time: token.expiresAt, expires_in: token.expiresIn, refresh_expires_in: 60 * 86400,
    seller_id: ALIEXPRESS_SANDBOX_SELLER, user_id: ALIEXPRESS_SANDBOX_SELLER, account: 'linenhouse@seller.example', account_platform: 'seller_center', sp: 'ae', code: '0', request_id: String(Date.now()),
  });
  const fail = (reply: FastifyReply, status: number, problem: { code: string; msg: string }) => reply.code(status).send({ ...problem, type: 'ISV', request_id: String(Date.now()) });
  app.post<{ Body: Record<string, string> }>('/rest/auth/token/create', async (request, reply) => {
    const params = request.body ?? {};
    const problem = signProblem(params, '/auth/token/create');
    if (problem) return fail(reply, 400, problem);
    const grant = auth.takeCode(params.code);
    if (!grant) return fail(reply, 400, { code: 'InvalidCode', msg: 'code is invalid or used' });
    data.authorized = true;
    state.save();
    return tokenAnswer(auth.issueToken(grant.shop, '50000'));
  });
  app.post<{ Body: Record<string, string> }>('/rest/auth/token/refresh', async (request, reply) => {
    const params = request.body ?? {};
    const problem = signProblem(params, '/auth/token/refresh');
    if (problem) return fail(reply, 400, problem);
    const token = auth.refresh(params.refresh_token, '50000');
    return token ? tokenAnswer(token) : fail(reply, 400, { code: 'InvalidRefreshToken', msg: 'refresh_token is invalid or used' });
  });

  type Handler = (params: Record<string, unknown>) => unknown;
  const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);
  const refusal = (code: string, msg: string) => Object.assign(new Error(msg), { code });
  const productOf = (id: unknown) => {
    const product = data.products[String(id)];
    if (!product || product.deleted) throw refusal('NotFound', 'product not found');
    return product;
  };
  const save = (request: { product_id?: number; subject_list?: Array<{ value: string }>; sku_info_list?: Sku[] }) => {
    const subject = request.subject_list?.[0]?.value;
    if (!subject || subject.length > aliexpressLimits.maxTitle) throw refusal('InvalidSubject', 'subject is missing or too long');
    if (subject.includes(SANDBOX_FAIL_MARKER)) throw refusal('ProductRefused', 'the sandbox refuses this product (test marker in the subject)');
    if (!request.sku_info_list?.length || request.sku_info_list.length > aliexpressLimits.maxVariants) throw refusal('InvalidSku', 'sku_info_list: 1 to 300');
    const id = request.product_id ? productOf(request.product_id).id : Number(state.nextId());
    data.products[String(id)] = { id, subject, skus: request.sku_info_list, deleted: false };
    state.save();
    return { success: true, product_id: id };
  };
  const handlers: Record<string, Handler> = {
    'aliexpress.solution.product.post': (p) => save(json(p.post_product_request) as Parameters<typeof save>[0]),
    'aliexpress.solution.product.edit': (p) => save(json(p.edit_product_request) as Parameters<typeof save>[0]),
    'aliexpress.solution.product.info.get': (p) => { const product = productOf(p.product_id); return { product_id: product.id, subject: product.subject, aeop_ae_product_s_k_us: product.skus }; },
    'aliexpress.solution.batch.product.delete': (p) => { for (const id of String(p.product_ids).split(',')) if (data.products[id]) data.products[id].deleted = true; state.save(); return { success: true }; },
    'aliexpress.solution.batch.product.inventory.update': (p) => {
      for (const item of json(p.mutiple_product_update_list) as Array<{ product_id: number; multiple_sku_update_list: Array<{ sku_code: string; inventory: number }> }>) {
        const product = productOf(item.product_id);
        for (const change of item.multiple_sku_update_list) {
          const sku = product.skus.find((s) => s.sku_code === change.sku_code);
          if (!sku || !Number.isInteger(change.inventory) || change.inventory < 0) throw refusal('InvalidSku', 'unknown sku_code or bad inventory');
          sku.inventory = change.inventory;
        }
      }
      state.save();
      return { success: true };
    },
    'aliexpress.solution.order.get': (p) => {
      const since = Date.parse(`${(json(p.param0) as { create_date_start?: string }).create_date_start ?? '1970-01-01 00:00:00'}Z`.replace(' ', 'T'));
      const list = data.orders.filter((o) => Date.parse(o.gmt_create) >= since).map((o) => ({ order_id: o.id, gmt_create: o.gmt_create }));
      return { target_list: { order_dto: list }, total_count: list.length };
    },
    'aliexpress.solution.order.info.get': (p) => {
      const order = data.orders.find((o) => o.id === Number((json(p.param1) as { order_id?: number }).order_id));
      if (!order) throw refusal('NotFound', 'order not found');
      const { fulfilled: _f, ...info } = order;
      return info;
    },
    'aliexpress.solution.order.fulfill': (p) => {
      const order = data.orders.find((o) => String(o.id) === String(p.out_ref));
      if (!order || !p.logistics_no || !p.service_name) throw refusal(order ? 'InvalidParameter' : 'NotFound', 'out_ref, service_name and logistics_no are required');
      order.fulfilled.push({ service_name: p.service_name, logistics_no: p.logistics_no });
      state.save();
      return { result_success: true };
    },
  };
  app.post<{ Body: Record<string, string> }>('/sync', async (request) => {
    const params = request.body ?? {};
    const problem = signProblem(params);
    if (problem) return { error_response: { ...problem, type: 'ISV', request_id: String(Date.now()) } };
    if (auth.shopOf(params.session) !== ALIEXPRESS_SANDBOX_SELLER) return { error_response: { code: 'IllegalAccessToken', msg: 'the session is invalid or expired', type: 'ISV' } };
    const handler = handlers[params.method];
    if (!handler) return { error_response: { code: 'InvalidApiPath', msg: 'unknown method', type: 'ISV' } };
    try {
      return { [`${params.method.replace(/\./g, '_')}_response`]: { result: handler(params), request_id: String(Date.now()) } };
    } catch (error) {
      const failure = error as Error & { code?: string };
      return { error_response: { code: failure.code ?? 'SystemError', msg: failure.message, type: 'ISV', request_id: String(Date.now()) } };
    }
  });

  const push = async (messageType: string, payload: Record<string, unknown>) => {
    const body = JSON.stringify({ seller_id: Number(ALIEXPRESS_SANDBOX_SELLER), message_type: messageType, timestamp: Math.floor(Date.now() / 1000), data: payload });
    await deliverWebhook(options, body, { authorization: hmacHex(options.clientSecret, `${options.clientId}${body}`) }, app.log);
  };
  const placeOrder = async (lines: Array<{ productId: string; variantId?: string; quantity?: number }>) => {
    const children = lines.map((line) => {
      const product = productOf(line.productId);
      const sku = product.skus.find((s) => !line.variantId || s.sku_code === line.variantId);
      if (!sku) throw Object.assign(new Error('unknown sku'), { statusCode: 404 });
      return { id: Number(state.nextId()), product_id: product.id, sku_code: sku.sku_code, product_name: product.subject, product_count: line.quantity ?? 1, product_price: { amount: sku.price, currency_code: 'USD' } };
    });
    const order = {
      id: Number(`8${state.nextId()}`), gmt_create: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString(),
      receipt_address: { contact_person: `${sandboxBuyer.firstName} ${sandboxBuyer.lastName}`, address: sandboxBuyer.address1, address2: sandboxBuyer.address2, city: sandboxBuyer.city, province: sandboxBuyer.province, zip: sandboxBuyer.zip, country: sandboxBuyer.countryCode, phone_country: '1', mobile_no: '5550100' },
      child_order_list: { global_aeop_tp_child_order_dto: children }, fulfilled: [],
    };
    data.orders.push(order);
    state.save();
    await push('order_created', { order_id: order.id, order_status: 'WAIT_SELLER_SEND_GOODS' });
    return order;
  };
  app.get('/store/:seller', async (_request, reply) => storefrontPage(reply, {
    shop: ALIEXPRESS_SANDBOX_SELLER,
    products: Object.values(data.products).filter((p) => !p.deleted).map((p) => ({ id: String(p.id), title: p.subject, price: p.skus[0]?.price ?? '', variantId: p.skus[0]?.sku_code ?? '' })),
  }));
  app.post<{ Body: { productId?: string; variantId?: string } }>('/store/:seller/order', async (request, reply) => {
    const order = await placeOrder([{ productId: String(request.body?.productId ?? ''), variantId: request.body?.variantId }]);
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Order placed</title></head><body><main><h1>Order ${order.id} placed</h1><p><a href="../${ALIEXPRESS_SANDBOX_SELLER}">Back to the store</a></p></main></body></html>`);
  });
  app.post<{ Body: { shop?: string; lines?: Array<{ productId: string; variantId?: string; quantity?: number }> } }>('/_sandbox/orders', async (request, reply) => {
    const { shop, lines } = request.body ?? {};
    if (shop !== ALIEXPRESS_SANDBOX_SELLER || !data.authorized || !Array.isArray(lines) || lines.length === 0) return reply.code(400).send({ message: 'shop (authorised) and lines are required' });
    return reply.code(201).send({ order: await placeOrder(lines) });
  });
  app.post<{ Body: { shop?: string } }>('/_sandbox/uninstall', async (request, reply) => {
    if (request.body?.shop !== ALIEXPRESS_SANDBOX_SELLER || !data.authorized) return reply.code(404).send({ message: 'not authorised' });
    data.authorized = false;
    auth.revokeShop(ALIEXPRESS_SANDBOX_SELLER);
    await push('auth_cancelled', {});
    return { ok: true };
  });
};
