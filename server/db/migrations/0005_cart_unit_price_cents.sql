ALTER TABLE "cart_line" ALTER COLUMN "unit_price" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "cart_line" ADD COLUMN "unit_price_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_line" ADD COLUMN "warehouse_id" integer;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_type_check" CHECK ("cart_line"."type" between 1 and 6);--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_sku_num_check" CHECK ("cart_line"."sku_num" between 1 and 100000);