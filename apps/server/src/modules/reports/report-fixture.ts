import {
  menuCategories,
  menus,
  orderItemOptions,
  orderItems,
  orders,
  paymentRefunds,
  payments,
  transactionOrders,
  transactionPayments,
  transactions,
} from '../../db/schema';
import { newId } from '../../platform/ids';
import { createRestaurant } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

// A hand-computed fixture for the reports' tests: raw bills, orders, payments and a refund written
// straight to the tables (the triggers log their days), at chosen moments around Sydney's
// daylight-saving days. The expected figures are worked out in reports.routes.test.ts.

export interface LineSpec {
  name: string;
  categoryId: string;
  menuItemId: string;
  quantity: number;
  unitPrice: number;
  options?: { optionId: string; name: string; price: number; quantity: number }[];
  voided?: boolean;
}

export interface OrderSpec {
  at: string;
  origin: 'online' | 'local';
  kind: 'dinein' | 'takeaway' | 'delivery' | 'pickup' | 'pickup-delivery' | 'foodcourt';
  status?: 'pendingPayment' | 'placed' | 'completed' | 'cancelled';
  deleted?: boolean;
  lines: LineSpec[];
}

export interface BillSpec {
  type: 'dinein' | 'takeaway' | 'pickup' | 'delivery' | 'foodcourt' | 'deliveryPartner';
  tableNo?: string;
  status?: 'active' | 'paid' | 'deleted';
  payments: { type: string; amount: number; surcharge?: number; at: string }[];
}

let seq = 0;

/** Writes one order (and its bill when given); answers the order id and bill id. */
export async function writeOrder(
  t: TestApp,
  restaurantId: string,
  o: OrderSpec,
  bill?: BillSpec,
): Promise<{ orderId: string; billId: string | null }> {
  const orderId = newId();
  const lines = o.lines.map((l, i) => {
    const optionsTotal = (l.options ?? []).reduce((n, op) => n + op.price * op.quantity, 0);
    const subTotal = l.unitPrice + optionsTotal;
    return { l, i, subTotal, lineTotal: subTotal * l.quantity, itemId: newId() };
  });
  const subtotal = lines.reduce((n, x) => n + (x.l.voided ? 0 : x.lineTotal), 0);
  await t.db.insert(orders).values({
    id: orderId,
    restaurantId,
    orderNumber: `FX${Date.now().toString(36)}${seq++}`,
    origin: o.origin,
    kind: o.kind,
    tableId: bill?.tableNo ?? o.kind,
    pickupTime: new Date(o.at),
    paymentType: 'payAtCounter',
    status: o.status ?? (o.deleted ? 'cancelled' : 'placed'),
    subtotal,
    total: subtotal,
    customerName: 'Fixture',
    menuId: 'fixture-menu',
    menuVersion: 1,
    orderTime: new Date(o.at),
    deletedAt: o.deleted ? new Date(o.at) : null,
  });
  await t.db.insert(orderItems).values(
    lines.map(({ l, i, subTotal, lineTotal, itemId }) => ({
      id: itemId,
      orderId,
      lineNo: i + 1,
      menuItemId: l.menuItemId,
      categoryId: l.categoryId,
      name: l.name,
      dishPrice: l.unitPrice,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      subTotal,
      lineTotal,
      isVoidedDish: l.voided ?? false,
    })),
  );
  const options = lines.flatMap(({ l, itemId }) =>
    (l.options ?? []).map((op) => ({ id: newId(), itemId, groupId: 'g', ...op })),
  );
  if (options.length) await t.db.insert(orderItemOptions).values(options);
  if (!bill) return { orderId, billId: null };
  const billId = await writeBill(t, restaurantId, bill, o.at);
  await t.db.insert(transactionOrders).values({ transactionId: billId, orderId });
  return { orderId, billId };
}

/** A bill with its payments (paid unless said otherwise). */
export async function writeBill(
  t: TestApp,
  restaurantId: string,
  b: BillSpec,
  openedAt: string,
): Promise<string> {
  const billId = newId();
  const status = b.status ?? 'paid';
  await t.db.insert(transactions).values({
    id: billId,
    restaurantId,
    type: b.type,
    tableNo: b.type === 'dinein' ? (b.tableNo ?? '1') : null,
    status,
    billPaid: status !== 'active',
    createdAt: new Date(openedAt),
  });
  if (b.payments.length) {
    await t.db.insert(transactionPayments).values(
      b.payments.map((p) => ({
        id: newId(),
        transactionId: billId,
        restaurantId,
        type: p.type,
        paymentAmount: p.amount,
        merchantAmount: p.amount + (p.surcharge ?? 0),
        time: new Date(p.at),
        createdBy: 'fixture',
      })),
    );
  }
  return billId;
}

/** A succeeded refund of an online payment of the order, at `at`. */
export async function writeRefund(
  t: TestApp,
  restaurantId: string,
  orderId: string,
  amount: number,
  at: string,
) {
  const paymentId = newId();
  await t.db.insert(payments).values({
    id: paymentId,
    restaurantId,
    orderId,
    subjectKey: `order:${orderId}`,
    provider: 'sandbox',
    method: 'card',
    status: 'authorised',
    amount: 5000,
    capturedAmount: 5000,
    refundedAmount: amount,
    returnUrls: { success: '/', failure: '/', cancel: '/', action: '/' },
  });
  await t.db.insert(paymentRefunds).values({
    id: newId(),
    paymentId,
    restaurantId,
    provider: 'sandbox',
    amount,
    currency: 'AUD',
    status: 'succeeded',
    createdAt: new Date(at),
    updatedAt: new Date(at),
  });
}

/** A restaurant (Australia/Sydney) with a menu and two categories. */
export async function fixtureRestaurant(t: TestApp, name: string) {
  const r = await createRestaurant(t.db, { name, timezone: 'Australia/Sydney' });
  const menuId = newId();
  await t.db.insert(menus).values({ id: menuId, restaurantId: r.id, name: 'Main' });
  const dimSum = newId();
  const mains = newId();
  await t.db.insert(menuCategories).values([
    { id: dimSum, menuId, name: 'Dim Sum' },
    { id: mains, menuId, name: 'Mains' },
  ]);
  const dish = (name: string, categoryId: string, unitPrice: number) => ({
    name,
    categoryId,
    menuItemId: `${name.toLowerCase().replace(/ /g, '-')}-${r.id.slice(0, 6)}`,
    unitPrice,
  });
  return {
    restaurant: r,
    harGow: dish('Har Gow', dimSum, 1850),
    friedRice: dish('Fried Rice', mains, 1500),
    springRoll: dish('Spring Roll', dimSum, 800),
    egg: { optionId: 'opt-egg', name: 'Egg', price: 200, quantity: 1 },
  };
}
