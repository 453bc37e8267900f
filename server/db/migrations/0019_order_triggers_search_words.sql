-- Keyword search by whole words (prefix on the last one): the words of search_text split at ASCII spaces and
-- ASCII punctuation (no locale: the same on PGlite and PostgreSQL 15; Chinese, Turkish letters stay in their
-- words). server/modules/orders/queries.ts splits the keyword the same way.
CREATE OR REPLACE FUNCTION order_search_words(t text) RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array_remove(string_to_array(translate(t, E'\t\n\x0B\f\r!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~', repeat(' ', 37)), ' '), ''))
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_search_words_idx" ON "orders" USING gin (order_search_words("search_text"));
--> statement-breakpoint
-- Appends count changes (grouped by key, zero sums dropped) to order_count and order_day_count. A delete
-- cascading from its customer appends nothing: the customer's counts go with it.
CREATE OR REPLACE FUNCTION order_counts_add(changes order_day_count[]) RETURNS void LANGUAGE sql AS $$
  WITH per_day AS (
    SELECT c.customer_id, c.day, c.status, c.kind, c.store_id, c.payment_status, c.fulfilment_status, c.has_problem, sum(c.n)::int AS n
    FROM unnest(changes) c
    WHERE EXISTS (SELECT 1 FROM customer WHERE customer.id = c.customer_id)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(c.n) <> 0
  ), by_day AS (
    INSERT INTO order_day_count (customer_id, day, status, kind, store_id, payment_status, fulfilment_status, has_problem, n)
    SELECT * FROM per_day
  )
  INSERT INTO order_count (customer_id, status, kind, store_id, payment_status, fulfilment_status, has_problem, n)
  SELECT customer_id, status, kind, store_id, payment_status, fulfilment_status, has_problem, sum(n)::int FROM per_day
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(n) <> 0
$$;
--> statement-breakpoint
-- One statement trigger per kind of change (transition tables allow one event per trigger); any statement on
-- orders, in the services or not, keeps the counts exact in its own transaction.
CREATE OR REPLACE FUNCTION orders_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_counts_add(array(SELECT (customer_id, (created_at AT TIME ZONE 'UTC')::date, status, kind, store_id, payment_status, fulfilment_status, problem IS NOT NULL, 1)::order_day_count FROM new_orders));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM order_counts_add(array(SELECT (customer_id, (created_at AT TIME ZONE 'UTC')::date, status, kind, store_id, payment_status, fulfilment_status, problem IS NOT NULL, -1)::order_day_count FROM old_orders));
  ELSE
    PERFORM order_counts_add(array(
      SELECT (customer_id, (created_at AT TIME ZONE 'UTC')::date, status, kind, store_id, payment_status, fulfilment_status, problem IS NOT NULL, -1)::order_day_count FROM old_orders
      UNION ALL
      SELECT (customer_id, (created_at AT TIME ZONE 'UTC')::date, status, kind, store_id, payment_status, fulfilment_status, problem IS NOT NULL, 1)::order_day_count FROM new_orders));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_counted_insert ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_counted_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_counted();
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_counted_update ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_counted_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_counted();
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_counted_delete ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_counted_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_counted();
--> statement-breakpoint
-- The counts from the orders themselves, once, while the lock holds every writer off (the counts session 5's
-- services appended, and its lazy per-customer counting, are replaced).
DELETE FROM order_count;
--> statement-breakpoint
DELETE FROM order_day_count;
--> statement-breakpoint
INSERT INTO order_count (customer_id, status, kind, store_id, payment_status, fulfilment_status, has_problem, n)
SELECT customer_id, status, kind, store_id, payment_status, fulfilment_status, problem IS NOT NULL, count(*)::int
FROM orders GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO order_day_count (customer_id, day, status, kind, store_id, payment_status, fulfilment_status, has_problem, n)
SELECT customer_id, (created_at AT TIME ZONE 'UTC')::date, status, kind, store_id, payment_status, fulfilment_status, problem IS NOT NULL, count(*)::int
FROM orders GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
