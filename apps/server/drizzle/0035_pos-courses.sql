ALTER TABLE "transaction_orders" ADD COLUMN "course" integer;--> statement-breakpoint
ALTER TABLE "transaction_orders" ADD COLUMN "fired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transaction_orders" ADD CONSTRAINT "transaction_orders_course" CHECK ("transaction_orders"."course" is null or "transaction_orders"."course" between 1 and 9);