CREATE TABLE "country_default_logistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logistics_channel" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"carrier" text NOT NULL,
	"sensitive_ok" boolean DEFAULT false NOT NULL,
	"volumetric_divisor" integer,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "logistics_channel_code_unique" UNIQUE("code"),
	CONSTRAINT "logistics_channel_divisor_check" CHECK ("logistics_channel"."volumetric_divisor" is null or "logistics_channel"."volumetric_divisor" > 0)
);
--> statement-breakpoint
CREATE TABLE "logistics_rate" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"from_country_code" text NOT NULL,
	"to_code" text NOT NULL,
	"min_grams" integer NOT NULL,
	"max_grams" integer NOT NULL,
	"first_grams" integer NOT NULL,
	"first_price_cents" integer NOT NULL,
	"step_grams" integer NOT NULL,
	"step_price_cents" integer NOT NULL,
	"tax_bp" integer DEFAULT 0 NOT NULL,
	"aging_min_days" smallint NOT NULL,
	"aging_max_days" smallint NOT NULL,
	CONSTRAINT "logistics_rate_bracket_check" CHECK ("logistics_rate"."min_grams" >= 0 and "logistics_rate"."max_grams" > "logistics_rate"."min_grams" and "logistics_rate"."first_grams" > 0 and "logistics_rate"."step_grams" > 0),
	CONSTRAINT "logistics_rate_price_check" CHECK ("logistics_rate"."first_price_cents" >= 0 and "logistics_rate"."step_price_cents" >= 0 and "logistics_rate"."tax_bp" between 0 and 10000),
	CONSTRAINT "logistics_rate_aging_check" CHECK ("logistics_rate"."aging_min_days" > 0 and "logistics_rate"."aging_max_days" >= "logistics_rate"."aging_min_days")
);
--> statement-breakpoint
CREATE TABLE "logistics_zone_country" (
	"zone" text NOT NULL,
	"country_code" text NOT NULL,
	CONSTRAINT "logistics_zone_country_zone_country_code_pk" PRIMARY KEY("zone","country_code")
);
--> statement-breakpoint
ALTER TABLE "country_default_logistics" ADD CONSTRAINT "country_default_logistics_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_default_logistics" ADD CONSTRAINT "country_default_logistics_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_default_logistics" ADD CONSTRAINT "country_default_logistics_channel_id_logistics_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."logistics_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_rate" ADD CONSTRAINT "logistics_rate_channel_id_logistics_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."logistics_channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "country_default_logistics_customer_country_idx" ON "country_default_logistics" USING btree ("customer_id","country_id");--> statement-breakpoint
CREATE INDEX "logistics_rate_lane_idx" ON "logistics_rate" USING btree ("from_country_code","to_code","min_grams");--> statement-breakpoint
CREATE INDEX "logistics_zone_country_idx" ON "logistics_zone_country" USING btree ("country_code");