import type { MenuGroup, MenuItem, MenuSize } from '@rpos/domain';

/** Structurally a domain DishLike, with the published menu's names kept. */
export interface WebDish {
  id: string;
  price: number;
  groups: MenuGroup[];
  sizes: MenuSize[];
}

const visibleGroups = (groups: readonly MenuGroup[]): MenuGroup[] =>
  groups
    .filter((g) => !g.hideForWeb)
    .map((g) => ({ ...g, options: g.options.filter((o) => !o.hideForWeb).sort((a, b) => a.sort - b.sort) }))
    .sort((a, b) => a.sort - b.sort);

/**
 * The dish as the selection rules see it on the web: hidden groups and options left out, sizes
 * in their order.
 */
export function toDishLike(item: MenuItem): WebDish {
  return {
    id: item.id,
    price: item.price,
    groups: visibleGroups(item.groups),
    sizes: [...item.sizes]
      .sort((a, b) => a.sort - b.sort)
      .map((s) => ({ ...s, groups: visibleGroups(s.groups) })),
  };
}
