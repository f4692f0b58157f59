-- Decision 0260: the dish reports read a restaurant's days of one basis from this index alone (an
-- index-only scan: the rows they sum sit together, a tenth of the pages the table and its primary
-- key took for a 31-day range read cold).
CREATE INDEX "report_dish_days_read_idx" ON "report_dish_days" USING btree ("restaurant_id", "basis", "day")
  INCLUDE ("category_id", "product_id", "is_option", "name", "alt_name", "quantity", "total", "own_total");
