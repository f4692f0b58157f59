CREATE INDEX "item_groups_menu_idx" ON "item_groups" USING btree ("menu_id","sort");--> statement-breakpoint
CREATE INDEX "item_print_categories_menu_idx" ON "item_print_categories" USING btree ("menu_id","sort");--> statement-breakpoint
CREATE INDEX "menu_items_inactive_idx" ON "menu_items" USING btree ("menu_id") WHERE not "menu_items"."active";