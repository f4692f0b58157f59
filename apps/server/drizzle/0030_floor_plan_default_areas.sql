-- Floor plan (decision 0370): every restaurant gets its areas from its tables' old free-text area
-- (none: "Main"); a restaurant without tables gets one "Main" area. Existing tables are laid out
-- row by row on their area's plan (six to a row, one empty cell between tables).
INSERT INTO "restaurant_areas" ("id", "restaurant_id", "name", "sort")
SELECT gen_random_uuid()::text, a.restaurant_id, a.name, (row_number() OVER (PARTITION BY a.restaurant_id ORDER BY a.name))::int
FROM (
  SELECT DISTINCT t."restaurant_id" AS restaurant_id, COALESCE(NULLIF(btrim(t."area"), ''), 'Main') AS name
  FROM "restaurant_tables" t
) a;
--> statement-breakpoint
INSERT INTO "restaurant_areas" ("id", "restaurant_id", "name", "sort")
SELECT gen_random_uuid()::text, r."id", 'Main', 1
FROM "restaurants" r
WHERE r."type" = 'restaurant'
  AND NOT EXISTS (SELECT 1 FROM "restaurant_areas" a WHERE a."restaurant_id" = r."id");
--> statement-breakpoint
UPDATE "restaurant_tables" t
SET "area_id" = a."id"
FROM "restaurant_areas" a
WHERE a."restaurant_id" = t."restaurant_id"
  AND a."name" = COALESCE(NULLIF(btrim(t."area"), ''), 'Main');
--> statement-breakpoint
UPDATE "restaurant_tables" t
SET "x" = ((p.rn - 1) % 6) * 3, "y" = (((p.rn - 1) / 6) % 5) * 3
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "area_id" ORDER BY "sort", "table_number") AS rn
  FROM "restaurant_tables"
) p
WHERE p."id" = t."id";
