/**
 * The order service (DOMAIN.md section 4): the ONE place orders are created, priced and change status.
 * Other modules call it inside their own transaction (checkout: lockPayable + markPaid; file orders and
 * the cart: createOrder; stores: receiveStoreOrder in fromStore.ts; staff: ship/deliver through transition).
 *
 * - Lines are priced from the catalogue here (variant cost), shipping from the logistics calculator, totals
 *   summed here in integer cents; the client's numbers are never read.
 * - Every status change goes through `transition`, which checks the allowed moves and writes the event in the
 *   same transaction.
 * - Every function takes the customer id (the main account) and looks rows up by it: another customer's order
 *   answers 9002 exactly like a missing one.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  country, order, orderEvent, orderLine, orderNumberDay, product, variant, warehouse,
  type OrderAddress, type OrderKind, type OrderProblem, type OrderSource, type OrderStatus,
} from '../../db/schema';
import { ApiFailure, fail } from '../../http/envelope';
import { apiStatus } from '../../../src/api/contract/shared';
import { translate, type Lang } from '../../http/i18n';
import { quoteShipping, type ShippingQuote } from '../logistics/calculator';

export type OrderRow = typeof order.$inferSelect;
export type OrderLineRow = typeof orderLine.$inferSelect;
export type Actor = 'merchant' | 'staff' | 'system';
export type EventData = Record<string, string | number | boolean | null>;

/** 9001 naming the field, the reason in the caller's language (English where no language is known). */
export const orderFieldError = (field: string, reasonKey: string, lang: Lang = 'en') =>
  new ApiFailure(apiStatus.invalidInput, { params: { field, reason: translate(lang, reasonKey) } });

/**
 * The moves a status may make (DOMAIN.md section 4). A paid order (processing) is canceled only by an
 * approved after-sale cancellation, which refunds: that module calls transition itself.
 */
export const allowedTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  draft: ['awaiting_payment', 'canceled'],
  awaiting_payment: ['processing', 'canceled', 'draft'],
  processing: ['shipped', 'canceled'],
  shipped: ['delivered'],
  delivered: ['completed'],
  completed: [],
  canceled: [],
};

/** The event type a move writes (the timeline's wording is the client's, from this type). */
const eventTypeOf: Record<OrderStatus, string> = {
  draft: 'reopened', awaiting_payment: 'processed', processing: 'paid', shipped: 'shipped',
  delivered: 'delivered', completed: 'completed', canceled: 'canceled',
};

/** Goods leave from the platform's Chinese warehouses unless a line says otherwise (every variant is stocked there). */
export const DEFAULT_SHIPS_FROM = 'CN';

/** MP + yyyymmdd + six-digit sequence of the day, from one row per day (a row lock, no gaps under concurrency). */
export async function nextOrderNumber(tx: DbOrTx, at = new Date()): Promise<string> {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  const [row] = await tx.insert(orderNumberDay).values({ day, last: 1 })
    .onConflictDoUpdate({ target: orderNumberDay.day, set: { last: sql`${orderNumberDay.last} + 1` } })
    .returning({ last: orderNumberDay.last });
  return `MP${day}${String(row.last).padStart(6, '0')}`;
}

export async function writeEvent(tx: DbOrTx, orderId: number, event: { type: string; actor: Actor; actorId: number | null; from?: OrderStatus | null; to?: OrderStatus | null; data?: EventData }) {
  await tx.insert(orderEvent).values({
    orderId, type: event.type, actor: event.actor, actorId: event.actorId, fromStatus: event.from ?? null, toStatus: event.to ?? null, data: event.data ?? {},
  });
}

/**
 * A sub-account limited to some stores (`storeScopeOf`; null = every store) works on those stores' orders and
 * on the orders of no store (cart, kind and file orders); another store's order answers 9002 like a missing one.
 */
export function requireOrderInScope(row: Pick<OrderRow, 'storeId'>, scope: readonly number[] | null): void {
  if (scope !== null && row.storeId !== null && !scope.includes(row.storeId)) throw fail.notFound();
}

/** The order of this customer within the caller's store scope (9002 otherwise), optionally locked for the rest of the transaction. */
export async function ownOrder(tx: DbOrTx, customerId: number, orderId: number, lock = false, scope: readonly number[] | null = null): Promise<OrderRow> {
  const select = tx.select().from(order).where(and(eq(order.id, orderId), eq(order.customerId, customerId)));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw fail.notFound();
  requireOrderInScope(row, scope);
  return row;
}

/** What the keyword filter searches, lower-cased: number, store order name, buyer, tracking number, SKUs. */
export function searchTextOf(row: Pick<OrderRow, 'number' | 'storeOrderName' | 'buyerName' | 'buyerEmail' | 'trackingNumber'>, lines: Array<Pick<OrderLineRow, 'sku' | 'storeSku'>>): string {
  const parts = [row.number, row.storeOrderName, row.buyerName, row.buyerEmail, row.trackingNumber, ...lines.flatMap((l) => [l.sku, l.storeSku])];
  return [...new Set(parts.filter((p): p is string => Boolean(p)).map((p) => p.toLowerCase()))].join(' ');
}

/** The catalogue variants of these ids that can be ordered (on sale, product on sale), by id. */
export async function orderableVariants(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; sku: string; image: string | null; costPrice: number; weightGrams: number; title: string; options: string }>();
  const rows = await tx.select({
    id: variant.id, sku: variant.sku, image: variant.image, costPrice: variant.costPrice, weightGrams: variant.weightGrams,
    title: product.title, images: product.images, optionValues: variant.optionValues,
  }).from(variant).innerJoin(product, eq(product.id, variant.productId))
    .where(and(inArray(variant.id, ids), eq(variant.status, 'on_sale'), eq(product.status, 'on_sale')));
  return new Map(rows.map((r) => [r.id, {
    id: r.id, sku: r.sku, image: r.image ?? r.images[0] ?? null, costPrice: r.costPrice, weightGrams: r.weightGrams,
    title: r.title.en, options: r.optionValues.map((o) => o.value).join(' / '),
  }]));
}

/** Where the goods go: the address's country, or for stocking orders the warehouse's country. */
export async function destinationOf(tx: DbOrTx, row: { kind: OrderKind; warehouseId: number | null; address: OrderAddress | null }): Promise<string | null> {
  if (row.kind === 'stocking' && row.warehouseId) {
    const [w] = await tx.select({ code: country.code }).from(warehouse).innerJoin(country, eq(country.id, warehouse.countryId)).where(eq(warehouse.id, row.warehouseId));
    return w?.code ?? null;
  }
  return row.address?.countryCode ?? null;
}

/** Every channel reaching the destination for these lines (cheapest first); none when nothing is mapped. */
export async function quotesFor(tx: DbOrTx, toCountryCode: string | null, items: Array<{ variantId: number | null; quantity: number }>): Promise<ShippingQuote[]> {
  const mapped = items.filter((i): i is { variantId: number; quantity: number } => i.variantId !== null);
  if (!toCountryCode || mapped.length === 0) return [];
  return quoteShipping(tx, { fromCountryCode: DEFAULT_SHIPS_FROM, toCountryCode, items: mapped });
}

const addressComplete = (a: OrderAddress | null) => Boolean(a && a.name.trim() && a.line1.trim() && a.city.trim() && /^[A-Z]{2}$/.test(a.countryCode));

/**
 * Recomputes an order's lines' prices, shipping, totals, item count, problem and search text from its lines, the
 * catalogue and the calculator (the only way amounts are written). Every path that creates or changes an order's
 * lines ends here (createOrder, receiveStoreOrder, draft mapping), so the item count the lists read from the order
 * row (orders.item_count) is the lines' sum. Answers the quotes it priced with.
 */
export async function reprice(
  tx: DbOrTx, orderId: number,
  options: { pickChannel?: (quotes: ShippingQuote[], current: OrderRow) => Promise<string | null> } = {},
): Promise<{ row: OrderRow; quotes: ShippingQuote[]; domestic: boolean }> {
  const [current] = await tx.select().from(order).where(eq(order.id, orderId));
  const lines = await tx.select().from(orderLine).where(eq(orderLine.orderId, orderId));
  const variants = await orderableVariants(tx, lines.flatMap((l) => (l.variantId ? [l.variantId] : [])));
  let productCents = 0;
  let itemCount = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    const v = line.variantId ? variants.get(line.variantId) : undefined;
    const unitCostCents = v?.costPrice ?? 0;
    productCents += unitCostCents * line.quantity;
    const next = { unitCostCents, sku: v?.sku ?? null, image: v?.image ?? line.image, weightGrams: v?.weightGrams ?? 0 };
    if (next.unitCostCents !== line.unitCostCents || next.sku !== line.sku || next.image !== line.image || next.weightGrams !== line.weightGrams) {
      await tx.update(orderLine).set(next).where(eq(orderLine.id, line.id));
    }
  }
  const destination = await destinationOf(tx, current);
  // Goods bought into a warehouse in the country they already sit in travel no further.
  const domestic = current.kind === 'stocking' && destination === DEFAULT_SHIPS_FROM;
  const quotes = domestic ? [] : await quotesFor(tx, destination, lines.map((l) => ({ variantId: l.variantId && variants.has(l.variantId) ? l.variantId : null, quantity: l.quantity })));
  const channelCode = options.pickChannel ? await options.pickChannel(quotes, current) : current.channelCode;
  const chosen = quotes.find((q) => q.channelCode === channelCode);
  const shippingCents = domestic ? 0 : chosen?.totalCents ?? 0;
  const problem: OrderProblem | null =
    lines.some((l) => !l.variantId) ? 'unmapped_variant'
    : lines.some((l) => l.variantId && !variants.has(l.variantId)) ? 'out_of_stock'
    : current.kind !== 'stocking' && !addressComplete(current.address) ? 'address_invalid'
    : !domestic && quotes.length === 0 ? 'no_logistics_to_destination'
    : null;
  const totalCents = Math.max(0, productCents + shippingCents - current.discountCents);
  const searchText = searchTextOf(current, lines.map((l) => ({ sku: l.variantId ? variants.get(l.variantId)?.sku ?? null : null, storeSku: l.storeSku })));
  const [row] = await tx.update(order).set({
    productCents, shippingCents, totalCents, itemCount, searchText, channelCode, updatedAt: new Date(),
    countryCode: current.address?.countryCode ?? current.countryCode,
    // Only unpaid orders carry a pricing problem; later problems (tracking) belong to their own modules.
    problem: current.status === 'draft' || current.status === 'awaiting_payment' ? problem : current.problem,
  }).where(eq(order.id, orderId)).returning();
  return { row, quotes, domestic };
}

export interface CreateOrderInput {
  customerId: number;
  kind: OrderKind;
  /** Self-buy: the cart type it came from (4–6). */
  subType?: number | null;
  source: OrderSource;
  address: OrderAddress | null;
  /** Stocking: the warehouse the goods go into. */
  warehouseId?: number | null;
  /** The chosen channel; it must reach the destination (9001 channelCode otherwise). */
  channelCode: string | null;
  lines: Array<{ variantId: number; quantity: number }>;
  actorId: number | null;
  actor?: Actor;
  remark?: string | null;
  /** awaiting_payment (default: ready to pay) or draft (processed later, e.g. a file order with gaps). */
  status?: 'draft' | 'awaiting_payment';
  lang?: Lang;
  /** When the order was placed (default now): a file row's date, or the demo history. */
  at?: Date;
}

/**
 * Creates one order priced on the server. Refuses (9001 naming the field, nothing written — the caller's
 * transaction rolls back) a variant that cannot be ordered, a stocking order without a warehouse, and an
 * awaiting-payment order without a complete address or a channel reaching it.
 */
export async function createOrder(tx: Tx, input: CreateOrderInput): Promise<OrderRow> {
  const lang = input.lang ?? 'en';
  if (input.lines.length === 0) throw orderFieldError('lines', 'server.validation.required', lang);
  input.lines.forEach((line, i) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 100_000) throw orderFieldError(`lines.${i}.quantity`, 'server.orders.quantity', lang);
  });
  const variants = await orderableVariants(tx, input.lines.map((l) => l.variantId));
  input.lines.forEach((line, i) => {
    if (!variants.has(line.variantId)) throw orderFieldError(`lines.${i}.variantId`, 'server.orders.variantUnavailable', lang);
  });
  if (input.kind === 'stocking') {
    if (!input.warehouseId) throw orderFieldError('warehouseId', 'server.validation.required', lang);
    const [w] = await tx.select({ id: warehouse.id }).from(warehouse).where(eq(warehouse.id, input.warehouseId));
    if (!w) throw orderFieldError('warehouseId', 'server.orders.warehouseUnknown', lang);
  }
  const status = input.status ?? 'awaiting_payment';
  if (status === 'awaiting_payment' && input.kind !== 'stocking' && !addressComplete(input.address)) throw orderFieldError('address', 'server.orders.addressIncomplete', lang);
  const at = input.at ?? new Date();
  const number = await nextOrderNumber(tx, at);
  const [created] = await tx.insert(order).values({
    createdAt: at, updatedAt: at,
    customerId: input.customerId, number, kind: input.kind, subType: input.subType ?? null, source: input.source, status,
    address: input.address, countryCode: input.address?.countryCode ?? null, warehouseId: input.warehouseId ?? null,
    channelCode: input.channelCode, remark: input.remark ?? null, buyerName: input.address?.name ?? null, buyerEmail: input.address?.email ?? null,
  }).returning();
  await tx.insert(orderLine).values(input.lines.map((line) => {
    const v = variants.get(line.variantId)!;
    return { orderId: created.id, title: v.options ? `${v.title} (${v.options})` : v.title, variantId: v.id, sku: v.sku, image: v.image, quantity: line.quantity, unitCostCents: v.costPrice, weightGrams: v.weightGrams };
  }));
  const { row, quotes, domestic } = await reprice(tx, created.id);
  if (status === 'awaiting_payment') {
    if (!domestic && !quotes.some((q) => q.channelCode === input.channelCode)) throw orderFieldError('channelCode', 'server.orders.channelUnreachable', lang);
    if (row.problem) throw orderFieldError('lines', `server.orders.problem.${row.problem}`, lang);
  }
  await writeEvent(tx, row.id, { type: 'created', actor: input.actor ?? 'merchant', actorId: input.actorId, to: status, data: { source: input.source, kind: input.kind } });
  return row;
}

/**
 * The one place a status changes: locks the order, checks the move (a refused move is a 700 naming both
 * statuses), sets the timestamps and fulfilment status that go with it, writes the event.
 */
export async function transition(tx: DbOrTx, orderId: number, to: OrderStatus, options: { actor: Actor; actorId: number | null; data?: EventData; customerId?: number }): Promise<OrderRow> {
  const select = tx.select().from(order).where(options.customerId === undefined ? eq(order.id, orderId) : and(eq(order.id, orderId), eq(order.customerId, options.customerId))).for('update');
  const [current] = await select;
  if (!current) throw fail.notFound();
  if (!allowedTransitions[current.status].includes(to)) {
    throw fail.rule('server.orders.transitionRefused', { number: current.number, from: current.status, to });
  }
  const now = new Date();
  const changes: Partial<typeof order.$inferInsert> = { status: to, updatedAt: now };
  if (to === 'shipped') Object.assign(changes, { fulfilmentStatus: 'shipped', shippedAt: now });
  if (to === 'delivered') Object.assign(changes, { fulfilmentStatus: 'delivered', deliveredAt: now });
  if (to === 'canceled' && current.status !== 'processing') changes.problem = null;
  const [row] = await tx.update(order).set(changes).where(eq(order.id, orderId)).returning();
  await writeEvent(tx, orderId, { type: eventTypeOf[to], actor: options.actor, actorId: options.actorId, from: current.status, to, data: options.data });
  return row;
}

/**
 * Checkout, inside its ledger transaction: locks the orders (ids ascending, so two checkouts never deadlock)
 * and answers them with their totals. Another customer's or a missing id: 9002. An order not awaiting payment
 * (paid already, canceled, a draft) or with a problem: 700 naming it. Nothing is changed here.
 */
export async function lockPayable(tx: Tx, customerId: number, orderIds: number[], scope: readonly number[] | null = null): Promise<OrderRow[]> {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  if (ids.length === 0) throw orderFieldError('orderIds', 'server.validation.required');
  const rows = await tx.select().from(order).where(and(inArray(order.id, ids), eq(order.customerId, customerId))).orderBy(order.id).for('update');
  if (rows.length !== ids.length) throw fail.notFound();
  for (const row of rows) requireOrderInScope(row, scope);
  for (const row of rows) {
    if (row.status !== 'awaiting_payment') throw fail.rule('server.orders.notPayable', { number: row.number });
    if (row.problem) throw fail.rule('server.orders.notPayable', { number: row.number });
  }
  return rows;
}

/** Checkout, after the ledger entries: each order → processing, payment paid, event `paid` with the checkout. */
export async function markPaid(tx: Tx, orderIds: number[], options: { checkoutId: number | string; actorId: number | null; actor?: Actor }): Promise<void> {
  const now = new Date();
  for (const id of [...new Set(orderIds)].sort((a, b) => a - b)) {
    const row = await transition(tx, id, 'processing', { actor: options.actor ?? 'merchant', actorId: options.actorId, data: { checkoutId: String(options.checkoutId) } });
    await tx.update(order).set({ paymentStatus: 'paid', paidAt: now }).where(eq(order.id, row.id));
  }
}
