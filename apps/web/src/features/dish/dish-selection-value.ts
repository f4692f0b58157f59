import { type DishSelection, isSelectionComplete, selectionSubTotal, startSelection } from '@rpos/domain';
import type { WebDish } from './dish-like';

/** What a dish screen edits: the domain's selection (size, options) and the line's own fields. */
export interface DishSelectionValue {
  selection: DishSelection;
  quantity: number;
  instructions: string;
  isTakeaway: boolean;
}

/** The default size and options preselected (startSelection), one of it, no instructions. */
export function initialDishSelection(dish: WebDish): DishSelectionValue {
  return { selection: startSelection(dish), quantity: 1, instructions: '', isTakeaway: false };
}

export interface ChosenSize {
  id: string;
  name: string;
  altName: string | null;
  price: number;
}

export interface ChosenOptionLine {
  id: string;
  groupId: string;
  name: string;
  price: number;
  quantity: number;
}

/** The selection as a line shows it: the size and options with their names, one unit's price, complete or not. */
export interface ChosenDish {
  size: ChosenSize | null;
  options: ChosenOptionLine[];
  /** One unit with its options (selectionSubTotal). */
  subTotal: number;
  /** Every group rule satisfied and a size when the dish has sizes (isSelectionComplete). */
  complete: boolean;
}

/** The groups that apply with the chosen size: the dish's own, then the size's. */
export function activeGroups(dish: WebDish, selection: DishSelection) {
  const sizeGroups = dish.sizes.find((s) => s.id === selection.size?.id)?.groups ?? [];
  return [...dish.groups, ...sizeGroups];
}

export function chosenDish(dish: WebDish, selection: DishSelection): ChosenDish {
  const size = dish.sizes.find((s) => s.id === selection.size?.id);
  const groups = activeGroups(dish, selection);
  return {
    size: size ? { id: size.id, name: size.name, altName: size.altName, price: size.price } : null,
    options: selection.options.map((o) => {
      const option = groups.find((g) => g.id === o.groupId)?.options.find((x) => x.id === o.id);
      return { id: o.id, groupId: o.groupId, name: option?.name ?? '', price: o.price, quantity: o.quantity };
    }),
    subTotal: selectionSubTotal(dish, selection),
    complete: isSelectionComplete(dish, selection),
  };
}
