/**
 * Allergens and dietary needs (issue 32; decision 0560). Zod-free: the diner's first chunk filters
 * and labels with it. Dishes and options carry compact codes: the 13 declarations of the Australia New
 * Zealand Food Standards Code (two letters each) and a menu's own ones (`x1`…`x99`, named by the
 * restaurant). An option's code adds the allergen to the dish; `-code` takes it away ("no peanuts").
 */

export interface AllergenDef {
  code: string;
  /** English label. */
  name: string;
  /** Chinese label. */
  altName: string | null;
}

/** The Food Standards Code's mandatory declarations, in the order they are shown. */
export const STANDARD_ALLERGENS: readonly AllergenDef[] = [
  { code: 'gl', name: 'Gluten', altName: '麸质' },
  { code: 'wh', name: 'Wheat', altName: '小麦' },
  { code: 'cr', name: 'Crustacea', altName: '甲壳类' },
  { code: 'eg', name: 'Egg', altName: '蛋' },
  { code: 'fi', name: 'Fish', altName: '鱼' },
  { code: 'mi', name: 'Milk', altName: '奶' },
  { code: 'pe', name: 'Peanut', altName: '花生' },
  { code: 'tn', name: 'Tree nuts', altName: '坚果' },
  { code: 'se', name: 'Sesame', altName: '芝麻' },
  { code: 'so', name: 'Soy', altName: '大豆' },
  { code: 'lu', name: 'Lupin', altName: '羽扇豆' },
  { code: 'mo', name: 'Mollusc', altName: '软体动物' },
  { code: 'su', name: 'Sulphites', altName: '亚硫酸盐' },
];
export const STANDARD_ALLERGEN_CODES: readonly string[] = STANDARD_ALLERGENS.map((a) => a.code);

/** A menu's own allergen codes: x and a number. */
export const CUSTOM_ALLERGEN_CODE = /^x[1-9][0-9]?$/;
/** At most this many allergens of its own per menu. */
export const MAX_CUSTOM_ALLERGENS = 20;

/**
 * Dietary needs are dish tags the menu already has (restaurant-config.md §3 "Tags"): the diner filters
 * on them. Chinese labels here; English is the tag itself.
 */
export const DIETARY_TAGS: readonly { tag: string; altName: string }[] = [
  { tag: 'Vegetarian', altName: '素食' },
  { tag: 'Vegan', altName: '纯素' },
  { tag: 'Halal', altName: '清真' },
  { tag: 'Gluten Free', altName: '无麸质' },
];

/** Every allergen a menu knows: the standard ones, then its own. */
export function menuAllergens(custom: readonly AllergenDef[] | undefined): AllergenDef[] {
  return [...STANDARD_ALLERGENS, ...(custom ?? [])];
}

/** The label of a code in a language ('zh' gives the Chinese label when there is one); the code when unknown. */
export function allergenLabel(
  code: string,
  custom: readonly AllergenDef[] | undefined,
  language = 'en',
): string {
  const def = STANDARD_ALLERGENS.find((a) => a.code === code) ?? custom?.find((a) => a.code === code);
  if (!def) return code;
  return language.startsWith('zh') && def.altName ? def.altName : def.name;
}

/** Is this a code of the menu (standard, or one of its own)? */
export function isKnownAllergen(code: string, custom: readonly AllergenDef[] | undefined): boolean {
  return STANDARD_ALLERGEN_CODES.includes(code) || !!custom?.some((a) => a.code === code);
}

/** The allergen code an option entry names (without its `-`), and whether it removes it. */
export function parseOptionAllergen(entry: string): { code: string; removes: boolean } {
  return entry.startsWith('-') ? { code: entry.slice(1), removes: true } : { code: entry, removes: false };
}

/** Sorts codes as the menu shows them: the standard order, then the menu's own by number. */
export function sortAllergens(codes: Iterable<string>): string[] {
  const rank = (c: string) => {
    const i = STANDARD_ALLERGEN_CODES.indexOf(c);
    return i >= 0 ? i : 100 + Number(c.slice(1));
  };
  return [...new Set(codes)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * The allergens of a dish as chosen: the dish's, less those a chosen option takes away, plus those a
 * chosen option adds. An added allergen always counts, even when another option takes it away (the
 * kitchen cannot serve "add peanut sauce" without peanut).
 */
export function effectiveAllergens(
  dish: { allergens?: readonly string[] },
  options: readonly { allergens?: readonly string[] }[],
): string[] {
  const removed = new Set<string>();
  const added = new Set<string>();
  for (const o of options)
    for (const entry of o.allergens ?? []) {
      const { code, removes } = parseOptionAllergen(entry);
      (removes ? removed : added).add(code);
    }
  return sortAllergens([...(dish.allergens ?? []).filter((c) => !removed.has(c)), ...added]);
}

type FilterableDish = {
  allergens?: readonly string[];
  tags: readonly string[];
  groups: readonly { options: readonly { allergens?: readonly string[] }[] }[];
  sizes: readonly { groups: readonly { options: readonly { allergens?: readonly string[] }[] }[] }[];
};

/** Can a diner have this dish without this allergen: the dish has none, or one of its options takes it away? */
export function canAvoidAllergen(dish: FilterableDish, code: string): boolean {
  if (!dish.allergens?.includes(code)) return true;
  const removal = `-${code}`;
  const groups = [...dish.groups, ...dish.sizes.flatMap((s) => s.groups)];
  return groups.some((g) => g.options.some((o) => o.allergens?.includes(removal)));
}

/** The diner's menu filter: allergens to avoid, dietary tags every dish must carry. */
export interface DietFilter {
  avoid: readonly string[];
  diets: readonly string[];
}

/** Does a dish pass the diner's filter? Each avoided allergen avoidable, each chosen dietary tag carried. */
export function matchesDietFilter(dish: FilterableDish, filter: DietFilter): boolean {
  return (
    filter.avoid.every((code) => canAvoidAllergen(dish, code)) &&
    filter.diets.every((tag) => dish.tags.includes(tag))
  );
}

/** The declared allergies a line's allergens meet: what the docket and the kitchen display flag. */
export function declaredAllergensIn(lineAllergens: readonly string[], declared: readonly string[]): string[] {
  return sortAllergens(lineAllergens.filter((c) => declared.includes(c)));
}
