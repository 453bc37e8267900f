/**
 * Store settings: VAT / tax numbers per store and country, and the connected accounts of storeSettings.
 * Reading of the spec (its calls only): `getConnectAccList` lists the accounts connected to the stores'
 * after-sale flow — the PayPal account whose transactions receive tracking numbers (`addPaypayAuth`,
 * `disConnectAccount`) and the reply-to address of store e-mails, proven by a code (`sendReplayEmailCode`,
 * `verifyReplayEmailCode`: "replay" is the spec's spelling of reply).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { country, store, storeAuthState, storeConnectedAccount, storeTaxNumber } from '../../db/schema';
import { ConnectorError } from '../../connectors/store';
import type { Caller } from '../../http/context';
import { ApiFailure, fail } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';
import { apiStatus } from '../../../src/api/contract/shared';
import type { Services } from '../../services';
import { enqueueMail } from '../mail/outbox';
import { randomCode } from '../auth/codes';
import { inScope, ownStore, scopeOf } from './service';
import { callbackOrigin, STATE_TTL_MS } from './connect';

export async function listTaxNumbers(services: Services, caller: Caller, storeId?: number) {
  const scope = await scopeOf(services.db, caller);
  const rows = await services.db.select({ row: storeTaxNumber, storeName: store.name }).from(storeTaxNumber).innerJoin(store, eq(store.id, storeTaxNumber.storeId))
    .where(and(eq(storeTaxNumber.customerId, caller.ownerId), inScope(scope, store.id), storeId ? eq(storeTaxNumber.storeId, storeId) : undefined))
    .orderBy(asc(store.name), asc(storeTaxNumber.countryId));
  return rows.map(({ row, storeName }) => ({ id: row.id, storeId: row.storeId, storeName, countryId: row.countryId, taxNumber: row.taxNumber, createdAt: row.createdAt }));
}

export async function saveTaxNumber(services: Services, caller: Caller, input: { id?: number; storeId: number; countryId: number; taxNumber: string }, lang: Lang) {
  const storeRow = await ownStore(services.db, caller, input.storeId);
  const [known] = await services.db.select({ id: country.id }).from(country).where(eq(country.id, input.countryId));
  if (!known) throw new ApiFailure(apiStatus.invalidInput, { params: { field: 'countryId', reason: translate(lang, 'server.stores.unknownCountry') } });
  const taxNumber = input.taxNumber.trim().toUpperCase();
  return services.db.transaction(async (tx) => {
    const [clash] = await tx.select({ id: storeTaxNumber.id }).from(storeTaxNumber).where(and(eq(storeTaxNumber.storeId, input.storeId), eq(storeTaxNumber.countryId, input.countryId)));
    if (clash && clash.id !== input.id) throw fail.rule('server.stores.taxNumberTaken');
    let row;
    if (input.id) {
      [row] = await tx.update(storeTaxNumber).set({ storeId: input.storeId, countryId: input.countryId, taxNumber })
        .where(and(eq(storeTaxNumber.id, input.id), eq(storeTaxNumber.customerId, caller.ownerId))).returning();
      if (!row) throw fail.notFound();
      await ownStore(tx, caller, row.storeId);
    } else {
      [row] = await tx.insert(storeTaxNumber).values({ customerId: caller.ownerId, storeId: input.storeId, countryId: input.countryId, taxNumber }).returning();
    }
    return { id: row.id, storeId: row.storeId, storeName: storeRow.name, countryId: row.countryId, taxNumber: row.taxNumber, createdAt: row.createdAt };
  });
}

export async function removeTaxNumber(services: Services, caller: Caller, id: number) {
  const [row] = await services.db.select().from(storeTaxNumber).where(and(eq(storeTaxNumber.id, id), eq(storeTaxNumber.customerId, caller.ownerId)));
  if (!row) throw fail.notFound();
  await ownStore(services.db, caller, row.storeId);
  await services.db.delete(storeTaxNumber).where(eq(storeTaxNumber.id, id));
}

type AccountRow = typeof storeConnectedAccount.$inferSelect;
const toAccount = (row: AccountRow) => ({ id: row.id, type: row.type, account: row.account, storeId: row.storeId, verified: row.verified, connectedAt: row.createdAt });

export async function listAccounts(services: Services, caller: Caller) {
  const scope = await scopeOf(services.db, caller);
  const rows = await services.db.select().from(storeConnectedAccount).where(eq(storeConnectedAccount.customerId, caller.ownerId)).orderBy(asc(storeConnectedAccount.id));
  // An account tied to a store outside the caller's scope is not shown to it.
  return rows.filter((r) => r.storeId === null || scope === null || scope.includes(r.storeId)).map(toAccount);
}

const CODE_TTL_MS = 15 * 60_000;
const MAX_TRIES = 5;
const RESEND_AFTER_MS = 60_000;
const digest = (code: string) => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function sendReplyCode(services: Services, caller: Caller, input: { email: string; storeId?: number; language?: string }, lang: Lang) {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new ApiFailure(apiStatus.invalidInput, { params: { field: 'email', reason: translate(lang, 'server.status.invalidEmail') } });
  if (input.storeId) await ownStore(services.db, caller, input.storeId);
  const code = randomCode();
  await services.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(storeConnectedAccount)
      .where(and(eq(storeConnectedAccount.customerId, caller.ownerId), eq(storeConnectedAccount.type, 'replyEmail'), eq(storeConnectedAccount.account, email))).for('update');
    if (existing?.verified) throw fail.rule('server.stores.replyEmailVerified');
    if (existing?.codeExpiresAt && existing.codeExpiresAt.getTime() - CODE_TTL_MS + RESEND_AFTER_MS > Date.now()) {
      throw new ApiFailure(apiStatus.tooManyRequests, { key: 'server.status.codeTooSoon' });
    }
    const values = { codeHash: digest(code), codeExpiresAt: new Date(Date.now() + CODE_TTL_MS), codeAttempts: 0, storeId: input.storeId ?? null, updatedAt: new Date() };
    if (existing) await tx.update(storeConnectedAccount).set(values).where(eq(storeConnectedAccount.id, existing.id));
    else await tx.insert(storeConnectedAccount).values({ customerId: caller.ownerId, type: 'replyEmail', account: email, verified: false, ...values });
    const mailLang: Lang = input.language === 'zh' || input.language === 'tr' ? input.language : lang;
    const t = (key: string, params: Record<string, string | number> = {}) => translate(mailLang, `server.stores.replyMail.${key}`, params);
    await enqueueMail(tx, { to: email, subject: t('subject'), body: [t('intro'), '', t('codeLine', { code, minutes: CODE_TTL_MS / 60_000 }), '', t('ignore')].join('\n') });
  });
  services.mail.kick();
}

export async function verifyReplyCode(services: Services, caller: Caller, input: { email: string; code: string }) {
  const email = input.email.trim().toLowerCase();
  return services.db.transaction(async (tx) => {
    const [row] = await tx.select().from(storeConnectedAccount)
      .where(and(eq(storeConnectedAccount.customerId, caller.ownerId), eq(storeConnectedAccount.type, 'replyEmail'), eq(storeConnectedAccount.account, email))).for('update');
    if (!row || !row.codeHash || !row.codeExpiresAt || row.codeExpiresAt.getTime() < Date.now() || row.codeAttempts >= MAX_TRIES) {
      throw new ApiFailure(apiStatus.validateCodeInvalid);
    }
    if (row.codeHash !== digest(input.code)) {
      await tx.update(storeConnectedAccount).set({ codeAttempts: row.codeAttempts + 1 }).where(eq(storeConnectedAccount.id, row.id));
      return null;
    }
    const [verified] = await tx.update(storeConnectedAccount).set({ verified: true, codeHash: null, codeExpiresAt: null, codeAttempts: 0, updatedAt: new Date() })
      .where(eq(storeConnectedAccount.id, row.id)).returning();
    return toAccount(verified);
  }).then((result) => {
    // The wrong try is counted (committed) before the refusal.
    if (!result) throw new ApiFailure(apiStatus.validateCodeInvalid);
    return result;
  });
}

export async function disconnectAccount(services: Services, caller: Caller, id: number) {
  const visible = await listAccounts(services, caller);
  if (!visible.some((a) => a.id === id)) throw fail.notFound();
  await services.db.delete(storeConnectedAccount).where(and(eq(storeConnectedAccount.id, id), eq(storeConnectedAccount.customerId, caller.ownerId)));
}

/** Store ids of the main account that exist (for a sub-account's scope). */
export async function existingStoreIds(services: Services, ownerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await services.db.select({ id: store.id }).from(store).where(and(eq(store.customerId, ownerId), inArray(store.id, ids)));
  return rows.map((r) => r.id);
}

/** The storeSettings callback page PayPal returns to (the spec's /third/connect; /third/paypalConnect is the money domain's). */
export const PAYPAL_RETURN_PATH = '/third/connect';

/** Starts "Log in with PayPal": a single-use state (platform 'paypal', 10 minutes, the store if one) and PayPal's authorize URL. */
export async function startPaypal(services: Services, caller: Caller, input: { storeId?: number; origin?: string }) {
  if (input.storeId) await ownStore(services.db, caller, input.storeId);
  const state = randomBytes(24).toString('base64url');
  const redirectUri = `${callbackOrigin(services, input.origin)}${PAYPAL_RETURN_PATH}`;
  await services.db.insert(storeAuthState).values({
    state, customerId: caller.ownerId, createdBy: caller.id, platform: 'paypal', storeId: input.storeId ?? null, redirectUri, expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return { authorizeUrl: services.stores.registry.paypal().authorizeUrl({ state, redirectUri }), state };
}

/**
 * addPaypayAuth: the code PayPal returned (with the state the Connect button's round trip carried, taken once;
 * or a code pasted by hand) is exchanged with our client credentials; the account PayPal names (payer id, e-mail)
 * is kept, verified, with its tokens sealed. A refused code is a 9001 on authCode; nothing is stored.
 */
export async function addPaypal(services: Services, caller: Caller, input: { authCode: string; storeId?: number; state?: string }, lang: Lang) {
  let storeId = input.storeId ?? null;
  let redirectUri = `${services.stores.registry.publicOrigin()}${PAYPAL_RETURN_PATH}`;
  if (input.state) {
    const stateValue = input.state;
    const row = await services.db.transaction(async (tx) => {
      const [found] = await tx.select().from(storeAuthState).where(eq(storeAuthState.state, stateValue)).for('update');
      if (!found || found.platform !== 'paypal' || found.customerId !== caller.ownerId || found.consumedAt) return null;
      await tx.update(storeAuthState).set({ consumedAt: new Date() }).where(eq(storeAuthState.state, stateValue));
      return found.expiresAt.getTime() < Date.now() ? null : found;
    });
    if (!row) throw new ApiFailure(apiStatus.invalidInput, { params: { field: 'authCode', reason: translate(lang, 'server.stores.callback.bad_state') } });
    storeId = row.storeId ?? storeId;
    redirectUri = row.redirectUri ?? redirectUri;
  }
  if (storeId) await ownStore(services.db, caller, storeId);
  let account;
  try {
    account = await services.stores.registry.paypal().complete({ code: input.authCode.trim(), redirectUri });
  } catch (error) {
    if (!(error instanceof ConnectorError)) throw error;
    console.warn(`paypal connect refused: customer=${caller.ownerId} reason=${error.reason}`);
    throw new ApiFailure(apiStatus.invalidInput, { params: { field: 'authCode', reason: translate(lang, 'server.stores.paypalRefused') } });
  }
  const values = {
    storeId, verified: true, codeHash: null, codeExpiresAt: null, codeAttempts: 0, updatedAt: new Date(),
    credentials: services.stores.box.seal(JSON.stringify({ payerId: account.payerId, accessToken: account.accessToken, refreshToken: account.refreshToken, expiresAt: account.expiresAt }), `paypal:${caller.ownerId}:${account.email}`),
  };
  const [row] = await services.db.insert(storeConnectedAccount).values({ customerId: caller.ownerId, type: 'paypal', account: account.email, ...values })
    .onConflictDoUpdate({ target: [storeConnectedAccount.customerId, storeConnectedAccount.type, storeConnectedAccount.account], set: values }).returning();
  return toAccount(row);
}
