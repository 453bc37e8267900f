CREATE TABLE "app" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"icon" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cart_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"sku_id" integer NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"variant" text,
	"store_id" integer,
	"sku_num" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"flag" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_tr" text NOT NULL,
	"ships_from" boolean DEFAULT false NOT NULL,
	CONSTRAINT "country_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "currency" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"symbol" text NOT NULL,
	"offered" boolean DEFAULT true NOT NULL,
	CONSTRAINT "currency_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"country_id" integer DEFAULT 232 NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"time_zone_id" text,
	"payment_type" integer,
	"logistics_id" integer,
	"tracking_way" integer,
	"parter_source" text,
	"ref_id" integer,
	"role_name" text,
	"is_show_user_settings" smallint DEFAULT 0 NOT NULL,
	"has_invoice_power" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"chat_account" text,
	"chat_account_type" text,
	"chat_account_area_code" text,
	"channel_source" text,
	"channel_url" text,
	"reg_pre_link" text,
	"engaged_time" text,
	"store_hash" text,
	"org_domain_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "customer_app" (
	"customer_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_app_customer_id_app_id_pk" PRIMARY KEY("customer_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "customer_permission" (
	"customer_id" integer NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "customer_permission_customer_id_code_pk" PRIMARY KEY("customer_id","code")
);
--> statement-breakpoint
CREATE TABLE "email_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"seq" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_reply" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"from_staff" boolean NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_ticket" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner" (
	"code" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"spm" text NOT NULL,
	"path" text NOT NULL,
	"menu_logo" text NOT NULL,
	"support" text NOT NULL,
	"theme" jsonb NOT NULL,
	CONSTRAINT "partner_spm_unique" UNIQUE("spm")
);
--> statement-breakpoint
CREATE TABLE "return_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"goods_id" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"state" smallint DEFAULT 1 NOT NULL,
	"third_from" text,
	"min_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"max_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"variant_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"authorised" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"task_no" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"from_staff" boolean NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_parter_source_partner_code_fk" FOREIGN KEY ("parter_source") REFERENCES "public"."partner"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_app" ADD CONSTRAINT "customer_app_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_app" ADD CONSTRAINT "customer_app_app_id_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."app"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_permission" ADD CONSTRAINT "customer_permission_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_message" ADD CONSTRAINT "help_message_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_reply" ADD CONSTRAINT "help_reply_message_id_help_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."help_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_ticket" ADD CONSTRAINT "login_ticket_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order" ADD CONSTRAINT "return_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_list" ADD CONSTRAINT "sku_list_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_account" ADD CONSTRAINT "social_account_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store" ADD CONSTRAINT "store_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_message" ADD CONSTRAINT "task_message_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_line_customer_idx" ON "cart_line" USING btree ("customer_id","type");--> statement-breakpoint
CREATE INDEX "customer_ref_idx" ON "customer" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "email_code_lookup_idx" ON "email_code" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "help_message_customer_idx" ON "help_message" USING btree ("customer_id","is_read");--> statement-breakpoint
CREATE INDEX "help_reply_message_idx" ON "help_reply" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "login_attempt_username_idx" ON "login_attempt" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "login_attempt_ip_idx" ON "login_attempt" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "return_order_customer_idx" ON "return_order" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "session_customer_idx" ON "session" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sku_list_customer_idx" ON "sku_list" USING btree ("customer_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "sku_list_goods_idx" ON "sku_list" USING btree ("customer_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_account_subject_idx" ON "social_account" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "store_customer_idx" ON "store" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "task_customer_idx" ON "task" USING btree ("customer_id","status");