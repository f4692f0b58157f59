import { type DietFilter, type MenuCategory, matchesDietFilter } from '@rpos/domain';
import { session } from '../../shared/api/storage';

/** The diner's allergy and diet filter on the menu (issue 32; decision 0564). */
export const NO_DIET_FILTER: DietFilter = { avoid: [], diets: [] };

/** The dishes that pass the filter; categories left empty go. */
export function filterByDiet(categories: MenuCategory[], filter: DietFilter): MenuCategory[] {
  if (filter.avoid.length === 0 && filter.diets.length === 0) return categories;
  return categories
    .map((c) => ({ ...c, items: c.items.filter((i) => matchesDietFilter(i, filter)) }))
    .filter((c) => c.items.length > 0);
}

/** sessionStorage `rpos.dietFilter.<restaurant>`: kept for the visit, and the checkout's allergies start from it. */
const dietKey = (restaurantId: string) => `rpos.dietFilter.${restaurantId.toLowerCase()}`;

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, 40) : [];

export function readDietFilter(restaurantId: string): DietFilter {
  try {
    const data = JSON.parse(session.get(dietKey(restaurantId)) ?? 'null') as Partial<DietFilter> | null;
    return data ? { avoid: strings(data.avoid), diets: strings(data.diets) } : NO_DIET_FILTER;
  } catch {
    return NO_DIET_FILTER;
  }
}

export function rememberDietFilter(restaurantId: string, filter: DietFilter): void {
  session.set(dietKey(restaurantId), JSON.stringify(filter));
}
