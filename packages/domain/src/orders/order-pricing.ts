import { groupsFor, isGroupSatisfied, SELECTION_INVALID_MESSAGE } from '../cart/dish-selection';
import { effectiveAllergens } from '../menus/allergens';
import type { MenuCategory, MenuGroup, MenuItem, PublishedMenu } from '../menus/menus.contract';
import { isDishVisible, type VisibilityContext } from '../menus/visibility';
import { dishNoTakeawayMessage, dishUnavailableMessage, ORDER_MESSAGES } from './order.contract';
import { isLineTakeawayAllowed, type OrderKind, type TakeawaySettings } from './order-types';

/** A cart line as the server reads it: ids and quantities only, never prices. */
export interface LineRequest {
  dishId: string;
  sizeId?: string | null;
  options: readonly { id: string; groupId?: string | null; quantity: number }[];
  quantity: number;
  isTakeaway: boolean;
  specialInstructions: string;
}

export interface PricedOption {
  optionId: string;
  groupId: string;
  name: string;
  /** Cents, one unit. */
  price: number;
  quantity: number;
}

/** A line priced from the published menu. Money in cents. */
export interface PricedLine {
  menuItemId: string;
  categoryId: string;
  name: string;
  altName: string | null;
  dishPrice: number;
  size: { id: string; name: string; price: number } | null;
  options: PricedOption[];
  quantity: number;
  /** The size's price, or the dish's price without a size. */
  unitPrice: number;
  /** One unit with its options: unitPrice + Σ option price × quantity. */
  subTotal: number;
  /** subTotal × quantity. */
  lineTotal: number;
  isTakeaway: boolean;
  specialInstructions: string;
  /** The line's allergens as chosen (effectiveAllergens); absent for lines priced without a menu. */
  allergens?: string[];
}

export type PricingResult =
  | { ok: true; lines: PricedLine[]; subtotal: number }
  | { ok: false; message: string };

export interface PricingContext extends VisibilityContext {
  kind: OrderKind;
  takeaway: TakeawaySettings;
}

/** Groups a diner can choose in for a dish and size: the dish's and the size's, without hidden ones. */
function dinerGroups(dish: MenuItem, sizeId: string | null): MenuGroup[] {
  const seen = new Set<string>();
  return (groupsFor(dish, sizeId) as MenuGroup[]).filter((g) => {
    if (g.hideForWeb || seen.has(g.id)) return false;
    seen.add(g.id);
    return true;
  });
}

/**
 * Prices every line from the published menu (diner.md §4 "Dish selection", §5 "Dish"), ignoring every
 * client price: the dish must be on the menu and visible (its category too), the size must be one of
 * the dish's when it has sizes, each option one of the groups that apply, every group rule satisfied,
 * and a takeaway flag only where the order type allows it. The first broken rule is the answer.
 */
export function priceOrderLines(
  menu: PublishedMenu,
  lines: readonly LineRequest[],
  ctx: PricingContext,
): PricingResult {
  if (lines.length === 0) return { ok: false, message: ORDER_MESSAGES.emptyCart };
  const dishes = new Map<string, { dish: MenuItem; category: MenuCategory }>();
  for (const category of menu.categories)
    for (const dish of category.items) dishes.set(dish.id, { dish, category });

  const priced: PricedLine[] = [];
  for (const line of lines) {
    const found = dishes.get(line.dishId);
    if (!found) return { ok: false, message: ORDER_MESSAGES.dishNotOnMenu };
    const { dish, category } = found;
    if (
      dish.isOption ||
      !isDishVisible(category, { ...ctx, inactiveDishIds: [] }) ||
      !isDishVisible(dish, ctx)
    )
      return { ok: false, message: dishUnavailableMessage(dish.name) };

    let size: PricedLine['size'] = null;
    if (dish.sizes.length > 0) {
      const s = dish.sizes.find((x) => x.id === line.sizeId);
      if (!s) return { ok: false, message: SELECTION_INVALID_MESSAGE };
      size = { id: s.id, name: s.name, price: s.price };
    } else if (line.sizeId) {
      return { ok: false, message: SELECTION_INVALID_MESSAGE };
    }

    const groups = dinerGroups(dish, size?.id ?? null);
    const chosen = new Map<string, PricedOption>();
    for (const o of line.options) {
      const group = groups.find(
        (g) =>
          (o.groupId == null || g.id === o.groupId) && g.options.some((x) => x.id === o.id && !x.hideForWeb),
      );
      const option = group?.options.find((x) => x.id === o.id);
      if (!group || !option) return { ok: false, message: SELECTION_INVALID_MESSAGE };
      const key = `${group.id}:${option.id}`;
      const quantity = (chosen.get(key)?.quantity ?? 0) + o.quantity;
      if (!group.allow_quantity && quantity > 1) return { ok: false, message: SELECTION_INVALID_MESSAGE };
      chosen.set(key, {
        optionId: option.id,
        groupId: group.id,
        name: option.name,
        price: option.price,
        quantity,
      });
    }
    const options = [...chosen.values()];
    // An option linked to a dish brings that dish's allergens with its own.
    const optionAllergens = [...chosen.values()].map((o) => {
      const option = groups.find((g) => g.id === o.groupId)?.options.find((x) => x.id === o.optionId);
      const linked = option?.menuItemId ? dishes.get(option.menuItemId)?.dish.allergens : undefined;
      return { allergens: [...(option?.allergens ?? []), ...(linked ?? [])] };
    });
    for (const g of groups) {
      const total = options.filter((o) => o.groupId === g.id).reduce((sum, o) => sum + o.quantity, 0);
      if (!isGroupSatisfied(g, total)) return { ok: false, message: SELECTION_INVALID_MESSAGE };
    }

    if (line.isTakeaway && ctx.kind !== 'dinein' && ctx.kind !== 'foodcourt') {
      // A takeaway-type order is takeaway as a whole: the line flag is moot and not stored.
    } else if (line.isTakeaway) {
      if (!isLineTakeawayAllowed(ctx.kind, ctx.takeaway))
        return { ok: false, message: ORDER_MESSAGES.takeawayNotAllowed };
      if (dish.isTakeawayDisabled) return { ok: false, message: dishNoTakeawayMessage(dish.name) };
    }
    const isTakeaway = line.isTakeaway && (ctx.kind === 'dinein' || ctx.kind === 'foodcourt');

    const unitPrice = size ? size.price : dish.price;
    const subTotal = unitPrice + options.reduce((sum, o) => sum + o.price * o.quantity, 0);
    priced.push({
      menuItemId: dish.id,
      categoryId: category.id,
      name: dish.name,
      altName: dish.altName,
      dishPrice: dish.price,
      size,
      options,
      quantity: line.quantity,
      unitPrice,
      subTotal,
      lineTotal: subTotal * line.quantity,
      isTakeaway,
      specialInstructions: line.specialInstructions,
      allergens: effectiveAllergens(dish, optionAllergens),
    });
  }
  return { ok: true, lines: priced, subtotal: priced.reduce((sum, l) => sum + l.lineTotal, 0) };
}
