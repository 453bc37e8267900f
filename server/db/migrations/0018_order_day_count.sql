CREATE TABLE "order_day_count" (
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"store_id" integer,
	"payment_status" text NOT NULL,
	"fulfilment_status" text NOT NULL,
	"has_problem" boolean NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_day_count" ADD CONSTRAINT "order_day_count_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_day_count_customer_day_idx" ON "order_day_count" USING btree ("customer_id","day");