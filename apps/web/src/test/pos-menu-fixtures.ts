import type { MenuGroup, MenuOption } from '@rpos/domain';
import { makeCategory, makeDish } from './online-fixtures';

/** A small POS menu: a plain starter, a dish with sizes and option groups, and a drink. */

const option = (id: string, name: string, extra: Partial<MenuOption> = {}): MenuOption => ({
  id,
  name,
  altName: null,
  price: 0,
  default: false,
  sort: 1,
  hideForWeb: false,
  menuItemId: null,
  ...extra,
});

const group = (
  id: string,
  name: string,
  options: MenuOption[],
  extra: Partial<MenuGroup> = {},
): MenuGroup => ({
  id,
  name,
  altName: null,
  required: false,
  force_min: 0,
  force_max: 0,
  allow_quantity: false,
  hideForWeb: false,
  sort: 1,
  options,
  ...extra,
});

export const springRolls = makeDish('rolls', { name: 'Spring Rolls', price: 850, categoryId: 'starters' });

export const beefNoodles = makeDish('noodles', {
  name: 'Beef Noodles',
  price: 0,
  categoryId: 'mains',
  sizes: [
    { id: 'small', name: 'Small', altName: null, price: 1200, default: false, sort: 1, groups: [] },
    { id: 'large', name: 'Large', altName: null, price: 1600, default: true, sort: 2, groups: [] },
  ],
  groups: [
    group('spice', 'Spice level', [option('mild', 'Mild', { default: true }), option('hot', 'Hot')], {
      required: true,
      force_min: 1,
      force_max: 1,
    }),
    group('extras', 'Extras', [option('egg', 'Egg', { price: 150 })], {
      force_max: 3,
      allow_quantity: true,
      sort: 2,
    }),
    group('sauce', 'Sauce', [option('soy', 'Soy'), option('chili', 'Chili oil', { price: 50 })], {
      required: true,
      force_min: 2,
      force_max: 2,
      sort: 3,
    }),
  ],
});

export const jasmineTea = makeDish('tea', { name: 'Jasmine Tea', price: 450, categoryId: 'drinks' });

export const POS_CATEGORIES = [
  makeCategory('starters', [springRolls], { name: 'Starters', sort: 1 }),
  makeCategory('mains', [beefNoodles], { name: 'Mains', sort: 2 }),
  makeCategory('drinks', [jasmineTea], { name: 'Drinks', sort: 3 }),
];
