/**
 * "Store order in": a buyer's order from a connected store (webhook or the scheduled sync) becomes a draft
 * here. Idempotent on (store id, store order id): the unique index decides, so a webhook and a sync racing
 * each other still make one order. Lines are mapped through the remembered variant mappings; a line without
 * one leaves the draft with the problem unmapped_variant ("needs attention") until the merchant maps it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { order, orderLine, store, variantMapping } from '../../db/schema';
import type { StoreOrder } from '../../connectors/store';
import type { Services } from '../../services';
import { fail } from '../../http/envelope';
import { nextOrderNumber, reprice, writeEvent } from './service';
import { chooseChannel } from './channels';

/** The key a store variant is remembered by: its variant id, or its SKU where the platform has none. */
export const storeVariantKeyOf = (line: { storeVariantId: string | null; sku: string | null }) =>
  line.storeVariantId ? `v:${line.storeVariantId}` : line.sku ? `s:${line.sku}` : null;

const clip = (text: string | null | undefined, max: number) => (text == null ? null : text.slice(0, max));

export async function receiveStoreOrder(
  services: Pick<Services, 'db'>,
  input: { customerId: number; storeId: number; order: StoreOrder },
): Promise<{ orderId: number; created: boolean }> {
  const incoming = input.order;
  return services.db.transaction(async (tx) => {
    const [owned] = await tx.select({ id: store.id }).from(store).where(and(eq(store.id, input.storeId), eq(store.customerId, input.customerId)));
    if (!owned) throw fail.notFound();
    const existing = await findStoreOrder(tx, input.storeId, incoming.storeOrderId);
    if (existing) return { orderId: existing, created: false };

    const a = incoming.address;
    const address = {
      name: a.name.slice(0, 100), line1: a.line1.slice(0, 200), line2: clip(a.line2, 200), city: a.city.slice(0, 100), province: clip(a.province, 100),
      postalCode: clip(a.postalCode, 20), countryCode: a.countryCode.toUpperCase().slice(0, 2), phone: clip(a.phone ?? incoming.buyer.phone, 40), email: clip(incoming.buyer.email, 254),
    };
    // The store's own time is when the order was placed (a sync may bring it in hours later).
    const placed = new Date(incoming.createdAt);
    const at = Number.isNaN(placed.getTime()) || placed.getTime() > Date.now() ? new Date() : placed;
    const number = await nextOrderNumber(tx, at);
    const [created] = await tx.insert(order).values({
      createdAt: at, updatedAt: at,
      customerId: input.customerId, number, kind: 'normal', source: 'store', status: 'draft',
      storeId: input.storeId, storeOrderId: incoming.storeOrderId, storeOrderName: incoming.name.slice(0, 100),
      buyerName: incoming.buyer.name.slice(0, 100), buyerEmail: clip(incoming.buyer.email, 254), address, countryCode: address.countryCode,
      currencyCode: 'USD',
    }).onConflictDoNothing({ target: [order.storeId, order.storeOrderId] }).returning();
    if (!created) {
      // Another delivery of the same order committed first.
      const other = await findStoreOrder(tx, input.storeId, incoming.storeOrderId);
      return { orderId: other!, created: false };
    }

    const keys = incoming.lines.map(storeVariantKeyOf);
    const known = keys.some(Boolean)
      ? await tx.select({ key: variantMapping.storeVariantKey, variantId: variantMapping.variantId }).from(variantMapping)
        .where(and(eq(variantMapping.customerId, input.customerId), eq(variantMapping.storeId, input.storeId), inArray(variantMapping.storeVariantKey, keys.filter((k): k is string => Boolean(k)))))
      : [];
    const mapped = new Map(known.map((m) => [m.key, m.variantId]));
    if (incoming.lines.length > 0) {
      await tx.insert(orderLine).values(incoming.lines.map((line, i) => ({
        orderId: created.id, storeLineId: line.storeLineId, storeVariantId: line.storeVariantId, storeSku: line.sku, title: line.title.slice(0, 300) || '—',
        variantId: keys[i] ? mapped.get(keys[i]!) ?? null : null, quantity: Math.min(Math.max(1, line.quantity), 100_000), storeUnitPriceCents: Math.max(0, line.unitPriceCents),
      })));
    }
    await writeEvent(tx, created.id, { type: 'created', actor: 'system', actorId: null, to: 'draft', data: { source: 'store', storeOrderName: incoming.name } });
    const { row: after } = await reprice(tx, created.id, { pickChannel: (quotes) => chooseChannel(tx, input.customerId, address.countryCode, quotes, null) });
    if (after.problem) await writeEvent(tx, created.id, { type: 'problem', actor: 'system', actorId: null, data: { problem: after.problem } });
    return { orderId: created.id, created: true };
  });
}

async function findStoreOrder(tx: DbOrTx, storeId: number, storeOrderId: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: order.id }).from(order).where(and(eq(order.storeId, storeId), eq(order.storeOrderId, storeOrderId)));
  return row?.id;
}
