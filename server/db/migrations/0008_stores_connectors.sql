CREATE TABLE "sku_published" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"sku_list_id" integer,
	"shop_product_id" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"url" text,
	"state" smallint DEFAULT 1 NOT NULL,
	"inventory_available" integer DEFAULT 0 NOT NULL,
	"last_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_published_state_check" CHECK ("sku_published"."state" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "sku_published_variant" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_published_id" integer NOT NULL,
	"sku_list_variant_id" integer,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"shop_variant_id" text NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sku_published_variant_available_check" CHECK ("sku_published_variant"."available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_auth_state" (
	"state" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"platform" text NOT NULL,
	"shop" text,
	"store_id" integer,
	"code_verifier" text,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"result_store_id" integer,
	"result_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_connected_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_id" integer,
	"type" text NOT NULL,
	"account" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"credentials" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_connected_account_type_check" CHECK ("store_connected_account"."type" in ('paypal', 'replyEmail'))
);
--> statement-breakpoint
CREATE TABLE "store_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_scope" (
	"sub_account_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_ids" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_tax_number" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"tax_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "shop" text;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "status" text DEFAULT 'auth_expired' NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "scopes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "credentials" text;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "webhooks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "order_cursor" text;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "last_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "connected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sku_published" ADD CONSTRAINT "sku_published_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_published" ADD CONSTRAINT "sku_published_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_published" ADD CONSTRAINT "sku_published_sku_list_id_sku_list_id_fk" FOREIGN KEY ("sku_list_id") REFERENCES "public"."sku_list"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_published_variant" ADD CONSTRAINT "sku_published_variant_sku_published_id_sku_published_id_fk" FOREIGN KEY ("sku_published_id") REFERENCES "public"."sku_published"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_published_variant" ADD CONSTRAINT "sku_published_variant_sku_list_variant_id_sku_list_variant_id_fk" FOREIGN KEY ("sku_list_variant_id") REFERENCES "public"."sku_list_variant"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_auth_state" ADD CONSTRAINT "store_auth_state_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_auth_state" ADD CONSTRAINT "store_auth_state_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_auth_state" ADD CONSTRAINT "store_auth_state_result_store_id_store_id_fk" FOREIGN KEY ("result_store_id") REFERENCES "public"."store"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_connected_account" ADD CONSTRAINT "store_connected_account_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_connected_account" ADD CONSTRAINT "store_connected_account_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_event" ADD CONSTRAINT "store_event_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_event" ADD CONSTRAINT "store_event_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_scope" ADD CONSTRAINT "store_scope_sub_account_id_customer_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_scope" ADD CONSTRAINT "store_scope_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tax_number" ADD CONSTRAINT "store_tax_number_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tax_number" ADD CONSTRAINT "store_tax_number_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tax_number" ADD CONSTRAINT "store_tax_number_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sku_published_store_entry_idx" ON "sku_published" USING btree ("store_id","sku_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sku_published_store_product_idx" ON "sku_published" USING btree ("store_id","shop_product_id");--> statement-breakpoint
CREATE INDEX "sku_published_customer_idx" ON "sku_published" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sku_published_customer_store_idx" ON "sku_published" USING btree ("customer_id","store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sku_published_variant_parent_idx" ON "sku_published_variant" USING btree ("sku_published_id");--> statement-breakpoint
CREATE INDEX "store_auth_state_customer_idx" ON "store_auth_state" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "store_connected_account_customer_idx" ON "store_connected_account" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_connected_account_key_idx" ON "store_connected_account" USING btree ("customer_id","type","account");--> statement-breakpoint
CREATE INDEX "store_event_store_idx" ON "store_event" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "store_scope_customer_idx" ON "store_scope" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_tax_number_store_country_idx" ON "store_tax_number" USING btree ("store_id","country_id");--> statement-breakpoint
CREATE INDEX "store_tax_number_customer_idx" ON "store_tax_number" USING btree ("customer_id","store_id");--> statement-breakpoint
CREATE INDEX "store_customer_status_idx" ON "store" USING btree ("customer_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_platform_shop_idx" ON "store" USING btree ("platform","shop") WHERE "store"."status" <> 'deleted' and "store"."shop" is not null;--> statement-breakpoint
ALTER TABLE "store" ADD CONSTRAINT "store_status_check" CHECK ("store"."status" in ('authorized', 'deactivated', 'auth_failed', 'auth_expired', 'deleted'));