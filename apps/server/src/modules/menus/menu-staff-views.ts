import {
  optionLinkLabel,
  type StaffCategory,
  type StaffGroup,
  type StaffItem,
  type StaffMenu,
} from '@rpos/domain';
import { imageUrl } from '../images/images.repository';
import type { CookingCategoryRow, ItemPrintCategoryRow } from './menu-admin.repository';
import type { MenuRow, MenuTree } from './menus.repository';

/** The staff screens' shapes (packages/domain menu-*.contract.ts) from the editor's rows. Pure. */

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

export function toStaffMenu(m: MenuRow, version: number): StaffMenu {
  return {
    id: m.id,
    restaurantId: m.restaurantId,
    menuName: m.name,
    menuDescription: m.description,
    status: m.isPublished ? 'published' : 'unpublished',
    isMainMenu: m.isMainMenu,
    isSecondaryMenu: m.isSecondaryMenu,
    isThirdMenu: m.isThirdMenu,
    isFourthMenu: m.isFourthMenu,
    isFifthMenu: m.isFifthMenu,
    isSixthMenu: m.isSixthMenu,
    isDefault: m.isDefault,
    isForHubster: m.isForHubster,
    isMenuVersion2: m.isMenuVersion2,
    qrCodeType: m.qrCodeType,
    createdAt: seconds(m.createdAt)!,
    publishTime: m.isPublished ? seconds(m.publishedAt) : null,
    version,
    promotionTags: [...m.promotionTags],
    serviceAvailability: m.serviceAvailability,
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

type Visible = MenuTree['categories'][number] | MenuTree['items'][number];
const visibility = (r: Visible) => ({
  active: r.active,
  active_begin: r.activeBegin,
  active_end: r.activeEnd,
  activeWeekDays: [...r.activeWeekDays],
  hideDays: [...r.hideDays],
  hidden_until: r.hiddenUntil ? r.hiddenUntil.toISOString() : null,
  hideForWeb: r.hideForWeb,
});

export interface CookingData {
  cookingCategories: CookingCategoryRow[];
  printLinks: ItemPrintCategoryRow[];
}

export function toStaffCategories(
  tree: MenuTree,
  cooking: CookingData,
  /** Sold-out entries (today or later) by dish id; none when left out (CSV). */
  unavailable: ReadonlyMap<string, readonly { effectiveDate: string | null }[]> = new Map(),
): StaffCategory[] {
  const cookingNames = new Map(cooking.cookingCategories.map((c) => [c.id, c.name]));
  const printByItem = groupBy(cooking.printLinks, (l) => l.itemId);
  const sizesByItem = groupBy(tree.sizes, (s) => s.itemId);
  const sizeLinks = groupBy(tree.sizeGroups, (l) => l.sizeId);
  const itemLinks = groupBy(tree.itemGroups, (l) => l.itemId);
  const itemsByCategory = groupBy(tree.items, (i) => i.categoryId);
  const toItem = (i: MenuTree['items'][number]): StaffItem => {
    const image = i.imageId ? imageUrl(i.imageId) : null;
    return {
      id: i.id,
      menuId: i.menuId,
      categoryId: i.categoryId,
      name: i.name,
      altName: i.altName,
      shortName: i.shortName,
      description: i.description,
      price: i.price,
      sort: i.sort,
      sizes: (sizesByItem.get(i.id) ?? []).map((s) => ({
        id: s.id,
        name: s.name,
        altName: s.altName,
        price: s.price,
        default: s.isDefault,
        sort: s.sort,
        groups: (sizeLinks.get(s.id) ?? []).map((l) => ({ id: l.groupId, sort: l.sort })),
      })),
      ingredients: i.ingredients,
      gstFree: i.gstFree,
      productId: i.productId,
      displayNumber: i.displayNumber,
      ...visibility(i),
      tags: [...i.tags],
      allergens: [...i.allergens],
      groups: (itemLinks.get(i.id) ?? []).map((l) => ({ id: l.groupId, sort: l.sort })),
      isOpenTableItem: i.isOpenTableItem,
      isOpenTableSharedItem: i.isOpenTableSharedItem,
      cookingCategory: i.cookingCategory,
      printCategory: (printByItem.get(i.id) ?? [])
        .map((l) => cookingNames.get(l.cookingCategoryId) ?? '')
        .join(';'),
      promotionTags: [...i.promotionTags],
      colorHex: i.colorHex,
      image,
      thumbImage: image,
      isTakeawayDisabled: i.isTakeawayDisabled,
      isForPrintingDisabled: i.isForPrintingDisabled,
      isForKDSDisabled: i.isForKDSDisabled,
      isMainCourse: i.isMainCourse,
      isOption: i.isOption,
      unavailable: [...(unavailable.get(i.id) ?? [])],
    };
  };
  return tree.categories.map((c) => {
    const items = (itemsByCategory.get(c.id) ?? []).map(toItem);
    return {
      id: c.id,
      menuId: c.menuId,
      name: c.name,
      altName: c.altName,
      description: c.description,
      cookingPriority: c.cookingPriority,
      colorHex: c.colorHex,
      sort: c.sort,
      promotionTags: [...c.promotionTags],
      ...visibility(c),
      items,
      images: items.flatMap((i) => (i.image ? [i.image] : [])),
    };
  });
}

export function toStaffGroups(tree: MenuTree): StaffGroup[] {
  const optionsByGroup = groupBy(tree.options, (o) => o.groupId);
  return tree.groups.map((g) => ({
    id: g.id,
    menuId: g.menuId,
    name: g.name,
    altName: g.altName,
    required: g.required,
    allow_quantity: g.allowQuantity,
    force_min: g.forceMin,
    force_max: g.forceMax,
    sort: g.sort,
    hideForWeb: g.hideForWeb,
    colorHex: g.colorHex,
    options: (optionsByGroup.get(g.id) ?? []).map((o) => {
      const link = {
        menuItemId: o.menuItemId,
        menuItemName: o.linkedItemName,
        category: o.linkedCategoryName,
      };
      return {
        id: o.id,
        groupId: o.groupId,
        menuId: g.menuId,
        name: o.name,
        altName: o.altName,
        shortName: o.shortName,
        price: o.price,
        default: o.isDefault,
        sort: o.sort,
        hideForWeb: o.hideForWeb,
        colorHex: o.colorHex,
        allergens: [...o.allergens],
        ...link,
        linkLabel: optionLinkLabel(link),
      };
    }),
  }));
}
