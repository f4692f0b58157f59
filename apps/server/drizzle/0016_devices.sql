CREATE TABLE "devices" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"device_key" text NOT NULL,
	"device_name" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"build_number" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "display_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"display_client_name" text NOT NULL,
	"user_id" text,
	"username" text NOT NULL,
	"user_email" text DEFAULT '' NOT NULL,
	"pos_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosks" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"code" text NOT NULL,
	"tables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terminal_number" text DEFAULT '' NOT NULL,
	"is_mobile_phone_number_required" boolean DEFAULT false NOT NULL,
	"is_name_required" boolean DEFAULT false NOT NULL,
	"is_payment_required" boolean DEFAULT false NOT NULL,
	"timeout_seconds" integer DEFAULT 60 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"qr_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosks_message" CHECK (char_length("kiosks"."message") <= 30),
	CONSTRAINT "kiosks_timeout" CHECK ("kiosks"."timeout_seconds" >= 1)
);
--> statement-breakpoint
CREATE TABLE "kitchen_bumps" (
	"order_item_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"bumped_by" text,
	"bumped_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"pos_client_name" text NOT NULL,
	"pos_client_type" text NOT NULL,
	"user_id" text,
	"username" text NOT NULL,
	"user_email" text DEFAULT '' NOT NULL,
	"printer_zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_terminals" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"store" text NOT NULL,
	"status" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_standalone" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_clients" ADD CONSTRAINT "display_clients_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_clients" ADD CONSTRAINT "display_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_clients" ADD CONSTRAINT "pos_clients_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_clients" ADD CONSTRAINT "pos_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_terminals" ADD CONSTRAINT "sandbox_terminals_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_restaurant_key_uq" ON "devices" USING btree ("restaurant_id","device_key");--> statement-breakpoint
CREATE INDEX "devices_restaurant_updated_idx" ON "devices" USING btree ("restaurant_id","updated_at");--> statement-breakpoint
CREATE INDEX "display_clients_restaurant_idx" ON "display_clients" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "display_clients_user_idx" ON "display_clients" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_restaurant_code_uq" ON "kiosks" USING btree ("restaurant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "kitchen_bumps_order_idx" ON "kitchen_bumps" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pos_clients_restaurant_idx" ON "pos_clients" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_terminals_owner_idx" ON "sandbox_terminals" USING btree ("restaurant_id");