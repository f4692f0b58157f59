-- The reports' rollups (issue 15, decisions 0189–0191): the functions that rebuild a restaurant's
-- local days from the raw rows, and the triggers that log which days each write touches.
-- Hand-written SQL lives here only; the tables are in 0007 (drizzle schema db/schema/reports.ts).

-- A moment's local day in a timezone (Australia/Sydney when the restaurant has none).
CREATE OR REPLACE FUNCTION report_local_day(p_at timestamptz, p_tz text) RETURNS date
LANGUAGE sql STABLE AS $$
  SELECT (p_at AT TIME ZONE coalesce(nullif(p_tz, ''), 'Australia/Sydney'))::date
$$;
--> statement-breakpoint

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
  WHERE t.restaurant_id = p_restaurant AND t.status <> 'deleted' AND p.time >= v_lo AND p.time < v_hi
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
    WHERE r.restaurant_id = p_restaurant AND r.status = 'succeeded'
      AND r.updated_at >= v_lo AND r.updated_at < v_hi
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
  WITH lines AS (
    SELECT (o.order_time AT TIME ZONE v_tz)::date AS day, i.id AS item_id, i.category_id, i.menu_item_id,
           i.name, i.alt_name, i.quantity, i.line_total, i.unit_price * i.quantity AS own_total,
           (o.status IN ('placed', 'completed') OR o.deleted_at IS NOT NULL) AS in_order,
           (o.deleted_at IS NULL AND NOT i.is_voided_dish AND NOT i.permanent_deletion AND EXISTS (
              SELECT 1 FROM transaction_orders tor JOIN transactions t ON t.id = tor.transaction_id
              WHERE tor.order_id = o.id AND t.status <> 'deleted')) AS in_bill
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
--> statement-breakpoint

-- Rebuilds the logged days of one restaurant within p_from..p_to (all of them with p_force), and
-- answers how many days it rebuilt. Each day is taken under an advisory lock (in day order, so two
-- refreshes never deadlock); the log rows are claimed with DELETE after the locks, so a second
-- reader of the same day waits for the first and then finds nothing left to do. A write that
-- commits after the claim leaves its own log row: its day stays dirty for the next refresh.
CREATE OR REPLACE FUNCTION report_refresh(p_restaurant text, p_from date, p_to date, p_force boolean DEFAULT false)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_days date[];
  v_claimed date[];
  v_day date;
  v_start date;
  v_prev date;
BEGIN
  IF p_force THEN
    SELECT array_agg(d::date ORDER BY d) INTO v_days FROM generate_series(p_from, p_to, interval '1 day') d;
  ELSE
    SELECT array_agg(DISTINCT day ORDER BY day) INTO v_days
    FROM report_dirty_days WHERE restaurant_id = p_restaurant AND day BETWEEN p_from AND p_to;
  END IF;
  IF v_days IS NULL THEN
    RETURN 0;
  END IF;
  FOREACH v_day IN ARRAY v_days LOOP
    PERFORM pg_advisory_xact_lock(hashtext(p_restaurant), v_day - date '2000-01-01');
  END LOOP;
  WITH claimed AS (
    DELETE FROM report_dirty_days WHERE restaurant_id = p_restaurant AND day = ANY (v_days) RETURNING day
  )
  SELECT array_agg(DISTINCT day ORDER BY day) INTO v_claimed FROM claimed;
  IF NOT p_force THEN
    v_days := v_claimed;
  END IF;
  IF v_days IS NULL THEN
    RETURN 0;
  END IF;
  -- One rebuild per run of consecutive days.
  FOREACH v_day IN ARRAY v_days LOOP
    IF v_start IS NULL THEN
      v_start := v_day;
    ELSIF v_day <> v_prev + 1 THEN
      PERFORM report_recompute(p_restaurant, v_start, v_prev);
      v_start := v_day;
    END IF;
    v_prev := v_day;
  END LOOP;
  PERFORM report_recompute(p_restaurant, v_start, v_prev);
  RETURN array_length(v_days, 1);
END;
$$;
--> statement-breakpoint

-- ---------------------------------------------------------------------------------------------
-- Triggers: every write to the raw tables logs the (restaurant, local day) it touches, in the
-- writer's own transaction. Statement-level with transition tables: one insert per statement.

CREATE OR REPLACE FUNCTION report_mark_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_dirty_days (restaurant_id, day)
    SELECT DISTINCT n.restaurant_id, report_local_day(n.order_time, r.timezone)
    FROM new_rows n LEFT JOIN restaurants r ON r.id = n.restaurant_id;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO report_dirty_days (restaurant_id, day)
    SELECT DISTINCT x.restaurant_id, report_local_day(x.order_time, r.timezone)
    FROM (SELECT restaurant_id, order_time FROM new_rows UNION SELECT restaurant_id, order_time FROM old_rows) x
    LEFT JOIN restaurants r ON r.id = x.restaurant_id;
  ELSE
    INSERT INTO report_dirty_days (restaurant_id, day)
    SELECT DISTINCT o.restaurant_id, report_local_day(o.order_time, r.timezone)
    FROM old_rows o LEFT JOIN restaurants r ON r.id = o.restaurant_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_orders_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_orders();
--> statement-breakpoint
CREATE TRIGGER report_orders_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_orders();
--> statement-breakpoint
CREATE TRIGGER report_orders_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_orders();
--> statement-breakpoint

-- Order lines and their options: the day of their order.
CREATE OR REPLACE FUNCTION report_mark_order_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_dirty_days (restaurant_id, day)
    SELECT DISTINCT o.restaurant_id, report_local_day(o.order_time, r.timezone)
    FROM (SELECT DISTINCT order_id FROM new_rows) n
    JOIN orders o ON o.id = n.order_id LEFT JOIN restaurants r ON r.id = o.restaurant_id;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO report_dirty_days (restaurant_id, day)
    SELECT DISTINCT o.restaurant_id, report_local_day(o.order_time, r.timezone)
    FROM (SELECT order_id FROM new_rows UNION SELECT order_id FROM old_rows) n
    JOIN orders o ON o.id = n.order_id LEFT JOIN restaurants r ON r.id = o.restaurant_id;
  ELSE
    INSERT INTO report_dirty_days (restaurant_id, day)
    SELECT DISTINCT o.restaurant_id, report_local_day(o.order_time, r.timezone)
    FROM (SELECT DISTINCT order_id FROM old_rows) n
    JOIN orders o ON o.id = n.order_id LEFT JOIN restaurants r ON r.id = o.restaurant_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_order_items_ins AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_order_items();
--> statement-breakpoint
CREATE TRIGGER report_order_items_upd AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_order_items();
--> statement-breakpoint
CREATE TRIGGER report_order_items_del AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_order_items();
--> statement-breakpoint

-- Options: the day of their line's order (update, insert, delete).
CREATE OR REPLACE FUNCTION report_mark_order_item_options() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty_days (restaurant_id, day)
  SELECT DISTINCT o.restaurant_id, report_local_day(o.order_time, r.timezone)
  FROM (SELECT item_id FROM new_rows UNION SELECT item_id FROM old_rows) n
  JOIN order_items i ON i.id = n.item_id JOIN orders o ON o.id = i.order_id
  LEFT JOIN restaurants r ON r.id = o.restaurant_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_mark_order_item_options_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty_days (restaurant_id, day)
  SELECT DISTINCT o.restaurant_id, report_local_day(o.order_time, r.timezone)
  FROM (SELECT DISTINCT item_id FROM new_rows) n
  JOIN order_items i ON i.id = n.item_id JOIN orders o ON o.id = i.order_id
  LEFT JOIN restaurants r ON r.id = o.restaurant_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_mark_order_item_options_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty_days (restaurant_id, day)
  SELECT DISTINCT o.restaurant_id, report_local_day(o.order_time, r.timezone)
  FROM (SELECT DISTINCT item_id FROM old_rows) n
  JOIN order_items i ON i.id = n.item_id JOIN orders o ON o.id = i.order_id
  LEFT JOIN restaurants r ON r.id = o.restaurant_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_order_item_options_ins AFTER INSERT ON order_item_options REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_order_item_options_ins();
--> statement-breakpoint
CREATE TRIGGER report_order_item_options_upd AFTER UPDATE ON order_item_options REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_order_item_options();
--> statement-breakpoint
CREATE TRIGGER report_order_item_options_del AFTER DELETE ON order_item_options REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_order_item_options_del();
--> statement-breakpoint

-- Bills: a change of status (deleted or back), type or table moves their payments' and orders' days.
CREATE OR REPLACE FUNCTION report_mark_bills(p_bill_ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_dirty_days (restaurant_id, day)
  SELECT DISTINCT t.restaurant_id, report_local_day(p.time, r.timezone)
  FROM transactions t JOIN transaction_payments p ON p.transaction_id = t.id
  LEFT JOIN restaurants r ON r.id = t.restaurant_id
  WHERE t.id = ANY (p_bill_ids)
  UNION
  SELECT DISTINCT o.restaurant_id, report_local_day(o.order_time, r.timezone)
  FROM transaction_orders tor JOIN orders o ON o.id = tor.order_id
  LEFT JOIN restaurants r ON r.id = o.restaurant_id
  WHERE tor.transaction_id = ANY (p_bill_ids)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_mark_transactions_upd() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_ids text[];
BEGIN
  SELECT array_agg(n.id) INTO v_ids
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.status, n.type, n.table_no) IS DISTINCT FROM (o.status, o.type, o.table_no);
  IF v_ids IS NOT NULL THEN
    PERFORM report_mark_bills(v_ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_transactions_upd AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_transactions_upd();
--> statement-breakpoint
-- A deleted bill row takes its payments and order links with it (cascade): log their days before.
CREATE OR REPLACE FUNCTION report_mark_transaction_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_mark_bills(ARRAY[OLD.id]);
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_transactions_del BEFORE DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION report_mark_transaction_deleting();
--> statement-breakpoint

-- An order joins or leaves a bill: its day (the dish report by bills).
CREATE OR REPLACE FUNCTION report_mark_transaction_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_dirty_days (restaurant_id, day)
    SELECT DISTINCT o.restaurant_id, report_local_day(o.order_time, r.timezone)
    FROM new_rows n JOIN orders o ON o.id = n.order_id LEFT JOIN restaurants r ON r.id = o.restaurant_id;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO report_dirty_days (restaurant_id, day)
    SELECT DISTINCT o.restaurant_id, report_local_day(o.order_time, r.timezone)
    FROM (SELECT order_id FROM new_rows UNION SELECT order_id FROM old_rows) n
    JOIN orders o ON o.id = n.order_id LEFT JOIN restaurants r ON r.id = o.restaurant_id;
  ELSE
    INSERT INTO report_dirty_days (restaurant_id, day)
    SELECT DISTINCT o.restaurant_id, report_local_day(o.order_time, r.timezone)
    FROM old_rows n JOIN orders o ON o.id = n.order_id LEFT JOIN restaurants r ON r.id = o.restaurant_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_transaction_orders_ins AFTER INSERT ON transaction_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_transaction_orders();
--> statement-breakpoint
CREATE TRIGGER report_transaction_orders_upd AFTER UPDATE ON transaction_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_transaction_orders();
--> statement-breakpoint
CREATE TRIGGER report_transaction_orders_del AFTER DELETE ON transaction_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_transaction_orders();
--> statement-breakpoint

-- Bill payments: the payment's day (a deleted payment also its bill's other payments' days, where
-- the bill's first payment may now fall).
CREATE OR REPLACE FUNCTION report_mark_transaction_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_dirty_days (restaurant_id, day)
    SELECT DISTINCT t.restaurant_id, report_local_day(n.time, r.timezone)
    FROM new_rows n JOIN transactions t ON t.id = n.transaction_id LEFT JOIN restaurants r ON r.id = t.restaurant_id;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO report_dirty_days (restaurant_id, day)
    SELECT DISTINCT t.restaurant_id, report_local_day(x.time, r.timezone)
    FROM (SELECT transaction_id, time FROM new_rows UNION SELECT transaction_id, time FROM old_rows) x
    JOIN transactions t ON t.id = x.transaction_id LEFT JOIN restaurants r ON r.id = t.restaurant_id;
  ELSE
    INSERT INTO report_dirty_days (restaurant_id, day)
    SELECT DISTINCT t.restaurant_id, report_local_day(x.time, r.timezone)
    FROM (
      SELECT transaction_id, time FROM old_rows
      UNION SELECT p.transaction_id, p.time FROM transaction_payments p
      WHERE p.transaction_id IN (SELECT transaction_id FROM old_rows)
    ) x
    JOIN transactions t ON t.id = x.transaction_id LEFT JOIN restaurants r ON r.id = t.restaurant_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_transaction_payments_ins AFTER INSERT ON transaction_payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_transaction_payments();
--> statement-breakpoint
CREATE TRIGGER report_transaction_payments_upd AFTER UPDATE ON transaction_payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_transaction_payments();
--> statement-breakpoint
CREATE TRIGGER report_transaction_payments_del AFTER DELETE ON transaction_payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_transaction_payments();
--> statement-breakpoint

-- Refunds: the day a succeeded refund counts on (its update time), before and after a change.
CREATE OR REPLACE FUNCTION report_mark_payment_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_dirty_days (restaurant_id, day)
    SELECT DISTINCT n.restaurant_id, report_local_day(n.updated_at, r.timezone)
    FROM new_rows n LEFT JOIN restaurants r ON r.id = n.restaurant_id WHERE n.status = 'succeeded';
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO report_dirty_days (restaurant_id, day)
    SELECT DISTINCT x.restaurant_id, report_local_day(x.updated_at, r.timezone)
    FROM (
      SELECT restaurant_id, updated_at, status FROM new_rows
      UNION SELECT restaurant_id, updated_at, status FROM old_rows
    ) x LEFT JOIN restaurants r ON r.id = x.restaurant_id WHERE x.status = 'succeeded';
  ELSE
    INSERT INTO report_dirty_days (restaurant_id, day)
    SELECT DISTINCT o.restaurant_id, report_local_day(o.updated_at, r.timezone)
    FROM old_rows o LEFT JOIN restaurants r ON r.id = o.restaurant_id WHERE o.status = 'succeeded';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_payment_refunds_ins AFTER INSERT ON payment_refunds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_payment_refunds();
--> statement-breakpoint
CREATE TRIGGER report_payment_refunds_upd AFTER UPDATE ON payment_refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_payment_refunds();
--> statement-breakpoint
CREATE TRIGGER report_payment_refunds_del AFTER DELETE ON payment_refunds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_mark_payment_refunds();
--> statement-breakpoint

-- A restaurant's timezone moves every local day: log each day it has figures on, and the next
-- (a moment keeps its instant; its local day can only shift by one either way).
CREATE OR REPLACE FUNCTION report_mark_restaurant_timezone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty_days (restaurant_id, day)
  SELECT DISTINCT NEW.id, d.day + s.shift
  FROM (
    SELECT day FROM report_day_totals WHERE restaurant_id = NEW.id
    UNION SELECT day FROM report_order_counts WHERE restaurant_id = NEW.id
    UNION SELECT day FROM report_dish_days WHERE restaurant_id = NEW.id
  ) d CROSS JOIN (VALUES (-1), (0), (1)) AS s(shift);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_restaurants_timezone AFTER UPDATE OF timezone ON restaurants
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION report_mark_restaurant_timezone();
