import { isDishVisible, type MenuCategory, type PublishedMenu } from '@rpos/domain';

const bySort = (a: { sort: number }, b: { sort: number }) => a.sort - b.sort;

/**
 * The categories and dishes the POS offers now: what the diner's menu shows (diner.md §4 "Dish
 * visibility over time"; the server prices a POS order by the same rules, so a hidden dish would be
 * refused), dishes sold only as options left out, empty categories gone.
 */
export function posCategories(menu: PublishedMenu | null, now: Date, timezone: string): MenuCategory[] {
  if (!menu) return [];
  const ctx = { now, timezone };
  return menu.categories
    .filter((c) => isDishVisible(c, ctx))
    .map((c) => ({ ...c, items: c.items.filter((i) => !i.isOption && isDishVisible(i, ctx)).sort(bySort) }))
    .filter((c) => c.items.length > 0)
    .sort(bySort);
}

/** Dishes whose name (or other name) contains every word of the search, any case. */
export function matchesSearch(item: { name: string; altName: string | null }, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${item.name} ${item.altName ?? ''}`.toLowerCase();
  return words.every((w) => text.includes(w));
}
