CREATE TABLE "table_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"cart_id" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"lead_order_id" text,
	"printed_order_ids" jsonb
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_round_id" text;--> statement-breakpoint
ALTER TABLE "table_carts" ADD COLUMN "round_id" text;--> statement-breakpoint
ALTER TABLE "table_rounds" ADD CONSTRAINT "table_rounds_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_rounds" ADD CONSTRAINT "table_rounds_cart_id_table_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."table_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_rounds_unsent_idx" ON "table_rounds" USING btree ("opened_at") WHERE "table_rounds"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "orders_table_round_idx" ON "orders" USING btree ("table_round_id") WHERE "orders"."table_round_id" is not null;--> statement-breakpoint
-- A table's kitchen round (decision 0597): an order of a round that is neither closed (the table's
-- cart all ordered) nor sent is accepted with its print request 'held'; the print queue sends the round
-- as one docket when it is due (table-carts closes it; the queue releases rounds whose wait is over).
CREATE OR REPLACE FUNCTION print_request_on_accept() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_accepted AND (TG_OP = 'INSERT' OR NOT OLD.is_accepted) THEN
    INSERT INTO print_requests (order_id, restaurant_id, status)
    SELECT o.id, o.restaurant_id,
           CASE WHEN r.id IS NOT NULL AND r.sent_at IS NULL AND r.closed_at IS NULL THEN 'held' ELSE 'pending' END
      FROM orders o LEFT JOIN table_rounds r ON r.id = o.table_round_id
     WHERE o.id = NEW.order_id AND o.status NOT IN ('pendingPayment', 'cancelled')
    ON CONFLICT (order_id) DO NOTHING;
  END IF;
  RETURN NEW;
END;
$$;
