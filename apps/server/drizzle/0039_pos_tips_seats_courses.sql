ALTER TABLE "order_items" ADD COLUMN "seat" integer;--> statement-breakpoint
ALTER TABLE "transaction_orders" ADD COLUMN "course" integer;--> statement-breakpoint
ALTER TABLE "transaction_orders" ADD COLUMN "fired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transaction_payments" ADD COLUMN "tip" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_payments" ADD COLUMN "portion" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_seat" CHECK ("order_items"."seat" is null or "order_items"."seat" between 1 and 99);--> statement-breakpoint
ALTER TABLE "transaction_orders" ADD CONSTRAINT "transaction_orders_course" CHECK ("transaction_orders"."course" is null or "transaction_orders"."course" between 1 and 9);--> statement-breakpoint
ALTER TABLE "transaction_payments" ADD CONSTRAINT "transaction_payments_tip" CHECK ("transaction_payments"."tip" >= 0);