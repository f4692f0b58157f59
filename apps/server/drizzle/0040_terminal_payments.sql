CREATE TABLE "terminal_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"terminal_id" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"payment_type" text NOT NULL,
	"amount" integer NOT NULL,
	"surcharge" integer NOT NULL,
	"tip" integer NOT NULL,
	"total" integer NOT NULL,
	"split" jsonb,
	"portion" text,
	"request_id" text NOT NULL,
	"service_id" text NOT NULL,
	"reference" text,
	"message" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terminal_payments_amounts_ck" CHECK ("terminal_payments"."amount" > 0 and "terminal_payments"."surcharge" >= 0 and "terminal_payments"."tip" >= 0)
);
--> statement-breakpoint
ALTER TABLE "terminal_payments" ADD CONSTRAINT "terminal_payments_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_payments" ADD CONSTRAINT "terminal_payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_payments_in_flight_uq" ON "terminal_payments" USING btree ("terminal_id") WHERE "terminal_payments"."status" in ('pending', 'recording');--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_payments_request_uq" ON "terminal_payments" USING btree ("restaurant_id","request_id");--> statement-breakpoint
CREATE INDEX "terminal_payments_bill_idx" ON "terminal_payments" USING btree ("transaction_id");