/**
 * A local WooCommerce, every store under `/<host>` (https://<host> is the store's address): the
 * `/wc-auth/v1/authorize` approval page that POSTs the REST keys to callback_url and then sends the
 * browser to return_url, the `/wp-json/` index, and the REST API v3 the connector uses (products and
 * variations, categories, orders and notes, webhooks) with Basic auth, plus signed webhooks
 * (X-WC-Webhook-Signature over the raw body, with the secret given when the webhook was created).
 * `GET /<host>` is the storefront with an "Order one" link per product (an order by the sandbox's buyer).
 * A product whose name contains SANDBOX_FAIL_MARKER ('[sandbox-fail]') is refused with 400.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { approvalPage, sandboxBuyer, SANDBOX_FAIL_MARKER, type SandboxOptions } from '../common/sandbox';
import { persistentState } from '../shopify/sandboxState';
import { SHOP_PATTERN, signWooWebhook, type WooOrder } from './connector';

export interface WooSandboxOptions extends SandboxOptions {
  stateFile?: string;
}

interface Variation { id: number; sku: string; regular_price: string; sale_price: string; stock_quantity: number; manage_stock: boolean; attributes: Array<{ name: string; option: string }> }
interface Product {
  id: number; name: string; sku: string; type: string; status: string; description: string; permalink: string;
  images: Array<{ src: string }>; categories: Array<{ id: number }>; tags: Array<{ name: string }>; attributes: unknown[]; variations: Variation[];
}
interface Store {
  name: string;
  keys: Array<{ key_id: number; consumer_key: string; consumer_secret: string }>;
  products: Record<string, Product>;
  orders: Array<WooOrder & { status: string; meta_data: unknown[]; notes: string[] }>;
  webhooks: Array<{ id: number; topic: string; delivery_url: string; secret: string; status: string }>;
  categories: Array<{ id: number; name: string }>;
}
interface State { nextId: number; stores: Record<string, Store> }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const titleOf = (host: string) => host.split('.')[0].split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
const hex = (n: number) => randomBytes(n).toString('hex');

export const wooSandbox: FastifyPluginAsync<WooSandboxOptions> = async (app, options) => {
  const persisted = persistentState<State>(options.stateFile, () => ({ nextId: 400, stores: {} }));
  const state = () => persisted.data;
  const id = () => persisted.nextId();
  type HostParams = { Params: { host: string } };

  const storeOf = (host: string): Store => {
    let store = state().stores[host];
    if (!store) {
      store = { name: titleOf(host), keys: [], products: {}, orders: [], webhooks: [], categories: [{ id: id(), name: 'Uncategorized' }, { id: id(), name: 'Outdoor' }, { id: id(), name: 'Sale' }] };
      state().stores[host] = store;
      persisted.save();
    }
    return store;
  };
  const validHost = (request: FastifyRequest<HostParams>, reply: FastifyReply) => {
    if (SHOP_PATTERN.test(`https://${request.params.host}`)) return true;
    void reply.code(404).send({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.' });
    return false;
  };

  const emit = (host: string, topic: string, payload: unknown) => {
    const store = state().stores[host];
    const body = JSON.stringify(payload);
    const [resource, event] = topic.split('.');
    for (const hook of store?.webhooks.filter((w) => w.topic === topic && w.status === 'active') ?? []) {
      setTimeout(() => {
        void (options.fetch ?? fetch)(hook.delivery_url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json', 'x-wc-webhook-source': `https://${host}/`, 'x-wc-webhook-topic': topic,
            'x-wc-webhook-resource': resource, 'x-wc-webhook-event': event, 'x-wc-webhook-signature': signWooWebhook(hook.secret, body),
            'x-wc-webhook-id': String(hook.id), 'x-wc-webhook-delivery-id': String(id()),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        }).catch((error: unknown) => app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'woocommerce sandbox: webhook not delivered'));
      }, 0);
    }
  };

  // ── Authorisation ──────────────────────────────────────────────────────────────────────────────
  app.get<HostParams & { Querystring: Record<string, string> }>('/:host/wc-auth/v1/authorize', async (request, reply) => {
    if (!validHost(request, reply)) return reply;
    const q = request.query;
    if (!q.app_name || !q.user_id || !q.return_url || !q.callback_url || !['read', 'write', 'read_write'].includes(q.scope)) {
      return reply.code(400).type('text/plain').send('Error: Missing parameter app_name, scope, user_id, return_url or callback_url.');
    }
    const query = new URL(request.url, 'http://sandbox').search;
    const path = request.url.split('?')[0];
    return approvalPage(reply, {
      platform: 'WooCommerce', shop: `https://${request.params.host}`, scopes: [`${q.app_name} would like to ${q.scope.replace('_', '/')} your store data`],
      approveHref: `${path}/approve${query}`,
      cancelHref: `${q.return_url}${q.return_url.includes('?') ? '&' : '?'}${new URLSearchParams({ success: '0', user_id: q.user_id })}`,
    });
  });

  app.get<HostParams & { Querystring: Record<string, string> }>('/:host/wc-auth/v1/authorize/approve', async (request, reply) => {
    if (!validHost(request, reply)) return reply;
    const q = request.query;
    if (!q.user_id || !q.return_url || !q.callback_url) return reply.code(400).type('text/plain').send('Error: Missing parameter.');
    const store = storeOf(request.params.host);
    const key = { key_id: id(), consumer_key: `ck_${hex(20)}`, consumer_secret: `cs_${hex(20)}` };
    // WooCommerce creates the keys, POSTs them and only continues when the app answers 2xx (else the keys are revoked).
    store.keys.push(key);
    persisted.save();
    let delivered = false;
    try {
      const response = await (options.fetch ?? fetch)(q.callback_url, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...key, user_id: q.user_id, key_permissions: q.scope === 'read_write' ? 'read_write' : q.scope }),
        signal: AbortSignal.timeout(15_000),
      });
      delivered = response.ok;
    } catch { delivered = false; }
    if (!delivered) {
      store.keys = store.keys.filter((k) => k.key_id !== key.key_id);
      persisted.save();
      return reply.code(400).type('text/plain').send('Error: An error occurred in the request and at the time were unable to send the consumer data.');
    }
    return reply.redirect(`${q.return_url}${q.return_url.includes('?') ? '&' : '?'}${new URLSearchParams({ success: '1', user_id: q.user_id })}`, 302);
  });

  app.get<HostParams>('/:host/wp-json', async (request, reply) => {
    if (!validHost(request, reply)) return reply;
    const store = state().stores[request.params.host];
    return { name: store?.name ?? titleOf(request.params.host), description: 'WooCommerce sandbox', url: `https://${request.params.host}`, namespaces: ['wc/v3'] };
  });

  // ── REST API v3 (Basic auth with the consumer key and secret) ───────────────────────────────────
  const authed = (request: FastifyRequest<HostParams>, reply: FastifyReply): Store | null => {
    const store = state().stores[request.params.host];
    const header = request.headers.authorization ?? '';
    const [key, secret] = Buffer.from(header.replace(/^Basic\s+/i, ''), 'base64').toString('utf8').split(':');
    if (!store || !/^Basic\s+/i.test(header) || !store.keys.some((k) => k.consumer_key === key && k.consumer_secret === secret)) {
      void reply.code(401).send({ code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot list resources.', data: { status: 401 } });
      return null;
    }
    return store;
  };
  const api = '/:host/wp-json/wc/v3';
  type ProductInput = { name?: unknown; sku?: unknown; description?: unknown; images?: Array<{ src?: unknown }>; categories?: Array<{ id?: unknown }>; tags?: Array<{ name?: unknown }>; attributes?: unknown[] };
  const invalid = (body: ProductInput | undefined): string | null => {
    if (!body || typeof body.name !== 'string' || !body.name.trim()) return 'name is required';
    if (body.name.includes(SANDBOX_FAIL_MARKER)) return 'the sandbox refuses this product (test marker in the name)';
    return null;
  };
  const writeProduct = (host: string, store: Store, body: ProductInput, previous: Product | null): Product => {
    const productId = previous?.id ?? id();
    const product: Product = {
      id: productId, name: String(body.name), sku: typeof body.sku === 'string' ? body.sku : previous?.sku ?? '', type: 'variable', status: 'publish',
      description: typeof body.description === 'string' ? body.description : '', permalink: `https://${host}/product/${productId}/`,
      images: (body.images ?? []).map((i) => ({ src: String(i.src) })), categories: (body.categories ?? []).map((c) => ({ id: Number(c.id) })),
      tags: (body.tags ?? []).map((t) => ({ name: String(t.name) })), attributes: body.attributes ?? [], variations: previous?.variations ?? [],
    };
    store.products[productId] = product;
    persisted.save();
    return product;
  };

  app.get<HostParams & { Querystring: { sku?: string; include?: string; per_page?: string } }>(`${api}/products`, async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    let products = Object.values(store.products);
    if (request.query.sku) products = products.filter((p) => p.sku === request.query.sku);
    if (request.query.include) {
      const wanted = new Set(request.query.include.split(','));
      products = products.filter((p) => wanted.has(String(p.id)));
    }
    return products.slice(0, Math.min(Number(request.query.per_page ?? 10) || 10, 100)).map(({ variations: _v, ...p }) => p);
  });
  app.post<HostParams & { Body: ProductInput }>(`${api}/products`, async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const problem = invalid(request.body);
    if (problem) return reply.code(400).send({ code: 'woocommerce_rest_invalid_product', message: problem, data: { status: 400 } });
    if (typeof request.body.sku === 'string' && request.body.sku && Object.values(store.products).some((p) => p.sku === request.body.sku)) {
      return reply.code(400).send({ code: 'product_invalid_sku', message: 'Invalid or duplicated SKU.', data: { status: 400 } });
    }
    const { variations: _v, ...product } = writeProduct(request.params.host, store, request.body, null);
    return reply.code(201).send(product);
  });
  app.put<HostParams & { Params: { id: string }; Body: ProductInput }>(`${api}/products/:id`, async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const previous = store.products[request.params.id];
    if (!previous) return reply.code(404).send({ code: 'woocommerce_rest_product_invalid_id', message: 'Invalid ID.', data: { status: 404 } });
    const problem = invalid(request.body);
    if (problem) return reply.code(400).send({ code: 'woocommerce_rest_invalid_product', message: problem, data: { status: 400 } });
    const { variations: _v, ...product } = writeProduct(request.params.host, store, request.body, previous);
    return product;
  });
  app.delete<HostParams & { Params: { id: string } }>(`${api}/products/:id`, async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const product = store.products[request.params.id];
    if (!product) return reply.code(404).send({ code: 'woocommerce_rest_product_invalid_id', message: 'Invalid ID.', data: { status: 404 } });
    delete store.products[request.params.id];
    persisted.save();
    emit(request.params.host, 'product.deleted', { id: product.id });
    return { id: product.id, name: product.name };
  });
  app.get<HostParams & { Params: { id: string } }>(`${api}/products/:id/variations`, async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const product = store.products[request.params.id];
    return product ? product.variations : reply.code(404).send({ code: 'woocommerce_rest_product_invalid_id', message: 'Invalid ID.', data: { status: 404 } });
  });
  type VariationInput = { id?: unknown; sku?: unknown; regular_price?: unknown; sale_price?: unknown; stock_quantity?: unknown; manage_stock?: unknown; attributes?: Array<{ name?: unknown; option?: unknown }> };
  const variationOf = (input: VariationInput, previous: Variation | null): Variation => ({
    id: previous?.id ?? id(), sku: String(input.sku ?? previous?.sku ?? ''),
    regular_price: String(input.regular_price ?? previous?.regular_price ?? ''), sale_price: String(input.sale_price ?? previous?.sale_price ?? ''),
    stock_quantity: Number(input.stock_quantity ?? previous?.stock_quantity ?? 0), manage_stock: input.manage_stock !== false,
    attributes: (input.attributes ?? previous?.attributes ?? []).map((a) => ({ name: String(a.name), option: String(a.option) })),
  });
  app.post<HostParams & { Params: { id: string }; Body: { create?: VariationInput[]; update?: VariationInput[]; delete?: unknown[] } }>(
    `${api}/products/:id/variations/batch`, async (request, reply) => {
      const store = authed(request, reply);
      if (!store) return reply;
      const product = store.products[request.params.id];
      if (!product) return reply.code(404).send({ code: 'woocommerce_rest_product_invalid_id', message: 'Invalid ID.', data: { status: 404 } });
      const body = request.body ?? {};
      const bad = [...(body.create ?? []), ...(body.update ?? [])].find((v) => typeof v.regular_price !== 'string' || !/^\d+(\.\d{1,2})?$/.test(v.regular_price));
      if (bad) return reply.code(400).send({ code: 'woocommerce_rest_invalid_price', message: 'regular_price must be a decimal string.', data: { status: 400 } });
      const removed = new Set((body.delete ?? []).map(Number));
      product.variations = product.variations.filter((v) => !removed.has(v.id));
      const updated = (body.update ?? []).map((input) => {
        const index = product.variations.findIndex((v) => v.id === Number(input.id));
        if (index < 0) return null;
        product.variations[index] = variationOf(input, product.variations[index]);
        return product.variations[index];
      }).filter((v): v is Variation => v !== null);
      const created = (body.create ?? []).map((input) => {
        const variation = variationOf(input, null);
        product.variations.push(variation);
        return variation;
      });
      persisted.save();
      return { create: created, update: updated, delete: [...removed].map((x) => ({ id: x })) };
    });
  app.put<HostParams & { Params: { id: string; vid: string }; Body: VariationInput }>(`${api}/products/:id/variations/:vid`, async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const variation = store.products[request.params.id]?.variations.find((v) => String(v.id) === request.params.vid);
    if (!variation) return reply.code(404).send({ code: 'woocommerce_rest_invalid_id', message: 'Invalid ID.', data: { status: 404 } });
    const quantity = request.body?.stock_quantity;
    if (quantity !== undefined && (!Number.isInteger(quantity) || (quantity as number) < 0)) return reply.code(400).send({ code: 'rest_invalid_param', message: 'Invalid parameter(s): stock_quantity', data: { status: 400 } });
    const input = request.body ?? {};
    Object.assign(variation, variationOf({ stock_quantity: input.stock_quantity, manage_stock: input.manage_stock, regular_price: input.regular_price, sale_price: input.sale_price }, variation));
    persisted.save();
    return variation;
  });
  app.get<HostParams>(`${api}/products/categories`, async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    return store.categories;
  });
  app.post<HostParams & { Body: { name?: unknown; topic?: unknown; delivery_url?: unknown; secret?: unknown } }>(`${api}/webhooks`, async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const { topic, delivery_url: url, secret } = request.body ?? {};
    if (typeof topic !== 'string' || typeof url !== 'string' || !/^https?:\/\//.test(url)) return reply.code(400).send({ code: 'rest_invalid_param', message: 'Invalid parameter(s): topic, delivery_url', data: { status: 400 } });
    const webhook = { id: id(), topic, delivery_url: url, secret: typeof secret === 'string' && secret ? secret : hex(16), status: 'active' };
    store.webhooks.push(webhook);
    persisted.save();
    const { secret: _s, ...shown } = webhook;
    return reply.code(201).send(shown);
  });
  app.delete<HostParams & { Params: { id: string } }>(`${api}/webhooks/:id`, async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const before = store.webhooks.length;
    store.webhooks = store.webhooks.filter((w) => String(w.id) !== request.params.id);
    persisted.save();
    return before === store.webhooks.length ? reply.code(404).send({ code: 'woocommerce_rest_invalid_id', message: 'Invalid ID.', data: { status: 404 } }) : { id: Number(request.params.id) };
  });

  const placeOrder = (host: string, variationId: number, quantity: number) => {
    const store = storeOf(host);
    const product = Object.values(store.products).find((p) => p.variations.some((v) => v.id === variationId));
    const variation = product?.variations.find((v) => v.id === variationId);
    if (!product || !variation) throw Object.assign(new Error(`variation ${variationId} not found`), { statusCode: 400 });
    const orderId = id();
    const price = variation.sale_price || variation.regular_price;
    const order = {
      id: orderId, number: String(orderId), status: 'processing', date_created_gmt: new Date().toISOString().replace(/\.\d{3}Z$/, ''), currency: 'USD',
      billing: { first_name: sandboxBuyer.firstName, last_name: sandboxBuyer.lastName, email: sandboxBuyer.email, phone: sandboxBuyer.phone },
      shipping: {
        first_name: sandboxBuyer.firstName, last_name: sandboxBuyer.lastName, address_1: sandboxBuyer.address1, address_2: sandboxBuyer.address2,
        city: sandboxBuyer.city, state: sandboxBuyer.provinceCode, postcode: sandboxBuyer.zip, country: sandboxBuyer.countryCode, phone: sandboxBuyer.phone,
      },
      line_items: [{ id: id(), product_id: product.id, variation_id: variation.id, sku: variation.sku, name: product.name, quantity, price }],
      meta_data: [], notes: [],
    };
    store.orders.push(order);
    persisted.save();
    emit(host, 'order.created', order);
    return order;
  };

  app.get<HostParams & { Querystring: { after?: string; per_page?: string } }>(`${api}/orders`, async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const after = request.query.after ? new Date(`${request.query.after.replace(/Z$/, '')}Z`).getTime() : 0;
    return store.orders.filter((o) => new Date(`${o.date_created_gmt}Z`).getTime() > after).slice(0, Math.min(Number(request.query.per_page ?? 10) || 10, 100));
  });
  /** Orders created through the API (WooCommerce's POST /orders), used by the e2e and the seed as the store's buyer. */
  app.post<HostParams & { Body: { line_items?: Array<{ variation_id?: unknown; quantity?: unknown }> } }>(`${api}/orders`, async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const line = request.body?.line_items?.[0];
    const quantity = Number(line?.quantity ?? 1);
    if (!line || !Number.isInteger(quantity) || quantity < 1) return reply.code(400).send({ code: 'rest_invalid_param', message: 'Invalid parameter(s): line_items', data: { status: 400 } });
    return reply.code(201).send(placeOrder(request.params.host, Number(line.variation_id), quantity));
  });
  app.put<HostParams & { Params: { id: string }; Body: { status?: unknown; meta_data?: unknown[] } }>(`${api}/orders/:id`, async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const order = store.orders.find((o) => String(o.id) === request.params.id);
    if (!order) return reply.code(404).send({ code: 'woocommerce_rest_shop_order_invalid_id', message: 'Invalid ID.', data: { status: 404 } });
    if (typeof request.body?.status === 'string') order.status = request.body.status;
    if (Array.isArray(request.body?.meta_data)) order.meta_data = order.meta_data.concat(request.body.meta_data);
    persisted.save();
    return order;
  });
  app.post<HostParams & { Params: { id: string }; Body: { note?: unknown } }>(`${api}/orders/:id/notes`, async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const order = store.orders.find((o) => String(o.id) === request.params.id);
    if (!order) return reply.code(404).send({ code: 'woocommerce_rest_shop_order_invalid_id', message: 'Invalid ID.', data: { status: 404 } });
    if (typeof request.body?.note !== 'string' || !request.body.note) return reply.code(400).send({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): note', data: { status: 400 } });
    order.notes.push(request.body.note);
    persisted.save();
    return reply.code(201).send({ id: id(), note: request.body.note });
  });

  // ── Storefront ─────────────────────────────────────────────────────────────────────────────────
  app.get<HostParams & { Querystring: { ordered?: string } }>('/:host', async (request, reply) => {
    if (!validHost(request, reply)) return reply;
    const store = state().stores[request.params.host];
    if (!store) return reply.code(404).type('text/plain').send('No such sandbox store.');
    const rows = Object.values(store.products).filter((p) => p.variations.length).map((p) => `<li>${escapeHtml(p.name)} — $${escapeHtml(p.variations[0].sale_price || p.variations[0].regular_price)} <a href="${escapeHtml(request.params.host)}/order?variation=${p.variations[0].id}">Order one</a></li>`).join('');
    const note = request.query.ordered ? `<p role="status">Order #${escapeHtml(request.query.ordered)} placed.</p>` : '';
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(store.name)} (WooCommerce sandbox)</title></head><body><main><h1>${escapeHtml(store.name)}</h1>${note}<ul>${rows || '<li>No products yet.</li>'}</ul><p><small>A local WooCommerce sandbox: orders placed here arrive in the portal through the order.created webhook.</small></p></main></body></html>`);
  });
  app.get<HostParams & { Querystring: { variation?: string } }>('/:host/order', async (request, reply) => {
    if (!validHost(request, reply)) return reply;
    if (!state().stores[request.params.host]) return reply.code(404).type('text/plain').send('No such sandbox store.');
    const order = placeOrder(request.params.host, Number(request.query.variation), 1);
    return reply.redirect(`../${request.params.host}?ordered=${order.number}`, 303);
  });
};
