CREATE TABLE "transaction_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"line_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"request_id" text NOT NULL,
	"provider_refund_id" text,
	"time" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "transaction_refunds_money" CHECK ("transaction_refunds"."amount" > 0 and "transaction_refunds"."credit" >= 0 and "transaction_refunds"."credit" <= "transaction_refunds"."amount")
);
--> statement-breakpoint
ALTER TABLE "transaction_refunds" ADD CONSTRAINT "transaction_refunds_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_refunds" ADD CONSTRAINT "transaction_refunds_payment_id_transaction_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."transaction_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_refunds_transaction_idx" ON "transaction_refunds" USING btree ("transaction_id","time");--> statement-breakpoint
CREATE INDEX "transaction_refunds_restaurant_time_idx" ON "transaction_refunds" USING btree ("restaurant_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_refunds_request_uq" ON "transaction_refunds" USING btree ("transaction_id","request_id");