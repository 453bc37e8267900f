-- Mends product_listed_cost_covering: with category_id among its INCLUDE columns, the planner counted a category's
-- products (the search "top category") by scanning the whole price index (index-only, category tested per entry:
-- 141 buffers, 3.2 ms) instead of product_listed_count_idx, whose second key is the category (38 buffers, 0.75 ms)
-- (EXPLAIN ANALYZE BUFFERS, bench db; bench:catalogue PostgreSQL CPU for that search 2.2 -> 3.2 ms). Without it,
-- the category count is back on product_listed_count_idx and a price range's count still reads this index alone
-- (ships from US + $5-$20: 32 buffers). Same name, same keys; rebuilt without CONCURRENTLY (~0.5 s on 102,205 products).
DROP INDEX IF EXISTS "product_listed_cost_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_listed_cost_idx" ON "product" USING btree ("min_cost", "id") INCLUDE ("owner_customer_id", "ships_from") WHERE "product"."status" = 'on_sale' and "product"."variant_count" > 0;
