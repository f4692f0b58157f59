import {
  formatOrderTime,
  gstIncluded,
  type InvoiceResponse,
  OnlineSettings,
  ORDER_MESSAGES,
  type OrderLine,
  type OrderSummaryResponse,
  shortReference,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findRestaurantByUrlIdentifier } from '../restaurants/restaurants.repository';
import { orderDiscount, orderVoucherNames } from './order-discount';
import { findOrderById, findOrdersByIds, loadOrderLines, type OrderLineRows } from './orders.repository';

/** A stored line as the invoice and the summary show it (diner.md §3 "Order summary (diner)"). */
export function toOrderLine(l: OrderLineRows): OrderLine {
  return {
    quantity: l.quantity,
    subTotal: l.subTotal,
    lineTotal: l.lineTotal,
    dish: { id: l.menuItemId, name: l.name, altName: l.altName, price: l.dishPrice },
    size: l.sizeName != null && l.sizePrice != null ? { name: l.sizeName, price: l.sizePrice } : null,
    options: l.options.map((o) => ({ id: o.optionId, name: o.name, quantity: o.quantity, price: o.price })),
    specialInstructions: l.specialInstructions,
    isTakeaway: l.isTakeaway,
    permanentDeletion: l.permanentDeletion,
    isVoidedDish: l.isVoidedDish,
  };
}

/** GET /invoice: the invoice of one order of the restaurant (diner.md §2 "Invoice"). */
export async function getInvoice(
  db: DbOrTx,
  urlIdentifier: string,
  orderId: string,
): Promise<InvoiceResponse> {
  const restaurant = await findRestaurantByUrlIdentifier(db, urlIdentifier);
  const order = restaurant ? await findOrderById(db, restaurant.id, orderId) : undefined;
  if (!restaurant || !order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.invoiceNotFound);
  const lines = (await loadOrderLines(db, [order.id])).get(order.id) ?? [];
  const discount = orderDiscount(order, await orderVoucherNames(db, restaurant.id, [order]));
  return {
    // The one number a diner reads out: the order number's last 4 (decision 87), as on every screen.
    invoiceNumber: shortReference(order.orderNumber),
    orderId: order.id,
    orderNumber: order.orderNumber,
    restaurant: {
      name: restaurant.name,
      altName: restaurant.altName,
      address: restaurant.address,
      phone: restaurant.phone,
      abn: restaurant.abn,
      taxName: restaurant.taxName,
    },
    orderTime: order.orderTime.toISOString(),
    orderTimeText: formatOrderTime(order.orderTime, restaurant.timezone),
    realTableId: order.realTableId,
    type: order.type,
    items: lines.map(toOrderLine),
    surcharges: order.surcharges,
    subtotal: order.subtotal,
    surchargeTotal: order.surchargeTotal,
    ...discount,
    total: order.total,
    gst: gstIncluded(order.total),
    currency: order.currency,
    currencySymbol: restaurant.currencySymbol,
    paymentType: order.paymentType,
    paymentStatus: order.paymentStatus,
  };
}

/** GET /orderSummary: the diner's recent orders of one restaurant, in the order asked for. */
export async function getOrderSummary(
  db: DbOrTx,
  urlIdentifier: string,
  orderIds: readonly string[],
): Promise<OrderSummaryResponse> {
  const restaurant = await findRestaurantByUrlIdentifier(db, urlIdentifier);
  if (!restaurant) throw new AppError('NOT_FOUND', 'Restaurant not found');
  const found = await findOrdersByIds(db, restaurant.id, orderIds);
  const lines = await loadOrderLines(
    db,
    found.map((o) => o.id),
  );
  const names = await orderVoucherNames(db, restaurant.id, found);
  const byId = new Map(found.map((o) => [o.id, o]));
  const orders = orderIds.flatMap((id) => {
    const o = byId.get(id);
    if (!o) return [];
    return [
      {
        id: o.id,
        orderNumber: o.orderNumber,
        orderTime: o.orderTime.toISOString(),
        orderTimeText: formatOrderTime(o.orderTime, restaurant.timezone),
        realTableId: o.realTableId,
        type: o.type,
        items: (lines.get(o.id) ?? []).map(toOrderLine),
        surcharges: o.surcharges.map(({ name, amount }) => ({ name, amount })),
        subtotal: o.subtotal,
        ...orderDiscount(o, names),
        total: o.total,
        // Unpaid (pay at the counter): no payment type, shown as 'Not Paid'.
        paymentType: o.paymentStatus === 'paid' ? o.paymentType : null,
        status: o.status,
      },
    ];
  });
  const settings = OnlineSettings.parse(restaurant.onlineSettings ?? {});
  return { orders, specialTerms: settings.specialTerms, currencySymbol: restaurant.currencySymbol };
}
