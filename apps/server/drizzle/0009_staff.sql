CREATE TABLE "staff" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"staff_number" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"pin_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "staff_number_digits" CHECK ("staff"."staff_number" ~ '^[0-9]{1,8}$')
);
--> statement-breakpoint
CREATE TABLE "staff_pin_failures" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"staff_number" text NOT NULL,
	"session_id_hash" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"type" text,
	"record_time" timestamp with time zone NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	CONSTRAINT "timesheets_type" CHECK ("timesheets"."type" is null or "timesheets"."type" in ('checkin', 'checkout')),
	CONSTRAINT "timesheets_remarks" CHECK (char_length("timesheets"."remarks") <= 100)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "pos_staff_id" text;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_restaurant_number_uq" ON "staff" USING btree ("restaurant_id","staff_number");--> statement-breakpoint
CREATE INDEX "staff_restaurant_idx" ON "staff" USING btree ("restaurant_id","updated_at");--> statement-breakpoint
CREATE INDEX "staff_pin_failures_number_idx" ON "staff_pin_failures" USING btree ("restaurant_id","staff_number","at");--> statement-breakpoint
CREATE INDEX "staff_pin_failures_session_idx" ON "staff_pin_failures" USING btree ("session_id_hash","at");--> statement-breakpoint
CREATE INDEX "timesheets_restaurant_time_idx" ON "timesheets" USING btree ("restaurant_id","record_time");--> statement-breakpoint
CREATE INDEX "timesheets_staff_time_idx" ON "timesheets" USING btree ("staff_id","record_time");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pos_staff_id_staff_id_fk" FOREIGN KEY ("pos_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;