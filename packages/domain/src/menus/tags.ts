/**
 * Dish tags and hotness, zod-free so the diner's first chunk can use them without zod
 * (re-exported from menus.contract).
 */
/** Dish tags (restaurant-config.md §3 "Tags"). */
export const MENU_TAGS = [
  'Hot',
  'Spicy',
  'Hotter',
  'Hottest',
  'Cold',
  'Vegetarian',
  'Vegan',
  'Gluten Free',
  'Halal',
  'Recommended',
  'Seasonal',
  'VGO',
  'GFO',
  'Dairy Free',
  'Nuts Free',
  'Dukkah-NF',
] as const;
export type MenuTag = (typeof MENU_TAGS)[number];

/** Hotness tags and their chili icons (diner.md §2: 1 to 3 chilis). */
export const HOTNESS_CHILIS: Readonly<Record<string, 1 | 2 | 3>> = { Spicy: 1, Hotter: 2, Hottest: 3 };

/** The number of chili icons for a dish's tags, 0 when none is a hotness tag. */
export function chiliCount(tags: readonly string[]): number {
  return tags.reduce((n, tag) => Math.max(n, HOTNESS_CHILIS[tag] ?? 0), 0);
}
