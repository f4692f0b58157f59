/**
 * Choosing a dish: sizes, option groups, quantities and the subTotal (diner.md §4 "Dish selection",
 * §5 "Dish"). Structural types so the rule works on the published menu snapshot and on tests alike.
 * All prices are integer cents.
 */
export interface OptionLike {
  id: string;
  price: number;
  default?: boolean | null;
}

export interface GroupLike {
  id: string;
  required?: boolean | null;
  force_min?: number | null;
  force_max?: number | null;
  allow_quantity?: boolean | null;
  options: readonly OptionLike[];
}

export interface SizeLike {
  id: string;
  price: number;
  /** The preselected size (the published menu's name for it). */
  default?: boolean | null;
  groups?: readonly GroupLike[];
}

export interface DishLike {
  id: string;
  price: number;
  sizes?: readonly SizeLike[];
  groups?: readonly GroupLike[];
}

export interface ChosenOption {
  id: string;
  groupId: string;
  price: number;
  quantity: number;
}

export interface DishSelection {
  size: { id: string; price: number } | null;
  options: ChosenOption[];
}

export const SPECIAL_INSTRUCTIONS_MAX = 100;
export const SELECTION_INVALID_MESSAGE = 'Please select the required options and options maximum quantity!';

/** The groups that apply to a dish with a given size: the dish's own and the size's. */
export function groupsFor(dish: DishLike, sizeId: string | null): GroupLike[] {
  const size = sizeId ? dish.sizes?.find((s) => s.id === sizeId) : undefined;
  return [...(dish.groups ?? []), ...(size?.groups ?? [])];
}

function defaultsOf(groups: readonly GroupLike[]): ChosenOption[] {
  return groups.flatMap((g) =>
    g.options.filter((o) => o.default).map((o) => ({ id: o.id, groupId: g.id, price: o.price, quantity: 1 })),
  );
}

/** Choosing a dish preselects the default size (else the first) and the default options. */
export function startSelection(dish: DishLike): DishSelection {
  const sizes = dish.sizes ?? [];
  const size = sizes.find((s) => s.default) ?? sizes[0] ?? null;
  return {
    size: size ? { id: size.id, price: size.price } : null,
    options: defaultsOf(groupsFor(dish, size?.id ?? null)),
  };
}

/** Choosing a size removes the options of the previous size's groups and preselects the new size's defaults. */
export function chooseSize(dish: DishLike, selection: DishSelection, sizeId: string): DishSelection {
  const size = dish.sizes?.find((s) => s.id === sizeId);
  if (!size) return selection;
  const previousSizeGroups = new Set(
    (dish.sizes?.find((s) => s.id === selection.size?.id)?.groups ?? []).map((g) => g.id),
  );
  const kept = selection.options.filter((o) => !previousSizeGroups.has(o.groupId));
  return { size: { id: size.id, price: size.price }, options: [...kept, ...defaultsOf(size.groups ?? [])] };
}

/**
 * Sets an option's quantity (0 removes it). In a group with force_max 1, choosing replaces the
 * earlier choice. Without allow_quantity a quantity is at most 1.
 */
export function setOptionQuantity(
  selection: DishSelection,
  group: GroupLike,
  optionId: string,
  quantity: number,
): DishSelection {
  const option = group.options.find((o) => o.id === optionId);
  if (!option) return selection;
  const q = Math.max(0, Math.floor(group.allow_quantity ? quantity : Math.min(quantity, 1)));
  let options = selection.options.filter((o) => !(o.groupId === group.id && o.id === optionId));
  if (q > 0 && group.force_max === 1) options = options.filter((o) => o.groupId !== group.id);
  if (q > 0) options.push({ id: option.id, groupId: group.id, price: option.price, quantity: q });
  return { ...selection, options };
}

/** Toggles an option on or off (quantity 1). */
export function toggleOption(selection: DishSelection, group: GroupLike, optionId: string): DishSelection {
  const chosen = selection.options.some((o) => o.groupId === group.id && o.id === optionId);
  return setOptionQuantity(selection, group, optionId, chosen ? 0 : 1);
}

/** subTotal of one unit = options (price × quantity) + the size's price, or the dish's price without sizes. */
export function selectionSubTotal(dish: DishLike, selection: DishSelection): number {
  const base = selection.size ? selection.size.price : dish.price;
  return base + selection.options.reduce((sum, o) => sum + o.price * o.quantity, 0);
}

/** The rule of one group for a total chosen quantity (diner.md §5 "Dish"). */
export function isGroupSatisfied(group: GroupLike, totalQuantity: number): boolean {
  const min = group.force_min ?? 0;
  const max = group.force_max ?? 0;
  if (group.required) {
    return totalQuantity >= 1 && totalQuantity >= min && (max <= 0 || totalQuantity <= max);
  }
  if (max !== 0 && totalQuantity > max) return false;
  if (totalQuantity > 0 && min !== 0 && totalQuantity < min) return false;
  return true;
}

/** The groups whose rule the selection breaks (empty when it can be added to the cart). */
export function unsatisfiedGroups(dish: DishLike, selection: DishSelection): GroupLike[] {
  return groupsFor(dish, selection.size?.id ?? null).filter((g) => {
    const total = selection.options.filter((o) => o.groupId === g.id).reduce((s, o) => s + o.quantity, 0);
    return !isGroupSatisfied(g, total);
  });
}

/** A size (when the dish has sizes) and every group rule satisfied. */
export function isSelectionComplete(dish: DishLike, selection: DishSelection): boolean {
  if ((dish.sizes?.length ?? 0) > 0 && !selection.size) return false;
  return unsatisfiedGroups(dish, selection).length === 0;
}
