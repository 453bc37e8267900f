/**
 * What the platforms' local sandboxes share (server/connectors/<platform>/sandbox.ts): an approval
 * page, single-use authorisation codes, access tokens with lifetimes and refresh tokens, id numbers,
 * the raw JSON body (platforms sign it), signed webhook delivery, and starting a sandbox on an
 * ephemeral port for tests. Each sandbox keeps its shops in memory: it is a protocol peer for a fresh
 * machine and the tests, not a store.
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import type { FetchLike } from './http';

export interface SandboxOptions {
  /** The app the sandbox knows (the connector's clientId/clientSecret). */
  clientId: string;
  clientSecret: string;
  /** Where the sandbox sends its signed webhooks (the portal's webhook path of the platform). */
  webhookUrl?: string;
  fetch?: FetchLike;
  /** Keep the sandbox's shops, tokens and products in this JSON file; memory only when unset. */
  stateFile?: string;
}

/**
 * A product whose title contains this marker is refused by every sandbox with a platform error, so a
 * demo or a test can make one publish fail on purpose (and then retry it after renaming).
 */
export const SANDBOX_FAIL_MARKER = '[sandbox-fail]';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent (sandboxes verify signatures over it). */
    rawBody?: string;
  }
}

/** JSON bodies parsed while keeping the exact text; form bodies parsed too (token endpoints take them). */
export function keepRawBody(app: FastifyInstance) {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string, done) => {
    request.rawBody = body;
    if (!body) return done(null, {});
    try { done(null, JSON.parse(body)); } catch { done(Object.assign(new Error('invalid JSON'), { statusCode: 400 }), undefined); }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request: FastifyRequest, body: string, done) => {
    request.rawBody = body;
    done(null, Object.fromEntries(new URLSearchParams(body)));
  });
}

export const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

interface CodeGrant<T> { value: T; expiresAt: number }
interface TokenGrant { shop: string; expiresAt: number | null; refreshToken: string | null }

/** What SandboxAuth keeps (inside the sandbox's state, so a state file keeps tokens across restarts). */
export interface AuthData<T> {
  codes: Record<string, CodeGrant<T>>;
  tokens: Record<string, TokenGrant>;
  refreshTokens: Record<string, string>;
}
export const emptyAuthData = <T>(): AuthData<T> => ({ codes: {}, tokens: {}, refreshTokens: {} });

/** Codes (single use, 10 minutes) and tokens of one sandbox. */
export class SandboxAuth<T = { shop: string }> {
  constructor(
    private readonly tokenTtlSeconds: number | null,
    private readonly withRefresh: boolean,
    private readonly data: AuthData<T> = emptyAuthData<T>(),
    private readonly save: () => void = () => {},
  ) {}

  issueCode(value: T): string {
    const code = token('code_');
    this.data.codes[code] = { value, expiresAt: Date.now() + 10 * 60_000 };
    this.save();
    return code;
  }

  /** The code's grant, once; null when unknown, used or stale. */
  takeCode(code: unknown): T | null {
    if (typeof code !== 'string' || !Object.hasOwn(this.data.codes, code)) return null;
    const grant = this.data.codes[code];
    delete this.data.codes[code];
    this.save();
    return grant.expiresAt > Date.now() ? grant.value : null;
  }

  issueToken(shop: string, prefix = 'at_') {
    const accessToken = token(prefix);
    const refreshToken = this.withRefresh ? token('rt_') : null;
    const expiresAt = this.tokenTtlSeconds === null ? null : Date.now() + this.tokenTtlSeconds * 1000;
    this.data.tokens[accessToken] = { shop, expiresAt, refreshToken };
    if (refreshToken) this.data.refreshTokens[refreshToken] = accessToken;
    this.save();
    return { accessToken, refreshToken, expiresIn: this.tokenTtlSeconds, expiresAt };
  }

  /** A new token pair for a refresh token; the old pair stops working (refresh tokens are single use). */
  refresh(refreshToken: unknown, prefix = 'at_') {
    if (typeof refreshToken !== 'string' || !Object.hasOwn(this.data.refreshTokens, refreshToken)) return null;
    const old = this.data.refreshTokens[refreshToken];
    const grant = this.data.tokens[old];
    delete this.data.refreshTokens[refreshToken];
    delete this.data.tokens[old];
    this.save();
    return grant ? this.issueToken(grant.shop, prefix) : null;
  }

  /** The shop of a live access token, or null. */
  shopOf(accessToken: string | undefined): string | null {
    if (!accessToken || !Object.hasOwn(this.data.tokens, accessToken)) return null;
    const grant = this.data.tokens[accessToken];
    if (grant.expiresAt !== null && grant.expiresAt <= Date.now()) return null;
    return grant.shop;
  }

  revokeShop(shop: string) {
    for (const [key, grant] of Object.entries(this.data.tokens)) {
      if (grant.shop !== shop) continue;
      delete this.data.tokens[key];
      if (grant.refreshToken) delete this.data.refreshTokens[grant.refreshToken];
    }
    this.save();
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The platform's consent page: what the app asks for and an Install button that goes to `approveHref`
 * (which redirects back to the app with the platform's signed callback), or Cancel.
 */
export function approvalPage(reply: FastifyReply, page: { platform: string; shop: string; scopes: string[]; approveHref: string; cancelHref?: string }) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(page.platform)} sandbox: install app</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2328}a.button{display:inline-block;padding:.6rem 1.2rem;border-radius:6px;background:#1f6feb;color:#fff;text-decoration:none}a.secondary{margin-left:1rem;color:#1f2328}</style></head>
<body><main><h1>${escapeHtml(page.platform)} sandbox</h1>
<p>The app asks to access the store <strong>${escapeHtml(page.shop)}</strong>:</p>
<ul>${page.scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('')}</ul>
<p><a class="button" id="approve" href="${escapeHtml(page.approveHref)}">Install app</a>${page.cancelHref ? `<a class="secondary" href="${escapeHtml(page.cancelHref)}">Cancel</a>` : ''}</p>
<p><small>A local sandbox of the platform: no real store is changed.</small></p></main></body></html>`;
  return reply.type('text/html; charset=utf-8').send(html);
}

/**
 * The approve link of an approval page: the same query on `<this path>/approve`, relative, so it works
 * wherever the sandbox is mounted (`/sandbox/<platform>` under `npm start`, the root in tests).
 */
export function approveHref(request: FastifyRequest) {
  const url = new URL(request.url, 'http://sandbox');
  return `${url.pathname.split('/').pop()}/approve${url.search}`;
}

/** A shop's storefront: its products, each with an Order button (the sandbox's buyer places the order). */
export function storefrontPage(reply: FastifyReply, page: { shop: string; products: Array<{ id: string; title: string; price: string; variantId: string }> }) {
  const rows = page.products.map((product) => `<li>${escapeHtml(product.title)} — ${escapeHtml(product.price)}
<form method="post" action="${escapeHtml(page.shop)}/order" style="display:inline"><input type="hidden" name="productId" value="${escapeHtml(product.id)}"><input type="hidden" name="variantId" value="${escapeHtml(product.variantId)}"><button>Order as the sandbox buyer</button></form></li>`).join('');
  return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(page.shop)}</title></head>
<body><main><h1>${escapeHtml(page.shop)}</h1>${rows ? `<ul>${rows}</ul>` : '<p>No products published yet.</p>'}<p><small>A local sandbox store: orders placed here reach the portal through the platform's webhook.</small></p></main></body></html>`);
}

/** Sends a signed webhook; a portal that is down loses the delivery (the scheduled order sync catches up). */
export async function deliverWebhook(options: SandboxOptions, body: string, headers: Record<string, string>, log?: FastifyInstance['log']) {
  if (!options.webhookUrl) return;
  try {
    await (options.fetch ?? fetch)(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'sandbox webhook not delivered');
  }
}

/** The buyer and address of orders the sandboxes create (the sandbox's own customer, not portal data). */
export const sandboxBuyer = {
  firstName: 'Ada', lastName: 'Buyer', email: 'ada.buyer@example.com', phone: '+1 555 0100',
  address1: '12 Harbour Street', address2: 'Unit 4', city: 'Portland', province: 'OR', provinceCode: 'OR',
  zip: '97201', country: 'United States', countryCode: 'US',
};

/** A sandbox on 127.0.0.1 at an ephemeral port (tests). */
export async function startSandbox<O extends SandboxOptions>(plugin: FastifyPluginAsync<O>, options: O) {
  const app = Fastify({ logger: false });
  await app.register(plugin, options);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { baseUrl: address, app, close: () => app.close() };
}

/** The bearer token of a request (`Authorization: Bearer x`), or the named header. */
export function bearerOf(request: FastifyRequest, header = 'authorization'): string | undefined {
  const value = request.headers[header];
  if (typeof value !== 'string') return undefined;
  return header === 'authorization' ? /^Bearer\s+(.+)$/i.exec(value)?.[1] : value;
}
