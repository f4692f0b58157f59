CREATE TABLE "pos_print_settings" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"order_id" text,
	"order_number" text,
	"document" text NOT NULL,
	"title" text NOT NULL,
	"printer_name" text,
	"host" text,
	"port" integer,
	"payload" text NOT NULL,
	"preview" text NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"printed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_requests" (
	"order_id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "printer_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"zone_type" text NOT NULL,
	"zone_name" text NOT NULL,
	"zone_description" text DEFAULT '' NOT NULL,
	"zone_floor" text DEFAULT '' NOT NULL,
	"zone_tables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"printer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"printer_name" text NOT NULL,
	"device_name" text DEFAULT '' NOT NULL,
	"device_type" integer DEFAULT 1 NOT NULL,
	"ip_address" text NOT NULL,
	"mac_address" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"epson_language" integer DEFAULT 0 NOT NULL,
	"port" integer DEFAULT 9100 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_language" CHECK ("printers"."epson_language" between 0 and 7),
	CONSTRAINT "printers_port" CHECK ("printers"."port" between 1 and 65535)
);
--> statement-breakpoint
ALTER TABLE "pos_print_settings" ADD CONSTRAINT "pos_print_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_requests" ADD CONSTRAINT "print_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_zones" ADD CONSTRAINT "printer_zones_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_jobs_due_idx" ON "print_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "print_jobs_restaurant_idx" ON "print_jobs" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "print_requests_pending_idx" ON "print_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "printer_zones_restaurant_idx" ON "printer_zones" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "printers_restaurant_name_uq" ON "printers" USING btree ("restaurant_id",lower("printer_name"));