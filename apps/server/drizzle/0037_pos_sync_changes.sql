CREATE TABLE "pos_sync_changes" (
	"restaurant_id" text NOT NULL,
	"key" text NOT NULL,
	"device_id" text NOT NULL,
	"local_bill_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"transaction_id" text,
	"staff_id" text,
	"device_time" timestamp with time zone NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pos_sync_changes" ADD CONSTRAINT "pos_sync_changes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_sync_changes_key_uq" ON "pos_sync_changes" USING btree ("restaurant_id","key");--> statement-breakpoint
CREATE INDEX "pos_sync_changes_local_bill_idx" ON "pos_sync_changes" USING btree ("restaurant_id","local_bill_id");