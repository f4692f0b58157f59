CREATE TABLE "staff_activities" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"transaction_id" text,
	"operation_type" text NOT NULL,
	"operation_name" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"staff_name" text NOT NULL,
	"user_id" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "is_voided_dish" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "permanent_deletion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "voided_by" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transaction_payments" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "staff_activities" ADD CONSTRAINT "staff_activities_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_activities" ADD CONSTRAINT "staff_activities_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_activities_restaurant_time_idx" ON "staff_activities" USING btree ("restaurant_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_payments_request_uq" ON "transaction_payments" USING btree ("transaction_id","request_id");