-- Printing (decision 0288): an order accepted on a bill asks for its print jobs in the same
-- transaction that accepts it. Every way an order is accepted (a diner's pay-at-counter order
-- auto-accepted, a staff accept, a POS order, an online payment settled) writes or updates
-- transaction_orders.is_accepted; this trigger turns that into one print_requests row per order
-- (never two: moving an order between bills does not print it again). The print queue's worker
-- reads the requests after commit.
CREATE OR REPLACE FUNCTION print_request_on_accept() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_accepted AND (TG_OP = 'INSERT' OR NOT OLD.is_accepted) THEN
    INSERT INTO print_requests (order_id, restaurant_id)
    SELECT o.id, o.restaurant_id FROM orders o
     WHERE o.id = NEW.order_id AND o.status NOT IN ('pendingPayment', 'cancelled')
    ON CONFLICT (order_id) DO NOTHING;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS transaction_orders_print_request ON transaction_orders;
--> statement-breakpoint
CREATE TRIGGER transaction_orders_print_request
  AFTER INSERT OR UPDATE OF is_accepted ON transaction_orders
  FOR EACH ROW EXECUTE FUNCTION print_request_on_accept();
