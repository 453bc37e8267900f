-- A keyword of common words only (in most orders) pages by walking the customer's newest orders, testing each
-- one's words, until the cap + 1 match (a keyword page's count). With the words in the index beside the keys, the
-- walk reads the index only instead of each order's heap row: "buyer", 1,001 orders walked, 94 -> 23 buffers
-- (EXPLAIN ANALYZE BUFFERS on the bench's 1,000,301 orders of one merchant; among many merchants a merchant's
-- orders lie one or two to a heap page, so it saves more there). Same name, same keys: the list's plans are
-- unchanged. Cost: the index grows from 69 to 135 MB on the bench's 1,000,000 orders (~70 bytes of words per
-- order); rebuilt here without CONCURRENTLY, 7.8 s there (loaded), writes to orders blocked meanwhile.
DROP INDEX IF EXISTS "orders_created_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_created_idx" ON "orders" USING btree ("customer_id", "created_at", "id") INCLUDE ("search_words");
