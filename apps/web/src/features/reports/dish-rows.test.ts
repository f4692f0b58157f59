import { describe, expect, it } from 'vitest';
import { DEFAULT_DISH_SORT, type DishRow, flattenDishes, nextSort, sortDishRows } from './dish-rows';

const row = (name: string, count: number, total: number, category = 'Mains'): DishRow => ({
  category,
  name,
  altName: null,
  count,
  total,
  isOption: false,
  productId: name,
});

describe('dish report sorting', () => {
  const rows = [
    row('Rice', 2, 800, 'Sides'),
    row('Beef', 5, 5000),
    row('Tea', 5, 1500, 'Drinks'),
    row('Duck', 1, 3800),
  ];

  it('opens on count, most first; ties by total then name', () => {
    expect(DEFAULT_DISH_SORT).toEqual({ key: 'count', direction: 'desc' });
    expect(sortDishRows(rows, DEFAULT_DISH_SORT).map((r) => r.name)).toEqual(['Beef', 'Tea', 'Rice', 'Duck']);
  });

  it('sorts by any column either way', () => {
    expect(sortDishRows(rows, { key: 'total', direction: 'asc' }).map((r) => r.name)).toEqual([
      'Rice',
      'Tea',
      'Duck',
      'Beef',
    ]);
    expect(sortDishRows(rows, { key: 'name', direction: 'asc' }).map((r) => r.name)).toEqual([
      'Beef',
      'Duck',
      'Rice',
      'Tea',
    ]);
    // Same category: the count decides, most first.
    expect(sortDishRows(rows, { key: 'category', direction: 'asc' }).map((r) => r.name)).toEqual([
      'Tea',
      'Beef',
      'Duck',
      'Rice',
    ]);
  });

  it('a header click flips the column, a new number column starts descending, text ascending', () => {
    expect(nextSort(DEFAULT_DISH_SORT, 'count')).toEqual({ key: 'count', direction: 'asc' });
    expect(nextSort(DEFAULT_DISH_SORT, 'total')).toEqual({ key: 'total', direction: 'desc' });
    expect(nextSort(DEFAULT_DISH_SORT, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('flattens the categories, each dish with its category', () => {
    const flat = flattenDishes({
      dishes: [
        {
          category: 'Mains',
          totalSales: 5000,
          totalCounts: 5,
          dishes: [{ name: 'Beef', altName: null, total: 5000, count: 5, isOption: false, productId: 'b' }],
        },
        { category: 'Drinks', totalSales: 0, totalCounts: 0, dishes: [] },
      ],
    });
    expect(flat).toEqual([
      {
        category: 'Mains',
        name: 'Beef',
        altName: null,
        total: 5000,
        count: 5,
        isOption: false,
        productId: 'b',
      },
    ]);
  });
});
