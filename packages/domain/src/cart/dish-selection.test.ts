import { describe, expect, it } from 'vitest';
import {
  chooseSize,
  type DishLike,
  type GroupLike,
  isGroupSatisfied,
  isSelectionComplete,
  selectionSubTotal,
  setOptionQuantity,
  startSelection,
  toggleOption,
} from './dish-selection';

const noodle: GroupLike = {
  id: 'g-noodle',
  required: true,
  force_min: 1,
  force_max: 1,
  options: [
    { id: 'egg', price: 0, default: true },
    { id: 'rice', price: 50 },
  ],
};
const toppings: GroupLike = {
  id: 'g-top',
  required: false,
  force_min: 0,
  force_max: 3,
  allow_quantity: true,
  options: [
    { id: 'prawn', price: 300 },
    { id: 'egg-top', price: 150 },
  ],
};
const largeSauce: GroupLike = {
  id: 'g-sauce-l',
  required: true,
  force_max: 1,
  options: [{ id: 'xo', price: 200 }],
};
const smallExtras: GroupLike = { id: 'g-extra-s', options: [{ id: 'chili', price: 0, default: true }] };

const dish: DishLike = {
  id: 'wonton',
  price: 1280,
  groups: [noodle, toppings],
  sizes: [
    { id: 'small', price: 1280, default: true, groups: [smallExtras] },
    { id: 'large', price: 1680, groups: [largeSauce] },
  ],
};

describe('dish selection', () => {
  it('preselects the default size and the default options of the dish and of that size', () => {
    const s = startSelection(dish);
    expect(s.size).toEqual({ id: 'small', price: 1280 });
    expect(s.options.map((o) => o.id).sort()).toEqual(['chili', 'egg']);
  });

  it('takes the first size when none is marked default, and no size for a dish without sizes', () => {
    expect(
      startSelection({
        ...dish,
        sizes: [
          { id: 'a', price: 1 },
          { id: 'b', price: 2 },
        ],
      }).size?.id,
    ).toBe('a');
    expect(startSelection({ id: 'x', price: 500 }).size).toBeNull();
  });

  it("choosing a size removes the previous size's group options and keeps the dish's own", () => {
    let s = startSelection(dish);
    s = setOptionQuantity(s, toppings, 'prawn', 2);
    s = chooseSize(dish, s, 'large');
    expect(s.size?.id).toBe('large');
    expect(s.options.map((o) => o.id).sort()).toEqual(['egg', 'prawn']);
  });

  it('in a group with force_max 1 a new choice replaces the earlier one', () => {
    let s = startSelection(dish);
    s = toggleOption(s, noodle, 'rice');
    expect(s.options.filter((o) => o.groupId === 'g-noodle').map((o) => o.id)).toEqual(['rice']);
  });

  it('toggling a chosen option removes it; quantity needs allow_quantity', () => {
    let s = startSelection(dish);
    s = toggleOption(s, smallExtras, 'chili');
    expect(s.options.some((o) => o.id === 'chili')).toBe(false);
    s = setOptionQuantity(s, noodle, 'rice', 5);
    expect(s.options.find((o) => o.id === 'rice')?.quantity).toBe(1);
    s = setOptionQuantity(s, toppings, 'prawn', 3);
    expect(s.options.find((o) => o.id === 'prawn')?.quantity).toBe(3);
  });

  it('subTotal = options × quantity + size price, or dish price without sizes', () => {
    let s = startSelection(dish);
    s = setOptionQuantity(s, toppings, 'prawn', 2);
    expect(selectionSubTotal(dish, s)).toBe(1280 + 600);
    s = chooseSize(dish, s, 'large');
    s = toggleOption(s, largeSauce, 'xo');
    expect(selectionSubTotal(dish, s)).toBe(1680 + 600 + 200);
    const plain = { id: 'p', price: 990, groups: [toppings] };
    expect(selectionSubTotal(plain, setOptionQuantity(startSelection(plain), toppings, 'egg-top', 1))).toBe(
      1140,
    );
  });

  it('is complete only when every required group is satisfied', () => {
    let s = startSelection(dish);
    expect(isSelectionComplete(dish, s)).toBe(true);
    s = chooseSize(dish, s, 'large');
    expect(isSelectionComplete(dish, s)).toBe(false); // XO sauce group is required for large
    s = toggleOption(s, largeSauce, 'xo');
    expect(isSelectionComplete(dish, s)).toBe(true);
    s = setOptionQuantity(s, toppings, 'prawn', 3);
    s = setOptionQuantity(s, toppings, 'egg-top', 1);
    expect(isSelectionComplete(dish, s)).toBe(false); // 4 toppings > force_max 3
  });

  it('needs a size when the dish has sizes', () => {
    expect(
      isSelectionComplete(dish, {
        size: null,
        options: [{ id: 'egg', groupId: 'g-noodle', price: 0, quantity: 1 }],
      }),
    ).toBe(false);
  });
});

describe('group rules (diner.md §5 "Dish")', () => {
  it('required: at least 1, at least force_min, at most force_max when above 0', () => {
    const g = { id: 'g', required: true, force_min: 2, force_max: 3, options: [] };
    expect(isGroupSatisfied(g, 0)).toBe(false);
    expect(isGroupSatisfied(g, 1)).toBe(false);
    expect(isGroupSatisfied(g, 2)).toBe(true);
    expect(isGroupSatisfied(g, 3)).toBe(true);
    expect(isGroupSatisfied(g, 4)).toBe(false);
    expect(isGroupSatisfied({ ...g, force_min: 0, force_max: 0 }, 1)).toBe(true);
    expect(isGroupSatisfied({ ...g, force_min: 0, force_max: 0 }, 9)).toBe(true);
    expect(isGroupSatisfied({ ...g, force_min: 0, force_max: 0 }, 0)).toBe(false);
  });

  it('optional: nothing is fine; above force_max (when set) is not; below force_min once chosen is not', () => {
    const g = { id: 'g', required: false, force_min: 2, force_max: 4, options: [] };
    expect(isGroupSatisfied(g, 0)).toBe(true);
    expect(isGroupSatisfied(g, 1)).toBe(false);
    expect(isGroupSatisfied(g, 2)).toBe(true);
    expect(isGroupSatisfied(g, 5)).toBe(false);
    expect(isGroupSatisfied({ ...g, force_min: 0, force_max: 0 }, 50)).toBe(true);
  });
});
