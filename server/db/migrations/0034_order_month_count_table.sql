CREATE TABLE "order_month_count" (
	"customer_id" integer NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"store_id" integer,
	"payment_status" text NOT NULL,
	"fulfilment_status" text NOT NULL,
	"has_problem" boolean NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_month_count" ADD CONSTRAINT "order_month_count_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;