ALTER TABLE "restaurant_tables" ALTER COLUMN "area_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_tables" DROP COLUMN "area";