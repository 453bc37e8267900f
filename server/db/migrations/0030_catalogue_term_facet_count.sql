CREATE TABLE "catalogue_term_facet_count" (
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"facet" text NOT NULL,
	"facet_id" integer NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "catalogue_term_facet_count_kind_term_facet_facet_id_pk" PRIMARY KEY("kind","term","facet","facet_id"),
	CONSTRAINT "catalogue_term_facet_count_check" CHECK ("catalogue_term_facet_count"."kind" in ('en', 'zh', 'tr', 'zh_pair') and "catalogue_term_facet_count"."facet" in ('category', 'country') and "catalogue_term_facet_count"."products" >= 0)
);
--> statement-breakpoint
DROP INDEX "product_listed_newest_words_idx";--> statement-breakpoint
CREATE INDEX "product_listed_newest_search_idx" ON "product" USING btree ("created_at","id","owner_customer_id","category_id","ships_from","words_en","words_zh","words_tr","title_zh_pairs") WHERE "product"."status" = 'on_sale' and "product"."variant_count" > 0;