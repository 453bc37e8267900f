/**
 * The Shopify-style REST admin API that Shopline, Shoplazza and AllValue each speak with small
 * differences (paths, auth header): `{ product: {...} }` bodies with `variants`, `options`, `images`,
 * orders with `line_items` and `shipping_address`, `since_id` paging, fulfilments per order. The
 * connector half turns the portal's product into that body and the platform's order back into a
 * `StoreOrder`; the sandbox half serves those endpoints for a shop from memory.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ConnectorError, type Fulfilment, type PublishProduct, type PublishedProduct, type StoreOrder } from '../store';
import { centsToDecimal, decimalToCents, http, type ConnectorConfig } from './http';
import { sandboxBuyer, SANDBOX_FAIL_MARKER, storefrontPage } from './sandbox';
import type { SandboxState } from './state';

export interface RestVariant {
  id?: string; sku: string; price: string; compare_at_price: string | null; inventory_quantity: number;
  weight: number; weight_unit: 'g'; option1?: string | null; option2?: string | null; option3?: string | null;
}
export interface RestProduct {
  id?: string; title: string; body_html: string; tags: string; handle?: string;
  images: Array<{ src: string }>; options: Array<{ name: string; values: string[] }>; variants: RestVariant[];
  collections?: string[];
}
export interface RestOrder {
  id: string; name: string; created_at: string; currency: string; email: string | null; phone: string | null;
  customer: { first_name: string; last_name: string; email: string | null; phone: string | null } | null;
  shipping_address: {
    first_name: string; last_name: string; address1: string; address2: string | null; city: string;
    province: string | null; zip: string | null; country_code: string; phone: string | null;
  } | null;
  line_items: Array<{ id: string; product_id: string | null; variant_id: string | null; sku: string | null; title: string; quantity: number; price: string }>;
  fulfillments?: Array<{ id: string; tracking_number: string; tracking_company: string; tracking_url: string | null; line_items: Array<{ id: string }> }>;
}

/** The portal's product as the REST body (options from the variants' option names, at most three). */
export function toRestProduct(product: PublishProduct): RestProduct {
  const optionNames = [...new Set(product.variants.flatMap((variant) => Object.keys(variant.options)))].slice(0, 3);
  return {
    title: product.title,
    body_html: product.descriptionHtml,
    tags: product.tags.join(','),
    images: product.images.map((src) => ({ src })),
    options: optionNames.map((name) => ({ name, values: [...new Set(product.variants.map((variant) => variant.options[name] ?? ''))] })),
    variants: product.variants.map((variant) => ({
      sku: variant.sku,
      price: centsToDecimal(variant.priceCents),
      compare_at_price: variant.compareAtPriceCents === null ? null : centsToDecimal(variant.compareAtPriceCents),
      inventory_quantity: variant.inventory,
      weight: variant.weightGrams,
      weight_unit: 'g',
      option1: optionNames[0] ? variant.options[optionNames[0]] ?? null : null,
      option2: optionNames[1] ? variant.options[optionNames[1]] ?? null : null,
      option3: optionNames[2] ? variant.options[optionNames[2]] ?? null : null,
    })),
    collections: product.collections,
  };
}

export function fromRestOrder(order: RestOrder): StoreOrder {
  const address = order.shipping_address;
  const customer = order.customer;
  const buyerName = customer ? `${customer.first_name} ${customer.last_name}`.trim() : address ? `${address.first_name} ${address.last_name}`.trim() : '';
  return {
    storeOrderId: String(order.id),
    name: order.name,
    createdAt: new Date(order.created_at).toISOString(),
    currencyCode: order.currency,
    buyer: { name: buyerName, email: order.email ?? customer?.email ?? null, phone: order.phone ?? customer?.phone ?? null },
    address: {
      name: address ? `${address.first_name} ${address.last_name}`.trim() : buyerName,
      line1: address?.address1 ?? '', line2: address?.address2 || null, city: address?.city ?? '',
      province: address?.province ?? null, postalCode: address?.zip ?? null, countryCode: address?.country_code ?? '',
      phone: address?.phone ?? null,
    },
    lines: order.line_items.map((line) => ({
      storeLineId: String(line.id),
      storeProductId: line.product_id === null ? null : String(line.product_id),
      storeVariantId: line.variant_id === null ? null : String(line.variant_id),
      sku: line.sku,
      title: line.title,
      quantity: line.quantity,
      unitPriceCents: decimalToCents(line.price),
    })),
  };
}

/** A webhook's order, or undefined when the body is not an order (the webhook is then ignored, not stored). */
export function restOrderOf(body: unknown): StoreOrder | undefined {
  try {
    return fromRestOrder(body as RestOrder);
  } catch {
    return undefined;
  }
}

/** How one platform reaches its REST admin API: the base of a shop's API and the auth headers. */
export interface RestClient extends RestPaths {
  config: ConnectorConfig;
  base(shop: string): string;
  headers(accessToken: string): Record<string, string>;
}

/** Where the platform's resources live below the API base (Shopline: `/products/products.json` to create). */
export interface RestPaths {
  /** `.json` (Shopline, AllValue) or '' (Shoplazza's openapi). */
  suffix: '.json' | '';
  /** The create path without suffix; default `/products`. */
  createPath?: string;
}

const at = (client: RestClient, shop: string, path: string) => `${client.base(shop)}${path}${client.suffix}`;

const PAGE = 50;

export const restApi = {
  async publish(client: RestClient, shop: string, token: string, product: PublishProduct, existing: PublishedProduct | null): Promise<PublishedProduct> {
    const body = toRestProduct(product);
    const url = at(client, shop, existing ? `/products/${existing.shopProductId}` : client.createPath ?? '/products');
    const { data } = await http<{ product: RestProduct }>(client.config, {
      method: existing ? 'PUT' : 'POST', url, headers: client.headers(token), json: { product: body },
    });
    const saved = data?.product;
    if (!saved?.id) throw new ConnectorError('platform_error', 'the store answered without a product id');
    return {
      shopProductId: String(saved.id),
      variantIds: Object.fromEntries(saved.variants.map((variant) => [variant.sku, String(variant.id)])),
      url: saved.handle ? `https://${shop}/products/${saved.handle}` : null,
    };
  },
  async updateInventory(client: RestClient, shop: string, token: string, items: Array<{ shopProductId: string; variantId: string; available: number }>) {
    for (const item of items) {
      await http(client.config, {
        method: 'PUT', url: at(client, shop, `/products/${item.shopProductId}/variants/${item.variantId}`),
        headers: client.headers(token), json: { variant: { id: item.variantId, inventory_quantity: item.available } },
      });
    }
  },
  async missing(client: RestClient, shop: string, token: string, shopProductIds: string[]) {
    const missing: string[] = [];
    for (const id of shopProductIds) {
      try {
        await http(client.config, { url: at(client, shop, `/products/${id}`), headers: client.headers(token) });
      } catch (error) {
        if (error instanceof ConnectorError && error.reason === 'not_found') missing.push(id);
        else throw error;
      }
    }
    return missing;
  },
  async unpublish(client: RestClient, shop: string, token: string, shopProductId: string) {
    try {
      await http(client.config, { method: 'DELETE', url: at(client, shop, `/products/${shopProductId}`), headers: client.headers(token) });
    } catch (error) {
      // Already gone from the store: unpublishing has nothing left to do.
      if (!(error instanceof ConnectorError && error.reason === 'not_found')) throw error;
    }
  },
  /** Orders after the cursor (the last order id seen), oldest first: the cursor is `since_id`. */
  async fetchOrders(client: RestClient, shop: string, token: string, cursor: string | null) {
    const query = new URLSearchParams({ limit: String(PAGE), status: 'any', order: 'id asc' });
    if (cursor) query.set('since_id', cursor);
    const { data } = await http<{ orders: RestOrder[] }>(client.config, { url: `${at(client, shop, '/orders')}?${query}`, headers: client.headers(token) });
    const orders = (data?.orders ?? []).map(fromRestOrder);
    return { orders, cursor: orders.length ? orders[orders.length - 1].storeOrderId : cursor };
  },
  async pushFulfilment(client: RestClient, shop: string, token: string, fulfilment: Fulfilment) {
    await http(client.config, {
      method: 'POST', url: at(client, shop, `/orders/${fulfilment.storeOrderId}/fulfillments`), headers: client.headers(token),
      json: {
        fulfillment: {
          tracking_number: fulfilment.trackingNumber, tracking_company: fulfilment.carrier, tracking_url: fulfilment.trackingUrl,
          notify_customer: true,
          ...(fulfilment.storeLineIds ? { line_items: fulfilment.storeLineIds.map((id) => ({ id })) } : {}),
        },
      },
    });
  },
};

/** Limits a sandbox enforces like its platform (Shopline: 255-character titles, 500 variants). */
export interface RestLimits { maxTitle: number; maxVariants: number }

interface ShopData { products: Record<string, RestProduct>; orders: RestOrder[] }
/** The REST sandbox's part of a sandbox state. */
export interface RestSandboxData { shops: Record<string, ShopData> }

/**
 * The sandbox half: the REST endpoints under `prefix` (which has a `:shop` parameter when the platform
 * puts the shop in the host). `shopOf` authenticates a request and names its shop (null: 401).
 */
export function restStoreSandbox(app: FastifyInstance, setup: RestPaths & {
  prefix: string;
  state: SandboxState<RestSandboxData>;
  /** Where the shop's storefront is (a `:shop` path); its Order buttons have the sandbox's buyer order. */
  storefront?: string;
  shopOf(request: FastifyRequest): string | null;
  limits: RestLimits;
  /** Called after the sandbox's buyer placed an order (the sandbox then sends its webhook). */
  onOrder(shop: string, order: RestOrder): Promise<void>;
}) {
  const { state } = setup;
  const nextId = () => state.nextId();
  const dataOf = (shop: string) => {
    if (!Object.hasOwn(state.data.shops, shop)) state.data.shops[shop] = { products: {}, orders: [] };
    return state.data.shops[shop];
  };
  const authed = (request: FastifyRequest, reply: FastifyReply): ShopData | null => {
    const shop = setup.shopOf(request);
    if (!shop) { void reply.code(401).send({ errors: 'invalid or expired access token' }); return null; }
    return dataOf(shop);
  };
  const invalid = (product: RestProduct | undefined): string | null => {
    if (!product || typeof product.title !== 'string' || !Array.isArray(product.variants)) return 'product with title and variants required';
    if (!product.title.trim()) return 'title must not be blank';
    if (product.title.length > setup.limits.maxTitle) return `title is longer than ${setup.limits.maxTitle} characters`;
    if (product.variants.length === 0) return 'at least one variant is required';
    if (product.variants.length > setup.limits.maxVariants) return `more than ${setup.limits.maxVariants} variants`;
    if (product.title.includes(SANDBOX_FAIL_MARKER)) return 'the sandbox refuses this product (test marker in the title)';
    return null;
  };
  const save = (data: ShopData, body: RestProduct, id: string) => {
    const previous = Object.hasOwn(data.products, id) ? data.products[id] : undefined;
    // The fields the platform keeps (anything else the app sent is not echoed back).
    const product: RestProduct = {
      id, title: body.title, body_html: body.body_html, tags: body.tags, images: body.images, options: body.options, collections: body.collections,
      handle: previous?.handle ?? `${body.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${id}`,
      variants: body.variants.map((variant) => ({
        id: previous?.variants.find((old) => old.sku === variant.sku)?.id ?? nextId(),
        sku: variant.sku, price: variant.price, compare_at_price: variant.compare_at_price, inventory_quantity: variant.inventory_quantity,
        weight: variant.weight, weight_unit: variant.weight_unit, option1: variant.option1, option2: variant.option2, option3: variant.option3,
      })),
    };
    data.products[id] = product;
    state.save();
    return product;
  };
  type WithProduct = { Body: { product?: RestProduct } };
  const route = (path: string) => `${setup.prefix}${path}${setup.suffix}`;
  app.post<WithProduct>(route(setup.createPath ?? '/products'), async (request, reply) => {
    const data = authed(request, reply);
    if (!data) return reply;
    const problem = invalid(request.body?.product);
    if (problem) return reply.code(422).send({ errors: problem });
    return reply.code(201).send({ product: save(data, request.body.product as RestProduct, nextId()) });
  });
  app.put<WithProduct & { Params: { id: string } }>(route('/products/:id'), async (request, reply) => {
    const data = authed(request, reply);
    if (!data) return reply;
    if (!Object.hasOwn(data.products, request.params.id)) return reply.code(404).send({ errors: 'Not Found' });
    const problem = invalid(request.body?.product);
    if (problem) return reply.code(422).send({ errors: problem });
    return { product: save(data, request.body.product as RestProduct, request.params.id) };
  });
  app.get<{ Params: { id: string } }>(route('/products/:id'), async (request, reply) => {
    const data = authed(request, reply);
    if (!data) return reply;
    return Object.hasOwn(data.products, request.params.id) ? { product: data.products[request.params.id] } : reply.code(404).send({ errors: 'Not Found' });
  });
  app.delete<{ Params: { id: string } }>(route('/products/:id'), async (request, reply) => {
    const data = authed(request, reply);
    if (!data) return reply;
    if (!Object.hasOwn(data.products, request.params.id)) return reply.code(404).send({ errors: 'Not Found' });
    delete data.products[request.params.id];
    state.save();
    return {};
  });
  app.put<{ Params: { id: string; variantId: string }; Body: { variant?: { inventory_quantity?: unknown } } }>(
    route('/products/:id/variants/:variantId'), async (request, reply) => {
      const data = authed(request, reply);
      if (!data) return reply;
      const product = Object.hasOwn(data.products, request.params.id) ? data.products[request.params.id] : undefined;
      const variant = product?.variants.find((v) => v.id === request.params.variantId);
      if (!variant) return reply.code(404).send({ errors: 'Not Found' });
      const quantity = request.body?.variant?.inventory_quantity;
      if (!Number.isInteger(quantity) || (quantity as number) < 0) return reply.code(422).send({ errors: 'inventory_quantity must be a whole number' });
      variant.inventory_quantity = quantity as number;
      state.save();
      return { variant };
    });
  app.get<{ Querystring: { since_id?: string; limit?: string } }>(route('/orders'), async (request, reply) => {
    const data = authed(request, reply);
    if (!data) return reply;
    const since = Number(request.query.since_id ?? 0);
    const limit = Math.min(Number(request.query.limit ?? 50) || 50, 250);
    return { orders: data.orders.filter((order) => Number(order.id) > since).slice(0, limit) };
  });
  app.post<{ Params: { id: string }; Body: { fulfillment?: { tracking_number?: string; tracking_company?: string; tracking_url?: string | null; line_items?: Array<{ id: string }> } } }>(
    route('/orders/:id/fulfillments'), async (request, reply) => {
      const data = authed(request, reply);
      if (!data) return reply;
      const order = data.orders.find((o) => o.id === request.params.id);
      if (!order) return reply.code(404).send({ errors: 'Not Found' });
      const body = request.body?.fulfillment;
      if (!body?.tracking_number || !body.tracking_company) return reply.code(422).send({ errors: 'tracking_number and tracking_company are required' });
      const fulfillment = {
        id: nextId(), tracking_number: body.tracking_number, tracking_company: body.tracking_company, tracking_url: body.tracking_url ?? null,
        line_items: body.line_items ?? order.line_items.map((line) => ({ id: line.id })),
      };
      (order.fulfillments ??= []).push(fulfillment);
      state.save();
      return reply.code(201).send({ fulfillment });
    });

  /** The sandbox's buyer orders the given variants (the product's first variant when none is named). */
  const placeOrder = async (shop: string, lines: Array<{ productId: string; variantId?: string; quantity?: number }>) => {
      const data = dataOf(shop);
      const lineItems = lines.map((line) => {
        const product = Object.hasOwn(data.products, line.productId) ? data.products[line.productId] : undefined;
        const variant = product?.variants.find((v) => !line.variantId || v.id === line.variantId);
        if (!product || !variant) throw Object.assign(new Error('unknown product or variant'), { statusCode: 404 });
        return { id: nextId(), product_id: product.id ?? null, variant_id: variant.id ?? null, sku: variant.sku, title: product.title, quantity: line.quantity ?? 1, price: variant.price };
      });
      const id = nextId();
      const order: RestOrder = {
        id, name: `#${1000 + data.orders.length + 1}`, created_at: new Date().toISOString(), currency: 'USD',
        email: sandboxBuyer.email, phone: sandboxBuyer.phone,
        customer: { first_name: sandboxBuyer.firstName, last_name: sandboxBuyer.lastName, email: sandboxBuyer.email, phone: sandboxBuyer.phone },
        shipping_address: {
          first_name: sandboxBuyer.firstName, last_name: sandboxBuyer.lastName, address1: sandboxBuyer.address1, address2: sandboxBuyer.address2,
          city: sandboxBuyer.city, province: sandboxBuyer.province, zip: sandboxBuyer.zip, country_code: sandboxBuyer.countryCode, phone: sandboxBuyer.phone,
        },
        line_items: lineItems,
      };
      data.orders.push(order);
      state.save();
      await setup.onOrder(shop, order);
      return order;
  };

  if (setup.storefront) {
    const path = setup.storefront;
    app.get<{ Params: { shop: string } }>(path, async (request, reply) => storefrontPage(reply, {
      shop: request.params.shop,
      products: Object.values(dataOf(request.params.shop).products).map((product) => ({
        id: product.id ?? '', title: product.title, price: product.variants[0]?.price ?? '', variantId: product.variants[0]?.id ?? '',
      })),
    }));
    app.post<{ Params: { shop: string }; Body: { productId?: string; variantId?: string } }>(`${path}/order`, async (request, reply) => {
      const order = await placeOrder(request.params.shop, [{ productId: String(request.body?.productId ?? ''), variantId: request.body?.variantId }]);
      return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Order placed</title></head><body><main><h1>Order ${order.name} placed</h1><p><a href="../${encodeURIComponent(request.params.shop)}">Back to the store</a></p></main></body></html>`);
    });
  }
  return { placeOrder };
}
