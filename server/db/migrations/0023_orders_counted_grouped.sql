-- orders_counted groups a statement's rows by key before handing them on: a bulk insert or update of a
-- million orders passes a few thousand keys (one per day and key), not an array of a million rows.
CREATE OR REPLACE FUNCTION orders_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_counts_add(array(
      SELECT (customer_id, (created_at AT TIME ZONE 'UTC')::date, status, kind, store_id, payment_status, fulfilment_status, problem IS NOT NULL, count(*)::int)::order_day_count
      FROM new_orders GROUP BY customer_id, (created_at AT TIME ZONE 'UTC')::date, status, kind, store_id, payment_status, fulfilment_status, problem IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM order_counts_add(array(
      SELECT (customer_id, (created_at AT TIME ZONE 'UTC')::date, status, kind, store_id, payment_status, fulfilment_status, problem IS NOT NULL, -count(*)::int)::order_day_count
      FROM old_orders GROUP BY customer_id, (created_at AT TIME ZONE 'UTC')::date, status, kind, store_id, payment_status, fulfilment_status, problem IS NOT NULL));
  ELSE
    PERFORM order_counts_add(array(
      SELECT (k.customer_id, k.day, k.status, k.kind, k.store_id, k.payment_status, k.fulfilment_status, k.has_problem, sum(k.n)::int)::order_day_count
      FROM (
        SELECT customer_id, (created_at AT TIME ZONE 'UTC')::date AS day, status, kind, store_id, payment_status, fulfilment_status, problem IS NOT NULL AS has_problem, -1 AS n FROM old_orders
        UNION ALL
        SELECT customer_id, (created_at AT TIME ZONE 'UTC')::date, status, kind, store_id, payment_status, fulfilment_status, problem IS NOT NULL, 1 FROM new_orders
      ) k
      GROUP BY k.customer_id, k.day, k.status, k.kind, k.store_id, k.payment_status, k.fulfilment_status, k.has_problem HAVING sum(k.n) <> 0));
  END IF;
  RETURN NULL;
END
$$;
