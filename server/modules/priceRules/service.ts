/**
 * Price rules (main accounts only: the server refuses a sub-account with 40301 whatever its codes). The default
 * rule prices what is added to the product list (applyRuleOnImport); re-apply re-prices, as a job, the list
 * variants whose prices a rule set and nobody edited since (rule_priced_variant remembers what the rule wrote and
 * for which store, so a store's entries are re-priced by that store's rule, not the default one).
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { country, customer, priceRule, product, rulePricedVariant, skuList, skuListVariant, store, variant } from '../../db/schema';
import type { Caller } from '../../http/context';
import { fail } from '../../http/envelope';
import { createJob, type ItemWorker, type JobRunRequester } from '../jobs/service';
import { quoteShipping } from '../logistics/calculator';
import { priceFor, type RuleTerms } from './priceFor';

type RuleInput = RuleTerms & { storeId: number | null };

/** Price rules belong to the main account: a sub-account is refused even with settings:priceRules. */
function mainOnly(caller: Caller) {
  if (caller.refId !== null) throw fail.noPermission();
}

const ruleView = (row: typeof priceRule.$inferSelect, storeName: string | null) => ({
  id: row.id, storeId: row.storeId, markupType: row.markupType, markupValue: row.markupValue, includeShipping: row.includeShipping,
  compareAtBp: row.compareAtBp, centsEnding: row.centsEnding, minMarginBp: row.minMarginBp, storeName,
});

export async function defaultRuleOf(db: DbOrTx, customerId: number) {
  const [row] = await db.select().from(priceRule).where(and(eq(priceRule.customerId, customerId), isNull(priceRule.storeId)));
  return row ?? null;
}

/** The rule for a store (its own, else the default), for publishing; null when the merchant has none. */
export async function ruleFor(db: DbOrTx, customerId: number, storeId: number | null) {
  if (storeId !== null) {
    const [own] = await db.select().from(priceRule).where(and(eq(priceRule.customerId, customerId), eq(priceRule.storeId, storeId)));
    if (own) return own;
  }
  return defaultRuleOf(db, customerId);
}

/** The cheapest shipping of one unit from China (where the whole catalogue stocks) to the merchant's country. */
async function shippingOf(db: DbOrTx, customerId: number, variantId: number): Promise<number> {
  const [to] = await db.select({ code: country.code }).from(customer).innerJoin(country, eq(country.id, customer.countryId)).where(eq(customer.id, customerId));
  const quotes = await quoteShipping(db, { fromCountryCode: 'CN', toCountryCode: to?.code ?? 'US', items: [{ variantId, quantity: 1 }] });
  return quotes[0]?.totalCents ?? 0;
}

export async function listRules(db: DbOrTx, caller: Caller) {
  mainOnly(caller);
  const rules = await db.select({ rule: priceRule, storeName: store.name }).from(priceRule).leftJoin(store, eq(store.id, priceRule.storeId))
    .where(eq(priceRule.customerId, caller.ownerId)).orderBy(asc(priceRule.id));
  const stores = await db.select({ id: store.id, name: store.name }).from(store).where(eq(store.customerId, caller.ownerId)).orderBy(asc(store.id));
  // Preview samples: the merchant's own listed variants, else catalogue ones.
  const listed = await db.select({ variantId: variant.id, title: skuList.title, costPrice: variant.costPrice }).from(skuListVariant)
    .innerJoin(skuList, eq(skuList.id, skuListVariant.skuListId)).innerJoin(variant, eq(variant.id, skuListVariant.variantId))
    .where(eq(skuList.customerId, caller.ownerId)).orderBy(asc(skuListVariant.id)).limit(3);
  const picked = listed.length > 0 ? listed : await db.select({ variantId: variant.id, title: sql<string>`${product.title}->>'en'`, costPrice: variant.costPrice })
    .from(variant).innerJoin(product, eq(product.id, variant.productId)).where(and(isNull(product.ownerCustomerId), eq(product.status, 'on_sale'))).orderBy(asc(variant.id)).limit(3);
  const samples = [];
  for (const s of picked) samples.push({ ...s, shippingCents: await shippingOf(db, caller.ownerId, s.variantId) });
  const defaultRow = rules.find((r) => r.rule.storeId === null);
  return {
    defaultRule: defaultRow ? ruleView(defaultRow.rule, null) : null,
    storeRules: rules.filter((r) => r.rule.storeId !== null).map((r) => ruleView(r.rule, r.storeName)),
    stores, samples,
  };
}

export async function saveRule(db: DbOrTx, caller: Caller, input: RuleInput) {
  mainOnly(caller);
  return db.transaction(async (tx) => {
    let storeName: string | null = null;
    if (input.storeId !== null) {
      const [own] = await tx.select({ name: store.name }).from(store).where(and(eq(store.id, input.storeId), eq(store.customerId, caller.ownerId)));
      if (!own) throw fail.notFound();
      storeName = own.name;
    }
    const terms = {
      markupType: input.markupType, markupValue: input.markupValue, includeShipping: input.includeShipping,
      compareAtBp: input.compareAtBp, centsEnding: input.centsEnding, minMarginBp: input.minMarginBp, updatedAt: new Date(),
    };
    const existing = input.storeId === null ? await defaultRuleOf(tx, caller.ownerId)
      : (await tx.select().from(priceRule).where(and(eq(priceRule.customerId, caller.ownerId), eq(priceRule.storeId, input.storeId))))[0];
    const [row] = existing
      ? await tx.update(priceRule).set(terms).where(eq(priceRule.id, existing.id)).returning()
      : await tx.insert(priceRule).values({ customerId: caller.ownerId, storeId: input.storeId, ...terms }).returning();
    return ruleView(row, storeName);
  });
}

export async function removeRule(db: DbOrTx, caller: Caller, id: number) {
  mainOnly(caller);
  const removed = await db.delete(priceRule).where(and(eq(priceRule.id, id), eq(priceRule.customerId, caller.ownerId))).returning({ id: priceRule.id });
  if (removed.length === 0) throw fail.notFound();
  return null;
}

/** Keeps the entry's price range in step with its variants (the same summary the products service keeps). */
async function refreshPrices(tx: DbOrTx, entryId: number) {
  await tx.execute(sql`update ${skuList} set
    min_price = coalesce((select min(sell_price) from ${skuListVariant} where sku_list_id = ${entryId} and enabled), 0),
    max_price = coalesce((select max(sell_price) from ${skuListVariant} where sku_list_id = ${entryId} and enabled), 0),
    updated_at = now() where id = ${entryId}`);
}

/**
 * Prices these list variants by the rule and remembers what it wrote and for which store (null: no store), so a
 * re-apply prices them by that store's rule again.
 */
async function priceVariants(tx: Tx | DbOrTx, customerId: number, rule: RuleTerms, storeId: number | null, rows: Array<{ id: number; variantId: number; costPrice: number }>) {
  for (const row of rows) {
    const prices = priceFor(rule, row.costPrice, rule.includeShipping ? await shippingOf(tx, customerId, row.variantId) : 0);
    await tx.update(skuListVariant).set(prices).where(eq(skuListVariant.id, row.id));
    await tx.insert(rulePricedVariant).values({ skuListVariantId: row.id, customerId, storeId, ...prices })
      .onConflictDoUpdate({ target: rulePricedVariant.skuListVariantId, set: { ...prices, storeId } });
  }
}

/**
 * The import hook: prices a freshly added list entry by the rule of the store the import targets (its own rule,
 * else the default one), or by the default rule when it targets none (no rule: the catalogue's suggested prices
 * stay). Called in the transaction that added the entry; the caller has checked the store is the owner's.
 */
export async function applyRuleOnImport(tx: Tx | DbOrTx, customerId: number, skuListId: number, storeId: number | null = null) {
  const rule = await ruleFor(tx, customerId, storeId);
  if (!rule) return;
  const rows = await tx.select({ id: skuListVariant.id, variantId: skuListVariant.variantId, costPrice: variant.costPrice }).from(skuListVariant)
    .innerJoin(variant, eq(variant.id, skuListVariant.variantId)).where(eq(skuListVariant.skuListId, skuListId));
  await priceVariants(tx, customerId, rule, storeId, rows);
  await refreshPrices(tx, skuListId);
}

/** 9002 unless the store is the owner's: an import may only target the merchant's own stores. */
export async function assertOwnStore(db: DbOrTx, customerId: number, storeId: number | null | undefined) {
  if (storeId === null || storeId === undefined) return;
  const [own] = await db.select({ id: store.id }).from(store).where(and(eq(store.id, storeId), eq(store.customerId, customerId)));
  if (!own) throw fail.notFound();
}

/** Entries with at least one variant still at the prices a rule wrote. */
const untouched = (customerId: number) => and(
  eq(rulePricedVariant.customerId, customerId),
  eq(skuListVariant.sellPrice, rulePricedVariant.sellPrice),
  sql`${skuListVariant.compareAtPrice} is not distinct from ${rulePricedVariant.compareAtPrice}`,
);

export async function startReapply(db: DbOrTx, queue: JobRunRequester, caller: Caller) {
  mainOnly(caller);
  return db.transaction(async (tx) => {
    if (!(await defaultRuleOf(tx, caller.ownerId))) throw fail.rule('server.priceRules.noDefault');
    const entries = (await tx.selectDistinct({ id: skuListVariant.skuListId }).from(rulePricedVariant)
      .innerJoin(skuListVariant, eq(skuListVariant.id, rulePricedVariant.skuListVariantId)).where(untouched(caller.ownerId)).orderBy(asc(skuListVariant.skuListId)))
      .map((r) => r.id);
    const items: Array<{ seq: number; input: Record<string, string> }> = [];
    for (let i = 0; i < entries.length; i += 20) items.push({ seq: i / 20 + 1, input: { ids: entries.slice(i, i + 20).join(',') } });
    const jobRow = await createJob(tx, queue, { customerId: caller.ownerId, createdBy: caller.id, kind: 'priceRuleReapply', label: String(entries.length), items });
    return { jobId: jobRow.id, entries: entries.length };
  });
}

/**
 * One job item: up to 20 entries, each variant re-priced by the rule it was priced by, as that rule is when the item
 * runs: its store's own rule when the store has one (else the default rule), the default rule for no store.
 */
export const reapplyWorker: ItemWorker = async (tx, jobRow, item) => {
  const defaultRule = await defaultRuleOf(tx, jobRow.customerId);
  if (!defaultRule) return { ok: false, state: 'failed', code: 'server.priceRules.noDefault', field: null };
  const ids = (item.input.ids ?? '').split(',').filter(Boolean).map(Number);
  const rows = ids.length ? await tx.select({ id: skuListVariant.id, variantId: skuListVariant.variantId, costPrice: variant.costPrice, entry: skuListVariant.skuListId, storeId: rulePricedVariant.storeId })
    .from(skuListVariant).innerJoin(rulePricedVariant, eq(rulePricedVariant.skuListVariantId, skuListVariant.id))
    .innerJoin(skuList, eq(skuList.id, skuListVariant.skuListId)).innerJoin(variant, eq(variant.id, skuListVariant.variantId))
    .where(and(inArray(skuListVariant.skuListId, ids), eq(skuList.customerId, jobRow.customerId), untouched(jobRow.customerId))) : [];
  for (const storeId of new Set(rows.map((r) => r.storeId))) {
    const rule = storeId === null ? defaultRule : (await ruleFor(tx, jobRow.customerId, storeId)) ?? defaultRule;
    await priceVariants(tx, jobRow.customerId, rule, storeId, rows.filter((r) => r.storeId === storeId));
  }
  for (const entry of new Set(rows.map((r) => r.entry))) await refreshPrices(tx, entry);
  const [{ n }] = await tx.select({ n: count() }).from(skuList).where(inArray(skuList.id, ids.length ? ids : [-1]));
  return { ok: true, result: { entries: n, variants: rows.length } };
};
