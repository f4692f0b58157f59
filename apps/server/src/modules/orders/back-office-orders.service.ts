import {
  type BackOfficeOrder,
  DEFAULT_TIMEZONE,
  type DeleteOrdersRequest,
  type DeleteOrdersResponse,
  DINE_CUSTOMERS_CSV_HEADER,
  dineCustomersFileName,
  BACK_OFFICE_ORDER_MESSAGES as M,
  type OrderOrigin,
  type OrderQuery,
  type OrderResponse,
  orderDateStrAt,
  orderDateToIso,
  readOrderOrigin,
  type TodayOrderQuery,
  type TodayOrderResponse,
  toCsv,
  wallTimeToInstant,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { independently } from '../../db/independent-queries';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findRestaurantById } from '../restaurants/restaurants.repository';
import { toBackOfficeOrder } from './back-office-order-view';
import {
  findOrderOfRestaurant,
  listDayOrders,
  loadOrderBills,
  loadOrderPayments,
  loadPaymentRefunds,
  lockOrders,
  markOrdersDeleted,
} from './back-office-orders.repository';
import { orderDiscount, orderVoucherNames } from './order-discount';
import { loadOrderLines, type OrderRow } from './orders.repository';

// The back-office orders calls (back-office.md §2.6, §7 "Orders"; decisions 0153-0157).

/** The restaurant's zone and currency symbol (404 for a restaurant that is gone). */
async function restaurantOf(db: DbOrTx, restaurantId: string) {
  const r = await findRestaurantById(db, restaurantId);
  if (!r) throw new AppError('NOT_FOUND', 'Restaurant not found');
  return { timezone: r.timezone || DEFAULT_TIMEZONE, currencySymbol: r.currencySymbol };
}

/** online or local, else 400 with the contract's text. */
function originOf(value: string | undefined): OrderOrigin {
  const origin = readOrderOrigin(value);
  if (!origin) throw new AppError('BAD_REQUEST', M.typeInvalid);
  return origin;
}

/** The moments a restaurant day (DD-MM-YY) runs between, on its clock. 400 for a date that is none. */
export function dayRange(dateStr: string | undefined, timezone: string): { from: Date; to: Date } {
  const iso = orderDateToIso(dateStr ?? '');
  if (!iso) throw new AppError('BAD_REQUEST', M.dateInvalid);
  const next = new Date(`${iso}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    from: wallTimeToInstant(iso, 0, timezone),
    to: wallTimeToInstant(next.toISOString().slice(0, 10), 0, timezone),
  };
}

/** The restaurant's orders with their lines, payments, refunds, bills and voucher names, in the order given. */
async function withParts(
  db: DbOrTx,
  restaurantId: string,
  rows: readonly OrderRow[],
): Promise<BackOfficeOrder[]> {
  const ids = rows.map((o) => o.id);
  const [lines, paid, bills, names] = await independently(db, [
    () => loadOrderLines(db, ids),
    () => loadOrderPayments(db, ids),
    () => loadOrderBills(db, ids),
    () => orderVoucherNames(db, restaurantId, rows),
  ]);
  const refunds = await loadPaymentRefunds(
    db,
    paid.payments.map((p) => p.id),
  );
  const orderOfPayment = new Map(paid.payments.map((p) => [p.id, p.orderId]));
  return rows.map((order) =>
    toBackOfficeOrder({
      order,
      lines: lines.get(order.id) ?? [],
      payments: paid.payments.filter((p) => p.orderId === order.id),
      settling: paid.settling,
      refunds: refunds.filter((x) => orderOfPayment.get(x.paymentId) === order.id),
      bill: bills.get(order.id),
      discount: orderDiscount(order, names),
    }),
  );
}

/** GET /todayOrder: the restaurant day's orders of one origin, newest first, deleted ones left out. */
export async function listTodayOrders(
  deps: AppDeps,
  restaurantId: string,
  q: TodayOrderQuery,
): Promise<TodayOrderResponse> {
  const db = deps.database.db;
  const r = await restaurantOf(db, restaurantId);
  const origin = originOf(q.type);
  const range = dayRange(q.dateStr, r.timezone);
  const rows = await listDayOrders(db, { restaurantId, origin, ...range });
  return { orders: await withParts(db, restaurantId, rows), type: origin, dateStr: q.dateStr!, ...r };
}

/** GET /order: one order by number; dateStr and orderType, when sent, must be the order's. */
export async function getBackOfficeOrder(
  deps: AppDeps,
  restaurantId: string,
  q: OrderQuery,
): Promise<OrderResponse> {
  const db = deps.database.db;
  const r = await restaurantOf(db, restaurantId);
  if (q.dateStr) dayRange(q.dateStr, r.timezone);
  if (q.orderType) originOf(q.orderType);
  const row = q.orderNumber ? await findOrderOfRestaurant(db, restaurantId, q.orderNumber) : undefined;
  const dateStr = row ? orderDateStrAt(row.orderTime, r.timezone) : null;
  if (!row || (q.orderType && row.origin !== q.orderType) || (q.dateStr && q.dateStr !== dateStr))
    throw new AppError('NOT_FOUND', M.orderNotFound);
  const [order] = await withParts(db, restaurantId, [row]);
  return { order: order!, dateStr: dateStr!, ...r };
}

/**
 * PUT /deleteOrders (decision 0155): all or nothing. Every id must be an order of the restaurant, of
 * that origin and day (else 404: another restaurant's order is never touched). An order paid online
 * must be refunded in full first, and no other order on a paid bill can go (the bill is closed; a
 * refunded one may, its money went back). A deleted order is cancelled — billTotals leaves it out of
 * its bill — and leaves the list; deleting it again changes nothing.
 */
export async function deleteOrders(
  deps: AppDeps,
  by: { restaurantId: string; userId: string },
  body: DeleteOrdersRequest,
): Promise<DeleteOrdersResponse> {
  const db = deps.database.db;
  const r = await restaurantOf(db, by.restaurantId);
  const ids = [...new Set((body.ids ?? []).filter(Boolean))];
  if (ids.length === 0) throw new AppError('BAD_REQUEST', M.selectOrder);
  const origin = originOf(body.type);
  const { from, to } = dayRange(body.dateStr, r.timezone);
  await db.transaction(async (tx) => {
    const rows = await lockOrders(tx, by.restaurantId, ids);
    const ofDay = (o: OrderRow) => o.origin === origin && o.orderTime >= from && o.orderTime < to;
    if (rows.length !== ids.length || !rows.every(ofDay)) throw new AppError('NOT_FOUND', M.orderNotFound);
    const bills = await loadOrderBills(
      tx,
      rows.map((o) => o.id),
    );
    const live = rows.filter((o) => !o.deletedAt);
    if (live.some((o) => o.paymentStatus === 'paid')) throw new AppError('BAD_REQUEST', M.paidOrder);
    // Its money is back with the diner: a refunded order may leave a closed bill; any other may not.
    if (live.some((o) => o.paymentStatus !== 'refunded' && bills.get(o.id)?.status === 'paid'))
      throw new AppError('BAD_REQUEST', M.paidBill);
    await markOrdersDeleted(
      tx,
      by.restaurantId,
      live.map((o) => o.id),
      { userId: by.userId, at: deps.now() },
    );
  });
  return { message: M.deleted, ids };
}

/**
 * GET /dineCustomers: the day's online customers, one row per phone number (else e-mail, else name),
 * named as on their latest order, sorted by name. The CSV is the shared writer's (BOM, RFC 4180,
 * formulas defused; decision 0158).
 */
export async function dineCustomersCsv(
  deps: AppDeps,
  restaurantId: string,
  dateStr: string | undefined,
): Promise<{ fileName: string; csv: string }> {
  const db = deps.database.db;
  const r = await restaurantOf(db, restaurantId);
  const range = dayRange(dateStr, r.timezone);
  const rows = await listDayOrders(db, { restaurantId, origin: 'online', ...range });
  const byKey = new Map<string, [string, string, string]>();
  // Newest first: the first row seen of a customer is their latest.
  for (const o of rows) {
    const phone = o.customerPhone?.trim() ?? '';
    const email = o.customerEmail?.trim() ?? '';
    const name = o.customerName.trim();
    const key = phone ? `p:${phone}` : email ? `e:${email.toLowerCase()}` : `n:${name.toLowerCase()}`;
    if (!byKey.has(key) && (phone || email || name)) byKey.set(key, [name, phone, email]);
  }
  const lines = [...byKey.values()].sort((a, b) => a[0].localeCompare(b[0]));
  return { fileName: dineCustomersFileName(dateStr!), csv: toCsv(DINE_CUSTOMERS_CSV_HEADER, lines) };
}
