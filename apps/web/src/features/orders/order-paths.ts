import type { OrderOrigin } from '@rpos/domain';

/** /orders for a day (DD-MM-YY) and type: the detail page comes back to the same list. */
export const ordersPath = (type: OrderOrigin, dateStr: string): string =>
  `/orders?type=${type}&date=${dateStr}`;

/** An order's detail, with the day and type its list was showing. */
export const orderDetailPath = (orderNumber: string, type: OrderOrigin, dateStr: string): string =>
  `/orderDetail/${encodeURIComponent(orderNumber)}?type=${type}&date=${dateStr}`;
