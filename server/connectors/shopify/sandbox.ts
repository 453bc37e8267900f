/**
 * A local Shopify (the protocol peer of connector.ts on a fresh machine and in the tests), every shop
 * under `/<shop>.myshopify.com`: the install page and signed callback, the token endpoint, the REST Admin
 * API the connector uses (shop, products, variants, locations and inventory levels, custom collections
 * and collects, webhooks, orders, fulfillment orders, fulfillments, api_permissions) and signed webhooks
 * (orders/create, app/uninstalled, products/delete), delivered after the request like Shopify does.
 *
 * `GET /<shop>` is the shop's storefront: its products with an "Order" link, which places an order as
 * the sandbox's buyer (the order arrives in the portal through the orders/create webhook).
 * A product whose title contains SANDBOX_FAIL_MARKER ('[sandbox-fail]') is refused with 422.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { approvalPage, sandboxBuyer, SANDBOX_FAIL_MARKER, type SandboxOptions } from '../common/sandbox';
import { hmacBase64 } from '../common/hmac';
import { API_VERSION, MAX_VARIANTS, SHOP_PATTERN, signShopifyQuery, type ShopifyOrder } from './connector';
import { persistentState } from './sandboxState';

export interface ShopifySandboxOptions extends SandboxOptions {
  /** Keep the shops in this JSON file (survives restarts); memory only when unset. */
  stateFile?: string;
}

interface Variant {
  id: number; product_id: number; sku: string; price: string; compare_at_price: string | null; grams: number;
  option1: string | null; option2: string | null; option3: string | null; inventory_item_id: number; inventory_quantity: number;
}
interface Product {
  id: number; handle: string; title: string; body_html: string; tags: string; images: Array<{ id: number; src: string }>;
  options: Array<{ name: string }>; variants: Variant[]; created_at: string; updated_at: string;
}
interface FulfillmentOrder { id: number; order_id: number; status: 'open' | 'closed'; line_items: Array<{ id: number; line_item_id: number; fulfillable_quantity: number; quantity: number }> }
interface Shop {
  name: string;
  tokens: string[];
  products: Record<string, Product>;
  orders: Array<ShopifyOrder & { fulfillment_status: string | null; fulfillments: Array<Record<string, unknown>> }>;
  fulfillmentOrders: FulfillmentOrder[];
  webhooks: Array<{ id: number; topic: string; address: string }>;
  collections: Array<{ id: number; title: string }>;
  collects: Array<{ id: number; product_id: number; collection_id: number }>;
  locationId: number;
}
interface State { nextId: number; codes: Record<string, { shop: string; expiresAt: number }>; shops: Record<string, Shop> }

const titleOf = (shop: string) => shop.replace(/\.myshopify\.com$/, '').split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const shopifySandbox: FastifyPluginAsync<ShopifySandboxOptions> = async (app, options) => {
  const store = persistentState<State>(options.stateFile, () => ({ nextId: 6_100_000, codes: {}, shops: {} }));
  const state = () => store.data;
  const id = () => store.nextId();

  const shopOf = (name: string): Shop => {
    let shop = state().shops[name];
    if (!shop) {
      shop = {
        name: titleOf(name), tokens: [], products: {}, orders: [], fulfillmentOrders: [], webhooks: [], collects: [], locationId: id(),
        collections: [{ id: id(), title: 'New arrivals' }, { id: id(), title: 'Best sellers' }, { id: id(), title: 'Outdoor' }],
      };
      state().shops[name] = shop;
      store.save();
    }
    return shop;
  };

  /** Shopify delivers webhooks after the change, not within the request. */
  const emit = (shopName: string, topic: string, payload: unknown) => {
    const shop = state().shops[shopName];
    const body = JSON.stringify(payload);
    for (const hook of shop?.webhooks.filter((w) => w.topic === topic) ?? []) {
      setTimeout(() => {
        void (options.fetch ?? fetch)(hook.address, {
          method: 'POST',
          headers: {
            'content-type': 'application/json', 'x-shopify-topic': topic, 'x-shopify-shop-domain': shopName,
            'x-shopify-hmac-sha256': hmacBase64(options.clientSecret, body), 'x-shopify-api-version': API_VERSION,
            'x-shopify-webhook-id': randomBytes(8).toString('hex'),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        }).catch((error: unknown) => app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'shopify sandbox: webhook not delivered'));
      }, 0);
    }
  };

  type ShopParams = { Params: { shop: string } };
  const validShop = (request: FastifyRequest<ShopParams>, reply: FastifyReply) => {
    if (SHOP_PATTERN.test(request.params.shop)) return true;
    void reply.code(404).send({ errors: 'Not Found' });
    return false;
  };

  // ── OAuth ──────────────────────────────────────────────────────────────────────────────────────
  app.get<ShopParams & { Querystring: Record<string, string> }>('/:shop/admin/oauth/authorize', async (request, reply) => {
    if (!validShop(request, reply)) return reply;
    const { client_id: clientId, redirect_uri: redirectUri, scope = '' } = request.query;
    if (clientId !== options.clientId || !redirectUri) return reply.code(400).type('text/plain').send('Oauth error invalid_request: The client_id or redirect_uri is missing or unknown.');
    const query = new URL(request.url, 'http://sandbox').search;
    return approvalPage(reply, {
      platform: 'Shopify', shop: request.params.shop, scopes: scope.split(',').filter(Boolean),
      approveHref: `${request.url.split('?')[0]}/approve${query}`,
    });
  });

  app.get<ShopParams & { Querystring: Record<string, string> }>('/:shop/admin/oauth/authorize/approve', async (request, reply) => {
    if (!validShop(request, reply)) return reply;
    const { client_id: clientId, redirect_uri: redirectUri, state: nonce = '' } = request.query;
    if (clientId !== options.clientId || !redirectUri) return reply.code(400).send({ errors: 'invalid_request' });
    shopOf(request.params.shop);
    const code = randomBytes(16).toString('hex');
    state().codes[code] = { shop: request.params.shop, expiresAt: Date.now() + 10 * 60_000 };
    store.save();
    const query = signShopifyQuery({
      code, host: Buffer.from(`${request.params.shop}/admin`).toString('base64url'), shop: request.params.shop,
      state: nonce, timestamp: String(Math.floor(Date.now() / 1000)),
    }, options.clientSecret);
    return reply.redirect(`${redirectUri}?${new URLSearchParams(query)}`, 302);
  });

  app.post<ShopParams & { Body: Record<string, string> }>('/:shop/admin/oauth/access_token', async (request, reply) => {
    if (!validShop(request, reply)) return reply;
    const body = request.body ?? {};
    if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret) return reply.code(400).send({ error: 'invalid_client' });
    const grant = state().codes[body.code];
    delete state().codes[body.code];
    store.save();
    if (!grant || grant.shop !== request.params.shop || grant.expiresAt < Date.now()) return reply.code(400).send({ error: 'invalid_request', error_description: 'The authorization code was not found or was already used' });
    const token = `shpat_${randomBytes(16).toString('hex')}`;
    shopOf(request.params.shop).tokens.push(token);
    store.save();
    return { access_token: token, scope: 'read_products,write_products,read_orders,write_orders,read_inventory,write_inventory,read_locations,read_merchant_managed_fulfillment_orders,write_merchant_managed_fulfillment_orders' };
  });

  // ── Admin API (token required) ─────────────────────────────────────────────────────────────────
  const authed = (request: FastifyRequest<ShopParams>, reply: FastifyReply): Shop | null => {
    const shop = state().shops[request.params.shop];
    const token = request.headers['x-shopify-access-token'];
    if (!shop || typeof token !== 'string' || !shop.tokens.includes(token)) {
      void reply.code(401).send({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
      return null;
    }
    return shop;
  };
  const v = `/:shop/admin/api/${API_VERSION}`;

  app.delete<ShopParams>('/:shop/admin/api_permissions/current.json', async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    emit(request.params.shop, 'app/uninstalled', { id: shop.locationId, name: shop.name, domain: request.params.shop, myshopify_domain: request.params.shop });
    shop.tokens = [];
    shop.webhooks = [];
    store.save();
    return {};
  });

  app.get<ShopParams>(`${v}/shop.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    return { shop: { id: shop.locationId, name: shop.name, myshopify_domain: request.params.shop, currency: 'USD' } };
  });

  type ProductBody = {
    title?: unknown; body_html?: unknown; handle?: unknown; tags?: unknown; images?: Array<{ src?: unknown }>; options?: Array<{ name?: unknown }>;
    variants?: Array<{ sku?: unknown; price?: unknown; compare_at_price?: unknown; grams?: unknown; option1?: unknown; option2?: unknown; option3?: unknown }>;
  };
  const problemOf = (body: ProductBody | undefined): string | null => {
    if (!body || typeof body.title !== 'string' || !body.title.trim()) return "title can't be blank";
    if (body.title.length > 255) return 'title is too long (maximum is 255 characters)';
    if (!Array.isArray(body.variants) || body.variants.length === 0) return 'variants must not be empty';
    if (body.variants.length > MAX_VARIANTS) return `variants exceed the limit of ${MAX_VARIANTS}`;
    if (body.title.includes(SANDBOX_FAIL_MARKER)) return 'the sandbox refuses this product (test marker in the title)';
    for (const variant of body.variants) if (typeof variant.price !== 'string' || !/^\d+(\.\d{1,2})?$/.test(variant.price)) return 'variant price is not a number';
    return null;
  };
  const write = (shop: Shop, body: ProductBody, previous: Product | null): Product => {
    const productId = previous?.id ?? id();
    const now = new Date().toISOString();
    const product: Product = {
      id: productId,
      handle: typeof body.handle === 'string' && body.handle ? body.handle : previous?.handle ?? `product-${productId}`,
      title: String(body.title), body_html: typeof body.body_html === 'string' ? body.body_html : '',
      tags: typeof body.tags === 'string' ? body.tags : '',
      images: (body.images ?? []).filter((i) => typeof i.src === 'string').map((i) => ({ id: id(), src: String(i.src) })),
      options: (body.options ?? []).map((o) => ({ name: String(o.name ?? '') })),
      variants: (body.variants ?? []).map((input) => {
        const old = previous?.variants.find((p) => p.sku === input.sku);
        return {
          id: old?.id ?? id(), product_id: productId, sku: String(input.sku ?? ''), price: String(input.price),
          compare_at_price: typeof input.compare_at_price === 'string' ? input.compare_at_price : null,
          grams: Number(input.grams ?? 0), option1: (input.option1 as string | null) ?? null, option2: (input.option2 as string | null) ?? null,
          option3: (input.option3 as string | null) ?? null, inventory_item_id: old?.inventory_item_id ?? id(), inventory_quantity: old?.inventory_quantity ?? 0,
        };
      }),
      created_at: previous?.created_at ?? now, updated_at: now,
    };
    shop.products[productId] = product;
    store.save();
    return product;
  };

  app.get<ShopParams & { Querystring: { handle?: string; ids?: string; limit?: string } }>(`${v}/products.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    let products = Object.values(shop.products);
    if (request.query.handle) products = products.filter((p) => p.handle === request.query.handle);
    if (request.query.ids) {
      const wanted = new Set(request.query.ids.split(','));
      products = products.filter((p) => wanted.has(String(p.id)));
    }
    return { products: products.slice(0, Math.min(Number(request.query.limit ?? 50) || 50, 250)) };
  });
  app.post<ShopParams & { Body: { product?: ProductBody } }>(`${v}/products.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    const problem = problemOf(request.body?.product);
    if (problem) return reply.code(422).send({ errors: { product: [problem] } });
    return reply.code(201).send({ product: write(shop, request.body.product as ProductBody, null) });
  });
  app.put<ShopParams & { Params: { id: string }; Body: { product?: ProductBody } }>(`${v}/products/:id.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    const previous = shop.products[request.params.id];
    if (!previous) return reply.code(404).send({ errors: 'Not Found' });
    const problem = problemOf(request.body?.product);
    if (problem) return reply.code(422).send({ errors: { product: [problem] } });
    return { product: write(shop, request.body.product as ProductBody, previous) };
  });
  app.get<ShopParams & { Params: { id: string } }>(`${v}/products/:id.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    const product = shop.products[request.params.id];
    return product ? { product } : reply.code(404).send({ errors: 'Not Found' });
  });
  app.delete<ShopParams & { Params: { id: string } }>(`${v}/products/:id.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    if (!shop.products[request.params.id]) return reply.code(404).send({ errors: 'Not Found' });
    delete shop.products[request.params.id];
    shop.collects = shop.collects.filter((c) => String(c.product_id) !== request.params.id);
    store.save();
    emit(request.params.shop, 'products/delete', { id: Number(request.params.id) });
    return {};
  });
  app.get<ShopParams & { Params: { id: string } }>(`${v}/variants/:id.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    const variant = Object.values(shop.products).flatMap((p) => p.variants).find((x) => String(x.id) === request.params.id);
    return variant ? { variant } : reply.code(404).send({ errors: 'Not Found' });
  });
  app.get<ShopParams>(`${v}/locations.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    return { locations: [{ id: shop.locationId, name: 'Shop location', active: true }] };
  });
  app.post<ShopParams & { Body: { location_id?: unknown; inventory_item_id?: unknown; available?: unknown } }>(`${v}/inventory_levels/set.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    const body = request.body ?? {};
    if (String(body.location_id) !== String(shop.locationId)) return reply.code(422).send({ errors: ['location not found'] });
    if (!Number.isInteger(body.available) || (body.available as number) < 0) return reply.code(422).send({ errors: ['available must be a whole number'] });
    const variant = Object.values(shop.products).flatMap((p) => p.variants).find((x) => String(x.inventory_item_id) === String(body.inventory_item_id));
    if (!variant) return reply.code(404).send({ errors: 'Not Found' });
    variant.inventory_quantity = body.available as number;
    store.save();
    return { inventory_level: { inventory_item_id: variant.inventory_item_id, location_id: shop.locationId, available: variant.inventory_quantity } };
  });
  app.get<ShopParams>(`${v}/custom_collections.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    return { custom_collections: shop.collections };
  });
  app.post<ShopParams & { Body: { collect?: { product_id?: unknown; collection_id?: unknown } } }>(`${v}/collects.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    const productId = Number(request.body?.collect?.product_id);
    const collectionId = Number(request.body?.collect?.collection_id);
    if (!shop.products[productId] || !shop.collections.some((c) => c.id === collectionId)) return reply.code(422).send({ errors: { collection_id: ['not found'] } });
    if (shop.collects.some((c) => c.product_id === productId && c.collection_id === collectionId)) return reply.code(422).send({ errors: { product_id: ['already exists in this collection'] } });
    const collect = { id: id(), product_id: productId, collection_id: collectionId };
    shop.collects.push(collect);
    store.save();
    return reply.code(201).send({ collect });
  });
  app.post<ShopParams & { Body: { webhook?: { topic?: unknown; address?: unknown } } }>(`${v}/webhooks.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    const { topic, address } = request.body?.webhook ?? {};
    if (typeof topic !== 'string' || typeof address !== 'string' || !/^https?:\/\//.test(address)) return reply.code(422).send({ errors: { address: ['is invalid'] } });
    const existing = shop.webhooks.find((w) => w.topic === topic && w.address === address);
    if (existing) return reply.code(422).send({ errors: { address: ['for this topic has already been taken'] } });
    const webhook = { id: id(), topic, address };
    shop.webhooks.push(webhook);
    store.save();
    return reply.code(201).send({ webhook });
  });
  app.delete<ShopParams & { Params: { id: string } }>(`${v}/webhooks/:id.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    shop.webhooks = shop.webhooks.filter((w) => String(w.id) !== request.params.id);
    store.save();
    return {};
  });

  const placeOrder = (shopName: string, lines: Array<{ variantId: string; quantity: number }>) => {
    const shop = shopOf(shopName);
    const variants = Object.values(shop.products).flatMap((p) => p.variants.map((variant) => ({ variant, product: p })));
    const items = lines.map((line) => {
      const found = variants.find((x) => String(x.variant.id) === line.variantId);
      if (!found) throw Object.assign(new Error(`variant ${line.variantId} not found`), { statusCode: 422 });
      return { id: id(), product_id: found.product.id, variant_id: found.variant.id, sku: found.variant.sku, title: found.product.title, quantity: line.quantity, price: found.variant.price };
    });
    const orderId = id();
    const order = {
      id: orderId, name: `#${1001 + shop.orders.length}`, created_at: new Date().toISOString(), currency: 'USD',
      email: sandboxBuyer.email, phone: sandboxBuyer.phone, fulfillment_status: null, fulfillments: [],
      customer: { first_name: sandboxBuyer.firstName, last_name: sandboxBuyer.lastName, email: sandboxBuyer.email, phone: sandboxBuyer.phone },
      shipping_address: {
        name: `${sandboxBuyer.firstName} ${sandboxBuyer.lastName}`, first_name: sandboxBuyer.firstName, last_name: sandboxBuyer.lastName,
        address1: sandboxBuyer.address1, address2: sandboxBuyer.address2, city: sandboxBuyer.city, province: sandboxBuyer.province,
        zip: sandboxBuyer.zip, country_code: sandboxBuyer.countryCode, phone: sandboxBuyer.phone,
      },
      line_items: items,
    };
    shop.orders.push(order);
    shop.fulfillmentOrders.push({ id: id(), order_id: orderId, status: 'open', line_items: items.map((i) => ({ id: id(), line_item_id: i.id, quantity: i.quantity, fulfillable_quantity: i.quantity })) });
    store.save();
    emit(shopName, 'orders/create', order);
    return order;
  };

  app.get<ShopParams & { Querystring: { since_id?: string; limit?: string } }>(`${v}/orders.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    const since = Number(request.query.since_id ?? 0);
    return { orders: shop.orders.filter((o) => Number(o.id) > since).slice(0, Math.min(Number(request.query.limit ?? 50) || 50, 250)) };
  });
  /** Orders created through the API (Shopify's POST /orders.json), used by the e2e and the seed as the store's buyer. */
  app.post<ShopParams & { Body: { order?: { line_items?: Array<{ variant_id?: unknown; quantity?: unknown }> } } }>(`${v}/orders.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    const lines = (request.body?.order?.line_items ?? []).map((l) => ({ variantId: String(l.variant_id), quantity: Number(l.quantity ?? 1) }));
    if (lines.length === 0 || lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1)) return reply.code(422).send({ errors: { line_items: ['are invalid'] } });
    return reply.code(201).send({ order: placeOrder(request.params.shop, lines) });
  });
  app.get<ShopParams & { Params: { id: string } }>(`${v}/orders/:id/fulfillment_orders.json`, async (request, reply) => {
    const shop = authed(request, reply);
    if (!shop) return reply;
    if (!shop.orders.some((o) => String(o.id) === request.params.id)) return reply.code(404).send({ errors: 'Not Found' });
    return { fulfillment_orders: shop.fulfillmentOrders.filter((fo) => String(fo.order_id) === request.params.id) };
  });
  app.post<ShopParams & { Body: { fulfillment?: { line_items_by_fulfillment_order?: Array<{ fulfillment_order_id?: unknown }>; tracking_info?: { company?: unknown; number?: unknown; url?: unknown } } } }>(
    `${v}/fulfillments.json`, async (request, reply) => {
      const shop = authed(request, reply);
      if (!shop) return reply;
      const body = request.body?.fulfillment;
      const groups = body?.line_items_by_fulfillment_order ?? [];
      const tracking = body?.tracking_info ?? {};
      if (groups.length === 0 || typeof tracking.number !== 'string' || !tracking.number) return reply.code(422).send({ errors: ['tracking number and fulfillment orders are required'] });
      const fos = groups.map((g) => shop.fulfillmentOrders.find((fo) => String(fo.id) === String(g.fulfillment_order_id)));
      if (fos.some((fo) => !fo || fo.status !== 'open')) return reply.code(422).send({ errors: ['fulfillment order is not open'] });
      const fulfillment = { id: id(), status: 'success', tracking_company: tracking.company ?? null, tracking_number: tracking.number, tracking_url: tracking.url ?? null };
      for (const fo of fos as FulfillmentOrder[]) {
        fo.status = 'closed';
        const order = shop.orders.find((o) => o.id === fo.order_id);
        if (order) { order.fulfillments.push(fulfillment); order.fulfillment_status = 'fulfilled'; }
      }
      store.save();
      return reply.code(201).send({ fulfillment });
    });

  // ── Storefront: a person places a test order ───────────────────────────────────────────────────
  app.get<ShopParams & { Querystring: { ordered?: string } }>('/:shop', async (request, reply) => {
    if (!validShop(request, reply)) return reply;
    const shop = state().shops[request.params.shop];
    if (!shop) return reply.code(404).type('text/plain').send('No such sandbox shop.');
    const rows = Object.values(shop.products).map((p) => `<li>${escapeHtml(p.title)} — $${escapeHtml(p.variants[0]?.price ?? '0')} <a href="${escapeHtml(request.params.shop)}/order?variant=${p.variants[0]?.id}">Order one</a></li>`).join('');
    const note = request.query.ordered ? `<p role="status">Order ${escapeHtml(request.query.ordered)} placed.</p>` : '';
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(shop.name)} (Shopify sandbox)</title></head><body><main><h1>${escapeHtml(shop.name)}</h1>${note}<ul>${rows || '<li>No products yet.</li>'}</ul><p><small>A local Shopify sandbox: orders placed here arrive in the portal through the orders/create webhook.</small></p></main></body></html>`);
  });
  app.get<ShopParams & { Querystring: { variant?: string } }>('/:shop/order', async (request, reply) => {
    if (!validShop(request, reply)) return reply;
    if (!state().shops[request.params.shop]) return reply.code(404).type('text/plain').send('No such sandbox shop.');
    const order = placeOrder(request.params.shop, [{ variantId: String(request.query.variant ?? ''), quantity: 1 }]);
    return reply.redirect(`../${request.params.shop}?ordered=${encodeURIComponent(order.name)}`, 303);
  });
};
