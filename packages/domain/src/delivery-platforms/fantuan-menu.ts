import type { MenuGroup } from '../menus/menus.contract';
import {
  absoluteImageUrl,
  basePrice,
  type DeliveryMenuSource,
  deliverableMenu,
  dishTaxRate,
  groupMax,
  groupMin,
  weeklyHours,
} from './delivery-menu';

// Our menu → the body of Fantuan's menu upload. Fantuan's partner API documentation was not
// available to us: this is our best reading of a typical partner menu sync (flat lists joined by
// our ids, bilingual names, integer cents), documented in docs/decisions/0063. Adjust the shape here
// and in fantuan-live-client.ts once the real documentation is in hand.

export interface FantuanAttributeGroup {
  externalId: string;
  name: string;
  nameZh: string | null;
  required: boolean;
  minSelect: number;
  maxSelect: number;
  /** The same option may be picked more than once. */
  allowRepeat: boolean;
  options: { externalId: string; name: string; nameZh: string | null; price: number; isDefault: boolean }[];
}
export interface FantuanDish {
  externalId: string;
  categoryExternalId: string;
  name: string;
  nameZh: string | null;
  description: string | null;
  /** Cents; the cheapest spec's price when the dish has specs. */
  price: number;
  taxRate: number;
  imageUrl: string | null;
  tags: string[];
  sort: number;
  /** Sizes: each spec has its own full price (not a difference) and its own extra groups. */
  specs: {
    externalId: string;
    name: string;
    nameZh: string | null;
    price: number;
    isDefault: boolean;
    attributeGroupIds: string[];
  }[];
  attributeGroupIds: string[];
}
export interface FantuanMenuPayload {
  /** Our reference of the restaurant (its url identifier); Fantuan maps it to its store. */
  partnerStoreId: string;
  menu: {
    externalId: string;
    name: string;
    currency: string;
    /** Weekday 1 (Monday) ... 7 (Sunday); missing days are closed. */
    businessHours: { weekday: number; periods: { start: string; end: string }[] }[];
  };
  categories: {
    externalId: string;
    name: string;
    nameZh: string | null;
    description: string | null;
    sort: number;
  }[];
  dishes: FantuanDish[];
  attributeGroups: FantuanAttributeGroup[];
}

const zh = (altName: string | null | undefined) => altName?.trim() || null;

/** Maps a menu to our Fantuan menu upload body (pure). */
export function toFantuanMenu(source: DeliveryMenuSource): FantuanMenuPayload {
  const categories = deliverableMenu(source.menu);
  const groups = new Map<string, FantuanAttributeGroup>();
  const addGroup = (g: MenuGroup): string => {
    if (!groups.has(g.id))
      groups.set(g.id, {
        externalId: g.id,
        name: g.name,
        nameZh: zh(g.altName),
        required: groupMin(g) > 0,
        minSelect: groupMin(g),
        maxSelect: groupMax(g),
        allowRepeat: g.allow_quantity,
        options: g.options.map((o) => ({
          externalId: o.id,
          name: o.name,
          nameZh: zh(o.altName),
          price: o.price,
          isDefault: o.default,
        })),
      });
    return g.id;
  };
  const dishes: FantuanDish[] = categories.flatMap((c) =>
    c.items.map((i) => ({
      externalId: i.id,
      categoryExternalId: c.id,
      name: i.name,
      nameZh: zh(i.altName),
      description: i.description?.trim() || null,
      price: basePrice(i),
      taxRate: dishTaxRate(i, source.restaurant.taxPercentage),
      imageUrl: absoluteImageUrl(i.image, source.publicUrl),
      tags: [...i.tags],
      sort: i.sort,
      specs: i.sizes.map((s) => ({
        externalId: s.id,
        name: s.name,
        nameZh: zh(s.altName),
        price: s.price,
        isDefault: s.default,
        attributeGroupIds: s.groups.map(addGroup),
      })),
      attributeGroupIds: i.groups.map(addGroup),
    })),
  );
  return {
    partnerStoreId: source.restaurant.urlIdentifier,
    menu: {
      externalId: source.menu.menuId,
      name: source.menu.name,
      currency: source.currency ?? 'AUD',
      businessHours: weeklyHours(source.serviceAvailability).map((d) => ({
        weekday: d.day,
        periods: d.periods,
      })),
    },
    categories: categories.map((c) => ({
      externalId: c.id,
      name: c.name,
      nameZh: zh(c.altName),
      description: c.description?.trim() || null,
      sort: c.sort,
    })),
    dishes,
    attributeGroups: [...groups.values()],
  };
}
