CREATE TABLE "staff" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_role_check" CHECK ("staff"."role" in ('admin', 'shipper'))
);
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;