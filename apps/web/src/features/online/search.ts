import type { MenuCategory } from '@rpos/domain';

/** diner.md §5 "Search": case-insensitive on name, altName or description; blank clears the filter. */
export function searchCategories(categories: MenuCategory[], query: string): MenuCategory[] {
  const q = query.trim().toLowerCase();
  if (!q) return categories;
  const hit = (text: string | null) => !!text && text.toLowerCase().includes(q);
  return categories
    .map((c) => ({ ...c, items: c.items.filter((i) => hit(i.name) || hit(i.altName) || hit(i.description)) }))
    .filter((c) => c.items.length > 0);
}
