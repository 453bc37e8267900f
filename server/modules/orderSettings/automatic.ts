/**
 * Automatic fulfilment (DOMAIN.md section 4): for each merchant who enabled it, submit the drafts whose
 * lines are all mapped and whose channel is known (the one chosen, else the merchant's default for the
 * country, else the cheapest that reaches it), then pay awaiting-payment orders from the balance while the
 * day's automatic spending stays within the daily limit (and each order within the per-order cap).
 * Every action is an `automatic` event on the order, next to the status change the orders service writes.
 *
 * The day's spending row is locked (FOR UPDATE) for the payment's transaction, so two runs at once (two API
 * processes, or the schedule and "run now") never spend past the limit; the payment itself is the
 * checkout service's (all or nothing, idempotent per order: key `auto-<order id>`).
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { automaticFulfilment, automaticFulfilmentDay, order, store } from '../../db/schema';
import { ApiFailure, fail } from '../../http/envelope';
import { apiStatus } from '../../../src/api/contract/shared';
import { translate, type Lang } from '../../http/i18n';
import { reprice, transition, writeEvent } from '../orders/service';
import { chooseChannel } from '../orders/channels';
import { payFromBalance } from '../payment/service';

/** Drafts and payments looked at per merchant per run (the schedule comes back every few minutes). */
const RUN_BATCH = 100;

export const utcDay = (at = new Date()) => at.toISOString().slice(0, 10);

export async function automaticInfo(db: DbOrTx, customerId: number) {
  const [settings] = await db.select().from(automaticFulfilment).where(eq(automaticFulfilment.customerId, customerId));
  const day = utcDay();
  const [today] = await db.select().from(automaticFulfilmentDay).where(and(eq(automaticFulfilmentDay.customerId, customerId), eq(automaticFulfilmentDay.day, day)));
  const stores = await db.select({ id: store.id, name: store.name, platform: store.platform }).from(store).where(eq(store.customerId, customerId)).orderBy(asc(store.id));
  return {
    enabled: settings?.enabled ?? false,
    dailyLimitCents: settings?.dailyLimitCents ?? 0,
    maxOrderCents: settings?.maxOrderCents ?? null,
    storeIds: settings?.storeIds ?? [],
    payWay: 'balance' as const,
    today: { day, spentCents: today?.spentCents ?? 0, processed: today?.processed ?? 0, paid: today?.paid ?? 0 },
    lastRunAt: settings?.lastRunAt ?? null,
    stores,
  };
}

export async function saveAutomatic(db: Db, customerId: number, input: { enabled: boolean; dailyLimitCents: number; maxOrderCents: number | null; storeIds: number[] }, lang: Lang) {
  if (input.storeIds.length > 0) {
    const own = await db.select({ id: store.id }).from(store).where(and(eq(store.customerId, customerId), inArray(store.id, input.storeIds)));
    if (own.length !== new Set(input.storeIds).size) {
      throw new ApiFailure(apiStatus.invalidInput, { params: { field: 'storeIds', reason: translate(lang, 'server.orderSettings.unknownStore') } });
    }
  }
  const values = { enabled: input.enabled, dailyLimitCents: input.dailyLimitCents, maxOrderCents: input.maxOrderCents, storeIds: [...new Set(input.storeIds)], updatedAt: new Date() };
  await db.insert(automaticFulfilment).values({ customerId, ...values }).onConflictDoUpdate({ target: automaticFulfilment.customerId, set: values });
  return automaticInfo(db, customerId);
}

async function bumpDay(tx: DbOrTx, customerId: number, day: string, change: { spentCents?: number; processed?: number; paid?: number }) {
  await tx.insert(automaticFulfilmentDay).values({ customerId, day, spentCents: change.spentCents ?? 0, processed: change.processed ?? 0, paid: change.paid ?? 0 })
    .onConflictDoUpdate({
      target: [automaticFulfilmentDay.customerId, automaticFulfilmentDay.day],
      set: {
        spentCents: sql`${automaticFulfilmentDay.spentCents} + ${change.spentCents ?? 0}`,
        processed: sql`${automaticFulfilmentDay.processed} + ${change.processed ?? 0}`,
        paid: sql`${automaticFulfilmentDay.paid} + ${change.paid ?? 0}`,
      },
    });
}

export interface RunResult { processed: number; paid: number; paidCents: number; skipped: number }

/** One merchant's run. Each draft and each payment is its own transaction: one failure leaves the others done. */
export async function runAutomatic(db: Db, customerId: number, options: { manual?: boolean; lang?: Lang } = {}): Promise<RunResult> {
  const [settings] = await db.select().from(automaticFulfilment).where(eq(automaticFulfilment.customerId, customerId));
  if (!settings?.enabled) {
    if (options.manual) throw fail.rule('server.orderSettings.automaticDisabled');
    return { processed: 0, paid: 0, paidCents: 0, skipped: 0 };
  }
  const result: RunResult = { processed: 0, paid: 0, paidCents: 0, skipped: 0 };
  const storeFilter = settings.storeIds.length > 0 ? inArray(order.storeId, settings.storeIds) : undefined;
  const day = utcDay();

  // 1. Drafts with every line mapped: choose the channel, reprice, submit.
  const drafts = await db.select({ id: order.id }).from(order)
    .where(and(eq(order.customerId, customerId), eq(order.status, 'draft'), or(isNull(order.problem), sql`${order.problem} <> 'unmapped_variant'`), storeFilter))
    .orderBy(asc(order.createdAt), asc(order.id)).limit(RUN_BATCH);
  for (const { id } of drafts) {
    const submitted = await db.transaction(async (tx) => {
      const first = await reprice(tx, id);
      if (first.row.status !== 'draft' || first.row.problem) return false;
      const channelCode = first.domestic ? first.row.channelCode : await chooseChannel(tx, customerId, first.row.countryCode, first.quotes, first.row.channelCode);
      if (!first.domestic && !channelCode) return false;
      if (channelCode !== first.row.channelCode) await tx.update(order).set({ channelCode }).where(eq(order.id, id));
      const { row } = await reprice(tx, id);
      if (row.problem) return false;
      await transition(tx, id, 'awaiting_payment', { actor: 'system', actorId: null, customerId, data: { automatic: true } });
      await writeEvent(tx, id, { type: 'automatic', actor: 'system', actorId: null, data: { action: 'processed', channelCode } });
      await bumpDay(tx, customerId, day, { processed: 1 });
      return true;
    });
    if (submitted) result.processed += 1; else result.skipped += 1;
  }

  // 2. Awaiting payment without a problem: pay from the balance within the limits.
  const payable = await db.select({ id: order.id, totalCents: order.totalCents }).from(order)
    .where(and(eq(order.customerId, customerId), eq(order.status, 'awaiting_payment'), isNull(order.problem), storeFilter))
    .orderBy(asc(order.createdAt), asc(order.id)).limit(RUN_BATCH);
  for (const candidate of payable) {
    if (settings.maxOrderCents !== null && candidate.totalCents > settings.maxOrderCents) { result.skipped += 1; continue; }
    const paid = await db.transaction(async (tx) => {
      await bumpDay(tx, customerId, day, {});
      const [today] = await tx.select().from(automaticFulfilmentDay)
        .where(and(eq(automaticFulfilmentDay.customerId, customerId), eq(automaticFulfilmentDay.day, day))).for('update');
      if (today.spentCents + candidate.totalCents > settings.dailyLimitCents) return false;
      try {
        // A savepoint: a refused payment (balance short, order changed meanwhile) rolls back alone.
        await payFromBalance(tx as unknown as Db, { customerId, actorId: customerId, orderIds: [candidate.id], idempotencyKey: `auto-${candidate.id}` });
      } catch (error) {
        if (error instanceof ApiFailure) return false;
        throw error;
      }
      await writeEvent(tx, candidate.id, { type: 'automatic', actor: 'system', actorId: null, data: { action: 'paid', amountCents: candidate.totalCents } });
      await bumpDay(tx, customerId, day, { spentCents: candidate.totalCents, paid: 1 });
      return true;
    });
    if (paid) { result.paid += 1; result.paidCents += candidate.totalCents; } else result.skipped += 1;
  }
  await db.update(automaticFulfilment).set({ lastRunAt: new Date() }).where(eq(automaticFulfilment.customerId, customerId));
  return result;
}

/** The scheduled run: every merchant who enabled it. */
export async function runAutomaticForAll(db: Db): Promise<void> {
  const enabled = await db.select({ customerId: automaticFulfilment.customerId }).from(automaticFulfilment).where(eq(automaticFulfilment.enabled, true));
  for (const { customerId } of enabled) {
    try {
      await runAutomatic(db, customerId);
    } catch (error) {
      console.error(`automatic fulfilment of customer ${customerId}:`, (error as Error).message);
    }
  }
}
