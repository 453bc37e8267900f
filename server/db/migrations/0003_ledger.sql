CREATE TABLE "checkout" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_ids" jsonb NOT NULL,
	"amount_cents" bigint NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"code" text NOT NULL,
	"allow_negative" integer DEFAULT 0 NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"posted_cents" bigint DEFAULT 0 NOT NULL,
	"pending_debit_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_account_no_overdraft" CHECK ("ledger_account"."allow_negative" = 1 or "ledger_account"."posted_cents" - "ledger_account"."pending_debit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"state" text NOT NULL,
	"kind" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"idempotency_key" text,
	"customer_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone,
	CONSTRAINT "ledger_entry_amount_check" CHECK ("ledger_entry"."amount_cents" > 0),
	CONSTRAINT "ledger_entry_accounts_check" CHECK ("ledger_entry"."debit_account_id" <> "ledger_entry"."credit_account_id"),
	CONSTRAINT "ledger_entry_state_check" CHECK ("ledger_entry"."state" in ('pending', 'posted', 'voided'))
);
--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_debit_account_id_ledger_account_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_credit_account_id_ledger_account_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_key_idx" ON "checkout" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_code_idx" ON "ledger_account" USING btree (coalesce("customer_id", 0),"code","currency_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entry_idempotency_idx" ON "ledger_entry" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_entry_customer_idx" ON "ledger_entry" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entry_ref_idx" ON "ledger_entry" USING btree ("ref_type","ref_id");