ALTER TABLE "product" ADD COLUMN "title_zh_pairs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "product_title_zh_pairs_idx" ON "product" USING gin ("title_zh_pairs");