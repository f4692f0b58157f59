import type { PricedLine } from '@rpos/domain';
import type { orderItemOptions, orderItems } from '../../db/schema';
import { newId } from '../../platform/ids';

export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderItemOptionRow = typeof orderItemOptions.$inferSelect;

/**
 * The order's lines and their option rows, ready to insert: placeOrder, the POS and the demo history
 * (which passes its own deterministic ids) write the same rows.
 */
export function orderLineRows(
  orderId: string,
  lines: readonly PricedLine[],
  ids: () => string = newId,
): { items: OrderItemRow[]; options: OrderItemOptionRow[] } {
  const items: OrderItemRow[] = [];
  const options: OrderItemOptionRow[] = [];
  lines.forEach((l, lineNo) => {
    const itemId = ids();
    items.push({
      id: itemId,
      orderId,
      lineNo,
      menuItemId: l.menuItemId,
      categoryId: l.categoryId,
      name: l.name,
      altName: l.altName,
      dishPrice: l.dishPrice,
      sizeId: l.size?.id ?? null,
      sizeName: l.size?.name ?? null,
      sizePrice: l.size?.price ?? null,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      subTotal: l.subTotal,
      lineTotal: l.lineTotal,
      isTakeaway: l.isTakeaway,
      specialInstructions: l.specialInstructions,
      allergens: l.allergens ?? [],
      isVoidedDish: false,
      permanentDeletion: false,
      voidReason: null,
      voidedBy: null,
      voidedAt: null,
      seat: null,
    });
    for (const o of l.options)
      options.push({
        id: ids(),
        itemId,
        optionId: o.optionId,
        groupId: o.groupId,
        name: o.name,
        price: o.price,
        quantity: o.quantity,
      });
  });
  return { items, options };
}
