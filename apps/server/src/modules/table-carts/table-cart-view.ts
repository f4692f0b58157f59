import {
  dinerShares,
  type PlaceOrderItem,
  type PublishedMenu,
  type TableCartLine,
  type TableCartView,
} from '@rpos/domain';
import type { Db } from '../../db/client';
import { menuSnapshot } from '../menus/menu-snapshot-cache';
import { type DinerContext, priceCartLines, servedMenu } from '../online/diner-context';
import type { TableCartLineRow, TableCartRow } from './table-carts.repository';

/** A stored line as a placeOrder line (no prices: placeOrder and the view price it from the menu). */
export function lineAsOrderItem(line: TableCartLineRow): PlaceOrderItem {
  return {
    dish: { id: line.dishId },
    size: line.sizeId ? { id: line.sizeId } : null,
    options: line.options.map((o) => ({ id: o.id, groupId: o.groupId, quantity: o.quantity })),
    specialInstructions: line.specialInstructions,
    isTakeaway: line.isTakeaway,
    quantity: line.quantity,
  };
}

/** The menu a table is served now, or null when none is published. */
export async function tableMenu(
  db: Db,
  ctx: DinerContext,
): Promise<{ snapshot: PublishedMenu; menuId: string } | null> {
  const served = servedMenu(ctx, 'dinein');
  const snapshot = served && (await menuSnapshot(db, served.menu.id, served.version));
  return served && snapshot ? { snapshot, menuId: served.menu.id } : null;
}

function dishNames(
  menu: PublishedMenu | undefined,
  dishId: string,
): { name: string; altName: string | null } {
  for (const category of menu?.categories ?? [])
    for (const item of category.items)
      if (item.id === dishId) return { name: item.name, altName: item.altName };
  return { name: dishId, altName: null };
}

/**
 * The cart as the phones see it, each line priced from the menu served now (the server's prices, on
 * every read): a line that cannot be ordered now keeps its place with null prices and the reason.
 */
export function buildTableCartView(
  ctx: DinerContext,
  menu: { snapshot: PublishedMenu; menuId: string } | null,
  tableNumber: string,
  cart: TableCartRow | undefined,
  lines: readonly TableCartLineRow[],
  now: Date,
): TableCartView {
  const viewLines: TableCartLine[] = lines.map((line) => {
    const addedBy = { dinerTag: line.dinerTag, nickname: line.nickname };
    const priced = menu ? priceCartLines(ctx, menu, [lineAsOrderItem(line)], 'dinein', now) : null;
    const first = priced?.ok ? priced.lines[0] : undefined;
    if (first)
      return {
        id: line.id,
        dish: { id: line.dishId, name: first.name, altName: first.altName },
        size: first.size,
        options: first.options.map((o) => ({
          id: o.optionId,
          groupId: o.groupId,
          name: o.name,
          quantity: o.quantity,
          price: o.price,
        })),
        specialInstructions: line.specialInstructions,
        isTakeaway: line.isTakeaway,
        quantity: line.quantity,
        subTotal: first.subTotal,
        lineTotal: first.lineTotal,
        problem: null,
        addedBy,
      };
    return {
      id: line.id,
      dish: { id: line.dishId, ...dishNames(menu?.snapshot, line.dishId) },
      size: null,
      options: [],
      specialInstructions: line.specialInstructions,
      isTakeaway: line.isTakeaway,
      quantity: line.quantity,
      subTotal: null,
      lineTotal: null,
      problem: priced && !priced.ok ? priced.message : 'This dish is no longer on the menu.',
      addedBy,
    };
  });
  const shares = dinerShares(viewLines.map((l) => ({ ...l.addedBy, lineTotal: l.lineTotal })));
  return {
    tableId: tableNumber,
    version: cart?.version ?? 0,
    lines: viewLines,
    subtotal: shares.reduce((sum, s) => sum + s.subtotal, 0),
    count: viewLines.reduce((sum, l) => sum + l.quantity, 0),
    diners: shares,
    checkoutInProgress: Boolean(cart?.checkoutStartedAt),
    lastOrder:
      cart?.lastOrderId && cart.lastOrderNumber && cart.lastOrderAt
        ? {
            reference: cart.lastOrderId,
            orderNumber: cart.lastOrderNumber,
            nickname: cart.lastOrderNickname ?? '',
            scope: cart.lastOrderScope ?? 'table',
            placedAt: cart.lastOrderAt.toISOString(),
          }
        : null,
  };
}
