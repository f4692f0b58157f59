-- Decision 0412: report_recompute as in 0026 (POS refunds counted, automatic duplicate-capture refunds
-- not), but an order line's "on a bill" test looks its order's bill up by index (OFFSET 0 keeps
-- PostgreSQL from turning the EXISTS into a hashed subplan that read every transaction_orders and
-- transactions row of every restaurant — ~150 ms per rebuilt day on the demo history, run by the
-- report refresh after each bill change).
-- Rebuilds every rollup row of one restaurant for the local days p_from..p_to (both included) from
-- the raw rows. The caller holds the days' advisory locks (report_refresh).
CREATE OR REPLACE FUNCTION report_recompute(p_restaurant text, p_from date, p_to date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_tz text;
  v_lo timestamptz;
  v_hi timestamptz;
BEGIN
  DELETE FROM report_payment_slots WHERE restaurant_id = p_restaurant AND day BETWEEN p_from AND p_to;
  DELETE FROM report_hour_sales WHERE restaurant_id = p_restaurant AND day BETWEEN p_from AND p_to;
  DELETE FROM report_day_totals WHERE restaurant_id = p_restaurant AND day BETWEEN p_from AND p_to;
  DELETE FROM report_order_counts WHERE restaurant_id = p_restaurant AND day BETWEEN p_from AND p_to;
  DELETE FROM report_dish_days WHERE restaurant_id = p_restaurant AND day BETWEEN p_from AND p_to;

  SELECT coalesce(nullif(timezone, ''), 'Australia/Sydney') INTO v_tz FROM restaurants WHERE id = p_restaurant;
  IF v_tz IS NULL THEN
    RETURN; -- the restaurant is gone: its rows with it
  END IF;
  -- Local midnights as moments: a 23-hour or 25-hour daylight-saving day is exactly its own hours.
  v_lo := p_from::timestamp AT TIME ZONE v_tz;
  v_hi := (p_to + 1)::timestamp AT TIME ZONE v_tz;

  -- Payments of bills that are not deleted, at the payment's local time (what the bill took:
  -- paymentAmount, not the card surcharge on top). A bill counts once, at its first payment.
  INSERT INTO report_payment_slots (restaurant_id, day, slot, payment_type, table_label, amount, payments, bills)
  SELECT p_restaurant,
         (p.time AT TIME ZONE v_tz)::date,
         (extract(hour FROM p.time AT TIME ZONE v_tz)::int * 4
           + extract(minute FROM p.time AT TIME ZONE v_tz)::int / 15)::smallint,
         p.type,
         CASE WHEN t.type = 'dinein' THEN coalesce(t.table_no, '') ELSE t.type END,
         sum(p.payment_amount),
         count(*),
         count(*) FILTER (WHERE NOT EXISTS (
           SELECT 1 FROM transaction_payments q
           WHERE q.transaction_id = p.transaction_id AND (q.time < p.time OR (q.time = p.time AND q.id < p.id))))
  FROM transaction_payments p
  JOIN transactions t ON t.id = p.transaction_id
  WHERE p.restaurant_id = p_restaurant AND t.status <> 'deleted' AND p.time >= v_lo AND p.time < v_hi
  GROUP BY 2, 3, 4, 5;

  INSERT INTO report_hour_sales (restaurant_id, day, hour, sales)
  SELECT p_restaurant, day, (slot / 4)::smallint, sum(amount)
  FROM report_payment_slots
  WHERE restaurant_id = p_restaurant AND day BETWEEN p_from AND p_to
  GROUP BY day, slot / 4;

  -- Refunds are their own figure, by the local day they succeeded (not taken off the sales).
  INSERT INTO report_day_totals (restaurant_id, day, sales, cash, refunds)
  SELECT p_restaurant, day, sum(sales), sum(cash), sum(refunds)
  FROM (
    SELECT day, amount AS sales,
           CASE WHEN upper(btrim(payment_type)) = 'CASH' THEN amount ELSE 0 END AS cash,
           0 AS refunds
    FROM report_payment_slots
    WHERE restaurant_id = p_restaurant AND day BETWEEN p_from AND p_to
    UNION ALL
    SELECT (r.updated_at AT TIME ZONE v_tz)::date, 0, 0, r.amount
    FROM payment_refunds r
    WHERE r.restaurant_id = p_restaurant AND r.status = 'succeeded' AND r.source <> 'auto'
      AND r.updated_at >= v_lo AND r.updated_at < v_hi
    UNION ALL
    -- Refunds at the POS (decision 0430) of bills not deleted; an online payment's refund is already
    -- counted above through its provider's refund row.
    SELECT (tr.time AT TIME ZONE v_tz)::date, 0, 0, tr.amount
    FROM transaction_refunds tr
    JOIN transactions t ON t.id = tr.transaction_id
    WHERE tr.restaurant_id = p_restaurant AND tr.provider_refund_id IS NULL AND t.status <> 'deleted'
      AND tr.time >= v_lo AND tr.time < v_hi
  ) x
  GROUP BY day;

  -- Orders taken (placed or completed, not deleted) by origin and type; pickup-delivery takes the
  -- diner's choice, and without one the type is '' (shown as "other").
  INSERT INTO report_order_counts (restaurant_id, day, origin, order_type, orders)
  SELECT p_restaurant, (o.order_time AT TIME ZONE v_tz)::date, o.origin,
         coalesce(CASE WHEN o.kind = 'pickup-delivery' THEN o.choose_type ELSE o.kind END, ''),
         count(*)
  FROM orders o
  WHERE o.restaurant_id = p_restaurant AND o.order_time >= v_lo AND o.order_time < v_hi
    AND o.deleted_at IS NULL AND o.status IN ('placed', 'completed')
  GROUP BY 2, 3, 4;

  -- Dishes and options by the order's local day. 'order': every line of every order taken (voided,
  -- removed and deleted ones included, as the spec says). 'bill': lines of orders on a bill that is
  -- not deleted, the order not deleted, the line neither voided nor removed.
  INSERT INTO report_dish_days
    (restaurant_id, day, basis, category_id, product_id, is_option, name, alt_name, quantity, total, own_total)
  WITH lines AS MATERIALIZED (
    SELECT (o.order_time AT TIME ZONE v_tz)::date AS day, i.id AS item_id, i.category_id, i.menu_item_id,
           i.name, i.alt_name, i.quantity, i.line_total, i.unit_price * i.quantity AS own_total,
           (o.status IN ('placed', 'completed') OR o.deleted_at IS NOT NULL) AS in_order,
           (o.deleted_at IS NULL AND NOT i.is_voided_dish AND NOT i.permanent_deletion AND EXISTS (
              SELECT 1 FROM transaction_orders tor JOIN transactions t ON t.id = tor.transaction_id
              WHERE tor.order_id = o.id AND t.status <> 'deleted' OFFSET 0)) AS in_bill
    FROM orders o
    JOIN order_items i ON i.order_id = o.id
    WHERE o.restaurant_id = p_restaurant AND o.order_time >= v_lo AND o.order_time < v_hi
  ),
  based AS (
    SELECT l.*, b.basis
    FROM lines l
    CROSS JOIN LATERAL (VALUES ('order'), ('bill')) AS b(basis)
    WHERE (b.basis = 'order' AND l.in_order) OR (b.basis = 'bill' AND l.in_bill)
  )
  SELECT p_restaurant, day, basis, category_id, menu_item_id, false, max(name), max(alt_name),
         sum(quantity), sum(line_total), sum(own_total)
  FROM based
  GROUP BY day, basis, category_id, menu_item_id
  UNION ALL
  SELECT p_restaurant, b.day, b.basis, b.category_id, op.option_id, true, max(op.name), NULL,
         sum(op.quantity * b.quantity), sum(op.price * op.quantity * b.quantity),
         sum(op.price * op.quantity * b.quantity)
  FROM based b
  JOIN order_item_options op ON op.item_id = b.item_id
  GROUP BY b.day, b.basis, b.category_id, op.option_id;
END;
$$;
