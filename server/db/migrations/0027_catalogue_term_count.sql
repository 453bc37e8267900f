CREATE TABLE "catalogue_term_count" (
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "catalogue_term_count_kind_term_pk" PRIMARY KEY("kind","term"),
	CONSTRAINT "catalogue_term_count_kind_check" CHECK ("catalogue_term_count"."kind" in ('en', 'zh', 'tr', 'zh_pair') and "catalogue_term_count"."products" >= 0)
);
--> statement-breakpoint
CREATE INDEX "catalogue_term_count_prefix_idx" ON "catalogue_term_count" USING spgist ("term");