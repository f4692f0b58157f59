import type { MenuCategory, MenuGroup, MenuItem, MenuSize, PublishedMenu } from '@rpos/domain';
import { imageUrl } from '../images/images.repository';
import type { MenuTree } from './menus.repository';

type Row<K extends keyof MenuTree> = MenuTree[K] extends (infer R)[] ? R : never;

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

const visibility = (row: Row<'categories'> | Row<'items'>) => ({
  active: row.active,
  active_begin: row.activeBegin,
  active_end: row.activeEnd,
  activeWeekDays: [...row.activeWeekDays],
  hideDays: [...row.hideDays],
  hideForWeb: row.hideForWeb,
  hidden_until: row.hiddenUntil ? row.hiddenUntil.toISOString() : null,
});

/**
 * Builds the published shape of diner.md §3 "Menu" from the editor's rows: categories → dishes with
 * sizes and groups → options, every list in display order. Pure: the same rows give the same JSON.
 */
export function buildPublishedMenu(
  tree: MenuTree,
  meta: { version: number; publishedAt: Date },
): PublishedMenu {
  const optionsByGroup = groupBy(tree.options, (o) => o.groupId);
  const groups = new Map<string, MenuGroup>(
    tree.groups.map((g) => [
      g.id,
      {
        id: g.id,
        name: g.name,
        altName: g.altName,
        required: g.required,
        force_min: g.forceMin,
        force_max: g.forceMax,
        allow_quantity: g.allowQuantity,
        hideForWeb: g.hideForWeb,
        sort: g.sort,
        options: (optionsByGroup.get(g.id) ?? []).map((o) => ({
          id: o.id,
          name: o.name,
          altName: o.altName,
          price: o.price,
          default: o.isDefault,
          sort: o.sort,
          hideForWeb: o.hideForWeb,
          menuItemId: o.menuItemId,
          // Absent when none: the diner's menu stays small (decision 0560).
          ...(o.allergens.length > 0 ? { allergens: [...o.allergens] } : {}),
        })),
      },
    ]),
  );
  const linkedGroups = (links: readonly { groupId: string }[]): MenuGroup[] =>
    links.flatMap((l) => {
      const g = groups.get(l.groupId);
      return g ? [g] : [];
    });

  const groupsByItem = groupBy(tree.itemGroups, (l) => l.itemId);
  const groupsBySize = groupBy(tree.sizeGroups, (l) => l.sizeId);
  const sizesByItem = groupBy(tree.sizes, (s) => s.itemId);
  const itemsByCategory = groupBy(tree.items, (i) => i.categoryId);

  const toItem = (i: Row<'items'>): MenuItem => {
    const image = i.imageId ? imageUrl(i.imageId) : null;
    return {
      id: i.id,
      menuId: i.menuId,
      categoryId: i.categoryId,
      name: i.name,
      altName: i.altName,
      description: i.description,
      price: i.price,
      image,
      thumbImage: image,
      tags: [...i.tags],
      ...(i.allergens.length > 0 ? { allergens: [...i.allergens] } : {}),
      sort: i.sort,
      sizes: (sizesByItem.get(i.id) ?? []).map(
        (s): MenuSize => ({
          id: s.id,
          name: s.name,
          altName: s.altName,
          price: s.price,
          default: s.isDefault,
          sort: s.sort,
          groups: linkedGroups(groupsBySize.get(s.id) ?? []),
        }),
      ),
      groups: linkedGroups(groupsByItem.get(i.id) ?? []),
      isTakeawayDisabled: i.isTakeawayDisabled,
      isOption: i.isOption,
      gstFree: i.gstFree,
      productId: i.productId,
      ...visibility(i),
    };
  };

  const categories = tree.categories.map((c): MenuCategory => {
    const items = (itemsByCategory.get(c.id) ?? []).map(toItem);
    return {
      id: c.id,
      name: c.name,
      altName: c.altName,
      description: c.description,
      sort: c.sort,
      items,
      images: items.flatMap((i) => (i.image ? [i.image] : [])),
      ...visibility(c),
    };
  });

  return {
    menuId: tree.menu.id,
    version: meta.version,
    name: tree.menu.name,
    publishedAt: meta.publishedAt.toISOString(),
    categories,
    ...(tree.menu.customAllergens.length > 0 ? { allergens: [...tree.menu.customAllergens] } : {}),
  };
}
