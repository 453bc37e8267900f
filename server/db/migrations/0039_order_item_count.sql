-- An order's item count (the sum of its lines' quantities) kept on the order row: every list page read it per row
-- from order_line (an index look-up of the order's lines and their heap rows: on the bench's "buyer 4242" page 84 of
-- its 243 buffers). Written from now on by reprice with the lines (orders/service.ts).
-- The backfill rewrites the table once (ALTER COLUMN … TYPE … USING: the table and its indexes written anew, no
-- triggers fired) instead of an UPDATE of every order, which leaves a dead version of each row and a new entry in
-- each of the eleven indexes (the word index too), and runs the count triggers over every row. Bench database,
-- 1,000,301 orders: 61 s (the UPDATE: 5.9 s per 100,000 orders, and the dead rows' space left in the table). A
-- rewritten table has no visibility map (index-only scans read the heap again): the start vacuums it after the
-- migrations (server/db/client.ts, vacuumUnmapped: 1.3 s for these orders).
ALTER TABLE "orders" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "order_item_count_backfill"(o integer) RETURNS integer LANGUAGE sql STABLE AS $$ SELECT coalesce(sum(quantity), 0)::int FROM order_line WHERE order_id = o $$;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "item_count" TYPE integer USING "order_item_count_backfill"("id");--> statement-breakpoint
DROP FUNCTION "order_item_count_backfill"(integer);
