import type { DishReport } from '@rpos/domain';

/** One row of a dish table: a dish (or option) with its category. */
export interface DishRow {
  category: string;
  name: string;
  altName: string | null;
  count: number;
  /** Cents. */
  total: number;
  isOption: boolean;
  productId: string;
}

export type DishSortKey = 'category' | 'name' | 'count' | 'total';
export type SortDirection = 'asc' | 'desc';
export interface DishSort {
  key: DishSortKey;
  direction: SortDirection;
}

/** Dishes are sorted by count, most first, when a dish report opens (back-office.md §2.5). */
export const DEFAULT_DISH_SORT: DishSort = { key: 'count', direction: 'desc' };

/** The categories' dishes as one list, in the server's order. */
export const flattenDishes = (report: DishReport): DishRow[] =>
  report.dishes.flatMap((c) => c.dishes.map((d) => ({ ...d, category: c.category })));

const compareBy = (key: DishSortKey, a: DishRow, b: DishRow): number =>
  key === 'count' || key === 'total' ? a[key] - b[key] : a[key].localeCompare(b[key]);

/**
 * The rows sorted by one column; ties fall to count (most first), then total, then name, so the order
 * never depends on how the server listed them.
 */
export function sortDishRows(rows: readonly DishRow[], sort: DishSort): DishRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort(
    (a, b) =>
      sign * compareBy(sort.key, a, b) ||
      b.count - a.count ||
      b.total - a.total ||
      a.name.localeCompare(b.name),
  );
}

/** A header click: the same column flips; a new one starts descending for numbers, ascending for text. */
export function nextSort(current: DishSort, key: DishSortKey): DishSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'count' || key === 'total' ? 'desc' : 'asc' };
}
