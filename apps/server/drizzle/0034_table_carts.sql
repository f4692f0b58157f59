CREATE TABLE "table_cart_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"diner_tag" text NOT NULL,
	"nickname" text NOT NULL,
	"dish_id" text NOT NULL,
	"size_id" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"special_instructions" text DEFAULT '' NOT NULL,
	"is_takeaway" boolean DEFAULT false NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_cart_lines_quantity_ck" CHECK ("table_cart_lines"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "table_carts" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"table_id" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checkout_started_at" timestamp with time zone,
	"checkout_number" text,
	"checkout_scope" text,
	"checkout_nickname" text,
	"checkout_line_ids" jsonb,
	"last_order_id" text,
	"last_order_number" text,
	"last_order_nickname" text,
	"last_order_scope" text,
	"last_order_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "table_cart_lines" ADD CONSTRAINT "table_cart_lines_cart_id_table_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."table_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_carts" ADD CONSTRAINT "table_carts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_carts" ADD CONSTRAINT "table_carts_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_cart_lines_cart_idx" ON "table_cart_lines" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "table_carts_table_uq" ON "table_carts" USING btree ("restaurant_id","table_id");