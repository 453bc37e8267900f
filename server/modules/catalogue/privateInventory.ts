/**
 * A merchant's private inventory (DOMAIN.md sections 1 and 8): units bought into a platform warehouse by a
 * stocking order, per variant and warehouse. Every change goes through addPrivateInventory, in the caller's
 * transaction, and writes an event row with its reason, so the stock's history adds up to what is on hand.
 */
import { and, asc, count, eq, ilike, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { country, privateInventory, privateInventoryEvent, product, variant, warehouse } from '../../db/schema';
import { fail } from '../../http/envelope';
import type { Lang } from '../../http/i18n';
import { LOW_STOCK_UNITS } from '../../../src/api/contract/catalogue';


/**
 * Adds `quantity` units (negative takes them out) of a variant to the customer's stock in a warehouse and
 * records why. Taking out more than is available is refused (700) and changes nothing.
 */
export async function addPrivateInventory(tx: Tx | DbOrTx, input: { customerId: number; variantId: number; warehouseId: number; quantity: number; reason: string }) {
  if (!Number.isInteger(input.quantity) || input.quantity === 0) throw new Error('addPrivateInventory: quantity must be a non-zero integer');
  const key = and(eq(privateInventory.customerId, input.customerId), eq(privateInventory.variantId, input.variantId), eq(privateInventory.warehouseId, input.warehouseId));
  const [row] = input.quantity > 0
    ? await tx.insert(privateInventory)
      .values({ customerId: input.customerId, variantId: input.variantId, warehouseId: input.warehouseId, available: input.quantity })
      .onConflictDoUpdate({
        target: [privateInventory.customerId, privateInventory.variantId, privateInventory.warehouseId],
        set: { available: sql`${privateInventory.available} + ${input.quantity}`, updatedAt: new Date() },
      }).returning()
    // Taking out: one guarded update, so two at once can never both take the last units.
    : await tx.update(privateInventory).set({ available: sql`${privateInventory.available} + ${input.quantity}`, updatedAt: new Date() })
      .where(and(key, sql`${privateInventory.available} + ${input.quantity} >= 0`)).returning();
  if (!row) throw fail.rule('server.inventory.notEnough');
  await tx.insert(privateInventoryEvent).values({ customerId: input.customerId, variantId: input.variantId, warehouseId: input.warehouseId, quantity: input.quantity, reason: input.reason.slice(0, 200) });
  return { available: row.available, reserved: row.reserved };
}

const titleIn = (lang: Lang) => sql<string>`coalesce(nullif(${product.title}->>${sql.raw(`'${lang}'`)}, ''), ${product.title}->>'en')`;

/** The owner's private inventory, one row per variant and warehouse, filtered and paged. */
export async function listPrivateInventory(db: DbOrTx, ownerId: number, query: { pageNo?: number; pageSize?: number; warehouseId?: number; keyword?: string; lowStock?: boolean }, lang: Lang) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  const keyword = query.keyword?.trim();
  const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const filter = and(
    eq(privateInventory.customerId, ownerId),
    query.warehouseId ? eq(privateInventory.warehouseId, query.warehouseId) : undefined,
    query.lowStock ? lte(privateInventory.available, LOW_STOCK_UNITS) : undefined,
    pattern ? or(ilike(variant.sku, pattern), ilike(titleIn(lang), pattern)) : undefined,
  );
  const rows = await db.select({
    variantId: privateInventory.variantId, warehouseId: privateInventory.warehouseId, available: privateInventory.available, reserved: privateInventory.reserved,
    updatedAt: privateInventory.updatedAt, sku: variant.sku, optionValues: variant.optionValues, image: variant.image,
    productId: product.id, title: titleIn(lang), warehouseName: warehouse.name, warehouseCode: warehouse.code, countryCode: country.code,
  }).from(privateInventory)
    .innerJoin(variant, eq(variant.id, privateInventory.variantId)).innerJoin(product, eq(product.id, variant.productId))
    .innerJoin(warehouse, eq(warehouse.id, privateInventory.warehouseId)).innerJoin(country, eq(country.id, warehouse.countryId))
    .where(filter).orderBy(asc(privateInventory.available), asc(variant.sku), asc(privateInventory.warehouseId))
    .limit(pageSize).offset((pageNo - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(privateInventory)
    .innerJoin(variant, eq(variant.id, privateInventory.variantId)).innerJoin(product, eq(product.id, variant.productId)).where(filter);
  const warehouses = await db.selectDistinct({ id: warehouse.id, name: warehouse.name, code: warehouse.code }).from(privateInventory)
    .innerJoin(warehouse, eq(warehouse.id, privateInventory.warehouseId)).where(eq(privateInventory.customerId, ownerId)).orderBy(asc(warehouse.id));
  return {
    records: rows.map((row) => ({ ...row, options: row.optionValues.map((o) => o.value).join(' / '), low: row.available <= LOW_STOCK_UNITS })),
    total, pageNo, pageSize, warehouses, lowStockUnits: LOW_STOCK_UNITS,
  };
}
