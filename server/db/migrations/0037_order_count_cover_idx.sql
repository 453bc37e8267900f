-- The all-time kept counts (order_count) read through a covering index, as the day and month tables are: the list's
-- total (keptTotalSql, on every list page without a keyword or date range) and the status tabs (countRows) read the
-- customer's rows from the index alone. Before, a sequential scan of the table's heap: after folds the heap keeps its
-- pages (the bench's: 45 rows in 25 pages), 27 buffers per list page, now 2, and the tabs' rows come in key order.
-- A few rows per customer: built in milliseconds.
CREATE INDEX IF NOT EXISTS "order_count_cover_idx" ON "order_count" USING btree ("customer_id", "status", "kind", "store_id", "payment_status", "fulfilment_status", "has_problem") INCLUDE ("n");
