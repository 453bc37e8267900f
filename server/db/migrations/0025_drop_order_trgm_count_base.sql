ALTER TABLE "order_count_base" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "order_count_base" CASCADE;--> statement-breakpoint
DROP INDEX "orders_search_trgm_idx";