/**
 * The demo catalogue (DOMAIN.md section 11): 16 leaf categories under 5 groups, 2,100 products with 4–5
 * variants each (9,450 variants), 8 suppliers, 7 warehouses and stock. Generated, not downloaded: names come
 * from word lists in en/zh/tr, numbers from a seeded generator (the same catalogue on every machine),
 * and images are SVGs the server draws from the product id (server/modules/products/images.ts).
 * Set-based inserts (one statement per table) keep a fresh start fast.
 */
import { count, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { category, country, customer, inventory, priceRule, product, skuCustomerDict, skuList, skuListVariant, sourcingAddress, sourcingRequest, sourcingRequestEvent, store, supplier, variant, warehouse, type Translated } from '../db/schema';
import { productImageUrl } from '../modules/products/images';
import { addPrivateInventory } from '../modules/catalogue/privateInventory';
import { refreshProductSummaries } from '../modules/catalogue/summary';

/** A small deterministic generator (mulberry32), so every machine seeds the same catalogue. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const w = (en: string, zh: string, tr: string): Translated => ({ en, zh, tr });

/** Groups → leaf categories → the nouns of their products. */
const tree: Array<{ code: string; name: Translated; leaves: Array<{ code: string; name: Translated; nouns: Translated[] }> }> = [
  { code: 'HOME', name: w('Home & Kitchen', '家居厨房', 'Ev ve Mutfak'), leaves: [
    { code: 'KIT', name: w('Kitchenware', '厨房用品', 'Mutfak Eşyaları'), nouns: [w('Chef knife', '厨师刀', 'Şef bıçağı'), w('Cutting board', '砧板', 'Kesme tahtası'), w('Spice rack', '调料架', 'Baharat rafı'), w('Frying pan', '煎锅', 'Tava')] },
    { code: 'DEC', name: w('Home decor', '家居装饰', 'Ev dekorasyonu'), nouns: [w('Table lamp', '台灯', 'Masa lambası'), w('Wall clock', '挂钟', 'Duvar saati'), w('Photo frame', '相框', 'Fotoğraf çerçevesi'), w('Scented candle', '香薰蜡烛', 'Kokulu mum')] },
    { code: 'BED', name: w('Bedding', '床上用品', 'Yatak takımları'), nouns: [w('Pillow case', '枕套', 'Yastık kılıfı'), w('Throw blanket', '盖毯', 'Battaniye'), w('Duvet cover', '被套', 'Nevresim'), w('Sleep mask', '眼罩', 'Uyku maskesi')] },
  ] },
  { code: 'OUT', name: w('Outdoor & Sports', '户外运动', 'Açık Hava ve Spor'), leaves: [
    { code: 'CMP', name: w('Camping', '露营', 'Kamp'), nouns: [w('Camping stove', '露营炉', 'Kamp ocağı'), w('Hammock', '吊床', 'Hamak'), w('Head torch', '头灯', 'Kafa lambası'), w('Dry bag', '防水袋', 'Su geçirmez çanta')] },
    { code: 'FIT', name: w('Fitness', '健身', 'Fitness'), nouns: [w('Yoga mat', '瑜伽垫', 'Yoga matı'), w('Resistance band', '弹力带', 'Direnç bandı'), w('Jump rope', '跳绳', 'Atlama ipi'), w('Water bottle', '水瓶', 'Su şişesi')] },
    { code: 'CYC', name: w('Cycling', '骑行', 'Bisiklet'), nouns: [w('Bike light', '车灯', 'Bisiklet lambası'), w('Saddle bag', '鞍座包', 'Sele çantası'), w('Cycling gloves', '骑行手套', 'Bisiklet eldiveni'), w('Bottle cage', '水壶架', 'Matara kafesi')] },
  ] },
  { code: 'FASH', name: w('Fashion', '服饰', 'Moda'), leaves: [
    { code: 'TOP', name: w('Tops', '上衣', 'Üstler'), nouns: [w('T-shirt', 'T恤', 'Tişört'), w('Hoodie', '连帽衫', 'Kapüşonlu'), w('Linen shirt', '亚麻衬衫', 'Keten gömlek'), w('Knit sweater', '针织毛衣', 'Örgü kazak')] },
    { code: 'BAG', name: w('Bags', '包袋', 'Çantalar'), nouns: [w('Tote bag', '托特包', 'Bez çanta'), w('Backpack', '双肩包', 'Sırt çantası'), w('Crossbody bag', '斜挎包', 'Çapraz çanta'), w('Wallet', '钱包', 'Cüzdan')] },
    { code: 'ACC', name: w('Accessories', '配饰', 'Aksesuarlar'), nouns: [w('Sunglasses', '太阳镜', 'Güneş gözlüğü'), w('Beanie', '针织帽', 'Bere'), w('Scarf', '围巾', 'Atkı'), w('Belt', '腰带', 'Kemer')] },
    { code: 'SHO', name: w('Shoes', '鞋', 'Ayakkabılar'), nouns: [w('Sneakers', '运动鞋', 'Spor ayakkabı'), w('Slippers', '拖鞋', 'Terlik'), w('Sandals', '凉鞋', 'Sandalet'), w('Hiking socks', '徒步袜', 'Yürüyüş çorabı')] },
  ] },
  { code: 'ELEC', name: w('Electronics', '电子产品', 'Elektronik'), leaves: [
    { code: 'PHN', name: w('Phone accessories', '手机配件', 'Telefon aksesuarları'), nouns: [w('Phone case', '手机壳', 'Telefon kılıfı'), w('USB-C cable', 'USB-C 数据线', 'USB-C kablo'), w('Power bank', '充电宝', 'Taşınabilir şarj'), w('Phone stand', '手机支架', 'Telefon standı')] },
    { code: 'AUD', name: w('Audio', '音频', 'Ses'), nouns: [w('Wireless earbuds', '无线耳机', 'Kablosuz kulaklık'), w('Bluetooth speaker', '蓝牙音箱', 'Bluetooth hoparlör'), w('Headphones', '头戴耳机', 'Kulaklık'), w('Earbud case', '耳机盒', 'Kulaklık kutusu')] },
    { code: 'SMH', name: w('Smart home', '智能家居', 'Akıllı ev'), nouns: [w('Smart plug', '智能插座', 'Akıllı priz'), w('LED strip', 'LED 灯带', 'LED şerit'), w('Motion sensor', '人体感应器', 'Hareket sensörü'), w('Smart bulb', '智能灯泡', 'Akıllı ampul')] },
  ] },
  { code: 'PETS', name: w('Pets & Kids', '宠物与儿童', 'Evcil Hayvan ve Çocuk'), leaves: [
    { code: 'PET', name: w('Pet supplies', '宠物用品', 'Evcil hayvan ürünleri'), nouns: [w('Dog leash', '狗绳', 'Köpek tasması'), w('Cat toy', '猫玩具', 'Kedi oyuncağı'), w('Pet bed', '宠物床', 'Evcil hayvan yatağı'), w('Feeding bowl', '食盆', 'Mama kabı')] },
    { code: 'TOY', name: w('Toys', '玩具', 'Oyuncaklar'), nouns: [w('Building blocks', '积木', 'Yapı blokları'), w('Puzzle', '拼图', 'Yapboz'), w('Plush toy', '毛绒玩具', 'Peluş oyuncak'), w('Kite', '风筝', 'Uçurtma')] },
    { code: 'BAB', name: w('Baby', '婴儿用品', 'Bebek'), nouns: [w('Baby bib', '围兜', 'Bebek önlüğü'), w('Teether', '牙胶', 'Diş kaşıyıcı'), w('Swaddle', '襁褓', 'Kundak'), w('Night light', '小夜灯', 'Gece lambası')] },
  ] },
];

const adjectives: Translated[] = [
  w('Classic', '经典', 'Klasik'), w('Compact', '紧凑', 'Kompakt'), w('Eco', '环保', 'Çevreci'), w('Premium', '高级', 'Premium'),
  w('Travel', '旅行', 'Seyahat'), w('Everyday', '日常', 'Günlük'), w('Pro', '专业', 'Pro'), w('Soft', '柔软', 'Yumuşak'),
  w('Minimal', '简约', 'Minimal'), w('Vintage', '复古', 'Vintage'),
];
const colours = ['Black', 'White', 'Navy', 'Sand', 'Forest', 'Coral', 'Grey', 'Mustard'];
const sizes = ['S', 'M', 'L', 'XL'];

export const warehouseSeeds = [
  { code: 'CN-SZ', country: 'CN', name: 'Shenzhen' }, { code: 'CN-YW', country: 'CN', name: 'Yiwu' },
  { code: 'US-CA', country: 'US', name: 'California' }, { code: 'US-NJ', country: 'US', name: 'New Jersey' },
  { code: 'DE-FR', country: 'DE', name: 'Frankfurt' }, { code: 'TH-BK', country: 'TH', name: 'Bangkok' },
  { code: 'TR-IS', country: 'TR', name: 'Istanbul' },
];

/** Enough distinct products for a 2,000-row import file beside what the demo list and the other journeys add (DOMAIN.md asks for at least 300). */
export const CATALOGUE_PRODUCTS = 2_200;


/** Seeds the catalogue when it is empty; returns whether it did. */
export async function seedCatalogue(db: DbOrTx): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(product);
  if (n > 0) return false;
  const random = seededRandom(20260101);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  // The products past the first 2,100 draw from a stream of their own, so adding them left every earlier
  // product's and variant's values (prices, weights: what tests and channels depend on) as they were.
  const extraRandom = seededRandom(20260102);
  const pickExtra = <T>(list: readonly T[]) => list[Math.floor(extraRandom() * list.length)];
  const countries = new Map((await db.select({ id: country.id, code: country.code }).from(country)).map((c) => [c.code, c.id]));
  const countryId = (code: string) => countries.get(code) ?? 232;

  const suppliers = await db.insert(supplier).values([
    ['Shenzhen Brightway Trading', 'CN'], ['Yiwu Harmony Goods', 'CN'], ['Guangzhou Lumen Textiles', 'CN'], ['Ningbo Coastline Outdoor', 'CN'],
    ['Pacific Goods Supply', 'US'], ['Bosporus Tekstil', 'TR'], ['Chiang Mai Crafts', 'TH'], ['Rhein Home GmbH', 'DE'],
  ].map(([name, code], i) => ({ name, countryId: countryId(code), rating: 3.5 + (i % 4) * 0.4, responseHours: 4 + i * 3 }))).returning({ id: supplier.id });
  const warehouses = await db.insert(warehouse).values(warehouseSeeds.map((s) => ({ code: s.code, name: s.name, countryId: countryId(s.country) })))
    .returning({ id: warehouse.id });

  const leaves: Array<{ id: number; group: string; code: string; nouns: Translated[] }> = [];
  for (const [g, group] of tree.entries()) {
    const [parent] = await db.insert(category).values({ parentId: null, name: group.name, sort: g }).returning({ id: category.id });
    const ids = await db.insert(category).values(group.leaves.map((leaf, i) => ({ parentId: parent.id, name: leaf.name, sort: i }))).returning({ id: category.id });
    group.leaves.forEach((leaf, i) => leaves.push({ id: ids[i].id, group: group.code, code: leaf.code, nouns: leaf.nouns }));
  }

  const start = Date.UTC(2026, 0, 1);
  const products = Array.from({ length: CATALOGUE_PRODUCTS }, (_, i) => {
    const leaf = leaves[i % leaves.length];
    const noun = leaf.nouns[Math.floor(i / leaves.length) % leaf.nouns.length];
    const adjective = adjectives[(i * 7 + Math.floor(i / leaves.length)) % adjectives.length];
    const title = { en: `${adjective.en} ${noun.en}`, zh: `${adjective.zh}${noun.zh}`, tr: `${adjective.tr} ${noun.tr}` };
    const spu = `CJ-${leaf.group}-${String(i + 1).padStart(6, '0')}`;
    return {
      spu, title, categoryId: leaf.id, supplierId: suppliers[i % suppliers.length].id,
      descriptionHtml: `<p>${title.en}: ${(i < 2_100 ? pick : pickExtra)(['durable', 'lightweight', 'easy to clean', 'giftable'])} and ${(i < 2_100 ? pick : pickExtra)(['compact', 'sturdy', 'comfortable', 'stylish'])}.</p><ul><li>Ships in 24 hours</li><li>Quality checked</li></ul>`,
      images: [], tags: [leaf.code.toLowerCase()], status: (i % 40 === 39 ? 'offline' : 'on_sale') as 'on_sale' | 'offline',
      createdAt: new Date(start + i * 6 * 3600_000),
    };
  });
  // One statement per table with the rows as one JSON parameter: thousands of rows bound as separate
  // parameters would cost seconds on PGlite.
  const productIds = (await db.execute<{ id: number }>(sql`
    insert into ${product} (spu, title, category_id, supplier_id, description_html, images, tags, status, created_at)
    select spu, title, category_id, supplier_id, description_html, '[]'::jsonb, tags, status, created_at
    from jsonb_to_recordset(${JSON.stringify(products.map((p) => ({ ...p, category_id: p.categoryId, supplier_id: p.supplierId, description_html: p.descriptionHtml, created_at: p.createdAt })))}::jsonb)
      as x(spu text, title jsonb, category_id int, supplier_id int, description_html text, tags jsonb, status text, created_at timestamptz)
    returning id`) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
  // Goods with batteries or fuel travel only on channels that take sensitive goods (logistics rate cards).
  await db.execute(sql`update ${product} set sensitive = true where title->>'en' ~ '(Power bank|Bluetooth speaker|Wireless earbuds|Headphones|Head torch|Bike light|Camping stove)$'`);
  // Images are drawn from the product id, so they are known only now.
  await db.execute(sql`update ${product} set images = jsonb_build_array(
    '/api/media/products/' || id || '/1.svg', '/api/media/products/' || id || '/2.svg', '/api/media/products/' || id || '/3.svg')`);

  const variants = productIds.flatMap((productId, i) => {
    const variantCount = 4 + (i % 2);
    const base = 300 + Math.floor(random() * 3000);
    const withSize = i % 2 === 0;
    return Array.from({ length: variantCount }, (_, v) => {
      const optionValues = withSize
        ? [{ name: 'Color', value: colours[(i + Math.floor(v / 2)) % colours.length] }, { name: 'Size', value: sizes[v % sizes.length] }]
        : [{ name: 'Color', value: colours[(i + v) % colours.length] }];
      const cost = base + v * 50;
      return {
        product_id: productId, sku: `${products[i].spu}-${String(v + 1).padStart(2, '0')}`, option_values: optionValues,
        image: productImageUrl(productId, (v % 3) + 1), cost_price: cost, suggested_price: Math.round(cost * 2.2 / 100) * 100 - 1,
        weight_grams: 80 + Math.floor(random() * 900), length_mm: 100 + v * 10, width_mm: 80, height_mm: 30 + v * 5,
      };
    });
  });
  await db.execute(sql`
    insert into ${variant} (product_id, sku, option_values, image, cost_price, suggested_price, weight_grams, length_mm, width_mm, height_mm)
    select * from jsonb_to_recordset(${JSON.stringify(variants)}::jsonb)
      as x(product_id int, sku text, option_values jsonb, image text, cost_price int, suggested_price int, weight_grams int, length_mm int, width_mm int, height_mm int)`);
  // Stock in a Chinese warehouse for every variant, and abroad for every third (some of them sold out).
  const [cn1, cn2, ...abroad] = warehouses.map((row) => row.id);
  await db.execute(sql`
    insert into ${inventory} (variant_id, warehouse_id, available, reserved)
    select id, case when id % 2 = 0 then ${cn1}::int else ${cn2}::int end, (id * 7919) % 500, (id * 31) % 10 from ${variant}
    union all
    select id, (${JSON.stringify(abroad)}::jsonb ->> (id % ${abroad.length})::int)::int, case when id % 9 = 0 then 0 else (id * 104729) % 200 end, 0 from ${variant} where id % 3 = 0`);
  await refreshProductSummaries(db);
  return true;
}

/**
 * The demo merchant's own catalogue data: private products (only they see them), private inventory in three
 * warehouses as stocking orders would leave it (some rows low), and sourcing requests in every status.
 * Written through addPrivateInventory and the same tables real use writes.
 */
export async function seedMerchantCatalogue(db: DbOrTx, merchantId: number): Promise<void> {
  const [leaf] = await db.select({ id: category.id }).from(category).where(sql`${category.parentId} is not null`).orderBy(category.id).limit(1);
  const [maker] = await db.select({ id: supplier.id }).from(supplier).orderBy(supplier.id).limit(1);
  const houses = await db.select({ id: warehouse.id }).from(warehouse).orderBy(warehouse.id);
  const privateTitles = [
    w('Trailhead logo water bottle', 'Trailhead 标志水瓶', 'Trailhead logolu su şişesi'),
    w('Trailhead branded dry bag', 'Trailhead 品牌防水袋', 'Trailhead markalı su geçirmez çanta'),
    w('Trailhead trail map bandana', 'Trailhead 路线图头巾', 'Trailhead patika haritalı bandana'),
    w('Trailhead enamel camp mug', 'Trailhead 搪瓷露营杯', 'Trailhead emaye kamp kupası'),
    w('Trailhead embroidered cap', 'Trailhead 刺绣帽', 'Trailhead işlemeli şapka'),
  ];
  const owned = await db.insert(product).values(privateTitles.map((title, i) => ({
    spu: `CJ-PRIV-${String(merchantId).padStart(3, '0')}${String(i + 1).padStart(3, '0')}`, title, categoryId: leaf.id, supplierId: maker.id,
    descriptionHtml: `<p>${title.en}: made for Trailhead Outdoor Co. only.</p>`, images: [], tags: ['private'], ownerCustomerId: merchantId,
  }))).returning({ id: product.id, spu: product.spu });
  await db.execute(sql`update ${product} set images = jsonb_build_array('/api/media/products/' || id || '/1.svg', '/api/media/products/' || id || '/2.svg')
    where owner_customer_id = ${merchantId}`);
  const variants = await db.insert(variant).values(owned.flatMap((p, i) => ['Black', 'Sand', 'Forest'].map((colour, v) => ({
    productId: p.id, sku: `${p.spu}-${String(v + 1).padStart(2, '0')}`, optionValues: [{ name: 'Color', value: colour }],
    image: productImageUrl(p.id, 1), costPrice: 450 + i * 120 + v * 30, suggestedPrice: 1299 + i * 300, weightGrams: 120 + i * 60,
    lengthMm: 120, widthMm: 90, heightMm: 60 + v * 10,
  })))).returning({ id: variant.id });
  await db.insert(inventory).values(variants.map((v, i) => ({ variantId: v.id, warehouseId: houses[i % 2].id, available: 40 + i * 7, reserved: 0 })));
  await refreshProductSummaries(db, owned.map((p) => p.id));
  // Private stock as delivered stocking orders leave it: one public variant or private variant per row.
  const publicVariants = await db.select({ id: variant.id }).from(variant).innerJoin(product, sql`${product.id} = ${variant.productId}`)
    .where(sql`${product.ownerCustomerId} is null and ${product.status} = 'on_sale'`).orderBy(variant.id).limit(9);
  const stocked = [...variants.slice(0, 5), ...publicVariants];
  for (const [i, v] of stocked.entries()) {
    const house = houses[[0, 2, 4][i % 3]];
    await addPrivateInventory(db, { customerId: merchantId, variantId: v.id, warehouseId: house.id, quantity: [120, 8, 45, 3, 60, 250, 10, 75, 5, 30, 90, 2, 140, 18][i % 14], reason: 'stocking order delivered' });
  }
  // The default price rule: × 2.5 on cost, compare-at × 1.4, prices ending in .99, at least 40 % margin.
  await db.insert(priceRule).values({ customerId: merchantId, storeId: null, markupType: 'multiply', markupValue: 25_000, includeShipping: false, compareAtBp: 14_000, centsEnding: 99, minMarginBp: 4_000 });
  // The Shopify store's own rule (× 3, prices ending in .95): what is added for that store is priced by it.
  const [shop] = await db.select({ id: store.id }).from(store).where(sql`${store.customerId} = ${merchantId} and ${store.platform} = 'shopify'`).limit(1);
  if (shop) await db.insert(priceRule).values({ customerId: merchantId, storeId: shop.id, markupType: 'multiply', markupValue: 30_000, includeShipping: false, compareAtBp: 15_000, centsEnding: 95, minMarginBp: 5_000 });
  // The merchant's own SKU codes for the first listed variants (the rest show "no code yet" on the dictionary page).
  const listedVariants = await db.select({ variantId: skuListVariant.variantId }).from(skuListVariant).innerJoin(skuList, sql`${skuList.id} = ${skuListVariant.skuListId}`)
    .where(sql`${skuList.customerId} = ${merchantId}`).orderBy(skuListVariant.id).limit(8);
  if (listedVariants.length) {
    await db.insert(skuCustomerDict).values(listedVariants.map((v, i) => ({ customerId: merchantId, variantId: v.variantId, customerSku: `TH-${String(1001 + i)}` })))
      .onConflictDoNothing();
  }
  const [usa] = await db.select({ id: country.id }).from(country).where(sql`${country.code} = 'US'`);
  if (usa) {
    await db.insert(sourcingAddress).values({ customerId: merchantId, contactName: 'Maya Rivera', phone: '+1 303 555 0142', countryId: usa.id, province: 'Colorado', city: 'Boulder', address1: '1850 Pearl Street', address2: 'Suite 4', postalCode: '80302' });
  }
  // Sourcing requests in every status, each with the timeline staff and merchant would have left. The found one is
  // an AliExpress link answered with a catalogue bottle, so importing that link on /sourcing/aliexpress finds it.
  const [found] = await db.select({ id: product.id }).from(product)
    .where(sql`${product.ownerCustomerId} is null and ${product.status} = 'on_sale' and ${product.title}->>'en' ilike '%bottle%'`).orderBy(product.id).limit(1);
  const [staffAccount] = await db.select({ id: customer.id }).from(customer).where(sql`${customer.username} = 'staff@demo.shop'`);
  const staffId = staffAccount?.id ?? null;
  type Status = 'submitted' | 'in_progress' | 'found' | 'not_found' | 'canceled';
  const requests: Array<{ title: string; channel: 'url' | 'description' | 'aliexpress' | 'collect'; url: string | null; description: string; status: Status; target: number | null; note: string }> = [
    { title: 'Titanium spork with case', channel: 'aliexpress', url: 'https://www.aliexpress.com/item/1005006123456789.html', description: 'Titanium spork, under 20 g, with a zip case.', status: 'submitted', target: 350, note: '' },
    { title: 'Collapsible silicone bowl set', channel: 'url', url: 'https://www.amazon.com/dp/B0C1234567', description: 'Set of 3 nesting bowls, food-grade silicone.', status: 'in_progress', target: 600, note: '' },
    { title: 'Insulated bottle 1 l', channel: 'aliexpress', url: 'https://www.aliexpress.com/item/1005004455667788.html', description: 'Double-wall steel bottle, 1 litre, powder coated.', status: 'found', target: 500, note: 'Same factory as our catalogue bottle; 4.55 a unit from 50 pieces.' },
    { title: 'Hand-stitched leather strap', channel: 'url', url: 'https://www.etsy.com/listing/1234567890/hand-stitched-leather-strap', description: 'Watch strap, 20 mm, hand-stitched.', status: 'not_found', target: 800, note: 'Hand-made by one seller: no factory makes it at this price.' },
    { title: 'Solar lantern', channel: 'description', url: null, description: 'Folding solar lantern with a USB-C port, about 200 lumen, for camping.', status: 'canceled', target: null, note: '' },
  ];
  for (const [i, r] of requests.entries()) {
    const isFound = r.status === 'found' && found;
    const at = (step: number) => new Date(Date.now() - (10 - i) * 86_400_000 + step * 3 * 3_600_000);
    const [row] = await db.insert(sourcingRequest).values({
      customerId: merchantId, title: r.title, channel: r.channel, sourceUrl: r.url, description: r.description, status: r.status, targetPriceCents: r.target, quantity: 50 + i * 25,
      productId: isFound ? found.id : null, quotedPriceCents: isFound ? 455 : null, createdAt: at(0), updatedAt: at(2),
    }).returning({ id: sourcingRequest.id });
    const path = { submitted: ['submitted'], in_progress: ['submitted', 'in_progress'], found: ['submitted', 'in_progress', 'found'], not_found: ['submitted', 'in_progress', 'not_found'], canceled: ['submitted', 'canceled'] }[r.status] as Status[];
    await db.insert(sourcingRequestEvent).values(path.map((status, step) => ({
      requestId: row.id, customerId: merchantId, status, createdAt: at(step),
      note: status === r.status ? r.note : '', actorId: status === 'submitted' || status === 'canceled' ? merchantId : staffId,
    })));
  }
}
