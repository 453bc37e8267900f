CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"sub_type" integer,
	"source" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"fulfilment_status" text DEFAULT 'unfulfilled' NOT NULL,
	"problem" text,
	"store_id" integer,
	"store_order_id" text,
	"store_order_name" text,
	"buyer_name" text,
	"buyer_email" text,
	"address" jsonb,
	"country_code" text,
	"warehouse_id" integer,
	"channel_code" text,
	"product_cents" bigint DEFAULT 0 NOT NULL,
	"shipping_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"remark" text,
	"carrier" text,
	"tracking_number" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('normal', 'stocking', 'consolidation', 'self_buy')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('draft', 'awaiting_payment', 'processing', 'shipped', 'delivered', 'completed', 'canceled')),
	CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('unpaid', 'paid', 'partially_refunded', 'refunded')),
	CONSTRAINT "orders_fulfilment_status_check" CHECK ("orders"."fulfilment_status" in ('unfulfilled', 'partially_shipped', 'shipped', 'delivered', 'returned')),
	CONSTRAINT "orders_problem_check" CHECK ("orders"."problem" is null or "orders"."problem" in ('unmapped_variant', 'no_logistics_to_destination', 'out_of_stock', 'address_invalid', 'payment_failed', 'tracking_stuck')),
	CONSTRAINT "orders_source_check" CHECK ("orders"."source" in ('store', 'cart', 'file', 'manual')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."product_cents" >= 0 and "orders"."shipping_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_id" integer,
	"actor" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"store_line_id" text,
	"store_variant_id" text,
	"store_sku" text,
	"title" text NOT NULL,
	"variant_id" integer,
	"sku" text,
	"image" text,
	"quantity" integer NOT NULL,
	"unit_cost_cents" bigint DEFAULT 0 NOT NULL,
	"store_unit_price_cents" bigint,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_line_quantity_check" CHECK ("order_line"."quantity" > 0 and "order_line"."quantity" <= 100000)
);
--> statement-breakpoint
CREATE TABLE "order_number_day" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_mapping" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"store_variant_key" text NOT NULL,
	"variant_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_variant_id_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_mapping" ADD CONSTRAINT "variant_mapping_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_mapping" ADD CONSTRAINT "variant_mapping_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_mapping" ADD CONSTRAINT "variant_mapping_variant_id_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_order_idx" ON "orders" USING btree ("store_id","store_order_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("customer_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_kind_created_idx" ON "orders" USING btree ("customer_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_problem_idx" ON "orders" USING btree ("customer_id","created_at","id") WHERE "orders"."problem" is not null;--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("customer_id","store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "order_event_order_idx" ON "order_event" USING btree ("order_id","created_at","id");--> statement-breakpoint
CREATE INDEX "order_line_order_idx" ON "order_line" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variant_mapping_key_idx" ON "variant_mapping" USING btree ("customer_id","store_id","store_variant_key");