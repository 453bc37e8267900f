CREATE TABLE "catalogue_word" (
	"lang" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "catalogue_word_lang_word_pk" PRIMARY KEY("lang","word"),
	CONSTRAINT "catalogue_word_lang_check" CHECK ("catalogue_word"."lang" in ('en', 'zh', 'tr'))
);
--> statement-breakpoint
CREATE INDEX "catalogue_word_trgm_idx" ON "catalogue_word" USING gin ("word" gin_trgm_ops);