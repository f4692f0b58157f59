CREATE TABLE "pos_payment_types" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"payment_type" text NOT NULL,
	"surcharge_rate_bp" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 99 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_payment_types_rate" CHECK ("pos_payment_types"."surcharge_rate_bp" between 0 and 10000),
	CONSTRAINT "pos_payment_types_name" CHECK (char_length("pos_payment_types"."payment_type") between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "pos_payment_types" ADD CONSTRAINT "pos_payment_types_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_payment_types_restaurant_idx" ON "pos_payment_types" USING btree ("restaurant_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_payment_types_name_uq" ON "pos_payment_types" USING btree ("restaurant_id",lower("payment_type"));