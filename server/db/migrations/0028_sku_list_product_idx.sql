-- The catalogue search counts listings of the page's products and finds the caller's entry per product: by product, not a read of the whole sku_list table.
CREATE INDEX IF NOT EXISTS "sku_list_product_idx" ON "sku_list" USING btree ("product_id");
