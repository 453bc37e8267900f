-- A kind's list with a status tab (the stocking, consolidation and self-buy lists have tabs): both equalities in
-- the index, walked newest first. With the status index and a kind filter, the generic plan of the prepared page
-- (no values known) expected few matching rows and was priced above a custom plan, so every execution was
-- planned anew (~0.3 ms); with both in the index it is priced as the page it is and kept.
CREATE INDEX IF NOT EXISTS "orders_kind_status_created_idx" ON "orders" USING btree ("customer_id", "kind", "status", "created_at", "id");
--> statement-breakpoint
-- A date range's counts sum the day table's rows of those days (~44 keys a day in the bench: 1,300 rows for 30
-- days), index-only: the key columns in the index and n included, instead of one heap visit per row (the rows of
-- a day lie on as many pages as appends and folds put them).
CREATE INDEX IF NOT EXISTS "order_day_count_cover_idx" ON "order_day_count" USING btree ("customer_id", "day", "status", "kind", "store_id", "payment_status", "fulfilment_status", "has_problem") INCLUDE ("n");
