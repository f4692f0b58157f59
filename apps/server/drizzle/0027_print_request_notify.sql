-- Printing (decision 0411): a commit that made print requests wakes the print queue of every instance
-- at once (NOTIFY is delivered when the transaction commits, one per transaction), instead of the next
-- tick of its timer. The timer stays for retries and for a wake-up that was missed.
CREATE OR REPLACE FUNCTION print_request_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rpos_print', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS print_requests_notify ON print_requests;
--> statement-breakpoint
CREATE TRIGGER print_requests_notify
  AFTER INSERT ON print_requests
  FOR EACH STATEMENT EXECUTE FUNCTION print_request_notify();
