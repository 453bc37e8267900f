/**
 * A local Lightfunnels: the OAuth consent page, the access endpoint, the GraphQL API the connector uses
 * (dispatched on the operation name: Account, CreateProduct, UpdateProduct, Product, DeleteProduct,
 * UpdateVariant, Orders, CreateFulfillment) and signed webhooks. One account, 91000001. Storefront:
 * `/funnel/91000001`; `POST /_sandbox/orders { shop, lines }`; `POST /_sandbox/uninstall { shop }`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { hmacBase64 } from '../common/hmac';
import { approvalPage, approveHref, deliverWebhook, emptyAuthData, keepRawBody, SandboxAuth, sandboxBuyer, SANDBOX_FAIL_MARKER, storefrontPage, type SandboxOptions } from '../common/sandbox';
import { sandboxState } from '../common/state';
import { lightfunnelsLimits, type LfOrder } from './index';

export const LIGHTFUNNELS_SANDBOX_ACCOUNT = '91000001';
interface Variant { id: string; sku: string; price: number; quantity: number }
interface Product { id: string; title: string; variants: Variant[] }
type Node = { title?: string; variants?: Array<{ sku: string; price: number; quantity: number }> };

export const lightfunnelsSandbox: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  keepRawBody(app);
  const state = sandboxState(options.stateFile, () => ({
    auth: emptyAuthData<{ shop: string; redirectUri: string }>(), products: {} as Record<string, Product>, orders: [] as Array<LfOrder & { fulfillments: unknown[] }>, installed: false,
  }));
  const auth = new SandboxAuth(null, false, state.data.auth, () => state.save());
  const data = state.data;

  type Q = { client_id?: string; redirect_uri?: string; scope?: string; state?: string };
  app.get<{ Querystring: Q }>('/admin/oauth', async (request, reply) => {
    if (request.query.client_id !== options.clientId || !request.query.redirect_uri) return reply.code(400).send({ error: 'unknown client_id or missing redirect_uri' });
    return approvalPage(reply, { platform: 'Lightfunnels', shop: 'Linen House funnels', scopes: (request.query.scope ?? '').split(','), approveHref: approveHref(request) });
  });
  app.get<{ Querystring: Q }>('/admin/oauth/approve', async (request, reply) => {
    if (request.query.client_id !== options.clientId || !request.query.redirect_uri) return reply.code(400).send({ error: 'unknown client_id or missing redirect_uri' });
    const target = new URL(request.query.redirect_uri);
    target.searchParams.set('code', auth.issueCode({ shop: LIGHTFUNNELS_SANDBOX_ACCOUNT, redirectUri: request.query.redirect_uri }));
    if (request.query.state) target.searchParams.set('state', request.query.state);
    return reply.redirect(target.toString(), 302);
  });
  app.post<{ Body: Record<string, string | undefined> }>('/oauth/access', async (request, reply) => {
    const body = request.body ?? {};
    if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret) return reply.code(401).send({ error: 'invalid_client' });
    const grant = auth.takeCode(body.code);
    if (!grant) return reply.code(400).send({ error: 'invalid_grant' });
    data.installed = true;
    state.save();
    return { access_token: auth.issueToken(grant.shop, 'lf_').accessToken, scope: 'products,orders' };
  });

  const problemOf = (node: Node | undefined) =>
    !node?.title?.trim() ? 'title is required' : node.title.length > lightfunnelsLimits.maxTitle ? 'title is too long'
      : node.title.includes(SANDBOX_FAIL_MARKER) ? 'the sandbox refuses this product (test marker in the title)'
        : !node.variants?.length || node.variants.length > lightfunnelsLimits.maxVariants ? 'variants: 1 to 100' : null;
  const save = (id: string, node: Node) => {
    const previous = data.products[id]?.variants ?? [];
    data.products[id] = { id, title: node.title as string, variants: (node.variants ?? []).map((v) => ({ id: previous.find((p) => p.sku === v.sku)?.id ?? state.nextId(), sku: v.sku, price: v.price, quantity: v.quantity })) };
    state.save();
    return data.products[id];
  };
  const notFound = () => Object.assign(new Error('not found'), { code: 'NOT_FOUND' });
  const operations: Record<string, (v: Record<string, unknown>) => unknown> = {
    Account: () => ({ account: { id: LIGHTFUNNELS_SANDBOX_ACCOUNT, name: 'Linen House' } }),
    CreateProduct: (v) => { const problem = problemOf(v.node as Node); if (problem) throw new Error(problem); return { createProduct: save(state.nextId(), v.node as Node) }; },
    UpdateProduct: (v) => {
      if (!data.products[String(v.id)]) throw notFound();
      const problem = problemOf(v.node as Node);
      if (problem) throw new Error(problem);
      return { updateProduct: save(String(v.id), v.node as Node) };
    },
    Product: (v) => ({ product: data.products[String(v.id)] ?? null }),
    DeleteProduct: (v) => { if (!data.products[String(v.id)]) throw notFound(); delete data.products[String(v.id)]; state.save(); return { deleteProduct: true }; },
    UpdateVariant: (v) => {
      const variant = Object.values(data.products).flatMap((p) => p.variants).find((x) => x.id === String(v.id));
      const quantity = (v.node as { quantity?: number }).quantity;
      if (!variant) throw notFound();
      if (!Number.isInteger(quantity) || (quantity as number) < 0) throw new Error('quantity must be a whole number');
      variant.quantity = quantity as number;
      state.save();
      return { updateVariant: { id: variant.id } };
    },
    Orders: (v) => {
      const after = Number(v.after ?? 0);
      const edges = data.orders.filter((o) => Number(o.id) > after).slice(0, Number(v.first ?? 50)).map(({ fulfillments: _f, ...node }) => ({ cursor: node.id, node }));
      return { orders: { edges, pageInfo: { endCursor: edges.length ? edges[edges.length - 1].cursor : null, hasNextPage: false } } };
    },
    CreateFulfillment: (v) => {
      const node = v.node as { order_id?: string; tracking_number?: string };
      const order = data.orders.find((o) => o.id === node.order_id);
      if (!order) throw notFound();
      if (!node.tracking_number) throw new Error('tracking_number is required');
      order.fulfillments.push(node);
      state.save();
      return { createFulfillment: { id: state.nextId() } };
    },
  };
  app.post<{ Body: { operationName?: string; variables?: Record<string, unknown> } }>('/api/v2', async (request) => {
    if (auth.shopOf(/^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]) !== LIGHTFUNNELS_SANDBOX_ACCOUNT) return { errors: [{ message: 'not authenticated', extensions: { code: 'UNAUTHENTICATED' } }] };
    const operation = operations[request.body?.operationName ?? ''];
    if (!operation) return { errors: [{ message: 'unknown operation', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] };
    try {
      return { data: operation(request.body.variables ?? {}) };
    } catch (error) {
      const failure = error as Error & { code?: string };
      return { errors: [{ message: failure.message, extensions: { code: failure.code ?? 'BAD_USER_INPUT' } }] };
    }
  });

  const webhook = async (topic: string, payload: unknown) => {
    const body = JSON.stringify({ account_id: LIGHTFUNNELS_SANDBOX_ACCOUNT, ...(payload as object) });
    await deliverWebhook(options, body, { 'lightfunnels-topic': topic, 'lightfunnels-account': LIGHTFUNNELS_SANDBOX_ACCOUNT, 'lightfunnels-hmac': hmacBase64(options.clientSecret, body) }, app.log);
  };
  const placeOrder = async (lines: Array<{ productId: string; variantId?: string; quantity?: number }>) => {
    const items = lines.map((line) => {
      const product = data.products[line.productId];
      const variant = product?.variants.find((v) => !line.variantId || v.id === line.variantId);
      if (!product || !variant) throw Object.assign(new Error('unknown product or variant'), { statusCode: 404 });
      return { id: state.nextId(), product_id: product.id, variant_id: variant.id, sku: variant.sku, title: product.title, quantity: line.quantity ?? 1, price: variant.price };
    });
    const id = state.nextId();
    const order = {
      id, name: `#LF${id}`, created_at: new Date().toISOString(), currency: 'USD', email: sandboxBuyer.email, phone: sandboxBuyer.phone,
      shipping_address: { first_name: sandboxBuyer.firstName, last_name: sandboxBuyer.lastName, line1: sandboxBuyer.address1, line2: sandboxBuyer.address2, city: sandboxBuyer.city, state: sandboxBuyer.province, zip: sandboxBuyer.zip, country: sandboxBuyer.countryCode, phone: sandboxBuyer.phone },
      items, fulfillments: [],
    };
    data.orders.push(order);
    state.save();
    const { fulfillments: _f, ...payload } = order;
    await webhook('order/created', payload);
    return order;
  };
  app.get('/funnel/:account', async (_request, reply) => storefrontPage(reply, {
    shop: LIGHTFUNNELS_SANDBOX_ACCOUNT,
    products: Object.values(data.products).map((p) => ({ id: p.id, title: p.title, price: String(p.variants[0]?.price ?? ''), variantId: p.variants[0]?.id ?? '' })),
  }));
  app.post<{ Body: { productId?: string; variantId?: string } }>('/funnel/:account/order', async (request, reply) => {
    const order = await placeOrder([{ productId: String(request.body?.productId ?? ''), variantId: request.body?.variantId }]);
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Order placed</title></head><body><main><h1>Order ${order.name} placed</h1><p><a href="../${LIGHTFUNNELS_SANDBOX_ACCOUNT}">Back to the funnel</a></p></main></body></html>`);
  });
  app.post<{ Body: { shop?: string; lines?: Array<{ productId: string; variantId?: string; quantity?: number }> } }>('/_sandbox/orders', async (request, reply) => {
    const { shop, lines } = request.body ?? {};
    if (shop !== LIGHTFUNNELS_SANDBOX_ACCOUNT || !data.installed || !Array.isArray(lines) || lines.length === 0) return reply.code(400).send({ message: 'shop (installed) and lines are required' });
    return reply.code(201).send({ order: await placeOrder(lines) });
  });
  app.post<{ Body: { shop?: string } }>('/_sandbox/uninstall', async (request, reply) => {
    if (request.body?.shop !== LIGHTFUNNELS_SANDBOX_ACCOUNT || !data.installed) return reply.code(404).send({ message: 'not installed' });
    data.installed = false;
    auth.revokeShop(LIGHTFUNNELS_SANDBOX_ACCOUNT);
    await webhook('app/uninstalled', { account_id: LIGHTFUNNELS_SANDBOX_ACCOUNT });
    return { ok: true };
  });
};
