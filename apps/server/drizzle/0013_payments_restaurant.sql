DROP INDEX "transaction_payments_time_idx";--> statement-breakpoint
-- Existing payments take their bill's restaurant (added empty, filled, then required).
ALTER TABLE "transaction_payments" ADD COLUMN "restaurant_id" text;--> statement-breakpoint
UPDATE "transaction_payments" p SET "restaurant_id" = t."restaurant_id" FROM "transactions" t WHERE t."id" = p."transaction_id";--> statement-breakpoint
ALTER TABLE "transaction_payments" ALTER COLUMN "restaurant_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_pending_payment_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'pendingPayment';--> statement-breakpoint
CREATE INDEX "transaction_payments_restaurant_time_idx" ON "transaction_payments" USING btree ("restaurant_id","time");
