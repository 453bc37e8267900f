ALTER TABLE "product" ADD COLUMN "min_cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "max_cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "min_suggested" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "variant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "ships_from" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "rule_priced_variant" ADD COLUMN "store_id" integer;--> statement-breakpoint
CREATE INDEX "product_listed_created_idx" ON "product" USING btree ("created_at","id") WHERE "product"."status" = 'on_sale' and "product"."variant_count" > 0;--> statement-breakpoint
CREATE INDEX "product_listed_cost_idx" ON "product" USING btree ("min_cost","id") WHERE "product"."status" = 'on_sale' and "product"."variant_count" > 0;--> statement-breakpoint
CREATE INDEX "product_ships_from_idx" ON "product" USING gin ("ships_from");