CREATE TABLE "transaction_adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"percentage_bp" integer,
	"amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_adjustments_value" CHECK (("transaction_adjustments"."percentage_bp" is null) <> ("transaction_adjustments"."amount" is null))
);
--> statement-breakpoint
CREATE TABLE "transaction_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"operation_type" text NOT NULL,
	"operation_name" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_orders" (
	"transaction_id" text NOT NULL,
	"order_id" text NOT NULL,
	"is_accepted" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_orders_pk" PRIMARY KEY("transaction_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "transaction_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_amount" integer NOT NULL,
	"merchant_amount" integer NOT NULL,
	"change" integer DEFAULT 0 NOT NULL,
	"reference" text,
	"time" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "transaction_payments_money" CHECK ("transaction_payments"."payment_amount" > 0 and "transaction_payments"."merchant_amount" >= "transaction_payments"."payment_amount" and "transaction_payments"."change" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"type" text NOT NULL,
	"table_no" text,
	"guests" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"bill_paid" boolean DEFAULT false NOT NULL,
	"pay_time" timestamp with time zone,
	"is_invoice_printed" boolean DEFAULT false NOT NULL,
	"delivery_partner_type" text,
	"delivery_partner_postpaid" boolean DEFAULT false NOT NULL,
	"customer_name" text,
	"customer_email" text,
	"customer_phone" text,
	"customer_postcode" text,
	"deleted_reason" text,
	"deleted_by" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_dinein_table" CHECK (("transactions"."type" = 'dinein') = ("transactions"."table_no" is not null)),
	CONSTRAINT "transactions_paid" CHECK (("transactions"."status" = 'paid') <= "transactions"."bill_paid")
);
--> statement-breakpoint
ALTER TABLE "transaction_adjustments" ADD CONSTRAINT "transaction_adjustments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_operations" ADD CONSTRAINT "transaction_operations_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_orders" ADD CONSTRAINT "transaction_orders_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_orders" ADD CONSTRAINT "transaction_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_payments" ADD CONSTRAINT "transaction_payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_adjustments_transaction_idx" ON "transaction_adjustments" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "transaction_operations_transaction_idx" ON "transaction_operations" USING btree ("transaction_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_orders_order_uq" ON "transaction_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "transaction_payments_transaction_idx" ON "transaction_payments" USING btree ("transaction_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_payments_reference_uq" ON "transaction_payments" USING btree ("reference") WHERE "transaction_payments"."type" = 'OBPayments';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_active_table_uq" ON "transactions" USING btree ("restaurant_id","table_no") WHERE "transactions"."status" = 'active' and "transactions"."type" = 'dinein';--> statement-breakpoint
CREATE INDEX "transactions_restaurant_status_idx" ON "transactions" USING btree ("restaurant_id","status","created_at");