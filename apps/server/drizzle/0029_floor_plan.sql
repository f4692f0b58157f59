CREATE TABLE "restaurant_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurant_tables" DROP CONSTRAINT "restaurant_tables_number_uq";--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "area_id" text;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "shape" text DEFAULT 'square' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "x" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "y" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "w" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "h" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_areas" ADD CONSTRAINT "restaurant_areas_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_areas_restaurant_idx" ON "restaurant_areas" USING btree ("restaurant_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_areas_name_uq" ON "restaurant_areas" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD CONSTRAINT "restaurant_tables_area_id_restaurant_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."restaurant_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_tables_number_uq" ON "restaurant_tables" USING btree ("restaurant_id",lower("table_number")) WHERE "restaurant_tables"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "restaurant_tables_area_idx" ON "restaurant_tables" USING btree ("area_id");--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD CONSTRAINT "restaurant_tables_box" CHECK ("restaurant_tables"."x" >= 0 and "restaurant_tables"."y" >= 0 and "restaurant_tables"."w" >= 1 and "restaurant_tables"."h" >= 1 and "restaurant_tables"."w" <= 8 and "restaurant_tables"."h" <= 8);