CREATE TABLE "price_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_id" integer,
	"markup_type" text NOT NULL,
	"markup_value" integer NOT NULL,
	"include_shipping" boolean DEFAULT false NOT NULL,
	"compare_at_bp" integer,
	"cents_ending" smallint,
	"min_margin_bp" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_rule_markup_check" CHECK ("price_rule"."markup_type" in ('multiply', 'add') and "price_rule"."markup_value" >= 0),
	CONSTRAINT "price_rule_values_check" CHECK (("price_rule"."compare_at_bp" is null or "price_rule"."compare_at_bp" >= 10000) and ("price_rule"."cents_ending" is null or "price_rule"."cents_ending" between 0 and 99) and "price_rule"."min_margin_bp" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "private_inventory" (
	"customer_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_inventory_customer_id_variant_id_warehouse_id_pk" PRIMARY KEY("customer_id","variant_id","warehouse_id"),
	CONSTRAINT "private_inventory_units_check" CHECK ("private_inventory"."available" >= 0 and "private_inventory"."reserved" >= 0)
);
--> statement-breakpoint
CREATE TABLE "private_inventory_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_priced_variant" (
	"sku_list_variant_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sell_price" integer NOT NULL,
	"compare_at_price" integer
);
--> statement-breakpoint
CREATE TABLE "sourcing_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"source_url" text,
	"description" text DEFAULT '' NOT NULL,
	"target_price_cents" integer,
	"quantity" integer,
	"status" text DEFAULT 'submitted' NOT NULL,
	"product_id" integer,
	"quoted_price_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_request_status_check" CHECK ("sourcing_request"."status" in ('submitted', 'in_progress', 'found', 'not_found', 'canceled')),
	CONSTRAINT "sourcing_request_prices_check" CHECK (("sourcing_request"."target_price_cents" is null or "sourcing_request"."target_price_cents" >= 0) and ("sourcing_request"."quoted_price_cents" is null or "sourcing_request"."quoted_price_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "sourcing_request_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "price_rule" ADD CONSTRAINT "price_rule_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rule" ADD CONSTRAINT "price_rule_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_inventory" ADD CONSTRAINT "private_inventory_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_inventory" ADD CONSTRAINT "private_inventory_variant_id_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_inventory" ADD CONSTRAINT "private_inventory_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_inventory_event" ADD CONSTRAINT "private_inventory_event_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_inventory_event" ADD CONSTRAINT "private_inventory_event_variant_id_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_inventory_event" ADD CONSTRAINT "private_inventory_event_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_priced_variant" ADD CONSTRAINT "rule_priced_variant_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_request" ADD CONSTRAINT "sourcing_request_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_request" ADD CONSTRAINT "sourcing_request_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_request_event" ADD CONSTRAINT "sourcing_request_event_request_id_sourcing_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sourcing_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_request_event" ADD CONSTRAINT "sourcing_request_event_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_rule_customer_store_idx" ON "price_rule" USING btree ("customer_id",coalesce("store_id", 0));--> statement-breakpoint
CREATE INDEX "private_inventory_warehouse_idx" ON "private_inventory" USING btree ("customer_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "private_inventory_event_customer_idx" ON "private_inventory_event" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "rule_priced_variant_customer_idx" ON "rule_priced_variant" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sourcing_request_customer_idx" ON "sourcing_request" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sourcing_request_event_request_idx" ON "sourcing_request_event" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "product_owner_idx" ON "product" USING btree ("owner_customer_id","created_at");--> statement-breakpoint
CREATE INDEX "product_title_fts_en_idx" ON "product" USING gin (to_tsvector('simple', coalesce(nullif("title"->>'en', ''), "title"->>'en')));--> statement-breakpoint
CREATE INDEX "product_title_fts_zh_idx" ON "product" USING gin (to_tsvector('simple', coalesce(nullif("title"->>'zh', ''), "title"->>'en')));--> statement-breakpoint
CREATE INDEX "product_title_fts_tr_idx" ON "product" USING gin (to_tsvector('simple', coalesce(nullif("title"->>'tr', ''), "title"->>'en')));