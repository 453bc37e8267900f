/**
 * The demo merchant's money and cart, put there through the same services as real use: the wallet's balance
 * is recharges posted by the ledger service (as the recharge flow posts one after a verified provider
 * callback), and the cart lines are added by the cart service from real catalogue variants.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { product, variant, warehouse } from '../db/schema';
import { accountOf, transfer } from '../modules/ledger/service';
import { addToCart } from '../modules/cart/service';

/** Two bank-transfer recharges, $1,500.00 and $1,000.00: a balance of $2,500.00. */
export async function seedWallet(db: DbOrTx, customerId: number): Promise<void> {
  const wallet = await accountOf(db, customerId, 'wallet');
  const bank = await accountOf(db, null, 'cash_in:bank_transfer');
  for (const [n, amountCents] of [[1, 150_000], [2, 100_000]] as const) {
    await transfer(db, {
      from: bank, to: wallet, amountCents, kind: 'recharge', refType: 'recharge', refId: `seed-${customerId}-${n}`,
      idempotencyKey: `seed:recharge:${customerId}:${n}`, customerId, state: 'posted', data: { method: 'bank_transfer' },
    });
  }
}

/** Cart lines of every type (4–6 self-buy) for the demo merchant, from the first on-sale variants of the catalogue. */
export async function seedCart(db: DbOrTx, customerId: number, storeId: number): Promise<void> {
  const variants = await db.select({ id: variant.id }).from(variant).innerJoin(product, eq(product.id, variant.productId))
    .where(and(eq(variant.status, 'on_sale'), eq(product.status, 'on_sale'))).orderBy(asc(variant.id)).limit(400);
  // Every fifth variant: different products, not the variants of one.
  const sku = (n: number) => variants[(n * 5) % variants.length].id;
  const warehouses = new Map((await db.select({ id: warehouse.id, code: warehouse.code }).from(warehouse)
    .where(inArray(warehouse.code, ['US-CA', 'DE-FR']))).map((w) => [w.code, w.id]));
  const lines: Array<{ type: number; skuId: number; quantity: number; storeId?: number; warehouseId?: number }> = [
    { type: 1, skuId: sku(1), quantity: 2, storeId },
    { type: 1, skuId: sku(2), quantity: 5, storeId },
    { type: 1, skuId: sku(3), quantity: 1, storeId },
    { type: 2, skuId: sku(4), quantity: 40, warehouseId: warehouses.get('US-CA') },
    { type: 2, skuId: sku(2), quantity: 60, warehouseId: warehouses.get('DE-FR') },
    { type: 3, skuId: sku(5), quantity: 3 },
    { type: 4, skuId: sku(6), quantity: 12 },
    { type: 5, skuId: sku(7), quantity: 4 },
    { type: 6, skuId: sku(8), quantity: 2 },
  ];
  for (const line of lines) await addToCart(db, customerId, line, 'en');
}
