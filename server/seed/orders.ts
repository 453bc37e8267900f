/**
 * The demo merchant's order history (DOMAIN.md section 11): about 300 orders of every kind and status over
 * 90 days, made through the same services as real use. Store orders arrive through receiveStoreOrder as if
 * from the demo store, the earliest are processed by mapping their lines (so later ones map themselves from
 * the remembered mappings), submitted, paid from the wallet by the checkout service, shipped and delivered by
 * the staff service; the newest stay drafts, some of them needing attention. Cart kinds (stocking,
 * consolidation, self-buy) are created by createOrder. Afterwards the timestamps are spread over the days the
 * orders were placed (the services stamp "now").
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { customer, order, orderLine, product, store, variant, warehouse } from '../db/schema';
import type { StoreOrder } from '../connectors/store';
import { receiveStoreOrder } from '../modules/orders/fromStore';
import { createOrder, transition, type OrderRow } from '../modules/orders/service';
import { applyDraftChanges, submitDrafts } from '../modules/orders/drafts';
import { payFromBalance } from '../modules/payment/service';
import { accountOf, transfer } from '../modules/ledger/service';
import { grantStaff } from '../modules/admin/staff';
import { deliverOrder, shipOrder } from '../modules/admin/orders';
import { quoteShipping } from '../modules/logistics/calculator';

const DAY = 24 * 3600 * 1000;
const buyers = [
  ['Olivia Bennett', 'US', 'Portland', '1420 NW Lovejoy St', 'OR', '97209'], ['Liam Carter', 'US', 'Austin', '501 Congress Ave', 'TX', '78701'],
  ['Emma Schulz', 'DE', 'Berlin', 'Torstraße 112', null, '10119'], ['Noah Dubois', 'FR', 'Lyon', '18 Rue de la République', null, '69002'],
  ['Ava Thompson', 'GB', 'Manchester', '22 Deansgate', null, 'M3 4LQ'], ['Lucas Martin', 'CA', 'Toronto', '88 Queen St W', 'ON', 'M5H 2N2'],
  ['Mia Wilson', 'AU', 'Melbourne', '200 Collins St', 'VIC', '3000'], ['Elif Kaya', 'TR', 'İstanbul', 'Bağdat Cd. 241', null, '34728'],
  ['Sophia Rossi', 'US', 'Denver', '1600 Glenarm Pl', 'CO', '80202'], ['James Walker', 'US', 'Seattle', '400 Pine St', 'WA', '98101'],
] as const;

/** The status each store order ends in, by age (oldest orders are furthest along). */
function storeTarget(i: number, n: number): 'completed' | 'delivered' | 'shipped' | 'processing' | 'awaiting_payment' | 'canceled' | 'draft' {
  const age = 1 - i / n;
  if (i % 17 === 5) return 'canceled';
  if (age > 0.7) return i % 3 === 0 ? 'completed' : 'delivered';
  if (age > 0.45) return 'shipped';
  if (age > 0.3) return 'processing';
  if (age > 0.17) return 'awaiting_payment';
  return 'draft';
}

export async function seedOrders(db: DbOrTx, merchantId: number): Promise<void> {
  const services = { db: db as Db };
  const [staffAccount] = await db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'staff@demo.shop'));
  if (staffAccount) await grantStaff(db, staffAccount.id, 'admin');
  const staffId = staffAccount?.id ?? merchantId;
  // The demo store (its connection to the sandbox is made after the server listens; its orders came in before).
  const [shop] = await db.select({ id: store.id }).from(store).where(eq(store.customerId, merchantId)).orderBy(desc(store.authorised), asc(store.id)).limit(1);
  const pool = await db.select({ id: variant.id, sku: variant.sku, title: product.title, options: variant.optionValues }).from(variant)
    .innerJoin(product, eq(product.id, variant.productId))
    .where(and(eq(variant.status, 'on_sale'), eq(product.status, 'on_sale'), sql`${product.ownerCustomerId} is null`)).orderBy(asc(variant.id)).limit(600);
  const products = pool.filter((_, i) => i % 20 === 0).slice(0, 30);
  if (products.length < 10) return;
  const warehouses = await db.select({ id: warehouse.id }).from(warehouse).orderBy(asc(warehouse.id));
  const now = Date.now();
  const toPay: number[] = [];
  const after: Array<{ id: number; target: string }> = [];

  if (shop) {
    const n = 180;
    for (let i = 0; i < n; i++) {
      const placed = new Date(now - (90 - (i * 89.5) / n) * DAY);
      const buyer = buyers[i % buyers.length];
      const target = storeTarget(i, n);
      // The last five store products appear only in the newest orders, so their drafts need mapping.
      const pick = (k: number) => (target === 'draft' && i % 3 === 0 ? products[25 + ((i + k) % 5)] : products[(i * 7 + k * 3) % 25]);
      const lineCount = 1 + (i % 3);
      const incoming: StoreOrder = {
        storeOrderId: String(5_200_000 + i), name: `#TH-${20_000 + i}`, createdAt: placed.toISOString(), currencyCode: 'USD',
        buyer: { name: buyer[0], email: `${buyer[0].split(' ')[0].toLowerCase()}.${i}@example.com`, phone: null },
        address: { name: buyer[0], line1: buyer[3], line2: null, city: buyer[2], province: buyer[4], postalCode: buyer[5], countryCode: buyer[1], phone: '+1 555 0100' },
        lines: Array.from({ length: lineCount }, (_, k) => {
          const v = pick(k);
          return {
            storeLineId: `${5_200_000 + i}-${k}`, storeProductId: `sp-${v.id}`, storeVariantId: `sv-${v.id}`, sku: `TH-${v.sku}`,
            title: [v.title.en, v.options.map((o) => o.value).join(' / ')].filter(Boolean).join(' — '), quantity: 1 + ((i + k) % 3), unitPriceCents: 1999 + ((i * 137 + k * 300) % 4000),
          };
        }),
      };
      const { orderId } = await receiveStoreOrder(services, { customerId: merchantId, storeId: shop.id, order: incoming });
      if (target === 'draft') continue;
      const lines = await db.select({ id: orderLine.id, variantId: orderLine.variantId, storeVariantId: orderLine.storeVariantId }).from(orderLine).where(eq(orderLine.orderId, orderId));
      const unmapped = lines.filter((l) => !l.variantId).map((l) => ({ lineId: l.id, variantId: Number(l.storeVariantId!.slice(3)) }));
      if (unmapped.length) await applyDraftChanges(services.db, merchantId, orderId, merchantId, { lines: unmapped }, 'en');
      if (target === 'canceled') {
        await transition(db, orderId, 'canceled', { actor: 'merchant', actorId: merchantId });
        continue;
      }
      await submitDrafts(services.db, merchantId, [orderId], merchantId, 'en');
      if (target !== 'awaiting_payment') {
        toPay.push(orderId);
        after.push({ id: orderId, target });
      }
    }
  }

  // Cart kinds: stocking into a warehouse, consolidation and self-buy to the merchant's own address.
  const home = { name: 'Maya Rivera', line1: '77 Harbor Way', line2: 'Unit 4', city: 'Oakland', province: 'CA', postalCode: '94607', countryCode: 'US', phone: '+1 510 555 0142', email: 'merchant@demo.shop' };
  const kinds = ['stocking', 'consolidation', 'self_buy'] as const;
  for (let i = 0; i < 120; i++) {
    const kind = kinds[i % 3];
    const placed = new Date(now - (89 - (i * 88) / 120) * DAY);
    const target = storeTarget(i, 120) === 'draft' ? 'awaiting_payment' : storeTarget(i, 120);
    const lines = [{ variantId: products[(i * 5) % 25].id, quantity: kind === 'stocking' ? 20 + (i % 5) * 10 : 1 + (i % 4) }];
    if (kind !== 'stocking' && i % 2 === 0) lines.push({ variantId: products[(i * 5 + 2) % 25].id, quantity: 2 });
    const row: OrderRow | null = await (db as Db).transaction(async (tx) => {
      const warehouseId = kind === 'stocking' ? warehouses[1 + (i % Math.max(1, warehouses.length - 1))]?.id ?? null : null;
      const quotes = kind === 'stocking' ? [] : await quoteShipping(tx, { fromCountryCode: 'CN', toCountryCode: home.countryCode, items: lines });
      if (kind !== 'stocking' && quotes.length === 0) return null;
      return createOrder(tx, {
        customerId: merchantId, kind, subType: kind === 'self_buy' ? 4 + (i % 3) : null, source: 'cart', address: kind === 'stocking' ? null : home,
        warehouseId, channelCode: quotes[0]?.channelCode ?? null, lines, actorId: merchantId, at: placed,
      }).catch(() => null);
    });
    if (!row) continue;
    if (target === 'canceled') {
      await transition(db, row.id, 'canceled', { actor: 'merchant', actorId: merchantId });
    } else if (target !== 'awaiting_payment') {
      toPay.push(row.id);
      after.push({ id: row.id, target });
    }
  }

  // The wallet is topped up by what these orders cost (a bank transfer), then each is paid by the checkout service.
  const [{ total }] = await db.select({ total: sql<number>`coalesce(sum(${order.totalCents}), 0)::bigint` }).from(order).where(inArray(order.id, toPay.length ? toPay : [0]));
  if (Number(total) > 0) {
    await transfer(db, {
      from: await accountOf(db, null, 'cash_in:bank_transfer'), to: await accountOf(db, merchantId, 'wallet'), amountCents: Number(total), kind: 'recharge',
      refType: 'recharge', refId: `seed-${merchantId}-orders`, idempotencyKey: `seed:recharge:${merchantId}:orders`, customerId: merchantId, state: 'posted', data: { method: 'bank_transfer' },
    });
  }
  // Paid in checkouts of up to 20 orders, as a merchant pays a batch from the list.
  for (let k = 0; k < toPay.length; k += 20) {
    await payFromBalance(services.db, { customerId: merchantId, actorId: merchantId, orderIds: toPay.slice(k, k + 20), idempotencyKey: `seed-checkout-${k}` });
  }
  for (const [k, { id, target }] of after.entries()) {
    if (target === 'processing') continue;
    await shipOrder(services.db, { orderId: id, carrier: k % 2 ? 'YunExpress' : 'USPS', trackingNumber: `${k % 2 ? 'YT' : '9400'}${String(7_310_000_000 + id * 7919).slice(0, 10)}`, staffId });
    if (target === 'shipped') continue;
    await deliverOrder(services.db, { orderId: id, staffId });
    if (target === 'completed') await transition(db, id, 'completed', { actor: 'system', actorId: null });
  }
  await spreadTimestamps(db, merchantId);
}

/** Events and milestones at plausible times after the order was placed (never in the future). */
async function spreadTimestamps(db: DbOrTx, merchantId: number) {
  const cap = (offset: string) => sql.raw(`least(o.created_at + interval '${offset}', now())`);
  await db.execute(sql`
    update order_event e set created_at = case e.type
      when 'created' then o.created_at when 'edited' then ${cap('50 minutes')} when 'problem' then o.created_at
      when 'processed' then ${cap('1 hour')} when 'paid' then ${cap('2 hours')} when 'canceled' then ${cap('1 day')}
      when 'shipped' then ${cap('2 days')} when 'delivered' then ${cap('9 days')} when 'completed' then ${cap('16 days')}
      else ${cap('3 hours')} end
    from orders o where e.order_id = o.id and o.customer_id = ${merchantId}`);
  await db.execute(sql`
    update orders o set updated_at = ${cap('3 hours')},
      paid_at = case when o.paid_at is null then null else ${cap('2 hours')} end,
      shipped_at = case when o.shipped_at is null then null else ${cap('2 days')} end,
      delivered_at = case when o.delivered_at is null then null else ${cap('9 days')} end
    where o.customer_id = ${merchantId}`);
}
