import type { MenuGroup } from '../menus/menus.contract';
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

// Our menu → the body of Hungry Panda's menu upload. Hungry Panda's merchant API documentation was
// not available to us: this is our best reading of a nested menu sync (categories → products →
// SKUs and option groups, names per language, integer cents), documented in docs/decisions/0063.
// Adjust the shape here and in hungry-panda-live-client.ts once the real documentation is in hand.

export interface HungryPandaName {
  en: string;
  zh?: string;
}
export interface HungryPandaOptionGroup {
  id: string;
  name: HungryPandaName;
  minChoose: number;
  maxChoose: number;
  repeatable: boolean;
  options: { id: string; name: HungryPandaName; price: number; isDefault: boolean }[];
}
export interface HungryPandaProduct {
  id: string;
  name: HungryPandaName;
  description?: HungryPandaName;
  /** Cents: the cheapest SKU. */
  price: number;
  taxRate: number;
  imageUrl?: string;
  tags: string[];
  /** Every product has at least one SKU: its sizes, or itself. Prices are full prices in cents. */
  skus: {
    id: string;
    name: HungryPandaName;
    price: number;
    isDefault: boolean;
    optionGroups: HungryPandaOptionGroup[];
  }[];
  optionGroups: HungryPandaOptionGroup[];
}
export interface HungryPandaMenuPayload {
  /** Our reference of the restaurant (its url identifier); Hungry Panda maps it to its shop. */
  shopReference: string;
  menuId: string;
  menuName: string;
  currency: string;
  timezone: string;
  /** Weekday name → "HH:mm-HH:mm" periods; missing days are closed. */
  openingHours: Record<string, string[]>;
  categories: { id: string; name: HungryPandaName; sort: number; products: HungryPandaProduct[] }[];
}

const name = (en: string, alt?: string | null): HungryPandaName =>
  alt?.trim() ? { en, zh: alt.trim() } : { en };

function toGroup(g: MenuGroup): HungryPandaOptionGroup {
  return {
    id: g.id,
    name: name(g.name, g.altName),
    minChoose: groupMin(g),
    maxChoose: groupMax(g),
    repeatable: g.allow_quantity,
    options: g.options.map((o) => ({
      id: o.id,
      name: name(o.name, o.altName),
      price: o.price,
      isDefault: o.default,
    })),
  };
}

/** Maps a menu to our Hungry Panda menu upload body (pure). */
export function toHungryPandaMenu(source: DeliveryMenuSource): HungryPandaMenuPayload {
  const openingHours: Record<string, string[]> = {};
  for (const d of weeklyHours(source.serviceAvailability)) {
    openingHours[deliveryWeekdayName(d.day)!] = d.periods.map((p) => `${p.start}-${p.end}`);
  }
  return {
    shopReference: source.restaurant.urlIdentifier,
    menuId: source.menu.menuId,
    menuName: source.menu.name,
    currency: source.currency ?? 'AUD',
    timezone: source.restaurant.timezone,
    openingHours,
    categories: deliverableMenu(source.menu).map((c) => ({
      id: c.id,
      name: name(c.name, c.altName),
      sort: c.sort,
      products: c.items.map((i): HungryPandaProduct => {
        const image = absoluteImageUrl(i.image, source.publicUrl);
        return {
          id: i.id,
          name: name(i.name, i.altName),
          ...(i.description?.trim() ? { description: { en: i.description.trim() } } : {}),
          price: basePrice(i),
          taxRate: dishTaxRate(i, source.restaurant.taxPercentage),
          ...(image ? { imageUrl: image } : {}),
          tags: [...i.tags],
          skus:
            i.sizes.length > 0
              ? i.sizes.map((s) => ({
                  id: s.id,
                  name: name(s.name, s.altName),
                  price: s.price,
                  isDefault: s.default,
                  optionGroups: s.groups.map(toGroup),
                }))
              : [
                  {
                    id: i.id,
                    name: name(i.name, i.altName),
                    price: i.price,
                    isDefault: true,
                    optionGroups: [],
                  },
                ],
          optionGroups: i.groups.map(toGroup),
        };
      }),
    })),
  };
}
