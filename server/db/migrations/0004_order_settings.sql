CREATE TABLE "automatic_fulfilment" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"daily_limit_cents" bigint DEFAULT 0 NOT NULL,
	"max_order_cents" bigint,
	"store_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automatic_fulfilment_amounts_check" CHECK ("automatic_fulfilment"."daily_limit_cents" >= 0 and ("automatic_fulfilment"."max_order_cents" is null or "automatic_fulfilment"."max_order_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "automatic_fulfilment_day" (
	"customer_id" integer NOT NULL,
	"day" text NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "automatic_fulfilment_day_customer_id_day_pk" PRIMARY KEY("customer_id","day"),
	CONSTRAINT "automatic_fulfilment_day_spent_check" CHECK ("automatic_fulfilment_day"."spent_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_preference" (
	"customer_id" integer NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_preference_customer_id_code_pk" PRIMARY KEY("customer_id","code")
);
--> statement-breakpoint
CREATE TABLE "order_export" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"format" text NOT NULL,
	"filter" jsonb NOT NULL,
	"token" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"job_id" integer,
	"file_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_export_token_unique" UNIQUE("token"),
	CONSTRAINT "order_export_format_check" CHECK ("order_export"."format" in ('xlsx', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "order_merge" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"target_order_id" integer NOT NULL,
	"source_order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_merge_source_order_id_unique" UNIQUE("source_order_id")
);
--> statement-breakpoint
ALTER TABLE "automatic_fulfilment" ADD CONSTRAINT "automatic_fulfilment_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_fulfilment_day" ADD CONSTRAINT "automatic_fulfilment_day_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_preference" ADD CONSTRAINT "customer_preference_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_export" ADD CONSTRAINT "order_export_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_export" ADD CONSTRAINT "order_export_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_merge" ADD CONSTRAINT "order_merge_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_merge" ADD CONSTRAINT "order_merge_target_order_id_orders_id_fk" FOREIGN KEY ("target_order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_merge" ADD CONSTRAINT "order_merge_source_order_id_orders_id_fk" FOREIGN KEY ("source_order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_export_customer_idx" ON "order_export" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "order_merge_customer_idx" ON "order_merge" USING btree ("customer_id","id");