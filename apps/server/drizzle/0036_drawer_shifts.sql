CREATE TABLE "drawer_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"shift_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"request_id" text,
	"staff_name" text NOT NULL,
	"approved_by" text,
	"user_id" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "drawer_movements_amount" CHECK ("drawer_movements"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "drawer_shifts" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"float" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_by" text NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"counted" integer,
	"expected" integer,
	"over_short" integer,
	"figures" jsonb,
	"user_id" text,
	CONSTRAINT "drawer_shifts_money" CHECK ("drawer_shifts"."float" >= 0 and ("drawer_shifts"."counted" is null or "drawer_shifts"."counted" >= 0)),
	CONSTRAINT "drawer_shifts_closed" CHECK (("drawer_shifts"."status" = 'closed') = ("drawer_shifts"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "staff_activities" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_shift_id_drawer_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."drawer_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_shifts" ADD CONSTRAINT "drawer_shifts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawer_movements_shift_idx" ON "drawer_movements" USING btree ("shift_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "drawer_movements_request_uq" ON "drawer_movements" USING btree ("shift_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drawer_shifts_open_uq" ON "drawer_shifts" USING btree ("restaurant_id") WHERE "drawer_shifts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "drawer_shifts_restaurant_opened_idx" ON "drawer_shifts" USING btree ("restaurant_id","opened_at");