/**
 * The platform's catalogue (DOMAIN.md section 1): a category tree, suppliers, warehouses, products with
 * their variants (SKUs) and the stock of each variant per warehouse. Platform-owned rows; a product with
 * ownerCustomerId set is a private product of that merchant. Money in integer cents.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { country } from './common';
import { customer } from './customer';

/** A text in the portal's three languages. */
export type Translated = { en: string; zh: string; tr: string };
export type OptionValue = { name: string; value: string };

export const category = pgTable('category', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: jsonb('name').$type<Translated>().notNull(),
  sort: smallint('sort').notNull().default(0),
}, (t) => [index('category_parent_idx').on(t.parentId, t.sort)]);

export const supplier = pgTable('supplier', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  countryId: integer('country_id').notNull().references(() => country.id),
  /** 0–5 stars. */
  rating: real('rating').notNull(),
  responseHours: integer('response_hours').notNull(),
}, (t) => [check('supplier_rating_check', sql`${t.rating} between 0 and 5`)]);

export const warehouse = pgTable('warehouse', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  countryId: integer('country_id').notNull().references(() => country.id),
  name: text('name').notNull(),
});

export const productStatuses = ['on_sale', 'offline', 'deleted'] as const;

/** PostgreSQL's full-text document type (Drizzle has none): written by the database only, as a generated column. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/**
 * The words of the title in one language (English when that one is blank), as full text 'simple' (no stemming,
 * alike in en, zh and tr): stored, so a search tests `words @@ query` per row instead of parsing the title again.
 */
const titleWords = (lang: 'en' | 'zh' | 'tr') =>
  sql`to_tsvector('simple'::regconfig, coalesce(nullif(title->>${sql.raw(`'${lang}'`)}, ''), title->>'en'))`;

export const product = pgTable('product', {
  id: serial('id').primaryKey(),
  /** e.g. CJ-HOME-000123 */
  spu: text('spu').notNull().unique(),
  title: jsonb('title').$type<Translated>().notNull(),
  descriptionHtml: text('description_html').notNull().default(''),
  categoryId: integer('category_id').notNull().references(() => category.id),
  supplierId: integer('supplier_id').notNull().references(() => supplier.id),
  images: jsonb('images').$type<string[]>().notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  status: text('status').$type<(typeof productStatuses)[number]>().notNull().default('on_sale'),
  ownerCustomerId: integer('owner_customer_id').references(() => customer.id, { onDelete: 'cascade' }),
  /** Batteries, liquids, magnets, powders: only channels that take sensitive goods carry it. */
  sensitive: boolean('sensitive').notNull().default(false),
  createdAt: createdAt(),
  // The search summary of the product's on-sale variants and their stock, kept on the row so a search reads one
  // table instead of aggregating 500,000 variants: written by refreshProductSummaries (modules/catalogue/summary.ts)
  // after every write of variants or stock (the seed, private products, the benchmark). A product with no on-sale
  // variant (variantCount 0) is not listed.
  minCost: integer('min_cost').notNull().default(0),
  maxCost: integer('max_cost').notNull().default(0),
  minSuggested: integer('min_suggested').notNull().default(0),
  variantCount: integer('variant_count').notNull().default(0),
  /** Ids of the countries whose warehouses hold available stock of one of its variants. */
  shipsFrom: integer('ships_from').array().notNull().default(sql`'{}'::integer[]`),
  /**
   * Every two-character run of the Chinese title (lower case): Chinese has no spaces, so full text cannot split
   * its words and trigrams cannot find a two-character word such as 水瓶; the pairs can (GIN, `@>`).
   */
  titleZhPairs: text('title_zh_pairs').array().notNull().default(sql`'{}'::text[]`),
  /** The title's words per language (titleWords), kept by the database on every write of the title. */
  wordsEn: tsvector('words_en').generatedAlwaysAs(titleWords('en')),
  wordsZh: tsvector('words_zh').generatedAlwaysAs(titleWords('zh')),
  wordsTr: tsvector('words_tr').generatedAlwaysAs(titleWords('tr')),
}, (t) => [
  check('product_status_check', sql`${t.status} in ('on_sale', 'offline', 'deleted')`),
  index('product_category_idx').on(t.categoryId, t.createdAt),
  index('product_owner_idx').on(t.ownerCustomerId, t.createdAt),
  // Full-text search per language over exactly the expression the search service uses (titleIn).
  index('product_title_fts_en_idx').using('gin', sql`to_tsvector('simple', coalesce(nullif(${t.title}->>'en', ''), ${t.title}->>'en'))`),
  index('product_title_fts_zh_idx').using('gin', sql`to_tsvector('simple', coalesce(nullif(${t.title}->>'zh', ''), ${t.title}->>'en'))`),
  index('product_title_fts_tr_idx').using('gin', sql`to_tsvector('simple', coalesce(nullif(${t.title}->>'tr', ''), ${t.title}->>'en'))`),
  // Trigram indexes over the same expressions: parts of words (ILIKE), typos (word similarity, <%), Chinese
  // (no spaces between words, so full text cannot split them; trigrams of characters can).
  index('product_title_trgm_en_idx').using('gin', sql`coalesce(nullif(${t.title}->>'en', ''), ${t.title}->>'en') gin_trgm_ops`),
  index('product_title_trgm_zh_idx').using('gin', sql`coalesce(nullif(${t.title}->>'zh', ''), ${t.title}->>'en') gin_trgm_ops`),
  index('product_title_trgm_tr_idx').using('gin', sql`coalesce(nullif(${t.title}->>'tr', ''), ${t.title}->>'en') gin_trgm_ops`),
  index('product_spu_trgm_idx').using('gin', sql`${t.spu} gin_trgm_ops`),
  index('product_created_idx').on(t.createdAt, t.id),
  // The listed public products (what every search filters to), newest first and by price.
  index('product_listed_created_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'on_sale' and ${t.variantCount} > 0`),
  /** INCLUDE (owner_customer_id, ships_from): migrations product_listed_cost_covering, product_listed_cost_no_category (a price range's count reads the index only). */
  index('product_listed_cost_idx').on(t.minCost, t.id).where(sql`${t.status} = 'on_sale' and ${t.variantCount} > 0`),
  index('product_ships_from_idx').using('gin', t.shipsFrom),
  // Every column a search filters listed products by, so its bounded count ("10,000+") reads this index alone
  // (index-only scan) instead of the wide product rows.
  index('product_listed_count_idx').on(t.ownerCustomerId, t.categoryId, t.minCost, t.shipsFrom).where(sql`${t.status} = 'on_sale' and ${t.variantCount} > 0`),
  index('product_title_zh_pairs_idx').using('gin', t.titleZhPairs),
  // The words of listed products only (what every search filters to), so a keyword's candidates are listed rows.
  index('product_listed_words_en_idx').using('gin', t.wordsEn).where(sql`${t.status} = 'on_sale' and ${t.variantCount} > 0`),
  index('product_listed_words_zh_idx').using('gin', t.wordsZh).where(sql`${t.status} = 'on_sale' and ${t.variantCount} > 0`),
  index('product_listed_words_tr_idx').using('gin', t.wordsTr).where(sql`${t.status} = 'on_sale' and ${t.variantCount} > 0`),
  // Listed products newest first with what a keyword tests (owner, words, Chinese pairs): a keyword's newest
  // matches are found by walking this index alone (index-only), not by reading a product row per step.
  // The same with the category and ships-from countries, so a keyword with one of those filters walks it
  // alone too (replaces product_listed_newest_words_idx, which had neither and read a row per step).
  index('product_listed_newest_search_idx').on(t.createdAt, t.id, t.ownerCustomerId, t.categoryId, t.shipsFrom, t.wordsEn, t.wordsZh, t.wordsTr, t.titleZhPairs)
    .where(sql`${t.status} = 'on_sale' and ${t.variantCount} > 0`),
]);

/**
 * The distinct words of listed products' titles per language (from words_en/zh/tr): a small table a misspelt
 * keyword is matched against (trigram similarity) to find the real words it meant, which are then searched
 * through the full-text indexes. Filled by refreshProductSummaries; a word whose products are gone stays and
 * simply matches nothing.
 */
export const catalogueWord = pgTable('catalogue_word', {
  lang: text('lang').notNull(),
  word: text('word').notNull(),
}, (t) => [
  primaryKey({ columns: [t.lang, t.word] }),
  index('catalogue_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  check('catalogue_word_lang_check', sql`${t.lang} in ('en', 'zh', 'tr')`),
]);

/**
 * How many listed public products carry each term (a title word per language, or a two-character run of the
 * Chinese title: kind 'zh_pair'): a keyword search counts up to the pager's reach ("2,400+"), and a common
 * keyword's count is known from here without visiting a row per match. Private products are not counted (a
 * merchant's own few are counted per search). Kept exact for the terms of the products refreshProductSummaries
 * recomputes (every writer of listed products calls it).
 */
export const catalogueTermCount = pgTable('catalogue_term_count', {
  kind: text('kind').notNull(),
  term: text('term').notNull(),
  products: integer('products').notNull(),
}, (t) => [
  primaryKey({ columns: [t.kind, t.term] }),
  // Prefix lookups (`term ^@ 'bottle'`: a keyword's word begins a title word) in any collation.
  index('catalogue_term_count_prefix_idx').using('spgist', t.term),
  check('catalogue_term_count_kind_check', sql`${t.kind} in ('en', 'zh', 'tr', 'zh_pair') and ${t.products} >= 0`),
]);

/**
 * How many listed public products carry each term (as catalogue_term_count) per category (facet 'category',
 * facetId a category id; a product counts in its own category only) and per ships-from country (facet
 * 'country', facetId a country id; a product counts in each country it ships from). A common keyword with one
 * of those filters reads a lower bound of its matches here: past the pager's reach that is the count ("2,400+"),
 * without visiting a row per match. Kept by refreshProductSummaries with catalogue_term_count.
 */
export const catalogueTermFacetCount = pgTable('catalogue_term_facet_count', {
  kind: text('kind').notNull(),
  term: text('term').notNull(),
  facet: text('facet').notNull(),
  facetId: integer('facet_id').notNull(),
  products: integer('products').notNull(),
}, (t) => [
  primaryKey({ columns: [t.kind, t.term, t.facet, t.facetId] }),
  check('catalogue_term_facet_count_check', sql`${t.kind} in ('en', 'zh', 'tr', 'zh_pair') and ${t.facet} in ('category', 'country') and ${t.products} >= 0`),
]);

export const variant = pgTable('variant', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => product.id, { onDelete: 'cascade' }),
  sku: text('sku').notNull().unique(),
  optionValues: jsonb('option_values').$type<OptionValue[]>().notNull(),
  image: text('image'),
  costPrice: integer('cost_price').notNull(),
  suggestedPrice: integer('suggested_price').notNull(),
  weightGrams: integer('weight_grams').notNull(),
  lengthMm: integer('length_mm').notNull(),
  widthMm: integer('width_mm').notNull(),
  heightMm: integer('height_mm').notNull(),
  status: text('status').$type<'on_sale' | 'offline'>().notNull().default('on_sale'),
}, (t) => [
  index('variant_product_idx').on(t.productId),
  index('variant_sku_trgm_idx').using('gin', sql`${t.sku} gin_trgm_ops`),
  check('variant_prices_check', sql`${t.costPrice} >= 0 and ${t.suggestedPrice} >= 0`),
]);

export const inventory = pgTable('inventory', {
  variantId: integer('variant_id').notNull().references(() => variant.id, { onDelete: 'cascade' }),
  warehouseId: integer('warehouse_id').notNull().references(() => warehouse.id),
  available: integer('available').notNull().default(0),
  reserved: integer('reserved').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.variantId, t.warehouseId] })]);

/**
 * A merchant's private inventory (stock bought into a platform warehouse by a stocking order), per variant and
 * warehouse. Changed only through addPrivateInventory / the reservation calls, each writing an event row.
 */
export const privateInventory = pgTable('private_inventory', {
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  variantId: integer('variant_id').notNull().references(() => variant.id, { onDelete: 'cascade' }),
  warehouseId: integer('warehouse_id').notNull().references(() => warehouse.id),
  available: integer('available').notNull().default(0),
  reserved: integer('reserved').notNull().default(0),
  updatedAt: updatedAt(),
}, (t) => [
  primaryKey({ columns: [t.customerId, t.variantId, t.warehouseId] }),
  index('private_inventory_warehouse_idx').on(t.customerId, t.warehouseId),
  check('private_inventory_units_check', sql`${t.available} >= 0 and ${t.reserved} >= 0`),
]);

/** Every change of private inventory (quantity may be negative), with its reason: the stock's history. */
export const privateInventoryEvent = pgTable('private_inventory_event', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  variantId: integer('variant_id').notNull().references(() => variant.id, { onDelete: 'cascade' }),
  warehouseId: integer('warehouse_id').notNull().references(() => warehouse.id),
  quantity: integer('quantity').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
}, (t) => [index('private_inventory_event_customer_idx').on(t.customerId, t.createdAt)]);

export const sourcingStatuses = ['submitted', 'in_progress', 'found', 'not_found', 'canceled'] as const;
export type SourcingStatus = (typeof sourcingStatuses)[number];
/** How a request came: a product URL, an uploaded image, a description, collect products, or an AliExpress URL. */
export const sourcingChannels = ['url', 'image', 'description', 'collect', 'aliexpress'] as const;
export type SourcingChannel = (typeof sourcingChannels)[number];

/** A request to find a product the catalogue lacks (DOMAIN.md section 8). */
export const sourcingRequest = pgTable('sourcing_request', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  sourceUrl: text('source_url'),
  description: text('description').notNull().default(''),
  targetPriceCents: integer('target_price_cents'),
  quantity: integer('quantity'),
  status: text('status').$type<SourcingStatus>().notNull().default('submitted'),
  /** The catalogue product found for it, with the quoted unit price. */
  productId: integer('product_id').references(() => product.id),
  quotedPriceCents: integer('quoted_price_cents'),
  /** What the merchant calls the product (shown in lists). */
  title: text('title').notNull().default(''),
  channel: text('channel').$type<SourcingChannel>().notNull().default('url'),
  /** An uploaded image as a data URL (image/png, image/jpeg or image/webp; bounded by the contract). */
  imageData: text('image_data'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('sourcing_request_customer_idx').on(t.customerId, t.createdAt),
  index('sourcing_request_customer_status_idx').on(t.customerId, t.status, t.createdAt),
  // The staff view: open requests of every customer, oldest first.
  index('sourcing_request_status_idx').on(t.status, t.createdAt),
  check('sourcing_request_channel_check', sql`${t.channel} in ('url', 'image', 'description', 'collect', 'aliexpress')`),
  check('sourcing_request_status_check', sql`${t.status} in ('submitted', 'in_progress', 'found', 'not_found', 'canceled')`),
  check('sourcing_request_prices_check', sql`(${t.targetPriceCents} is null or ${t.targetPriceCents} >= 0) and (${t.quotedPriceCents} is null or ${t.quotedPriceCents} >= 0)`),
]);

/** The timeline of a sourcing request: one row per status change. */
export const sourcingRequestEvent = pgTable('sourcing_request_event', {
  id: serial('id').primaryKey(),
  requestId: integer('request_id').notNull().references(() => sourcingRequest.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  status: text('status').$type<SourcingStatus>().notNull(),
  note: text('note').notNull().default(''),
  /** Who changed it: the merchant's account or a staff account (null: the system). */
  actorId: integer('actor_id'),
  createdAt: createdAt(),
}, (t) => [index('sourcing_request_event_request_idx').on(t.requestId, t.createdAt)]);

/** Where samples of sourced products go: one address per merchant (/sourcing/address). */
export const sourcingAddress = pgTable('sourcing_address', {
  customerId: integer('customer_id').primaryKey().references(() => customer.id, { onDelete: 'cascade' }),
  contactName: text('contact_name').notNull(),
  phone: text('phone').notNull(),
  countryId: integer('country_id').notNull().references(() => country.id),
  province: text('province').notNull().default(''),
  city: text('city').notNull(),
  address1: text('address1').notNull(),
  address2: text('address2').notNull().default(''),
  postalCode: text('postal_code').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The merchant's own SKU codes for catalogue variants (the spec's sku-customer-dict): shown beside the
 * platform SKU on orders and written on order exports. One code per variant, each code used once per merchant.
 */
export const skuCustomerDict = pgTable('sku_customer_dict', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  variantId: integer('variant_id').notNull().references(() => variant.id, { onDelete: 'cascade' }),
  customerSku: text('customer_sku').notNull(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('sku_customer_dict_variant_idx').on(t.customerId, t.variantId),
  uniqueIndex('sku_customer_dict_code_idx').on(t.customerId, t.customerSku),
]);

export const markupTypes = ['multiply', 'add'] as const;
export type MarkupType = (typeof markupTypes)[number];

/**
 * A merchant's price rule (DOMAIN.md section 2): the default one (storeId null) or one per store. Sell price =
 * cost (plus shipping when chosen) × markupValue/10,000 (multiply) or + markupValue cents (add), raised to the
 * minimum margin, its cents set to centsEnding; compare-at = sell × compareAtBp/10,000.
 */
export const priceRule = pgTable('price_rule', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  /** The store (store.id) or null for the default rule; no foreign key: stores.ts imports products.ts, which imports this file. */
  storeId: integer('store_id'),
  markupType: text('markup_type').$type<MarkupType>().notNull(),
  /** Basis points for multiply (25000 = × 2.5), cents for add. */
  markupValue: integer('markup_value').notNull(),
  includeShipping: boolean('include_shipping').notNull().default(false),
  compareAtBp: integer('compare_at_bp'),
  /** The cents every sell price ends in (99 → 12.99), or null to keep them. */
  centsEnding: smallint('cents_ending'),
  /** Lowest margin over cost in basis points (1000 = 10 %). */
  minMarginBp: integer('min_margin_bp').notNull().default(0),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('price_rule_customer_store_idx').on(t.customerId, sql`coalesce(${t.storeId}, 0)`),
  check('price_rule_markup_check', sql`${t.markupType} in ('multiply', 'add') and ${t.markupValue} >= 0`),
  check('price_rule_values_check', sql`(${t.compareAtBp} is null or ${t.compareAtBp} >= 10000) and (${t.centsEnding} is null or ${t.centsEnding} between 0 and 99) and ${t.minMarginBp} between 0 and 100000`),
]);

/**
 * The prices a rule last wrote on a product-list variant: while the variant still has them it was not edited by
 * hand, so re-applying a rule may change it. Keyed by sku_list_variant.id (no foreign key: products.ts imports
 * this file; ids are never reused, so a row left by a removed entry matches nothing).
 */
export const rulePricedVariant = pgTable('rule_priced_variant', {
  skuListVariantId: integer('sku_list_variant_id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  sellPrice: integer('sell_price').notNull(),
  compareAtPrice: integer('compare_at_price'),
  /** The store whose rule priced it (null: the default rule), so re-applying uses that store's rule again. */
  storeId: integer('store_id'),
}, (t) => [index('rule_priced_variant_customer_idx').on(t.customerId)]);
