/**
 * A local BigCommerce: the single-click install page (login host), the auth callback with code and
 * context, the token endpoint, signed load/uninstall payloads (HS256 JWT and the legacy form), the
 * catalog V3 and orders V2 endpoints the connector uses, hooks with their custom headers, and the
 * storefront `/storefront/<store_hash>` whose Order buttons send store/order/created to the hooks.
 * `GET /_sandbox/signed-payload?store_hash=&kind=load|uninstall` gives the query BigCommerce would send
 * to /bigcommerce/app/load or /bigcommerce/app/uninstall (uninstall also revokes the token).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hmacHex } from '../common/hmac';
import { approvalPage, approveHref, emptyAuthData, keepRawBody, SandboxAuth, sandboxBuyer, SANDBOX_FAIL_MARKER, storefrontPage, type SandboxOptions } from '../common/sandbox';
import { sandboxState } from '../common/state';
import { bigcommerceLimits, STORE_HASH, type BcOrder, type BcOrderProduct, type BcShippingAddress } from './index';

interface Variant { id: number; sku: string; price: number; retail_price?: number | null; inventory_level: number; weight: number; option_values: Array<{ option_display_name: string; label: string }> }
interface Product { id: number; name: string; description: string; price: number; weight: number; variants: Variant[]; custom_url: { url: string } }
interface Store {
  products: Record<string, Product>; orders: Array<BcOrder & { products: BcOrderProduct[]; shipping_addresses: BcShippingAddress[]; shipments: unknown[] }>;
  hooks: Array<{ id: number; scope: string; destination: string; headers: Record<string, string> }>;
}
type CodeGrant = { shop: string; scope: string; redirectUri: string };
export const BIGCOMMERCE_SANDBOX_STORE = 'mpsbx01';
const SCOPE = 'store_v2_products store_v2_orders store_v2_information_read_only';

export const bigcommerceSandbox: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  keepRawBody(app);
  const state = sandboxState(options.stateFile, () => ({ auth: emptyAuthData<CodeGrant>(), stores: {} as Record<string, Store> }));
  const auth = new SandboxAuth(null, false, state.data.auth, () => state.save());
  const storeOf = (hash: string) => {
    if (!Object.hasOwn(state.data.stores, hash)) state.data.stores[hash] = { products: {}, orders: [], hooks: [] };
    return state.data.stores[hash];
  };

  app.get<{ Params: { clientId: string }; Querystring: { redirect_uri?: string } }>('/app/:clientId/install', async (request, reply) => {
    if (request.params.clientId !== options.clientId || !request.query.redirect_uri) return reply.code(400).send({ error: 'unknown app or missing auth callback' });
    return approvalPage(reply, { platform: 'BigCommerce', shop: `store-${BIGCOMMERCE_SANDBOX_STORE}`, scopes: SCOPE.split(' '), approveHref: approveHref(request) });
  });
  app.get<{ Params: { clientId: string }; Querystring: { redirect_uri?: string } }>('/app/:clientId/install/approve', async (request, reply) => {
    if (request.params.clientId !== options.clientId || !request.query.redirect_uri) return reply.code(400).send({ error: 'unknown app or missing auth callback' });
    const code = auth.issueCode({ shop: BIGCOMMERCE_SANDBOX_STORE, scope: SCOPE, redirectUri: request.query.redirect_uri });
    const target = new URL(request.query.redirect_uri);
    for (const [key, value] of Object.entries({ code, scope: SCOPE, context: `stores/${BIGCOMMERCE_SANDBOX_STORE}`, account_uuid: 'b9f0c2a4-5e1d-4c2f-9a57-0d6f1b7c3e21' })) target.searchParams.set(key, value);
    return reply.redirect(target.toString(), 302);
  });
  app.post<{ Body: Record<string, string | undefined> }>('/oauth2/token', async (request, reply) => {
    const body = request.body ?? {};
    if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret) return reply.code(401).send({ error: 'Invalid client id or secret' });
    const grant = body.grant_type === 'authorization_code' ? auth.takeCode(body.code) : null;
    if (!grant || grant.redirectUri !== body.redirect_uri || `stores/${grant.shop}` !== body.context) return reply.code(400).send({ error: 'Invalid verification code' });
    storeOf(grant.shop);
    const token = auth.issueToken(grant.shop, '');
    return {
      access_token: token.accessToken, scope: grant.scope, context: `stores/${grant.shop}`, account_uuid: 'b9f0c2a4-5e1d-4c2f-9a57-0d6f1b7c3e21',
      user: { id: 24654, username: 'owner@linen-house.example', email: 'owner@linen-house.example' },
      owner: { id: 24654, username: 'owner@linen-house.example', email: 'owner@linen-house.example' },
    };
  });

  const signedPayload = (hash: string) => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { aud: options.clientId, iss: 'bc', iat: now, nbf: now - 5, exp: now + 86400, jti: randomUUID(), sub: `stores/${hash}`, user: { id: 24654, email: 'owner@linen-house.example', locale: 'en-US' }, owner: { id: 24654, email: 'owner@linen-house.example' }, url: '/', channel_id: null };
    const head = Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'HS256' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const jwt = `${head}.${payload}.${Buffer.from(hmacHex(options.clientSecret, `${head}.${payload}`), 'hex').toString('base64url')}`;
    const legacy = JSON.stringify({ user: claims.user, owner: claims.owner, context: claims.sub, store_hash: hash, timestamp: now });
    return { signed_payload_jwt: jwt, signed_payload: `${Buffer.from(legacy).toString('base64')}.${Buffer.from(hmacHex(options.clientSecret, legacy)).toString('base64')}` };
  };
  app.get<{ Querystring: { store_hash?: string; kind?: string } }>('/_sandbox/signed-payload', async (request, reply) => {
    const hash = request.query.store_hash ?? '';
    if (!STORE_HASH.test(hash) || !Object.hasOwn(state.data.stores, hash)) return reply.code(404).send({ error: 'unknown store' });
    if (request.query.kind === 'uninstall') { auth.revokeShop(hash); state.data.stores[hash].hooks = []; state.save(); }
    return signedPayload(hash);
  });

  const authed = (request: FastifyRequest<{ Params: { hash: string } }>, reply: FastifyReply): Store | null => {
    const shop = auth.shopOf(request.headers['x-auth-token'] as string | undefined);
    if (!shop || shop !== request.params.hash) { void reply.code(401).send({ status: 401, title: 'Unauthorized' }); return null; }
    return storeOf(shop);
  };
  type P<T = object> = { Params: { hash: string } & T };
  app.get<P>('/stores/:hash/v2/store', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    return { id: request.params.hash, name: 'Linen House (BigCommerce sandbox)', domain: `${request.params.hash}.mybigcommerce.com`, currency: 'USD' };
  });
  app.get<P>('/stores/:hash/v3/hooks', async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    return { data: store.hooks.map((hook) => ({ id: hook.id, scope: hook.scope, destination: hook.destination, is_active: true })) };
  });
  app.delete<P & { Params: { id: string } }>('/stores/:hash/v3/hooks/:id', async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const hook = store.hooks.find((h) => String(h.id) === request.params.id);
    if (!hook) return reply.code(404).send({ status: 404, title: 'hook not found' });
    store.hooks = store.hooks.filter((h) => h !== hook);
    state.save();
    return { data: { id: hook.id, scope: hook.scope, destination: hook.destination } };
  });
  app.post<P & { Body: { scope?: string; destination?: string; headers?: Record<string, string> } }>('/stores/:hash/v3/hooks', async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const { scope, destination, headers } = request.body ?? {};
    if (!scope || !destination?.startsWith('http')) return reply.code(422).send({ title: 'scope and an https destination are required' });
    const hook = { id: Number(state.nextId()), scope, destination, headers: headers ?? {} };
    store.hooks = [...store.hooks.filter((h) => !(h.scope === scope && h.destination === destination)), hook];
    state.save();
    return { data: hook };
  });

  type ProductBody = { name?: string; description?: string; price?: number; weight?: number; variants?: Variant[] };
  const productProblem = (body: ProductBody) =>
    typeof body.name !== 'string' || !body.name.trim() ? 'name is required'
      : body.name.length > bigcommerceLimits.maxTitle ? `name must be at most ${bigcommerceLimits.maxTitle} characters`
        : body.name.includes(SANDBOX_FAIL_MARKER) ? 'the sandbox refuses this product (test marker in the name)'
          : !Array.isArray(body.variants) || body.variants.length === 0 || body.variants.length > bigcommerceLimits.maxVariants ? 'variants: 1 to 600'
            : body.variants.some((v) => typeof v.price !== 'number' || !Number.isInteger(v.inventory_level)) ? 'every variant needs a price and an inventory_level' : null;
  const save = (store: Store, body: ProductBody, id: number) => {
    const previous = store.products[String(id)];
    const product: Product = {
      id, name: body.name as string, description: body.description ?? '', price: body.price ?? 0, weight: body.weight ?? 0,
      custom_url: { url: `/${(body.name as string).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}/` },
      variants: (body.variants as Variant[]).map((v) => ({ ...v, id: previous?.variants.find((old) => old.sku === v.sku)?.id ?? Number(state.nextId()) })),
    };
    store.products[String(id)] = product;
    state.save();
    return { data: product };
  };
  app.post<P & { Body: ProductBody }>('/stores/:hash/v3/catalog/products', async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const problem = productProblem(request.body ?? {});
    return problem ? reply.code(422).send({ status: 422, title: problem }) : save(store, request.body, Number(state.nextId()));
  });
  app.put<P<{ id: string }> & { Body: ProductBody }>('/stores/:hash/v3/catalog/products/:id', async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    if (!Object.hasOwn(store.products, request.params.id)) return reply.code(404).send({ status: 404, title: 'Product not found' });
    const problem = productProblem(request.body ?? {});
    return problem ? reply.code(422).send({ status: 422, title: problem }) : save(store, request.body, Number(request.params.id));
  });
  app.get<P<{ id: string }>>('/stores/:hash/v3/catalog/products/:id', async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    return Object.hasOwn(store.products, request.params.id) ? { data: store.products[request.params.id] } : reply.code(404).send({ status: 404, title: 'Product not found' });
  });
  app.delete<P<{ id: string }>>('/stores/:hash/v3/catalog/products/:id', async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    delete store.products[request.params.id];
    state.save();
    return reply.code(204).send();
  });
  app.put<P<{ id: string; variantId: string }> & { Body: { inventory_level?: number } }>('/stores/:hash/v3/catalog/products/:id/variants/:variantId', async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const variant = store.products[request.params.id]?.variants.find((v) => String(v.id) === request.params.variantId);
    if (!variant) return reply.code(404).send({ status: 404, title: 'Variant not found' });
    if (!Number.isInteger(request.body?.inventory_level) || (request.body.inventory_level as number) < 0) return reply.code(422).send({ status: 422, title: 'inventory_level must be a whole number' });
    variant.inventory_level = request.body.inventory_level as number;
    state.save();
    return { data: variant };
  });

  app.get<P & { Querystring: { min_id?: string; limit?: string } }>('/stores/:hash/v2/orders', async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const orders = store.orders.filter((o) => o.id >= Number(request.query.min_id ?? 0)).slice(0, Math.min(Number(request.query.limit ?? 50) || 50, 250))
      .map(({ products: _p, shipping_addresses: _s, shipments: _sh, ...order }) => order);
    return orders.length ? orders : reply.code(204).send();
  });
  const orderOf = (store: Store, id: string) => store.orders.find((o) => String(o.id) === id);
  app.get<P<{ id: string }>>('/stores/:hash/v2/orders/:id/products', async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    return orderOf(store, request.params.id)?.products ?? reply.code(404).send([{ status: 404, message: 'order not found' }]);
  });
  app.get<P<{ id: string }>>('/stores/:hash/v2/orders/:id/shipping_addresses', async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    return orderOf(store, request.params.id)?.shipping_addresses ?? reply.code(404).send([{ status: 404, message: 'order not found' }]);
  });
  app.post<P<{ id: string }> & { Body: { order_address_id?: number; tracking_number?: string; shipping_provider?: unknown; tracking_carrier?: unknown; items?: unknown[] } }>('/stores/:hash/v2/orders/:id/shipments', async (request, reply) => {
    const store = authed(request, reply);
    if (!store) return reply;
    const order = orderOf(store, request.params.id);
    if (!order) return reply.code(404).send([{ status: 404, message: 'order not found' }]);
    const body = request.body ?? {};
    if (!order.shipping_addresses.some((a) => a.id === body.order_address_id) || !body.tracking_number || !Array.isArray(body.items) || body.items.length === 0) {
      return reply.code(400).send([{ status: 400, message: 'order_address_id, tracking_number and items are required' }]);
    }
    // The fields BigCommerce keeps of a shipment (anything else the app sent is not echoed back).
    const shipment = {
      id: Number(state.nextId()), order_address_id: body.order_address_id, tracking_number: body.tracking_number,
      shipping_provider: typeof body.shipping_provider === 'string' ? body.shipping_provider : '',
      tracking_carrier: typeof body.tracking_carrier === 'string' ? body.tracking_carrier : '',
      items: body.items,
    };
    order.shipments.push(shipment);
    state.save();
    return reply.code(201).send(shipment);
  });

  const placeOrder = async (hash: string, lines: Array<{ productId: string; variantId?: string; quantity?: number }>) => {
    const store = storeOf(hash);
    const id = Number(state.nextId());
    const products = lines.map((line) => {
      const product = store.products[line.productId];
      const variant = product?.variants.find((v) => !line.variantId || String(v.id) === line.variantId);
      if (!product || !variant) throw Object.assign(new Error('unknown product or variant'), { statusCode: 404 });
      return { id: Number(state.nextId()), product_id: product.id, variant_id: variant.id, sku: variant.sku, name: product.name, quantity: line.quantity ?? 1, base_price: variant.price.toFixed(4) };
    });
    const order = {
      id, date_created: new Date().toUTCString(), currency_code: 'USD',
      billing_address: { first_name: sandboxBuyer.firstName, last_name: sandboxBuyer.lastName, email: sandboxBuyer.email, phone: sandboxBuyer.phone },
      products,
      shipping_addresses: [{ id: Number(state.nextId()), first_name: sandboxBuyer.firstName, last_name: sandboxBuyer.lastName, street_1: sandboxBuyer.address1, street_2: sandboxBuyer.address2, city: sandboxBuyer.city, state: sandboxBuyer.province, zip: sandboxBuyer.zip, country_iso2: sandboxBuyer.countryCode, phone: sandboxBuyer.phone }],
      shipments: [],
    };
    store.orders.push(order);
    state.save();
    const data = { type: 'order', id };
    const body = JSON.stringify({ scope: 'store/order/created', store_id: '1001', data, hash: createHash('sha1').update(JSON.stringify(data)).digest('hex'), created_at: Math.floor(Date.now() / 1000), producer: `stores/${hash}` });
    for (const hook of store.hooks.filter((h) => h.scope === 'store/order/created')) {
      try {
        await (options.fetch ?? fetch)(hook.destination, { method: 'POST', headers: { 'content-type': 'application/json', ...hook.headers }, body, signal: AbortSignal.timeout(10_000) });
      } catch (error) {
        app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'sandbox webhook not delivered');
      }
    }
    return order;
  };
  app.get<{ Params: { hash: string } }>('/storefront/:hash', async (request, reply) => storefrontPage(reply, {
    shop: request.params.hash,
    products: Object.values(storeOf(request.params.hash).products).map((p) => ({ id: String(p.id), title: p.name, price: String(p.variants[0]?.price ?? ''), variantId: String(p.variants[0]?.id ?? '') })),
  }));
  app.post<{ Params: { hash: string }; Body: { productId?: string; variantId?: string } }>('/storefront/:hash/order', async (request, reply) => {
    const order = await placeOrder(request.params.hash, [{ productId: String(request.body?.productId ?? ''), variantId: request.body?.variantId }]);
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Order placed</title></head><body><main><h1>Order #${order.id} placed</h1><p><a href="../${encodeURIComponent(request.params.hash)}">Back to the store</a></p></main></body></html>`);
  });
  app.post<{ Body: { shop?: string; lines?: Array<{ productId: string; variantId?: string; quantity?: number }> } }>('/_sandbox/orders', async (request, reply) => {
    const { shop, lines } = request.body ?? {};
    if (!shop || !Object.hasOwn(state.data.stores, shop) || !Array.isArray(lines) || lines.length === 0) return reply.code(400).send({ message: 'shop (installed) and lines are required' });
    return reply.code(201).send({ order: await placeOrder(shop, lines) });
  });
};
