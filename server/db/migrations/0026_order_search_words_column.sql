-- The keyword's words stored beside search_text, with their own GIN index. The expression index over
-- order_search_words(search_text) found the candidates, but every row a keyword filter tested (a page walked
-- newest first, a count up to its cap, a recheck) split the text again: ~18 µs a row, so a word in every
-- order took seconds to count. A stored tsvector is tested in ~0.1 µs a row, and its GIN index needs no
-- recheck. Generated, so any statement that writes search_text keeps it right. Adding it rewrites orders once.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "search_words" tsvector GENERATED ALWAYS AS (order_search_words("search_text")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_search_words_col_idx" ON "orders" USING gin ("search_words");
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_search_words_idx";
--> statement-breakpoint
-- The planner's word frequencies (most common elements of the tsvector) now, not at the next autovacuum: they
-- decide between walking the newest orders and reading the index.
ANALYZE "orders" ("search_words");
