import { isDishVisible, type MenuCategory, type OnlineResponse } from '@rpos/domain';

const bySort = (a: { sort: number }, b: { sort: number }) => a.sort - b.sort;

/**
 * The categories and dishes a diner sees now (diner.md §4 "Dish visibility over time"): hidden,
 * inactive, out-of-window and unavailable dishes drop out, dishes sold only as options too, and
 * categories left empty go.
 */
export function visibleCategories(
  data: Pick<OnlineResponse, 'menu' | 'restaurant' | 'inactiveDishIds' | 'unavailable'>,
  now: Date,
): MenuCategory[] {
  if (!data.menu) return [];
  const ctx = {
    now,
    timezone: data.restaurant.timezone,
    unavailable: data.unavailable,
    inactiveDishIds: data.inactiveDishIds,
  };
  return data.menu.categories
    .filter((category) => isDishVisible(category, { now, timezone: data.restaurant.timezone }))
    .map((category) => ({
      ...category,
      items: category.items.filter((item) => !item.isOption && isDishVisible(item, ctx)).sort(bySort),
    }))
    .filter((category) => category.items.length > 0)
    .sort(bySort);
}
