/**
 * Which connector serves each platform, and against which host. A platform whose app credentials are in
 * the environment (`SHOPIFY_API_KEY` / `SHOPIFY_API_SECRET`, ...) talks to the real platform; otherwise its
 * local sandbox is mounted under `/sandbox/<platform>` of this server and the same connector code talks to
 * it, with app credentials derived from the server's credentials key (stable across restarts).
 *
 * Each platform module adds one entry to `platformEntries` (STB: the ten other platforms).
 */
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { StoreConnector, StorePlatform } from './store';
import type { ConnectorConfig } from './common/http';
import type { SandboxOptions } from './common/sandbox';
import type { SecretBox } from './crypto';
import { createShopifyConnector } from './shopify/connector';
import { shopifySandbox } from './shopify/sandbox';
import { createWooConnector } from './woocommerce/connector';
import { wooSandbox } from './woocommerce/sandbox';
import { shoplazzaConnector } from './shoplazza';
import { shoplazzaSandbox } from './shoplazza/sandbox';
import { allvalueConnector } from './allvalue';
import { allvalueSandbox } from './allvalue/sandbox';
import { shoplineConnector, shoplineLimits } from './shopline';
import { shoplineSandbox } from './shopline/sandbox';
import { aliexpressConnector, aliexpressLimits } from './aliexpress';
import { aliexpressSandbox } from './aliexpress/sandbox';
import { etsyConnector, etsyLimits } from './etsy';
import { etsySandbox } from './etsy/sandbox';
import { tiktokConnector, tiktokLimits } from './tiktok';
import { tiktokSandbox } from './tiktok/sandbox';
import { wixConnector, wixLimits } from './wix';
import { wixSandbox } from './wix/sandbox';
import { lightfunnelsConnector, lightfunnelsLimits } from './lightfunnels';
import { lightfunnelsSandbox } from './lightfunnels/sandbox';
import { bigcommerceConnector, bigcommerceLimits } from './bigcommerce';
import { bigcommerceSandbox } from './bigcommerce/sandbox';
import { shoperConnector, shoperLimits } from './shoper';
import { shoperSandbox } from './shoper/sandbox';
import { paypalConnect, type PaypalConnect } from './paypal';
import { paypalSandbox } from './paypal/sandbox';

/** What a connector factory receives: the app credentials, the sandbox base (unset: real hosts), and our URLs. */
export interface PlatformConfig extends ConnectorConfig {
  /** Where the platform POSTs webhooks: <origin>/api/webhooks/<platform>. */
  webhookUrl: string;
  /** Where a platform that POSTs credentials server-to-server sends them: <origin>/api/stores/callback/<platform>. */
  callbackUrl: string;
}

export interface PlatformEntry {
  platform: StorePlatform;
  /** Environment variables of the app's credentials; both set = the real platform. */
  env: { id: string; secret: string };
  /** The portal page the platform sends the browser back to (one of the spec's callback paths). */
  callbackPath: string;
  /** Example shop address for the connect form (null: the platform picks the shop). */
  shopExample: string | null;
  /** The platform POSTs the credentials to callbackUrl before the browser comes back (WooCommerce). */
  keysPosted?: boolean;
  /** The callback carries no state of ours (BigCommerce, Shoper): it is bound to the signed-in merchant posting it. */
  boundToSignedIn?: boolean;
  /** The platform's product limits, checked before sending (blocked items, DOMAIN.md section 2). */
  limits?: { maxVariants?: number; maxTitle?: number };
  create(config: PlatformConfig): StoreConnector;
  sandbox: FastifyPluginAsync<SandboxOptions & { stateFile?: string }>;
}

export const platformEntries: PlatformEntry[] = [
  {
    platform: 'shopify', env: { id: 'SHOPIFY_API_KEY', secret: 'SHOPIFY_API_SECRET' }, callbackPath: '/shopify-app-auth',
    shopExample: 'your-store.myshopify.com', limits: { maxVariants: 2048, maxTitle: 255 }, create: createShopifyConnector, sandbox: shopifySandbox,
  },
  {
    // WooCommerce has no app registration: the "id" names the app to the merchant, the secret signs our webhooks.
    platform: 'woocommerce', env: { id: 'WOOCOMMERCE_APP_NAME', secret: 'WOOCOMMERCE_WEBHOOK_SECRET' }, callbackPath: '/woocommerce/app/auth',
    shopExample: 'https://your-store.example', keysPosted: true, create: createWooConnector, sandbox: wooSandbox,
  },
  // STB's platforms (server/connectors/<platform>/).
  {
    platform: 'shoplazza', env: { id: 'SHOPLAZZA_CLIENT_ID', secret: 'SHOPLAZZA_CLIENT_SECRET' }, callbackPath: '/shoplazza/auth',
    shopExample: 'your-store.myshoplaza.com', create: shoplazzaConnector, sandbox: shoplazzaSandbox,
  },
  {
    platform: 'allvalue', env: { id: 'ALLVALUE_CLIENT_ID', secret: 'ALLVALUE_CLIENT_SECRET' }, callbackPath: '/allvalue/auth',
    shopExample: 'your-store.myallvalue.com', create: allvalueConnector, sandbox: allvalueSandbox,
  },
  {
    platform: 'shopline', env: { id: 'SHOPLINE_APP_KEY', secret: 'SHOPLINE_APP_SECRET' }, callbackPath: '/shopline/auth',
    shopExample: 'your-store.myshopline.com', limits: shoplineLimits, create: shoplineConnector, sandbox: shoplineSandbox,
  },
  {
    platform: 'aliexpress', env: { id: 'ALIEXPRESS_APP_KEY', secret: 'ALIEXPRESS_APP_SECRET' }, callbackPath: '/ae/auth',
    shopExample: null, limits: aliexpressLimits, create: aliexpressConnector, sandbox: aliexpressSandbox,
  },
  {
    // Etsy: OAuth 2 with PKCE S256 and state; the shop comes from the token's user.
    platform: 'etsy', env: { id: 'ETSY_KEYSTRING', secret: 'ETSY_SHARED_SECRET' }, callbackPath: '/third/etsy',
    shopExample: null, limits: etsyLimits, create: etsyConnector, sandbox: etsySandbox,
  },
  {
    platform: 'tiktok', env: { id: 'TIKTOK_APP_KEY', secret: 'TIKTOK_APP_SECRET' }, callbackPath: '/tk/callback',
    shopExample: null, limits: tiktokLimits, create: tiktokConnector, sandbox: tiktokSandbox,
  },
  {
    platform: 'wix', env: { id: 'WIX_APP_ID', secret: 'WIX_APP_SECRET' }, callbackPath: '/third/wix/callback',
    shopExample: null, limits: wixLimits, create: wixConnector, sandbox: wixSandbox,
  },
  {
    platform: 'lightfunnels', env: { id: 'LIGHTFUNNELS_CLIENT_ID', secret: 'LIGHTFUNNELS_CLIENT_SECRET' }, callbackPath: '/third/lightfunnels',
    shopExample: null, limits: lightfunnelsLimits, create: lightfunnelsConnector, sandbox: lightfunnelsSandbox,
  },
  // BigCommerce and Shoper return no state of ours: the callback is bound to the signed-in merchant
  // (connect.ts completeBoundCallback), the platform's own proof checked by the connector.
  {
    platform: 'bigcommerce', env: { id: 'BIGCOMMERCE_CLIENT_ID', secret: 'BIGCOMMERCE_CLIENT_SECRET' }, callbackPath: '/bigcommerce/app/oauth',
    shopExample: null, boundToSignedIn: true, limits: bigcommerceLimits, create: bigcommerceConnector, sandbox: bigcommerceSandbox,
  },
  {
    platform: 'shoper', env: { id: 'SHOPER_CLIENT_ID', secret: 'SHOPER_CLIENT_SECRET' }, callbackPath: '/shoper/static',
    shopExample: null, boundToSignedIn: true, limits: shoperLimits, create: shoperConnector, sandbox: shoperSandbox,
  },
];

export interface ResolvedConnector {
  connector: StoreConnector;
  entry: PlatformEntry;
  /** True when it talks to the local sandbox. */
  sandbox: boolean;
}

export interface ConnectorRegistry {
  get(platform: string): ResolvedConnector | null;
  entries(): Array<{ entry: PlatformEntry; sandbox: boolean }>;
  /** The sandboxes to mount, with their options (app credentials, webhook URL, state file); PayPal's too. */
  sandboxes(): Array<{ platform: StorePlatform | 'paypal'; prefix: string; plugin: PlatformEntry['sandbox']; options: SandboxOptions & { stateFile?: string } }>;
  /** "Log in with PayPal" for storeSettings' PayPal account (PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET, else its sandbox). */
  paypal(): PaypalConnect;
  /** This server's origin as the connectors and sandboxes reach it (set once the server listens). */
  setOrigin(origin: string): void;
  /** The origin of the portal in the merchant's browser (callback pages). */
  publicOrigin(): string;
  /** This server's origin as set (where the sandboxes answer). */
  origin(): string;
}

export function createConnectorRegistry(options: {
  env: NodeJS.ProcessEnv;
  box: SecretBox;
  /** The server's own origin (http://127.0.0.1:<port>); replaced by setOrigin. */
  origin: string;
  /** The browser's origin of the portal (PUBLIC_URL, or http://localhost:<port>). */
  publicOrigin: string;
  /** Sandbox state files go to <dataDir>/<platform>.json; memory only when unset. */
  dataDir?: string;
  fetch?: typeof fetch;
  entries?: PlatformEntry[];
}): ConnectorRegistry {
  const list = options.entries ?? platformEntries;
  let origin = options.origin.replace(/\/$/, '');
  const publicOrigin = options.publicOrigin.replace(/\/$/, '');
  const cache = new Map<string, ResolvedConnector>();
  const live = (entry: PlatformEntry) => Boolean(options.env[entry.env.id] && options.env[entry.env.secret]);
  const appCredentials = (entry: PlatformEntry) => live(entry)
    ? { clientId: String(options.env[entry.env.id]), clientSecret: String(options.env[entry.env.secret]) }
    : { clientId: `sandbox-${entry.platform}-app`, clientSecret: options.box.derive(`sandbox-app:${entry.platform}`) };
  const ourBase = (entry: PlatformEntry) => (live(entry) ? publicOrigin : origin);
  const paypalSandboxApp = () => ({ clientId: 'sandbox-paypal-app', clientSecret: options.box.derive('sandbox-app:paypal') });

  return {
    get(platform) {
      const entry = list.find((e) => e.platform === platform);
      if (!entry) return null;
      let resolved = cache.get(platform);
      if (!resolved) {
        const sandbox = !live(entry);
        const connector = entry.create({
          ...appCredentials(entry),
          baseUrl: sandbox ? `${origin}/sandbox/${entry.platform}` : undefined,
          fetch: options.fetch,
          webhookUrl: `${ourBase(entry)}/api/webhooks/${entry.platform}`,
          callbackUrl: `${ourBase(entry)}/api/stores/callback/${entry.platform}`,
        });
        resolved = { connector, entry, sandbox };
        cache.set(platform, resolved);
      }
      return resolved;
    },
    entries: () => list.map((entry) => ({ entry, sandbox: !live(entry) })),
    paypal() {
      const real = Boolean(options.env.PAYPAL_CLIENT_ID && options.env.PAYPAL_CLIENT_SECRET);
      return paypalConnect(real
        ? { clientId: String(options.env.PAYPAL_CLIENT_ID), clientSecret: String(options.env.PAYPAL_CLIENT_SECRET), fetch: options.fetch }
        : { ...paypalSandboxApp(), baseUrl: `${origin}/sandbox/paypal`, fetch: options.fetch });
    },
    sandboxes() {
      const paypal = options.env.PAYPAL_CLIENT_ID && options.env.PAYPAL_CLIENT_SECRET ? [] : [{
        platform: 'paypal' as const, prefix: '/sandbox/paypal', plugin: paypalSandbox,
        options: { ...paypalSandboxApp(), fetch: options.fetch, stateFile: options.dataDir ? join(options.dataDir, 'paypal.json') : undefined },
      }];
      return [...paypal, ...list.filter((entry) => !live(entry)).map((entry) => ({
        platform: entry.platform,
        prefix: `/sandbox/${entry.platform}`,
        plugin: entry.sandbox,
        options: {
          ...appCredentials(entry),
          // Resolved per delivery: the origin is known only once the server listens.
          get webhookUrl() { return `${origin}/api/webhooks/${entry.platform}`; },
          fetch: options.fetch,
          stateFile: options.dataDir ? join(options.dataDir, `${entry.platform}.json`) : undefined,
        },
      }))];
    },
    setOrigin(value) {
      origin = value.replace(/\/$/, '');
      cache.clear();
    },
    publicOrigin: () => publicOrigin,
    origin: () => origin,
  };
}
