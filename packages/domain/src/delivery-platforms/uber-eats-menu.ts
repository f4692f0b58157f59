import type { MenuGroup, MenuItem } from '../menus/menus.contract';
import {
  absoluteImageUrl,
  basePrice,
  type DeliveryMenuSource,
  deliverableMenu,
  deliveryWeekdayName,
  dishTaxRate,
  groupMax,
  groupMin,
  weeklyHours,
} from './delivery-menu';
import type { UberEatsMenuKind } from './delivery-platforms.contract';

// Our menu → the body of Uber Eats' "Upload Menu" (PUT /v2/eats/stores/{store_id}/menus, Menu API v2).
// Uber's model is flat: menus → category ids; categories → item entities; items carry price_info in
// cents and modifier_group_ids; modifier groups list items as their options. docs/decisions/0061.

/** Locale keys of Uber's `translations` (their examples use en_us). Adjust here if Uber wants others. */
export const UBER_EATS_LOCALES = { en: 'en_us', zh: 'zh_cn' } as const;

export interface UberEatsText {
  translations: Record<string, string>;
}
export interface UberEatsEntityRef {
  id: string;
  type: 'ITEM';
}
export interface UberEatsQuantity {
  quantity: { min_permitted?: number; max_permitted?: number; default_quantity?: number };
}
export interface UberEatsItem {
  id: string;
  /** Our id, echoed back in Uber's orders. */
  external_data: string;
  title: UberEatsText;
  description?: UberEatsText;
  image_url?: string;
  /** Cents. */
  price_info: { price: number; overrides: never[] };
  quantity_info?: UberEatsQuantity;
  tax_info: { tax_rate: number };
  modifier_group_ids?: { ids: string[]; overrides: never[] };
  dish_info?: { classifications: { is_vegetarian?: boolean } };
}
export interface UberEatsModifierGroup {
  id: string;
  external_data: string;
  title: UberEatsText;
  quantity_info: { quantity: { min_permitted: number; max_permitted: number } };
  modifier_options: UberEatsEntityRef[];
}
export interface UberEatsCategory {
  id: string;
  title: UberEatsText;
  subtitle?: UberEatsText;
  entities: UberEatsEntityRef[];
}
export interface UberEatsMenu {
  id: string;
  title: UberEatsText;
  service_availability: { day_of_week: string; time_periods: { start_time: string; end_time: string }[] }[];
  category_ids: string[];
}
export interface UberEatsMenuPayload {
  menus: UberEatsMenu[];
  categories: UberEatsCategory[];
  items: UberEatsItem[];
  modifier_groups: UberEatsModifierGroup[];
}

/** Title in English, with the Chinese alternative name when there is one. */
export function uberText(name: string, altName?: string | null): UberEatsText {
  const translations: Record<string, string> = { [UBER_EATS_LOCALES.en]: name };
  if (altName?.trim()) translations[UBER_EATS_LOCALES.zh] = altName.trim();
  return { translations };
}

/** The weekdays each Uber Eats menu kind is offered on: the weekend menu Saturday and Sunday only. */
export const UBER_EATS_KIND_DAYS: Record<UberEatsMenuKind, readonly number[]> = {
  main: [1, 2, 3, 4, 5, 6, 7],
  weekend: [6, 7],
};

export const uberIds = {
  menu: (kind: UberEatsMenuKind) => `menu-${kind}`,
  category: (id: string) => `category-${id}`,
  item: (id: string) => `item-${id}`,
  size: (id: string) => `size-${id}`,
  sizeGroup: (itemId: string) => `sizes-${itemId}`,
  group: (id: string) => `group-${id}`,
  option: (id: string) => `option-${id}`,
};

/** Maps a menu to Uber Eats' menu upload body (pure). */
export function toUberEatsMenu(source: DeliveryMenuSource, kind: UberEatsMenuKind): UberEatsMenuPayload {
  const { restaurant, publicUrl } = source;
  const categories = deliverableMenu(source.menu);
  const items = new Map<string, UberEatsItem>();
  const groups = new Map<string, UberEatsModifierGroup>();

  const addGroup = (g: MenuGroup, taxRate: number): string => {
    const id = uberIds.group(g.id);
    if (groups.has(id)) return id;
    const max = groupMax(g);
    for (const o of g.options) {
      const optionId = uberIds.option(o.id);
      if (items.has(optionId)) continue;
      const quantity: UberEatsQuantity['quantity'] = { max_permitted: g.allow_quantity ? max : 1 };
      if (o.default) quantity.default_quantity = 1;
      items.set(optionId, {
        id: optionId,
        external_data: o.id,
        title: uberText(o.name, o.altName),
        price_info: { price: o.price, overrides: [] },
        quantity_info: { quantity },
        tax_info: { tax_rate: taxRate },
      });
    }
    groups.set(id, {
      id,
      external_data: g.id,
      title: uberText(g.name, g.altName),
      quantity_info: { quantity: { min_permitted: groupMin(g), max_permitted: max } },
      modifier_options: g.options.map((o) => ({ id: uberIds.option(o.id), type: 'ITEM' })),
    });
    return id;
  };

  const addItem = (i: MenuItem): string => {
    const id = uberIds.item(i.id);
    if (items.has(id)) return id;
    const taxRate = dishTaxRate(i, restaurant.taxPercentage);
    const base = basePrice(i);
    const groupIds: string[] = [];
    if (i.sizes.length > 0) {
      // Sizes are a required pick-one group whose options cost the difference to the cheapest size.
      const sizeGroupId = uberIds.sizeGroup(i.id);
      for (const s of i.sizes) {
        const sizeGroups = s.groups.map((g) => addGroup(g, taxRate));
        items.set(uberIds.size(s.id), {
          id: uberIds.size(s.id),
          external_data: s.id,
          title: uberText(s.name, s.altName),
          price_info: { price: s.price - base, overrides: [] },
          quantity_info: { quantity: { max_permitted: 1, ...(s.default ? { default_quantity: 1 } : {}) } },
          tax_info: { tax_rate: taxRate },
          ...(sizeGroups.length > 0 ? { modifier_group_ids: { ids: sizeGroups, overrides: [] } } : {}),
        });
      }
      groups.set(sizeGroupId, {
        id: sizeGroupId,
        external_data: `sizes:${i.id}`,
        title: uberText('Size', '规格'),
        quantity_info: { quantity: { min_permitted: 1, max_permitted: 1 } },
        modifier_options: i.sizes.map((s) => ({ id: uberIds.size(s.id), type: 'ITEM' })),
      });
      groupIds.push(sizeGroupId);
    }
    for (const g of i.groups) groupIds.push(addGroup(g, taxRate));
    const image = absoluteImageUrl(i.image, publicUrl);
    const vegetarian = i.tags.some((t) => t === 'Vegetarian' || t === 'Vegan');
    items.set(id, {
      id,
      external_data: i.id,
      title: uberText(i.name, i.altName),
      ...(i.description?.trim() ? { description: uberText(i.description.trim()) } : {}),
      ...(image ? { image_url: image } : {}),
      price_info: { price: base, overrides: [] },
      tax_info: { tax_rate: taxRate },
      ...(groupIds.length > 0 ? { modifier_group_ids: { ids: groupIds, overrides: [] } } : {}),
      ...(vegetarian ? { dish_info: { classifications: { is_vegetarian: true } } } : {}),
    });
    return id;
  };

  const uberCategories: UberEatsCategory[] = categories.map((c) => ({
    id: uberIds.category(c.id),
    title: uberText(c.name, c.altName),
    ...(c.description?.trim() ? { subtitle: uberText(c.description.trim()) } : {}),
    entities: c.items.map((i) => ({ id: addItem(i), type: 'ITEM' })),
  }));

  const service_availability = weeklyHours(source.serviceAvailability, UBER_EATS_KIND_DAYS[kind]).map(
    (d) => ({
      day_of_week: deliveryWeekdayName(d.day)!,
      time_periods: d.periods.map((p) => ({ start_time: p.start, end_time: p.end })),
    }),
  );

  return {
    menus: [
      {
        id: uberIds.menu(kind),
        title: uberText(source.menu.name),
        service_availability,
        category_ids: uberCategories.map((c) => c.id),
      },
    ],
    categories: uberCategories,
    items: [...items.values()],
    modifier_groups: [...groups.values()],
  };
}
