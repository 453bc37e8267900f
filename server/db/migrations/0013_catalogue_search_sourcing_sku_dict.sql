CREATE TABLE "sku_customer_dict" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"customer_sku" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_address" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"country_id" integer NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sourcing_request" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sourcing_request" ADD COLUMN "channel" text DEFAULT 'url' NOT NULL;--> statement-breakpoint
ALTER TABLE "sourcing_request" ADD COLUMN "image_data" text;--> statement-breakpoint
ALTER TABLE "sourcing_request_event" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "sku_customer_dict" ADD CONSTRAINT "sku_customer_dict_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_customer_dict" ADD CONSTRAINT "sku_customer_dict_variant_id_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_address" ADD CONSTRAINT "sourcing_address_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_address" ADD CONSTRAINT "sourcing_address_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sku_customer_dict_variant_idx" ON "sku_customer_dict" USING btree ("customer_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sku_customer_dict_code_idx" ON "sku_customer_dict" USING btree ("customer_id","customer_sku");--> statement-breakpoint
CREATE INDEX "product_title_trgm_en_idx" ON "product" USING gin (coalesce(nullif("title"->>'en', ''), "title"->>'en') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_title_trgm_zh_idx" ON "product" USING gin (coalesce(nullif("title"->>'zh', ''), "title"->>'en') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_title_trgm_tr_idx" ON "product" USING gin (coalesce(nullif("title"->>'tr', ''), "title"->>'en') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_spu_trgm_idx" ON "product" USING gin ("spu" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_created_idx" ON "product" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sourcing_request_customer_status_idx" ON "sourcing_request" USING btree ("customer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "sourcing_request_status_idx" ON "sourcing_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "variant_sku_trgm_idx" ON "variant" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "sourcing_request" ADD CONSTRAINT "sourcing_request_channel_check" CHECK ("sourcing_request"."channel" in ('url', 'image', 'description', 'collect', 'aliexpress'));