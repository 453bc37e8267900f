/**
 * Draft processing (/orders/draft/process): map store lines to catalogue variants (remembered per store
 * variant), fix the address, choose the channel, submit → awaiting payment. Every change re-prices on the
 * server; submit refuses a draft that still has a problem. Bulk actions (submit, cancel) treat each order
 * on its own transaction: one refused order does not undo the others, and the answer says which and why.
 */
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { order, orderLine, product, variant, variantMapping } from '../../db/schema';
import type { OrderAddress } from '../../../src/api/contract/orders';
import { ApiFailure, fail } from '../../http/envelope';
import { apiStatus } from '../../../src/api/contract/shared';
import { translate, type Lang } from '../../http/i18n';
import { orderDetail } from './queries';
import { destinationOf, orderFieldError, orderableVariants, ownOrder, quotesFor, reprice, transition, writeEvent, type OrderRow } from './service';
import { chooseChannel, defaultChannelCode, withChannelName } from './channels';
import { storeVariantKeyOf } from './fromStore';

async function quotesOf(db: DbOrTx, row: OrderRow) {
  const lines = await db.select({ variantId: orderLine.variantId, quantity: orderLine.quantity }).from(orderLine).where(eq(orderLine.orderId, row.id));
  return quotesFor(db, await destinationOf(db, row), lines);
}

/** The draft with its channels (priced for its lines) and the merchant's default for its country. */
export async function processInfo(db: DbOrTx, customerId: number, orderId: number, scope: StoreScope = null, lang: Lang = 'en') {
  const row = await ownOrder(db, customerId, orderId, false, scope);
  const detail = await orderDetail(db, customerId, orderId, null, lang);
  if (!detail) throw fail.notFound();
  const quotes = await quotesOf(db, row);
  return { order: await withChannelName(db, detail), quotes, defaultChannelCode: await defaultChannelCode(db, customerId, await destinationOf(db, row)) };
}

const notDraft = (row: OrderRow) => fail.rule('server.orders.notDraft', { number: row.number });

/** Applies draft changes (mapping, address, channel) in one transaction and re-prices; answers the processing view. */
export async function updateDraft(db: Db, customerId: number, orderId: number, actorId: number, changes: DraftChanges, lang: Lang, scope: StoreScope = null) {
  await applyDraftChanges(db, customerId, orderId, actorId, changes, lang, scope);
  return processInfo(db, customerId, orderId, scope, lang);
}

export interface DraftChanges { lines?: Array<{ lineId: number; variantId: number }>; address?: OrderAddress; channelCode?: string }

export async function applyDraftChanges(db: Db, customerId: number, orderId: number, actorId: number, changes: DraftChanges, lang: Lang, scope: StoreScope = null) {
  await db.transaction(async (tx) => {
    const row = await ownOrder(tx, customerId, orderId, true, scope);
    if (row.status !== 'draft') throw notDraft(row);
    const data: Record<string, string | number> = {};
    if (changes.lines?.length) {
      const lines = await tx.select().from(orderLine).where(eq(orderLine.orderId, orderId));
      const byId = new Map(lines.map((l) => [l.id, l]));
      const variants = await orderableVariants(tx, changes.lines.map((c) => c.variantId));
      for (const [i, change] of changes.lines.entries()) {
        const line = byId.get(change.lineId);
        if (!line) throw orderFieldError(`lines.${i}.lineId`, 'server.orders.lineUnknown', lang);
        if (!variants.has(change.variantId)) throw orderFieldError(`lines.${i}.variantId`, 'server.orders.variantUnavailable', lang);
        await tx.update(orderLine).set({ variantId: change.variantId }).where(eq(orderLine.id, line.id));
        const key = storeVariantKeyOf({ storeVariantId: line.storeVariantId, sku: line.storeSku });
        // Remembered for the next order of this store variant.
        if (row.storeId && key) {
          await tx.insert(variantMapping).values({ customerId, storeId: row.storeId, storeVariantKey: key, variantId: change.variantId })
            .onConflictDoUpdate({ target: [variantMapping.customerId, variantMapping.storeId, variantMapping.storeVariantKey], set: { variantId: change.variantId, updatedAt: new Date() } });
        }
      }
      data.mapped = changes.lines.length;
    }
    if (changes.address) {
      const address = { ...changes.address, name: changes.address.name.trim(), line1: changes.address.line1.trim(), city: changes.address.city.trim() };
      if (!address.name) throw orderFieldError('address.name', 'server.validation.required', lang);
      if (!address.line1) throw orderFieldError('address.line1', 'server.validation.required', lang);
      if (!address.city) throw orderFieldError('address.city', 'server.validation.required', lang);
      await tx.update(order).set({ address, countryCode: address.countryCode, buyerName: row.buyerName ?? address.name }).where(eq(order.id, orderId));
      data.countryCode = address.countryCode;
    }
    const { row: after } = await reprice(tx, orderId, {
      pickChannel: async (quotes, current) => {
        if (changes.channelCode === undefined) return chooseChannel(tx, customerId, current.countryCode ?? current.address?.countryCode ?? null, quotes, current.channelCode);
        if (!quotes.some((q) => q.channelCode === changes.channelCode)) throw orderFieldError('channelCode', 'server.orders.channelUnreachable', lang);
        data.channelCode = changes.channelCode;
        return changes.channelCode;
      },
    });
    if (Object.keys(data).length > 0) await writeEvent(tx, orderId, { type: 'edited', actor: 'merchant', actorId, data: { ...data, problem: after.problem } });
  });
}

/** The store ids a sub-account may work on (`storeScopeOf`; null = every store). */
type StoreScope = readonly number[] | null;

interface BulkOutcome { done: number[]; failed: Array<{ id: number; number: string | null; message: string }> }

/** Runs `work` on each order in its own transaction; a refusal is reported, never thrown. */
async function eachOrder(db: Db, ids: number[], lang: Lang, work: (tx: DbOrTx, id: number) => Promise<void>): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], failed: [] };
  for (const id of ids) {
    try {
      await db.transaction((tx) => work(tx, id));
      outcome.done.push(id);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      const [row] = await db.select({ number: order.number }).from(order).where(eq(order.id, id));
      outcome.failed.push({ id, number: error.status === apiStatus.notFound ? null : row?.number ?? null, message: translate(lang, error.messageKey, error.params) });
    }
  }
  return outcome;
}

/** Drafts → awaiting payment, each on its own: mapped, addressed, with a channel that reaches it. */
export async function submitDrafts(db: Db, customerId: number, ids: number[], actorId: number, lang: Lang, scope: StoreScope = null) {
  return eachOrder(db, ids, lang, async (tx, id) => {
    const row = await ownOrder(tx, customerId, id, true, scope);
    if (row.status !== 'draft') throw notDraft(row);
    const { row: after } = await reprice(tx, id, { pickChannel: (quotes, current) => chooseChannel(tx, customerId, current.countryCode, quotes, current.channelCode) });
    if (after.problem) throw new ApiFailure(apiStatus.businessRule, { key: 'server.orders.submitRefused', params: { number: after.number, reason: translate(lang, `server.orders.problem.${after.problem}`) } });
    await transition(tx, id, 'awaiting_payment', { actor: 'merchant', actorId, customerId, data: { channelCode: after.channelCode, totalCents: after.totalCents } });
  });
}

/** Cancels drafts and unpaid orders; a paid one is refused (its cancellation is an after-sale case). */
export async function cancelOrders(db: Db, customerId: number, ids: number[], actorId: number, lang: Lang, scope: StoreScope = null) {
  return eachOrder(db, ids, lang, async (tx, id) => {
    const row = await ownOrder(tx, customerId, id, true, scope);
    if (row.status !== 'draft' && row.status !== 'awaiting_payment') throw fail.rule('server.orders.cancelPaid', { number: row.number });
    await transition(tx, id, 'canceled', { actor: 'merchant', actorId, customerId });
  });
}

/** Catalogue variants on sale matching an SKU or a product title, to map a store line to. */
export async function searchVariants(db: DbOrTx, customerId: number, keyword: string, lang: Lang) {
  const pattern = `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.select({
    variantId: variant.id, sku: variant.sku, title: product.title, optionValues: variant.optionValues, image: variant.image, images: product.images,
    costCents: variant.costPrice, weightGrams: variant.weightGrams,
  }).from(variant).innerJoin(product, eq(product.id, variant.productId))
    .where(and(eq(variant.status, 'on_sale'), eq(product.status, 'on_sale'), sql`(${product.ownerCustomerId} is null or ${product.ownerCustomerId} = ${customerId})`,
      or(ilike(variant.sku, pattern), ilike(product.spu, pattern), ilike(sql`${product.title}->>${lang}`, pattern), ilike(sql`${product.title}->>'en'`, pattern))))
    .orderBy(asc(variant.sku)).limit(20);
  return rows.map((r) => ({
    variantId: r.variantId, sku: r.sku, title: r.title[lang] || r.title.en, options: r.optionValues.map((o) => o.value).join(' / '),
    image: r.image ?? r.images[0] ?? null, costCents: r.costCents, weightGrams: r.weightGrams,
  }));
}
