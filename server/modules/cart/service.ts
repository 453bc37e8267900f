/**
 * The cart (DOMAIN.md section 4): lines of catalogue variants per cart type, priced from the catalogue on
 * the server (payment-info and checkout never read a client amount), checked out into orders of the cart's
 * kind through the order service. Every function takes the owner (the main account) and finds lines by it:
 * another customer's line answers 9002 like a missing one.
 */
import { and, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { cartLine, country, customer, product, store, variant, warehouse, type OrderAddress, type OrderKind } from '../../db/schema';
import { apiStatus } from '../../../src/api/contract/shared';
import { SELF_BUY_TYPE } from '../../../src/api/contract/cart';
import { ApiFailure, fail } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';
import { createOrder, DEFAULT_SHIPS_FROM, destinationOf, orderableVariants, quotesFor } from '../orders/service';
import { defaultChannelFor, type ShippingQuote } from '../logistics/calculator';

export type CartLineRow = typeof cartLine.$inferSelect;
export const MAX_QUANTITY = 100_000;

/** 9001 naming the field, its reason in the caller's language. */
export const fieldError = (field: string, reasonKey: string, lang: Lang) =>
  new ApiFailure(apiStatus.invalidInput, { params: { field, reason: translate(lang, reasonKey) } });

/** Spec section 9: types 4, 5 and 6 are all self-buy, so asking for 4 means all three. */
export const typeFilter = (type: number): SQL => (type >= SELF_BUY_TYPE ? gte(cartLine.type, SELF_BUY_TYPE) : eq(cartLine.type, type));
const sameCart = (a: number, b: number) => (a >= SELF_BUY_TYPE ? b >= SELF_BUY_TYPE : a === b);

export const kindOfType = (type: number): OrderKind => (type === 1 ? 'normal' : type === 2 ? 'stocking' : type === 3 ? 'consolidation' : 'self_buy');

/**
 * A sub-account limited to some stores (its scope from the stores module; null = every store) sees the lines
 * of those stores and the lines bound to no store (stocking, consolidation, self-buy, a normal line added
 * without a store); another store's lines are neither listed, counted nor actionable (9002).
 */
export const lineInScope = (scope: StoreScope): SQL | undefined =>
  scope === null ? undefined : or(isNull(cartLine.storeId), scope.length ? inArray(cartLine.storeId, scope) : sql`false`);

/** The store ids a caller may see (null = all), as `storeScopeOf` answers it. */
export type StoreScope = number[] | null;

/** The caller's lines of these ids (9002 when any is missing, another customer's or outside the scope), optionally locked. */
export async function ownLines(tx: DbOrTx, ownerId: number, ids: number[], lock = false, scope: StoreScope = null): Promise<CartLineRow[]> {
  const unique = [...new Set(ids)];
  const select = tx.select().from(cartLine).where(and(inArray(cartLine.id, unique), eq(cartLine.customerId, ownerId), lineInScope(scope))).orderBy(cartLine.id);
  const rows = lock ? await select.for('update') : await select;
  if (rows.length !== unique.length) throw fail.notFound();
  return rows;
}

/** A variant that can be put in a cart, with its title in the reader's language. */
async function cartVariant(tx: DbOrTx, variantId: number, lang: Lang) {
  const [row] = await tx.select({
    id: variant.id, sku: variant.sku, image: variant.image, costPrice: variant.costPrice, optionValues: variant.optionValues,
    title: product.title, images: product.images,
  }).from(variant).innerJoin(product, eq(product.id, variant.productId))
    .where(and(eq(variant.id, variantId), eq(variant.status, 'on_sale'), eq(product.status, 'on_sale')));
  if (!row) throw fieldError('skuId', 'server.cart.variantUnavailable', lang);
  return { ...row, title: row.title[lang] || row.title.en, image: row.image ?? row.images[0] ?? null, options: row.optionValues.map((o) => o.value).join(' / ') };
}

export interface AddInput { type: number; skuId: number; quantity: number; storeId?: number; warehouseId?: number }

/**
 * Adds a variant to a cart; the same variant for the same store (normal) or warehouse (stocking) adds to the
 * existing line. Refuses an unknown variant, a stocking line without a warehouse, a warehouse on another
 * type, another customer's store (9002) and a quantity over 100,000 in total.
 */
export async function addToCart(tx: DbOrTx, ownerId: number, input: AddInput, lang: Lang, scope: StoreScope = null): Promise<number> {
  await requireOfferedType(tx, ownerId, input.type, lang);
  const v = await cartVariant(tx, input.skuId, lang);
  const stocking = input.type === 2;
  if (stocking && input.warehouseId === undefined) throw fieldError('warehouseId', 'server.validation.required', lang);
  if (!stocking && input.warehouseId !== undefined) throw fieldError('warehouseId', 'server.cart.warehouseOnlyStocking', lang);
  if (input.warehouseId !== undefined) {
    const [w] = await tx.select({ id: warehouse.id }).from(warehouse).where(eq(warehouse.id, input.warehouseId));
    if (!w) throw fieldError('warehouseId', 'server.cart.warehouseUnknown', lang);
  }
  if (input.storeId !== undefined) {
    const [s] = await tx.select({ id: store.id }).from(store).where(and(eq(store.id, input.storeId), eq(store.customerId, ownerId)));
    if (!s || (scope !== null && !scope.includes(s.id))) throw fail.notFound();
  }
  const storeId = input.type === 1 ? input.storeId ?? null : null;
  const warehouseId = stocking ? input.warehouseId ?? null : null;
  const [existing] = await tx.select({ id: cartLine.id, skuNum: cartLine.skuNum }).from(cartLine).where(and(
    eq(cartLine.customerId, ownerId), eq(cartLine.type, input.type), eq(cartLine.skuId, v.id),
    storeId === null ? sql`${cartLine.storeId} is null` : eq(cartLine.storeId, storeId),
    warehouseId === null ? sql`${cartLine.warehouseId} is null` : eq(cartLine.warehouseId, warehouseId),
  )).for('update');
  if (existing) {
    if (existing.skuNum + input.quantity > MAX_QUANTITY) throw fieldError('quantity', 'server.cart.quantityTooLarge', lang);
    await tx.update(cartLine).set({ skuNum: existing.skuNum + input.quantity, unitPriceCents: v.costPrice }).where(eq(cartLine.id, existing.id));
    return existing.id;
  }
  const [line] = await tx.insert(cartLine).values({
    customerId: ownerId, type: input.type, skuId: v.id, sku: v.sku, title: v.title, image: v.image, variant: v.options || null,
    storeId, warehouseId, skuNum: input.quantity, unitPriceCents: v.costPrice, currencyCode: 'USD',
  }).returning({ id: cartLine.id });
  return line.id;
}

/**
 * Spec: "Cart types: partner themes show only normal and stocking; otherwise all four." A partner's merchant
 * (its main account registered under a partner: parterSource) is refused the consolidation and self-buy carts
 * on the server too (9001 on `type`), so a stale tab or a hand-made request cannot fill a cart it cannot see.
 */
export async function requireOfferedType(tx: DbOrTx, ownerId: number, type: number, lang: Lang): Promise<void> {
  if (type <= 2) return;
  const [row] = await tx.select({ partner: customer.parterSource }).from(customer).where(eq(customer.id, ownerId));
  if (row?.partner) throw fieldError('type', 'server.cart.typeNotOffered', lang);
}

/** The lines must all be of one cart (4–6 count as one): 9001 on `ids` otherwise. */
function requireOneCart(lines: CartLineRow[], lang: Lang, type?: number): number {
  const first = type ?? lines[0].type;
  if (!lines.every((l) => sameCart(first, l.type))) throw fieldError('ids', 'server.cart.mixedTypes', lang);
  return first;
}

/** The customer's own country (ISO code), the default destination. */
async function homeCountry(tx: DbOrTx, ownerId: number): Promise<string> {
  const [row] = await tx.select({ code: country.code }).from(customer).innerJoin(country, eq(country.id, customer.countryId)).where(eq(customer.id, ownerId));
  return row?.code ?? 'US';
}

export interface Destination {
  countryCode: string;
  warehouseId: number | null;
  lines: CartLineRow[];
  quotes: ShippingQuote[];
  /** No shipping: stocking goods into a warehouse in the country they ship from. */
  domestic: boolean;
  channelCode: string | null;
  shippingCents: number;
}

/** Chosen channel if it reaches the destination, else the merchant's default for the country, else the cheapest. */
async function chooseChannel(tx: DbOrTx, ownerId: number, countryCode: string, quotes: ShippingQuote[], wanted: string | undefined): Promise<ShippingQuote | null> {
  const byCode = (code: string | undefined) => (code ? quotes.find((q) => q.channelCode === code) : undefined);
  if (byCode(wanted)) return byCode(wanted)!;
  const preferred = await defaultChannelFor(tx, ownerId, countryCode);
  return byCode(preferred?.channelCode) ?? quotes[0] ?? null;
}

/**
 * Splits the lines by where they go — stocking lines by warehouse, every other cart to one country — and
 * quotes each destination with the order service's calculator (the same numbers the orders will carry).
 */
export async function destinationsOf(tx: DbOrTx, ownerId: number, lines: CartLineRow[], options: { countryCode?: string; channelCode?: string }): Promise<Destination[]> {
  const stocking = lines[0].type === 2;
  const kind = kindOfType(lines[0].type);
  const groups = new Map<string, CartLineRow[]>();
  for (const line of lines) {
    // One destination per order the checkout makes (each order pays its own shipping), so the price shown
    // before checkout is the sum the orders will carry: normal lines per store, self-buy per sub-type.
    const key = stocking ? `w${line.warehouseId ?? 0}` : kind === 'normal' ? `s${line.storeId ?? 0}` : kind === 'self_buy' ? `t${line.type}` : 'address';
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const home = options.countryCode ?? await homeCountry(tx, ownerId);
  const destinations: Destination[] = [];
  for (const group of groups.values()) {
    const warehouseId = stocking ? group[0].warehouseId : null;
    const countryCode = stocking
      ? await destinationOf(tx, { kind: 'stocking', warehouseId, address: null }) ?? ''
      : home;
    const domestic = stocking && countryCode === DEFAULT_SHIPS_FROM;
    const quotes = domestic || !countryCode ? [] : await quotesFor(tx, countryCode, group.map((l) => ({ variantId: l.skuId, quantity: l.skuNum })));
    const chosen = domestic ? null : await chooseChannel(tx, ownerId, countryCode, quotes, options.channelCode);
    destinations.push({ countryCode, warehouseId, lines: group, quotes, domestic, channelCode: chosen?.channelCode ?? null, shippingCents: chosen?.totalCents ?? 0 });
  }
  return destinations;
}

/** payment-info: the chosen lines priced from the catalogue now, shipping per destination, the total. */
export async function priceLines(tx: DbOrTx, ownerId: number, ids: number[], options: { countryCode?: string; channelCode?: string; scope?: StoreScope }, lang: Lang) {
  const lines = await ownLines(tx, ownerId, ids, false, options.scope ?? null);
  requireOneCart(lines, lang);
  const variants = await orderableVariants(tx, lines.map((l) => l.skuId));
  const itemsCents = lines.reduce((sum, l) => sum + (variants.get(l.skuId)?.costPrice ?? 0) * l.skuNum, 0);
  const destinations = await destinationsOf(tx, ownerId, lines, options);
  const shippingCents = destinations.reduce((sum, d) => sum + d.shippingCents, 0);
  return {
    lineCount: lines.length,
    itemCount: lines.reduce((sum, l) => sum + l.skuNum, 0),
    itemsCents, shippingCents, totalCents: itemsCents + shippingCents, currencyCode: 'USD',
    destinations: destinations.map((d) => ({
      countryCode: d.countryCode, warehouseId: d.warehouseId, lineIds: d.lines.map((l) => l.id), quotes: d.quotes, domestic: d.domestic, channelCode: d.channelCode, shippingCents: d.shippingCents,
    })),
    payable: lines.every((l) => variants.has(l.skuId)) && destinations.every((d) => d.domestic || d.channelCode !== null),
  };
}

export interface CheckoutInput {
  type: number;
  ids: number[];
  channelCode?: string;
  address?: OrderAddress;
  remark?: string;
}

/**
 * Checks the chosen lines out into orders awaiting payment, in one transaction: normal lines one order per
 * store, stocking one per warehouse, consolidation one parcel, self-buy one per sub-type (4–6). The lines
 * leave the cart. Any refusal (a variant gone, no address, no channel) changes nothing.
 */
export async function checkoutLines(tx: Tx, owner: { ownerId: number; actorId: number; scope?: StoreScope }, input: CheckoutInput, lang: Lang): Promise<{ orderIds: number[]; totalCents: number }> {
  const lines = await ownLines(tx, owner.ownerId, input.ids, true, owner.scope ?? null);
  requireOneCart(lines, lang, input.type);
  await requireOfferedType(tx, owner.ownerId, input.type, lang);
  const kind = kindOfType(input.type);
  if (kind !== 'stocking' && !input.address) throw fieldError('address', 'server.validation.required', lang);
  const destinations = await destinationsOf(tx, owner.ownerId, lines, { countryCode: input.address?.countryCode, channelCode: input.channelCode });
  const orderIds: number[] = [];
  let totalCents = 0;
  for (const destination of destinations) {
    if (!destination.domestic && !destination.channelCode) throw fieldError('channelCode', 'server.cart.noChannel', lang);
    const parts = new Map<string, CartLineRow[]>();
    for (const line of destination.lines) {
      const key = kind === 'normal' ? `s${line.storeId ?? 0}` : kind === 'self_buy' ? `t${line.type}` : 'one';
      parts.set(key, [...(parts.get(key) ?? []), line]);
    }
    for (const part of parts.values()) {
      const row = await createOrder(tx, {
        customerId: owner.ownerId, kind, subType: kind === 'self_buy' ? part[0].type : null, source: 'cart',
        address: kind === 'stocking' ? null : input.address ?? null, warehouseId: destination.warehouseId,
        channelCode: destination.channelCode, lines: part.map((l) => ({ variantId: l.skuId, quantity: l.skuNum })),
        actorId: owner.actorId, remark: input.remark?.trim() || null, lang,
      });
      orderIds.push(row.id);
      totalCents += row.totalCents;
    }
  }
  await tx.delete(cartLine).where(and(inArray(cartLine.id, lines.map((l) => l.id)), eq(cartLine.customerId, owner.ownerId)));
  return { orderIds, totalCents };
}
