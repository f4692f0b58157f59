import type { OnlineResponse } from '../online/online.contract';
import type { MenuCategory } from './menus.contract';
import { isDishVisible } from './visibility';

const bySort = (a: { sort: number }, b: { sort: number }) => a.sort - b.sort;

/**
 * The categories and dishes a diner sees now (diner.md §4 "Dish visibility over time"): hidden,
 * inactive, out-of-window and unavailable dishes drop out, dishes sold only as options too, and
 * categories left empty go. The diner menu shows them; the server names the first pictures of them
 * in a menu page's <head> (decision 0607).
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

/** How many of the first category's dishes have their picture fetched first (the menu's 'high'). */
export const FIRST_PICTURES = 2;

/** The pictures of the first dishes the menu shows now (the first screen's largest paints). */
export function firstPicturesOf(
  data: Pick<OnlineResponse, 'menu' | 'restaurant' | 'inactiveDishIds' | 'unavailable'>,
  now: Date,
): string[] {
  const [first] = visibleCategories(data, now);
  return (first?.items ?? []).slice(0, FIRST_PICTURES).flatMap((item) => (item.image ? [item.image] : []));
}
