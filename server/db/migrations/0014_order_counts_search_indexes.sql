CREATE TABLE "order_count" (
	"customer_id" integer NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"store_id" integer,
	"payment_status" text NOT NULL,
	"fulfilment_status" text NOT NULL,
	"has_problem" boolean NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_count_base" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_count" ADD CONSTRAINT "order_count_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_count_base" ADD CONSTRAINT "order_count_base_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_count_customer_idx" ON "order_count" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_number_prefix_idx" ON "orders" USING btree ("customer_id","number" text_pattern_ops);