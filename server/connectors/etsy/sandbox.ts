/**
 * A local Etsy: the OAuth consent page with PKCE S256 and state, the token endpoint (authorization code
 * with code_verifier, refresh; access tokens `<user_id>.<token>` living an hour), the v3 API the connector
 * uses (user's shop, listings, listing inventory, receipts, tracking) and Standard Webhooks ORDER_PAID
 * deliveries signed with the app's secret. The sandbox has one seller (user 5550001, shop 44550001).
 * `GET /shop/44550001` is the storefront (Order buttons); `POST /_sandbox/orders { shop, lines }` too.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { standardWebhookSignature } from '../common/hmac';
import { pkceChallenge } from '../common/oauth';
import { approvalPage, approveHref, deliverWebhook, emptyAuthData, keepRawBody, SandboxAuth, sandboxBuyer, SANDBOX_FAIL_MARKER, storefrontPage, type SandboxOptions } from '../common/sandbox';
import { sandboxState } from '../common/state';
import { etsyLimits, type EtsyInventory, type EtsyReceipt } from './index';

export const ETSY_SANDBOX_USER = '5550001';
export const ETSY_SANDBOX_SHOP = '44550001';
const SHOP_NAME = 'LinenHouseStudio';

interface Listing { listing_id: number; shop_id: number; title: string; description: string; tags: string[]; price: number; quantity: number; state: 'draft' | 'active' | 'removed'; inventory: EtsyInventory | null }
type CodeGrant = { shop: string; challenge: string; redirectUri: string; scope: string };

export const etsySandbox: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  keepRawBody(app);
  const state = sandboxState(options.stateFile, () => ({
    auth: emptyAuthData<CodeGrant>(), listings: {} as Record<string, Listing>, receipts: [] as EtsyReceipt[], connected: false,
  }));
  const auth = new SandboxAuth(3600, true, state.data.auth, () => state.save());
  const data = state.data;
  const tokenPrefix = `${ETSY_SANDBOX_USER}.`;

  type ConnectQuery = Record<'response_type' | 'client_id' | 'redirect_uri' | 'scope' | 'state' | 'code_challenge' | 'code_challenge_method', string | undefined>;
  const connectProblem = (q: ConnectQuery) =>
    q.client_id !== options.clientId ? 'unknown client_id' : q.response_type !== 'code' || !q.redirect_uri ? 'response_type=code and redirect_uri are required'
      : !q.state ? 'state is required' : q.code_challenge_method !== 'S256' || !q.code_challenge ? 'a PKCE code_challenge with method S256 is required' : null;
  app.get<{ Querystring: ConnectQuery }>('/oauth/connect', async (request, reply) => {
    const problem = connectProblem(request.query);
    if (problem) return reply.code(400).send({ error: 'invalid_request', error_description: problem });
    return approvalPage(reply, { platform: 'Etsy', shop: SHOP_NAME, scopes: (request.query.scope ?? '').split(' '), approveHref: approveHref(request) });
  });
  app.get<{ Querystring: ConnectQuery }>('/oauth/connect/approve', async (request, reply) => {
    const q = request.query;
    const problem = connectProblem(q);
    if (problem) return reply.code(400).send({ error: 'invalid_request', error_description: problem });
    const code = auth.issueCode({ shop: ETSY_SANDBOX_SHOP, challenge: q.code_challenge as string, redirectUri: q.redirect_uri as string, scope: q.scope ?? '' });
    const target = new URL(q.redirect_uri as string);
    target.searchParams.set('code', code);
    target.searchParams.set('state', q.state as string);
    return reply.redirect(target.toString(), 302);
  });
  app.post<{ Body: Record<string, string | undefined> }>('/v3/public/oauth/token', async (request, reply) => {
    const body = request.body ?? {};
    if (body.client_id !== options.clientId) return reply.code(401).send({ error: 'invalid_client' });
    let token;
    let scope = '';
    if (body.grant_type === 'authorization_code') {
      const grant = auth.takeCode(body.code);
      if (!grant || grant.redirectUri !== body.redirect_uri) return reply.code(400).send({ error: 'invalid_grant', error_description: 'code is unknown, used, expired or for another redirect_uri' });
      if (!body.code_verifier || pkceChallenge(body.code_verifier) !== grant.challenge) return reply.code(400).send({ error: 'invalid_grant', error_description: 'code_verifier does not match the code_challenge' });
      data.connected = true;
      state.save();
      scope = grant.scope;
      token = auth.issueToken(grant.shop, tokenPrefix);
    } else if (body.grant_type === 'refresh_token') {
      token = auth.refresh(body.refresh_token, tokenPrefix);
      if (!token) return reply.code(400).send({ error: 'invalid_grant', error_description: 'refresh_token is unknown or used' });
    } else {
      return reply.code(400).send({ error: 'unsupported_grant_type' });
    }
    return { access_token: token.accessToken, token_type: 'Bearer', expires_in: token.expiresIn, refresh_token: token.refreshToken, ...(scope ? { scope } : {}) };
  });

  /** The shop of an authenticated API call (x-api-key and a live bearer token), or a 401/403 sent. */
  const authed = (request: FastifyRequest, reply: FastifyReply): string | null => {
    if (request.headers['x-api-key'] !== options.clientId) { void reply.code(403).send({ error: 'Invalid API key' }); return null; }
    const shop = auth.shopOf(/^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]);
    if (!shop) { void reply.code(401).send({ error: 'invalid_token' }); return null; }
    return shop;
  };
  const ownShop = (request: FastifyRequest<{ Params: { shopId: string } }>, reply: FastifyReply) => {
    const shop = authed(request, reply);
    if (shop && shop !== request.params.shopId) { void reply.code(403).send({ error: 'not your shop' }); return null; }
    return shop;
  };
  const listingOf = (id: string) => (Object.hasOwn(data.listings, id) && data.listings[id].state !== 'removed' ? data.listings[id] : null);

  app.get<{ Params: { userId: string } }>('/v3/application/users/:userId/shops', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    if (request.params.userId !== ETSY_SANDBOX_USER) return reply.code(404).send({ error: 'user has no shop' });
    return { shop_id: Number(ETSY_SANDBOX_SHOP), shop_name: SHOP_NAME, url: `https://www.etsy.com/shop/${SHOP_NAME}`, currency_code: 'USD' };
  });

  type ListingBody = { title?: string; description?: string; tags?: string[]; price?: number; quantity?: number; who_made?: string; when_made?: string; taxonomy_id?: number };
  const listingProblem = (body: ListingBody, creating: boolean) => {
    if (typeof body.title !== 'string' || !body.title.trim()) return 'title is required';
    if (body.title.length > etsyLimits.maxTitle) return `title must be at most ${etsyLimits.maxTitle} characters`;
    if (body.title.includes(SANDBOX_FAIL_MARKER)) return 'the sandbox refuses this listing (test marker in the title)';
    if (Array.isArray(body.tags) && (body.tags.length > etsyLimits.maxTags || body.tags.some((tag) => typeof tag !== 'string' || tag.length > 20))) return 'at most 13 tags of at most 20 characters';
    if (creating && (!(typeof body.price === 'number' && body.price > 0) || !Number.isInteger(body.quantity) || !body.who_made || !body.when_made || !body.taxonomy_id)) {
      return 'quantity, price, who_made, when_made and taxonomy_id are required';
    }
    return null;
  };
  app.post<{ Params: { shopId: string }; Body: ListingBody }>('/v3/application/shops/:shopId/listings', async (request, reply) => {
    if (!ownShop(request, reply)) return reply;
    const body = request.body ?? {};
    const problem = listingProblem(body, true);
    if (problem) return reply.code(400).send({ error: problem });
    const id = state.nextId();
    const listing: Listing = {
      listing_id: Number(id), shop_id: Number(ETSY_SANDBOX_SHOP), title: body.title as string, description: body.description ?? '', tags: body.tags ?? [],
      price: body.price as number, quantity: body.quantity as number, state: 'draft', inventory: null,
    };
    data.listings[id] = listing;
    state.save();
    return reply.code(201).send({ ...listing, url: `https://www.etsy.com/listing/${id}` });
  });
  app.put<{ Params: { shopId: string; id: string }; Body: ListingBody }>('/v3/application/shops/:shopId/listings/:id', async (request, reply) => {
    if (!ownShop(request, reply)) return reply;
    const listing = listingOf(request.params.id);
    if (!listing) return reply.code(404).send({ error: 'listing not found' });
    const problem = listingProblem(request.body ?? {}, false);
    if (problem) return reply.code(400).send({ error: problem });
    Object.assign(listing, { title: request.body.title, description: request.body.description ?? listing.description, tags: request.body.tags ?? listing.tags });
    state.save();
    return listing;
  });
  app.get<{ Params: { id: string } }>('/v3/application/listings/:id', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const listing = listingOf(request.params.id);
    return listing ?? reply.code(404).send({ error: 'listing not found' });
  });
  app.delete<{ Params: { id: string } }>('/v3/application/listings/:id', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const listing = listingOf(request.params.id);
    if (!listing) return reply.code(404).send({ error: 'listing not found' });
    listing.state = 'removed';
    state.save();
    return reply.code(204).send();
  });
  app.get<{ Params: { id: string } }>('/v3/application/listings/:id/inventory', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const listing = listingOf(request.params.id);
    return listing?.inventory ?? reply.code(404).send({ error: 'listing has no inventory' });
  });
  app.put<{ Params: { id: string }; Body: EtsyInventory }>('/v3/application/listings/:id/inventory', async (request, reply) => {
    if (!authed(request, reply)) return reply;
    const listing = listingOf(request.params.id);
    if (!listing) return reply.code(404).send({ error: 'listing not found' });
    const body = request.body;
    if (!Array.isArray(body?.products) || body.products.length === 0 || body.products.length > etsyLimits.maxVariants) return reply.code(400).send({ error: 'products: 1 to 400 entries' });
    const propertyIds = new Set(body.products.flatMap((item) => item.property_values.map((value) => value.property_id)));
    if (propertyIds.size > 2) return reply.code(400).send({ error: 'at most two variation properties' });
    for (const item of body.products) {
      const offering = item.offerings?.[0];
      if (!offering || typeof offering.price !== 'number' || offering.price <= 0 || !Number.isInteger(offering.quantity) || offering.quantity < 0) {
        return reply.code(400).send({ error: 'every product needs one offering with a positive price and a whole quantity' });
      }
    }
    const previous = listing.inventory?.products ?? [];
    // The fields Etsy keeps of an inventory (anything else the app sent is not echoed back).
    listing.inventory = {
      price_on_property: body.price_on_property, quantity_on_property: body.quantity_on_property, sku_on_property: body.sku_on_property,
      products: body.products.map((item) => ({
        sku: item.sku, property_values: item.property_values,
        product_id: previous.find((old) => old.sku === item.sku)?.product_id ?? Number(state.nextId()),
        offerings: item.offerings.map((offering) => ({
          offering_id: Number(state.nextId()), quantity: offering.quantity, is_enabled: offering.is_enabled,
          price: { amount: Math.round((offering.price as number) * 100), divisor: 100, currency_code: 'USD' },
        })),
      })),
    };
    listing.state = 'active';
    state.save();
    return listing.inventory;
  });

  app.get<{ Params: { shopId: string }; Querystring: { min_created?: string; limit?: string } }>('/v3/application/shops/:shopId/receipts', async (request, reply) => {
    if (!ownShop(request, reply)) return reply;
    const since = Number(request.query.min_created ?? 0);
    const results = data.receipts.filter((receipt) => receipt.create_timestamp >= since)
      .sort((a, b) => a.create_timestamp - b.create_timestamp || a.receipt_id - b.receipt_id)
      .slice(0, Math.min(Number(request.query.limit ?? 25) || 25, 100));
    return { count: results.length, results };
  });
  const trackings: Record<string, unknown> = {};
  app.post<{ Params: { shopId: string; id: string }; Body: { tracking_code?: string; carrier_name?: string } }>('/v3/application/shops/:shopId/receipts/:id/tracking', async (request, reply) => {
    if (!ownShop(request, reply)) return reply;
    const receipt = data.receipts.find((r) => String(r.receipt_id) === request.params.id);
    if (!receipt) return reply.code(404).send({ error: 'receipt not found' });
    if (!request.body?.tracking_code || !request.body.carrier_name) return reply.code(400).send({ error: 'tracking_code and carrier_name are required' });
    trackings[request.params.id] = request.body;
    return { ...receipt, is_shipped: true };
  });

  const placeOrder = async (lines: Array<{ productId: string; variantId?: string; quantity?: number }>) => {
    const transactions = lines.map((line) => {
      const listing = listingOf(line.productId);
      const item = listing?.inventory?.products.find((p) => !line.variantId || String(p.product_id) === line.variantId);
      if (!listing || !item) throw Object.assign(new Error('unknown listing or product'), { statusCode: 404 });
      const price = item.offerings[0].price as { amount: number; divisor: number; currency_code: string };
      return { transaction_id: Number(state.nextId()), title: listing.title, listing_id: listing.listing_id, product_id: item.product_id as number, sku: item.sku, quantity: line.quantity ?? 1, price };
    });
    const total = transactions.reduce((sum, t) => sum + t.price.amount * t.quantity, 0);
    const receipt: EtsyReceipt = {
      receipt_id: Number(state.nextId()), name: `${sandboxBuyer.firstName} ${sandboxBuyer.lastName}`, buyer_email: sandboxBuyer.email,
      first_line: sandboxBuyer.address1, second_line: sandboxBuyer.address2, city: sandboxBuyer.city, state: sandboxBuyer.provinceCode, zip: sandboxBuyer.zip,
      country_iso: sandboxBuyer.countryCode, create_timestamp: Math.floor(Date.now() / 1000), grandtotal: { amount: total, divisor: 100, currency_code: 'USD' }, transactions,
    };
    data.receipts.push(receipt);
    state.save();
    const body = JSON.stringify({ event_type: 'order.paid', resource_url: `https://openapi.etsy.com/v3/application/shops/${ETSY_SANDBOX_SHOP}/receipts/${receipt.receipt_id}`, shop_id: Number(ETSY_SANDBOX_SHOP) });
    const id = `msg_${randomUUID()}`;
    const timestamp = String(Math.floor(Date.now() / 1000));
    await deliverWebhook(options, body, { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${standardWebhookSignature(options.clientSecret, id, timestamp, body)}` }, app.log);
    return receipt;
  };
  app.get('/shop/:shopId', async (_request, reply) => storefrontPage(reply, {
    shop: ETSY_SANDBOX_SHOP,
    products: Object.values(data.listings).filter((l) => l.state === 'active' && l.inventory).map((l) => ({
      id: String(l.listing_id), title: l.title, price: String(l.price), variantId: String(l.inventory?.products[0]?.product_id ?? ''),
    })),
  }));
  app.post<{ Body: { productId?: string; variantId?: string } }>('/shop/:shopId/order', async (request, reply) => {
    const receipt = await placeOrder([{ productId: String(request.body?.productId ?? ''), variantId: request.body?.variantId }]);
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Order placed</title></head><body><main><h1>Receipt ${receipt.receipt_id} placed</h1><p><a href="../${ETSY_SANDBOX_SHOP}">Back to the shop</a></p></main></body></html>`);
  });
  app.post<{ Body: { shop?: string; lines?: Array<{ productId: string; variantId?: string; quantity?: number }> } }>('/_sandbox/orders', async (request, reply) => {
    const { shop, lines } = request.body ?? {};
    if (shop !== ETSY_SANDBOX_SHOP || !data.connected || !Array.isArray(lines) || lines.length === 0) return reply.code(400).send({ message: 'shop (connected) and lines are required' });
    return reply.code(201).send({ receipt: await placeOrder(lines) });
  });
};
