-- The kept counts per UTC month (order_month_count, created by order_month_count_table), appended by the same
-- function as the day table's in the same statement, so a month's rows always sum to its days' rows. A date range
-- sums its whole months there and its edge days in the day table (server/modules/orders/queries.ts rangeParts):
-- "last 30 days" read ~1,300 day rows (~44 keys a day in the bench), now ~7 days' rows and 2 months'.
CREATE INDEX IF NOT EXISTS "order_month_count_cover_idx" ON "order_month_count" USING btree ("customer_id", "month", "status", "kind", "store_id", "payment_status", "fulfilment_status", "has_problem") INCLUDE ("n");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_add(changes order_day_count[]) RETURNS void LANGUAGE sql AS $$
  WITH per_day AS (
    SELECT c.customer_id, c.day, c.status, c.kind, c.store_id, c.payment_status, c.fulfilment_status, c.has_problem, sum(c.n)::int AS n
    FROM unnest(changes) c
    WHERE EXISTS (SELECT 1 FROM customer WHERE customer.id = c.customer_id)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(c.n) <> 0
  ), by_day AS (
    INSERT INTO order_day_count (customer_id, day, status, kind, store_id, payment_status, fulfilment_status, has_problem, n)
    SELECT * FROM per_day
  ), by_month AS (
    INSERT INTO order_month_count (customer_id, month, status, kind, store_id, payment_status, fulfilment_status, has_problem, n)
    SELECT customer_id, date_trunc('month', day::timestamp)::date, status, kind, store_id, payment_status, fulfilment_status, has_problem, sum(n)::int FROM per_day
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(n) <> 0
  )
  INSERT INTO order_count (customer_id, status, kind, store_id, payment_status, fulfilment_status, has_problem, n)
  SELECT customer_id, status, kind, store_id, payment_status, fulfilment_status, has_problem, sum(n)::int FROM per_day
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(n) <> 0
$$;
--> statement-breakpoint
INSERT INTO order_month_count (customer_id, month, status, kind, store_id, payment_status, fulfilment_status, has_problem, n)
SELECT customer_id, date_trunc('month', day::timestamp)::date, status, kind, store_id, payment_status, fulfilment_status, has_problem, sum(n)::int FROM order_day_count
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(n) <> 0;
