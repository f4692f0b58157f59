CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"birthday_day" integer,
	"birthday_month" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_first_name" CHECK (char_length("members"."first_name") between 1 and 50),
	CONSTRAINT "members_last_name" CHECK (char_length("members"."last_name") <= 50),
	CONSTRAINT "members_phone_digits" CHECK ("members"."phone" ~ '^[0-9]{6,15}$'),
	CONSTRAINT "members_birthday" CHECK (("members"."birthday_day" is null and "members"."birthday_month" is null) or
        ("members"."birthday_month" between 1 and 12 and "members"."birthday_day" between 1 and 31))
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"member_id" text NOT NULL,
	"promotion_id" text,
	"type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_percentage" boolean DEFAULT false NOT NULL,
	"percentage" integer,
	"amount" integer,
	"max_price" integer NOT NULL,
	"for_one_item" boolean DEFAULT false NOT NULL,
	"is_free_item" boolean DEFAULT false NOT NULL,
	"effective_from" date NOT NULL,
	"expiry_days" integer NOT NULL,
	"expire_date" date NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_name" CHECK (char_length("vouchers"."name") between 1 and 20),
	CONSTRAINT "vouchers_description" CHECK (char_length("vouchers"."description") between 1 and 50),
	CONSTRAINT "vouchers_percentage" CHECK ("vouchers"."percentage" is null or "vouchers"."percentage" between 1 and 100),
	CONSTRAINT "vouchers_money" CHECK (("vouchers"."amount" is null or "vouchers"."amount" >= 0) and "vouchers"."max_price" >= 0),
	CONSTRAINT "vouchers_expiry" CHECK ("vouchers"."expiry_days" >= 1 and "vouchers"."expire_date" > "vouchers"."effective_from"),
	CONSTRAINT "vouchers_used" CHECK (("vouchers"."status" = 'used') = ("vouchers"."used_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_restaurant_phone_key" ON "members" USING btree ("restaurant_id","phone");--> statement-breakpoint
CREATE INDEX "members_restaurant_names_idx" ON "members" USING btree ("restaurant_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "vouchers_restaurant_updated_idx" ON "vouchers" USING btree ("restaurant_id","updated_at");--> statement-breakpoint
CREATE INDEX "vouchers_member_idx" ON "vouchers" USING btree ("member_id","status");