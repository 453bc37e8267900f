CREATE TABLE "category" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"variant_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_variant_id_warehouse_id_pk" PRIMARY KEY("variant_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"spu" text NOT NULL,
	"title" jsonb NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"images" jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'on_sale' NOT NULL,
	"owner_customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_spu_unique" UNIQUE("spu"),
	CONSTRAINT "product_status_check" CHECK ("product"."status" in ('on_sale', 'offline', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "supplier" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL,
	"rating" real NOT NULL,
	"response_hours" integer NOT NULL,
	CONSTRAINT "supplier_rating_check" CHECK ("supplier"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "variant" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"option_values" jsonb NOT NULL,
	"image" text,
	"cost_price" integer NOT NULL,
	"suggested_price" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"status" text DEFAULT 'on_sale' NOT NULL,
	CONSTRAINT "variant_sku_unique" UNIQUE("sku"),
	CONSTRAINT "variant_prices_check" CHECK ("variant"."cost_price" >= 0 and "variant"."suggested_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "warehouse_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sku_list_variant" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_list_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"sell_price" integer NOT NULL,
	"compare_at_price" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "sku_list_variant_prices_check" CHECK ("sku_list_variant"."sell_price" >= 0 and ("sku_list_variant"."compare_at_price" is null or "sku_list_variant"."compare_at_price" >= "sku_list_variant"."sell_price"))
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"running" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"blocked" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_state_check" CHECK ("job"."state" in ('queued', 'running', 'done', 'partially_failed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "job_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb,
	"error_code" text,
	"error_field" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_item_state_check" CHECK ("job_item"."state" in ('queued', 'running', 'succeeded', 'failed', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "saved_view" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"list_key" text NOT NULL,
	"name" text,
	"filter" jsonb NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_view_name_key" UNIQUE NULLS NOT DISTINCT("user_id","list_key","name")
);
--> statement-breakpoint
DROP INDEX "sku_list_customer_idx";--> statement-breakpoint
ALTER TABLE "sku_list" ALTER COLUMN "state" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "sku_list" ALTER COLUMN "min_price" SET DATA TYPE integer USING round("min_price" * 100)::integer;--> statement-breakpoint
ALTER TABLE "sku_list" ALTER COLUMN "max_price" SET DATA TYPE integer USING round("max_price" * 100)::integer;--> statement-breakpoint
ALTER TABLE "sku_list" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "sku_list" ADD COLUMN "description_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sku_list" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sku_list" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_variant_id_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_supplier_id_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_owner_customer_id_customer_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier" ADD CONSTRAINT "supplier_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant" ADD CONSTRAINT "variant_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse" ADD CONSTRAINT "warehouse_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_list_variant" ADD CONSTRAINT "sku_list_variant_sku_list_id_sku_list_id_fk" FOREIGN KEY ("sku_list_id") REFERENCES "public"."sku_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_list_variant" ADD CONSTRAINT "sku_list_variant_variant_id_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_item" ADD CONSTRAINT "job_item_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_view" ADD CONSTRAINT "saved_view_user_id_customer_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_parent_idx" ON "category" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "variant_product_idx" ON "variant" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sku_list_variant_entry_idx" ON "sku_list_variant" USING btree ("sku_list_id","position");--> statement-breakpoint
CREATE INDEX "job_customer_idx" ON "job" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "job_customer_kind_idx" ON "job" USING btree ("customer_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_item_seq_idx" ON "job_item" USING btree ("job_id","seq");--> statement-breakpoint
CREATE INDEX "job_item_state_idx" ON "job_item" USING btree ("job_id","state","seq");--> statement-breakpoint
CREATE INDEX "saved_view_list_idx" ON "saved_view" USING btree ("user_id","list_key");--> statement-breakpoint
ALTER TABLE "sku_list" ADD CONSTRAINT "sku_list_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sku_list_created_idx" ON "sku_list" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sku_list_updated_idx" ON "sku_list" USING btree ("customer_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "sku_list_title_idx" ON "sku_list" USING btree ("customer_id","title","id");--> statement-breakpoint
CREATE INDEX "sku_list_price_idx" ON "sku_list" USING btree ("customer_id","min_price","id");--> statement-breakpoint
CREATE INDEX "sku_list_state_idx" ON "sku_list" USING btree ("customer_id","state","created_at");--> statement-breakpoint
ALTER TABLE "sku_list" ADD CONSTRAINT "sku_list_state_check" CHECK ("sku_list"."state" between 0 and 4);