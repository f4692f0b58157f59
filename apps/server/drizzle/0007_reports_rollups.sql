CREATE TABLE "report_day_totals" (
	"restaurant_id" text NOT NULL,
	"day" date NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_day_totals_restaurant_id_day_pk" PRIMARY KEY("restaurant_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_dirty_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"day" date NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_dish_days" (
	"restaurant_id" text NOT NULL,
	"day" date NOT NULL,
	"basis" text NOT NULL,
	"category_id" text NOT NULL,
	"product_id" text NOT NULL,
	"is_option" boolean NOT NULL,
	"name" text NOT NULL,
	"alt_name" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"own_total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_dish_days_restaurant_id_day_basis_category_id_product_id_is_option_pk" PRIMARY KEY("restaurant_id","day","basis","category_id","product_id","is_option")
);
--> statement-breakpoint
CREATE TABLE "report_hour_sales" (
	"restaurant_id" text NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_hour_sales_restaurant_id_day_hour_pk" PRIMARY KEY("restaurant_id","day","hour")
);
--> statement-breakpoint
CREATE TABLE "report_order_counts" (
	"restaurant_id" text NOT NULL,
	"day" date NOT NULL,
	"origin" text NOT NULL,
	"order_type" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_order_counts_restaurant_id_day_origin_order_type_pk" PRIMARY KEY("restaurant_id","day","origin","order_type")
);
--> statement-breakpoint
CREATE TABLE "report_payment_slots" (
	"restaurant_id" text NOT NULL,
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"payment_type" text NOT NULL,
	"table_label" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_payment_slots_restaurant_id_day_slot_payment_type_table_label_pk" PRIMARY KEY("restaurant_id","day","slot","payment_type","table_label")
);
--> statement-breakpoint
CREATE INDEX "report_day_totals_day_idx" ON "report_day_totals" USING btree ("day");--> statement-breakpoint
CREATE INDEX "report_dirty_days_restaurant_day_idx" ON "report_dirty_days" USING btree ("restaurant_id","day");--> statement-breakpoint
CREATE INDEX "report_order_counts_day_idx" ON "report_order_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "payment_refunds_restaurant_time_idx" ON "payment_refunds" USING btree ("restaurant_id","updated_at");--> statement-breakpoint
CREATE INDEX "transaction_payments_time_idx" ON "transaction_payments" USING btree ("time");