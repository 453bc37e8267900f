/**
 * A local Wix: the app installer page, the OAuth access endpoint (code and refresh, 5-minute tokens),
 * the app instance, Stores V1 products and variants, V2 inventory, eCommerce orders search/get and
 * fulfilments, and RS256-signed webhooks (wix.ecom.v1.order_created, AppRemoved). One site, instance
 * 4f0c6c1e-8a51-4f3b-9a0e-2d7c5b1e9a01. Storefront: `/site/<instance>`; `POST /_sandbox/orders`, `/_sandbox/uninstall`.
 */
import { randomUUID, sign } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { approvalPage, approveHref, deliverWebhook, emptyAuthData, keepRawBody, SandboxAuth, sandboxBuyer, SANDBOX_FAIL_MARKER, storefrontPage, type SandboxOptions } from '../common/sandbox';
import { sandboxState } from '../common/state';
import { wixLimits, wixSandboxKeys, type WixOrder } from './index';

export const WIX_SANDBOX_INSTANCE = '4f0c6c1e-8a51-4f3b-9a0e-2d7c5b1e9a01';
interface Variant { id: string; choices: Record<string, string>; variant: { sku: string; priceData: { price: number }; weight?: number }; stock: number }
interface Product { id: string; slug: string; name: string; description: string; productOptions: unknown[]; variants: Variant[] }

export const wixSandbox: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  keepRawBody(app);
  const state = sandboxState(options.stateFile, () => ({
    auth: emptyAuthData<{ shop: string }>(), products: {} as Record<string, Product>, orders: [] as Array<WixOrder & { fulfillments: unknown[] }>, installed: false,
  }));
  const auth = new SandboxAuth(300, true, state.data.auth, () => state.save());
  const data = state.data;

  app.get<{ Querystring: { appId?: string; redirectUrl?: string; state?: string } }>('/installer/install', async (request, reply) => {
    if (request.query.appId !== options.clientId || !request.query.redirectUrl) return reply.code(400).send({ message: 'unknown appId or missing redirectUrl' });
    return approvalPage(reply, { platform: 'Wix', shop: 'Linen House (Wix site)', scopes: ['Wix Stores', 'Wix eCommerce orders'], approveHref: approveHref(request) });
  });
  app.get<{ Querystring: { appId?: string; redirectUrl?: string; state?: string } }>('/installer/install/approve', async (request, reply) => {
    if (request.query.appId !== options.clientId || !request.query.redirectUrl) return reply.code(400).send({ message: 'unknown appId or missing redirectUrl' });
    const target = new URL(request.query.redirectUrl);
    target.searchParams.set('code', auth.issueCode({ shop: WIX_SANDBOX_INSTANCE }));
    if (request.query.state) target.searchParams.set('state', request.query.state);
    target.searchParams.set('instanceId', WIX_SANDBOX_INSTANCE);
    return reply.redirect(target.toString(), 302);
  });
  app.post<{ Body: Record<string, string | undefined> }>('/oauth/access', async (request, reply) => {
    const body = request.body ?? {};
    if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret) return reply.code(401).send({ message: 'invalid client' });
    let token;
    if (body.grant_type === 'authorization_code') {
      const grant = auth.takeCode(body.code);
      if (!grant) return reply.code(400).send({ message: 'invalid code' });
      data.installed = true;
      state.save();
      token = auth.issueToken(grant.shop, 'OauthNG.JWS.');
    } else if (body.grant_type === 'refresh_token') {
      token = auth.refresh(body.refresh_token, 'OauthNG.JWS.');
      if (!token) return reply.code(400).send({ message: 'invalid refresh token' });
    } else {
      return reply.code(400).send({ message: 'unsupported grant_type' });
    }
    return { access_token: token.accessToken, refresh_token: token.refreshToken };
  });

  const authed = (request: FastifyRequest, reply: FastifyReply) => {
    const shop = auth.shopOf(request.headers.authorization);
    if (!shop) void reply.code(401).send({ message: 'UNAUTHENTICATED', details: {} });
    return shop;
  };
  app.get('/apps/v1/instance', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    return { instance: { instanceId: WIX_SANDBOX_INSTANCE, appName: 'Merchant Portal', isFree: true }, site: { siteDisplayName: 'Linen House', url: 'https://linenhouse.wixsite.com/shop', locale: 'en' } };
  });
  type ProductBody = { product?: { name?: string; description?: string; productOptions?: unknown[] } };
  const problemOf = (body: ProductBody) => {
    const name = body.product?.name;
    return typeof name !== 'string' || !name.trim() ? 'product.name is required' : name.length > wixLimits.maxTitle ? `product.name must be at most ${wixLimits.maxTitle} characters`
      : name.includes(SANDBOX_FAIL_MARKER) ? 'the sandbox refuses this product (test marker in the name)' : null;
  };
  const productOf = (id: string) => (Object.hasOwn(data.products, id) ? data.products[id] : null);
  app.post<{ Body: ProductBody }>('/stores/v1/products', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const problem = problemOf(request.body ?? {});
    if (problem) return reply.code(400).send({ message: problem });
    const id = randomUUID();
    const p = request.body.product as Required<NonNullable<ProductBody['product']>>;
    data.products[id] = { id, slug: `${p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${id.slice(0, 6)}`, name: p.name, description: p.description ?? '', productOptions: p.productOptions ?? [], variants: [] };
    state.save();
    return { product: data.products[id] };
  });
  app.patch<{ Params: { id: string }; Body: ProductBody }>('/stores/v1/products/:id', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const product = productOf(request.params.id);
    if (!product) return reply.code(404).send({ message: 'product not found' });
    const problem = problemOf(request.body ?? {});
    if (problem) return reply.code(400).send({ message: problem });
    Object.assign(product, { name: request.body.product?.name, description: request.body.product?.description ?? product.description, productOptions: request.body.product?.productOptions ?? product.productOptions });
    state.save();
    return { product };
  });
  app.get<{ Params: { id: string } }>('/stores/v1/products/:id', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    return productOf(request.params.id) ? { product: productOf(request.params.id) } : reply.code(404).send({ message: 'product not found' });
  });
  app.delete<{ Params: { id: string } }>('/stores/v1/products/:id', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    if (!productOf(request.params.id)) return reply.code(404).send({ message: 'product not found' });
    delete data.products[request.params.id];
    state.save();
    return {};
  });
  app.patch<{ Params: { id: string }; Body: { variants?: Array<{ choices: Record<string, string>; price: number; sku: string; weight?: number }> } }>('/stores/v1/products/:id/variants', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const product = productOf(request.params.id);
    if (!product) return reply.code(404).send({ message: 'product not found' });
    const variants = request.body?.variants;
    if (!Array.isArray(variants) || variants.length === 0 || variants.length > wixLimits.maxVariants || variants.some((v) => typeof v.price !== 'number' || !v.sku)) return reply.code(400).send({ message: 'variants with price and sku required' });
    product.variants = variants.map((v) => {
      const old = product.variants.find((o) => o.variant.sku === v.sku);
      return { id: old?.id ?? randomUUID(), choices: v.choices, variant: { sku: v.sku, priceData: { price: v.price }, weight: v.weight }, stock: old?.stock ?? 0 };
    });
    state.save();
    return { variants: product.variants };
  });
  app.patch<{ Params: { id: string }; Body: { inventoryItem?: { variants?: Array<{ variantId: string; quantity: number }> } } }>('/stores/v2/inventoryItems/product/:id', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const product = productOf(request.params.id);
    if (!product) return reply.code(404).send({ message: 'product not found' });
    for (const change of request.body?.inventoryItem?.variants ?? []) {
      const variant = product.variants.find((v) => v.id === change.variantId);
      if (!variant || !Number.isInteger(change.quantity) || change.quantity < 0) return reply.code(400).send({ message: 'unknown variant or bad quantity' });
      variant.stock = change.quantity;
    }
    state.save();
    return {};
  });
  app.post<{ Body: { search?: { filter?: { number?: { $gt?: number } } } } }>('/ecom/v1/orders/search', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const after = Number(request.body?.search?.filter?.number?.$gt ?? 0);
    return { orders: data.orders.filter((o) => Number(o.number) > after).map(({ fulfillments: _f, ...order }) => order), metadata: { hasNext: false } };
  });
  app.get<{ Params: { id: string } }>('/ecom/v1/orders/:id', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const order = data.orders.find((o) => o.id === request.params.id);
    return order ? { order } : reply.code(404).send({ message: 'order not found' });
  });
  app.post<{ Params: { id: string }; Body: { fulfillment?: { lineItems?: unknown[]; trackingInfo?: { trackingNumber?: string } } } }>('/ecom/v1/fulfillments/orders/:id/create-fulfillment', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const order = data.orders.find((o) => o.id === request.params.id);
    if (!order) return reply.code(404).send({ message: 'order not found' });
    if (!request.body?.fulfillment?.trackingInfo?.trackingNumber || !request.body.fulfillment.lineItems?.length) return reply.code(400).send({ message: 'lineItems and trackingInfo.trackingNumber are required' });
    order.fulfillments.push(request.body.fulfillment);
    state.save();
    return { fulfillmentId: randomUUID() };
  });

  const webhook = async (eventType: string, eventData: unknown) => {
    const { privateKey } = wixSandboxKeys(options.clientSecret);
    const head = Buffer.from(JSON.stringify({ kid: 'sandbox', alg: 'RS256' })).toString('base64url');
    const claims = { data: JSON.stringify({ eventType, instanceId: WIX_SANDBOX_INSTANCE, data: JSON.stringify(eventData) }), iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600 };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const jwt = `${head}.${payload}.${sign('RSA-SHA256', Buffer.from(`${head}.${payload}`), privateKey).toString('base64url')}`;
    await deliverWebhook(options, jwt, { 'content-type': 'text/plain' }, app.log);
  };
  const placeOrder = async (lines: Array<{ productId: string; variantId?: string; quantity?: number }>) => {
    const lineItems = lines.map((line) => {
      const product = productOf(line.productId);
      const variant = product?.variants.find((v) => !line.variantId || v.id === line.variantId);
      if (!product || !variant) throw Object.assign(new Error('unknown product or variant'), { statusCode: 404 });
      return { id: randomUUID(), quantity: line.quantity ?? 1, productName: { original: product.name }, catalogReference: { catalogItemId: product.id, options: { variantId: variant.id } }, physicalProperties: { sku: variant.variant.sku }, price: { amount: variant.variant.priceData.price.toFixed(2) } };
    });
    const contact = { firstName: sandboxBuyer.firstName, lastName: sandboxBuyer.lastName, phone: sandboxBuyer.phone };
    const order = {
      id: randomUUID(), number: String(10000 + data.orders.length + 1), createdDate: new Date().toISOString(), currency: 'USD', buyerInfo: { email: sandboxBuyer.email },
      billingInfo: { contactDetails: contact },
      shippingInfo: { logistics: { shippingDestination: { address: { addressLine: sandboxBuyer.address1, addressLine2: sandboxBuyer.address2, city: sandboxBuyer.city, subdivision: `US-${sandboxBuyer.provinceCode}`, postalCode: sandboxBuyer.zip, country: sandboxBuyer.countryCode }, contactDetails: contact } } },
      lineItems, fulfillments: [],
    };
    data.orders.push(order);
    state.save();
    const { fulfillments: _f, ...entity } = order;
    await webhook('wix.ecom.v1.order_created', { createdEvent: { entity } });
    return order;
  };
  app.get('/site/:instance', async (_request, reply) => storefrontPage(reply, {
    shop: WIX_SANDBOX_INSTANCE,
    products: Object.values(data.products).filter((p) => p.variants.length).map((p) => ({ id: p.id, title: p.name, price: String(p.variants[0].variant.priceData.price), variantId: p.variants[0].id })),
  }));
  app.post<{ Body: { productId?: string; variantId?: string } }>('/site/:instance/order', async (request, reply) => {
    const order = await placeOrder([{ productId: String(request.body?.productId ?? ''), variantId: request.body?.variantId }]);
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Order placed</title></head><body><main><h1>Order #${order.number} placed</h1><p><a href="../${WIX_SANDBOX_INSTANCE}">Back to the site</a></p></main></body></html>`);
  });
  app.post<{ Body: { shop?: string; lines?: Array<{ productId: string; variantId?: string; quantity?: number }> } }>('/_sandbox/orders', async (request, reply) => {
    const { shop, lines } = request.body ?? {};
    if (shop !== WIX_SANDBOX_INSTANCE || !data.installed || !Array.isArray(lines) || lines.length === 0) return reply.code(400).send({ message: 'shop (installed) and lines are required' });
    return reply.code(201).send({ order: await placeOrder(lines) });
  });
  app.post<{ Body: { shop?: string } }>('/_sandbox/uninstall', async (request, reply) => {
    if (request.body?.shop !== WIX_SANDBOX_INSTANCE || !data.installed) return reply.code(404).send({ message: 'not installed' });
    data.installed = false;
    auth.revokeShop(WIX_SANDBOX_INSTANCE);
    await webhook('AppRemoved', {});
    return { ok: true };
  });
};
