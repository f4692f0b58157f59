import { applicableSurcharges, isoToDmy, localClock, orderNumberFromUuid } from '@rpos/domain';
import { orderLineRows } from '../modules/orders/order-line-rows';
import { quarterHour } from './demo-history-plan';
import type { BillContext, OrderItemRow, OrderRow, PlannedBill } from './demo-history-types';
import type { Random } from './prng';

// The orders of one history bill as rows: each priced from the published menu by priceOrderLines,
// with the surcharge placeOrder adds for the day it is for, its lines and their options.

const NOTES = ['Birthday dinner', 'Please bring a high chair', 'Allergic to peanuts', 'Ring on arrival'];

export interface WrittenOrders {
  orders: OrderRow[];
  /** Each order's lines (the rows, so a void can still mark one). */
  lines: OrderItemRow[][];
}

export function writeOrders(
  ctx: BillContext,
  random: Random,
  plan: PlannedBill,
  billId: string,
): WrittenOrders {
  const { rows } = ctx;
  const deletedUnpaid = plan.deletion !== null && plan.settle === 'none';
  const paidOnline = plan.settle === 'online';
  const person = plan.customer;
  const out: WrittenOrders = { orders: [], lines: [] };
  for (const o of plan.orders) {
    // Priced at the quarter hour its dishes were picked for (demo-history-menu.ts).
    const priced = ctx.picker.price(o.lines, quarterHour(o.at), o.kind);
    const day = localClock(quarterHour(o.pickupAt), ctx.timezone);
    const applied = applicableSurcharges(
      ctx.surchargeRules,
      { date: day.isoDate, weekday: day.weekday },
      priced.subtotal,
    );
    const surchargeTotal = applied.reduce((sum, s) => sum + s.amount, 0);
    const orderId = ctx.ids();
    const order: OrderRow = {
      id: orderId,
      restaurantId: ctx.restaurantId,
      orderNumber: orderNumberFromUuid(orderId),
      type: o.orderType,
      // QR orders are the back-office's Online Orders, the counter's its Local Orders (decision 0153).
      origin: o.fromQr ? 'online' : 'local',
      kind: o.kind,
      tableId: o.tableId,
      realTableId: plan.tableNo,
      chooseType: o.chooseType,
      pickupTimeType: o.ahead ? 'chooseTime' : 'now',
      pickupTime: o.pickupAt,
      selectedDate: o.ahead ? isoToDmy(day.isoDate) : null,
      paymentType: paidOnline ? 'card' : 'payAtCounter',
      isPaymentRequired: paidOnline,
      // Closed bills: their orders were made, or cancelled with a bill deleted before it was paid.
      status: deletedUnpaid ? 'cancelled' : 'completed',
      paymentStatus: deletedUnpaid ? 'unpaid' : plan.deletion?.refund ? 'refunded' : 'paid',
      subtotal: priced.subtotal,
      surchargeTotal,
      discountTotal: 0,
      total: priced.subtotal + surchargeTotal,
      surcharges: applied.map(({ name, type, amount }) => ({ name, type, amount })),
      currency: 'AUD',
      customerName: person?.name ?? plan.customerName ?? '',
      customerEmail: person?.email ?? null,
      customerPhone: person?.phone ?? null,
      guestNum: o.kind === 'dinein' ? (plan.guests ?? 0) : 0,
      address: plan.address?.address ?? null,
      addressObject: null,
      postcode: plan.address?.postcode ?? null,
      foodAllergies: null,
      allergens: [],
      notes: o.fromQr && random.chance(0.03) ? random.pick(NOTES) : null,
      menuId: ctx.menuId,
      menuVersion: ctx.menuVersion,
      browser: o.fromQr ? random.pick(['Safari', 'Chrome', 'Samsung Internet']) : null,
      mobileModel: o.fromQr ? random.pick(['iPhone', 'Android']) : null,
      memberId: null,
      voucherId: null,
      clientId: null,
      tableRoundId: null,
      orderTime: o.at,
      createdAt: o.at,
      deletedAt: null,
      deletedBy: null,
    };
    out.orders.push(order);
    rows.orders.push(order);
    rows.transactionOrders.push({
      transactionId: billId,
      orderId,
      isAccepted: true,
      course: null,
      firedAt: null,
      createdAt: o.at,
    });
    const { items, options } = orderLineRows(orderId, priced.lines, ctx.ids);
    rows.orderItems.push(...items);
    rows.orderItemOptions.push(...options);
    out.lines.push(items);
  }
  return out;
}
