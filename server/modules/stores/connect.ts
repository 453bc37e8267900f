/**
 * Connecting a store (DOMAIN.md section 3). Start: the shop address is checked against the platform's
 * pattern and a single-use state (10 minutes, bound to the customer, the platform, the shop and, for a
 * re-authorisation, the store) is kept; the browser goes to the platform's authorize URL. Callback:
 * the state is taken once (consumed before anything else happens, so a replay is refused even while
 * the first is still exchanging its code), the connector checks the platform's signature and time
 * window and exchanges the code, and only then is the store written with its credentials encrypted.
 * A refusal is logged (platform, reason, state prefix; never a code, key or token) and stores nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { store, storeAuthState } from '../../db/schema';
import { ConnectorError, type ConnectorRefusal, type StoreConnector } from '../../connectors/store';
import type { Caller } from '../../http/context';
import { ApiFailure, fail } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';
import { apiStatus } from '../../../src/api/contract/shared';
import type { Services } from '../../services';
import { connectorOf, credentialsContext, ownStore, sealCredentials, setStatus, type StoreRow } from './service';

export const STATE_TTL_MS = 10 * 60_000;

export type CallbackReason = ConnectorRefusal | 'platform_error' | 'already_connected' | 'not_found';

export interface CallbackOutcome {
  ok: boolean;
  storeId: number | null;
  storeName: string | null;
  platform: string | null;
  reason: CallbackReason | null;
  message: string | null;
}

/** Shop addresses as platforms write them: Shopify domains in lower case, store URLs without a trailing slash. */
export const normaliseShop = (platform: string, shop: string) => {
  const trimmed = shop.trim().replace(/\/+$/, '');
  return platform === 'woocommerce' ? trimmed.replace(/^https:\/\/([^/]+)/i, (_, host: string) => `https://${host.toLowerCase()}`) : trimmed.toLowerCase();
};

/** The origin the platform sends the browser back to: the caller's, when it is one of this server's (see PortalOrigin). */
export function callbackOrigin(services: Services, requested?: string): string {
  const configured = services.stores.registry.publicOrigin();
  if (!requested) return configured;
  const wanted = requested.replace(/\/$/, '');
  if (wanted === configured) return wanted;
  if (services.config.publicUrl) return configured;
  try {
    const url = new URL(wanted);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return loopback && url.protocol === 'http:' && url.port === new URL(configured).port && url.origin === wanted ? wanted : configured;
  } catch {
    return configured;
  }
}

export async function startConnect(services: Services, caller: Caller, input: { platform: string; shop?: string; storeId?: number; origin?: string }, lang: Lang) {
  const { connector, entry } = connectorOf(services, input.platform);
  let shop: string | null = null;
  if (connector.shopPattern) {
    shop = input.shop ? normaliseShop(input.platform, input.shop) : '';
    if (!shop || !connector.shopPattern.test(shop)) {
      throw new ApiFailure(apiStatus.invalidInput, { params: { field: 'shop', reason: translate(lang, 'server.stores.shopPattern', { example: entry.shopExample ?? '' }) } });
    }
    const [taken] = await services.db.select({ id: store.id, customerId: store.customerId }).from(store)
      .where(and(eq(store.platform, input.platform), eq(store.shop, shop), ne(store.status, 'deleted')));
    if (taken && taken.customerId !== caller.ownerId) throw fail.rule('server.stores.shopTaken');
  }
  const state = randomBytes(24).toString('base64url');
  const verifier = connector.usesPkce ? randomBytes(48).toString('base64url') : null;
  const redirectUri = `${callbackOrigin(services, input.origin)}${entry.callbackPath}`;
  await services.db.insert(storeAuthState).values({
    state, customerId: caller.ownerId, createdBy: caller.id, platform: input.platform, shop, storeId: input.storeId ?? null,
    codeVerifier: verifier ? services.stores.box.seal(verifier, `state:${state}`) : null, redirectUri,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  let authorizeUrl: string;
  try {
    authorizeUrl = connector.authorizeUrl({
      shop: shop ?? undefined, state, redirectUri,
      codeChallenge: verifier ? createHash('sha256').update(verifier).digest('base64url') : undefined,
    });
  } catch (error) {
    if (error instanceof ConnectorError && error.reason === 'bad_shop') {
      throw new ApiFailure(apiStatus.invalidInput, { params: { field: 'shop', reason: translate(lang, 'server.stores.shopPattern', { example: entry.shopExample ?? '' }) } });
    }
    throw error;
  }
  return { authorizeUrl, state };
}

export async function startReauthorize(services: Services, caller: Caller, storeId: number, lang: Lang, origin?: string) {
  const row = await ownStore(services.db, caller, storeId);
  return startConnect(services, caller, { platform: row.platform, shop: row.shop ?? undefined, storeId: row.id, origin }, lang);
}

const refusal = (lang: Lang, platform: string | null, reason: CallbackReason): CallbackOutcome => ({
  ok: false, storeId: null, storeName: null, platform, reason, message: translate(lang, `server.stores.callback.${reason}`),
});

/** Logs a refusal with what helps an operator, never the secrets the request carried. */
function logRefusal(platform: string, reason: string, state: string | null, detail: string) {
  console.warn(`store callback refused: platform=${platform} reason=${reason} state=${state ? `${state.slice(0, 6)}…` : '-'} ${detail.replace(/(code|token|secret|key)=\S+/gi, '$1=…').slice(0, 200)}`);
}

/**
 * Completes a callback. `caller` is the signed-in merchant on the landing page (null for a
 * server-to-server key POST, where the state alone binds the request to the customer).
 */
export async function completeCallback(
  services: Services,
  input: { platform: string; query: Record<string, string>; body?: Record<string, unknown>; caller: Caller | null; lang: Lang; step?: 'load' | 'uninstall' },
): Promise<CallbackOutcome> {
  const resolved = services.stores.registry.get(input.platform);
  if (!resolved) return refusal(input.lang, input.platform, 'not_found');
  const { connector, entry } = resolved;
  if (entry.boundToSignedIn) return completeBoundCallback(services, input);
  const stateValue = connector.callbackState?.(input.query) ?? input.query.state ?? null;
  if (!stateValue || stateValue.length > 200) {
    logRefusal(input.platform, 'bad_state', null, 'no state in the callback');
    return refusal(input.lang, input.platform, 'bad_state');
  }

  // The browser's return after the platform POSTed the keys (WooCommerce): report what the POST did.
  if (entry.keysPosted && !input.body) return keysPostedOutcome(services, input, stateValue);

  // Take the state once: from here on a replay finds it consumed.
  const taken = await services.db.transaction(async (tx) => {
    const [row] = await tx.select().from(storeAuthState).where(eq(storeAuthState.state, stateValue)).for('update');
    if (!row || row.consumedAt || row.platform !== input.platform) return { row: null, why: row?.consumedAt ? 'state reused' : 'unknown state' };
    if (input.caller && input.caller.ownerId !== row.customerId) return { row: null, why: 'state of another customer' };
    await tx.update(storeAuthState).set({ consumedAt: new Date() }).where(eq(storeAuthState.state, stateValue));
    if (row.expiresAt.getTime() < Date.now()) return { row: null, why: 'state expired' };
    return { row, why: '' };
  });
  if (!taken.row) {
    logRefusal(input.platform, 'bad_state', stateValue, taken.why);
    return refusal(input.lang, input.platform, 'bad_state');
  }
  const stateRow = taken.row;
  const record = async (reason: CallbackReason | null, storeId: number | null) => {
    await services.db.update(storeAuthState).set({ resultReason: reason, resultStoreId: storeId }).where(eq(storeAuthState.state, stateValue));
  };

  // The shop the merchant typed is the one the platform must answer for.
  const callbackShop = input.query.shop ? normaliseShop(input.platform, input.query.shop) : null;
  if (stateRow.shop && callbackShop && callbackShop !== stateRow.shop) {
    logRefusal(input.platform, 'bad_shop', stateValue, 'the callback names another shop than the one started');
    await record('bad_shop', null);
    return refusal(input.lang, input.platform, 'bad_shop');
  }
  if (input.query.error || input.query.success === '0') {
    logRefusal(input.platform, 'unauthorized', stateValue, `declined: ${String(input.query.error ?? 'success=0').slice(0, 60)}`);
    await record('unauthorized', null);
    return refusal(input.lang, input.platform, 'unauthorized');
  }

  let connected;
  try {
    connected = await connector.completeAuthorization({
      // Only a key POST (WooCommerce) lacks the shop; a signed redirect's query is passed exactly as signed
      // (an added key breaks signatures over the whole query, such as SHOPLINE's).
      query: { ...input.query, ...(entry.keysPosted && stateRow.shop && !input.query.shop ? { shop: stateRow.shop } : {}) },
      body: input.body,
      redirectUri: stateRow.redirectUri ?? `${services.stores.registry.publicOrigin()}${entry.callbackPath}`,
      codeVerifier: stateRow.codeVerifier ? services.stores.box.open(stateRow.codeVerifier, `state:${stateValue}`) : undefined,
      now: new Date(),
    });
  } catch (error) {
    const reason: CallbackReason = error instanceof ConnectorError ? (error.reason as CallbackReason) : 'platform_error';
    logRefusal(input.platform, reason, stateValue, error instanceof Error ? error.message : String(error));
    await record(reason, null);
    if (stateRow.storeId) await markAuthFailed(services, stateRow.storeId, reason);
    return refusal(input.lang, input.platform, reason);
  }
  const shop = normaliseShop(input.platform, connected.shop);
  if (stateRow.shop && shop !== stateRow.shop) {
    logRefusal(input.platform, 'bad_shop', stateValue, 'the platform authorised another shop');
    await record('bad_shop', null);
    return refusal(input.lang, input.platform, 'bad_shop');
  }

  const saved = await saveConnected(services, input.platform, stateRow, shop, connected);
  if (!saved) {
    logRefusal(input.platform, 'already_connected', stateValue, 'the shop belongs to another customer');
    await record('already_connected', null);
    return refusal(input.lang, input.platform, 'already_connected');
  }
  await record(null, saved.id);
  return { ok: true, storeId: saved.id, storeName: saved.name, platform: saved.platform, reason: null, message: null };
}

/** Writes the connected store (new, or the one re-authorised) with its credentials sealed; null when the shop is another customer's. */
async function saveConnected(
  services: Services, platform: string, binding: { customerId: number; createdBy: number; storeId: number | null }, shop: string,
  connected: Awaited<ReturnType<StoreConnector['completeAuthorization']>>,
): Promise<StoreRow | null> {
  return services.db.transaction(async (tx) => {
    const [other] = await tx.select().from(store).where(and(eq(store.platform, platform), eq(store.shop, shop), ne(store.status, 'deleted')));
    if (other && other.customerId !== binding.customerId) return null;
    let row: StoreRow | undefined = other;
    if (!row && binding.storeId) {
      [row] = await tx.select().from(store).where(and(eq(store.id, binding.storeId), eq(store.customerId, binding.customerId)));
    }
    if (!row) {
      [row] = await tx.insert(store).values({ customerId: binding.customerId, platform, name: connected.name.slice(0, 200), shop, status: 'auth_expired' }).returning();
    }
    return setStatus(tx, row, 'authorized', { type: row.connectedAt ? 'reauthorized' : 'connected', actorId: binding.createdBy, data: { shop } }, {
      // A re-authorised store keeps the name the merchant knows it by; a new one takes the platform's.
      shop, name: row.connectedAt || binding.storeId ? row.name : connected.name.slice(0, 200) || row.name, scopes: connected.scopes,
      credentials: sealCredentials(services, row.id, connected.credentials),
      tokenExpiresAt: connected.credentials.expiresAt ? new Date(connected.credentials.expiresAt) : null,
      webhooks: (connected.credentials.extra?.webhookIds ?? '').split(',').filter(Boolean),
      connectedAt: new Date(),
    });
  });
}

/**
 * BigCommerce and Shoper send no state of ours back: the callback is bound to the signed-in merchant whose
 * landing page posts it (storeAuthCallback needs a session). The platform's own proof is checked by the
 * connector (Shoper: the SHA-512 HMAC of the request and its 10-minute window; BigCommerce: the code, context
 * and scope exchanged with our client secret, or the HS256 `signed_payload_jwt` of a load/uninstall). A
 * callback is taken once: its fingerprint is kept as a consumed state, so the same request again is refused
 * even before the platform would refuse the used code. A connect the merchant started in the portal (its
 * pending state of the same platform) lends its redirect URI and re-authorised store and is used up.
 */
async function completeBoundCallback(
  services: Services,
  input: { platform: string; query: Record<string, string>; caller: Caller | null; lang: Lang; step?: 'load' | 'uninstall' },
): Promise<CallbackOutcome> {
  const { connector, entry } = connectorOf(services, input.platform);
  const caller = input.caller;
  if (!caller) {
    logRefusal(input.platform, 'bad_state', null, 'a callback without state needs the signed-in merchant');
    return refusal(input.lang, input.platform, 'bad_state');
  }
  const sorted = Object.keys(input.query).sort().map((key) => `${key}=${input.query[key]}`).join('&');
  const fingerprint = `bound:${createHash('sha256').update(`${input.platform}\n${sorted}`).digest('base64url')}`;
  const taken = await services.db.insert(storeAuthState).values({
    state: fingerprint, customerId: caller.ownerId, createdBy: caller.id, platform: input.platform, expiresAt: new Date(Date.now() + STATE_TTL_MS), consumedAt: new Date(),
  }).onConflictDoNothing().returning({ state: storeAuthState.state });
  if (taken.length === 0) {
    logRefusal(input.platform, 'bad_state', fingerprint, 'the same callback again (replay)');
    return refusal(input.lang, input.platform, 'bad_state');
  }
  const record = async (reason: CallbackReason | null, storeId: number | null) => {
    await services.db.update(storeAuthState).set({ resultReason: reason, resultStoreId: storeId }).where(eq(storeAuthState.state, fingerprint));
  };

  // A signed load/uninstall request (BigCommerce) names a store this merchant already has.
  if (input.step === 'load' || input.step === 'uninstall' || input.query.signed_payload_jwt || input.query.signed_payload) {
    let shop: string;
    try {
      if (!connector.verifyAppRequest) throw new ConnectorError('bad_signature', 'this platform sends no signed app requests');
      shop = connector.verifyAppRequest(input.query, new Date()).shop;
    } catch (error) {
      const reason: CallbackReason = error instanceof ConnectorError ? (error.reason as CallbackReason) : 'platform_error';
      logRefusal(input.platform, reason, fingerprint, error instanceof Error ? error.message : String(error));
      await record(reason, null);
      return refusal(input.lang, input.platform, reason);
    }
    const [row] = await services.db.select().from(store)
      .where(and(eq(store.customerId, caller.ownerId), eq(store.platform, input.platform), eq(store.shop, shop), ne(store.status, 'deleted')));
    if (!row) {
      await record('not_found', null);
      return refusal(input.lang, input.platform, 'not_found');
    }
    if (input.step === 'uninstall') {
      await services.db.transaction(async (tx) => {
        const [current] = await tx.select().from(store).where(eq(store.id, row.id)).for('update');
        if (current && current.status !== 'deleted') await setStatus(tx, current, 'deleted', { type: 'uninstalled', actorId: caller.id }, { credentials: null, webhooks: [] });
      });
    }
    await record(null, row.id);
    return { ok: true, storeId: row.id, storeName: row.name, platform: row.platform, reason: null, message: null };
  }

  // The connect this merchant started in the portal, if any (newest first): used up by this callback.
  const pending = await services.db.transaction(async (tx) => {
    const [row] = await tx.select().from(storeAuthState)
      .where(and(eq(storeAuthState.customerId, caller.ownerId), eq(storeAuthState.platform, input.platform), isNull(storeAuthState.consumedAt), gt(storeAuthState.expiresAt, new Date())))
      .orderBy(desc(storeAuthState.createdAt)).limit(1).for('update');
    if (row) await tx.update(storeAuthState).set({ consumedAt: new Date() }).where(eq(storeAuthState.state, row.state));
    return row ?? null;
  });
  let connected;
  try {
    connected = await connector.completeAuthorization({
      query: input.query,
      redirectUri: pending?.redirectUri ?? `${services.stores.registry.publicOrigin()}${entry.callbackPath}`,
      now: new Date(),
    });
  } catch (error) {
    const reason: CallbackReason = error instanceof ConnectorError ? (error.reason as CallbackReason) : 'platform_error';
    logRefusal(input.platform, reason, fingerprint, error instanceof Error ? error.message : String(error));
    await record(reason, null);
    if (pending?.storeId) await markAuthFailed(services, pending.storeId, reason);
    return refusal(input.lang, input.platform, reason);
  }
  const shop = normaliseShop(input.platform, connected.shop);
  const saved = await saveConnected(services, input.platform, { customerId: caller.ownerId, createdBy: caller.id, storeId: pending?.storeId ?? null }, shop, connected);
  if (!saved) {
    logRefusal(input.platform, 'already_connected', fingerprint, 'the shop belongs to another customer');
    await record('already_connected', null);
    return refusal(input.lang, input.platform, 'already_connected');
  }
  if (pending) await services.db.update(storeAuthState).set({ resultStoreId: saved.id }).where(eq(storeAuthState.state, pending.state));
  await record(null, saved.id);
  return { ok: true, storeId: saved.id, storeName: saved.name, platform: saved.platform, reason: null, message: null };
}

async function keysPostedOutcome(services: Services, input: { platform: string; query: Record<string, string>; caller: Caller | null; lang: Lang }, stateValue: string): Promise<CallbackOutcome> {
  const [row] = await services.db.select().from(storeAuthState).where(and(eq(storeAuthState.state, stateValue), eq(storeAuthState.platform, input.platform)));
  if (!row || (input.caller && row.customerId !== input.caller.ownerId)) {
    logRefusal(input.platform, 'bad_state', stateValue, 'unknown state on return');
    return refusal(input.lang, input.platform, 'bad_state');
  }
  if (input.query.success === '0') {
    if (!row.consumedAt) await services.db.update(storeAuthState).set({ consumedAt: new Date(), resultReason: 'unauthorized' }).where(eq(storeAuthState.state, stateValue));
    return refusal(input.lang, input.platform, 'unauthorized');
  }
  if (row.resultStoreId) {
    const [saved] = await services.db.select().from(store).where(eq(store.id, row.resultStoreId));
    if (saved) return { ok: true, storeId: saved.id, storeName: saved.name, platform: saved.platform, reason: null, message: null };
  }
  return refusal(input.lang, input.platform, (row.resultReason as CallbackReason | null) ?? 'token_exchange_failed');
}

async function markAuthFailed(services: Services, storeId: number, reason: string) {
  await services.db.transaction(async (tx) => {
    const [row] = await tx.select().from(store).where(eq(store.id, storeId)).for('update');
    if (row && row.status !== 'deleted' && row.status !== 'auth_failed') await setStatus(tx, row, 'auth_failed', { type: 'authFailed', actorId: null, data: { reason } });
  });
}

/** Only for tests and tools: the credentials context a store's blob is sealed with. */
export { credentialsContext };
