import { checkBillClosable } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { OrderRow } from '../orders/orders.repository';
import { findRestaurantById } from '../restaurants/restaurants.repository';
import { findSurchargeRules, toSurchargeRule } from '../surcharges/surcharges.repository';
import { type BillRestaurant, totalsOf } from './bill-figures';
import { billJoinFor, ONLINE_ACTOR } from './bill-joins.repository';
import {
  insertBillPayment,
  insertOperation,
  joinBill,
  loadBillParts,
  lockBillOfOrder,
  markBillPaid,
} from './transactions.repository';

/** The payment type an online payment is recorded under (restaurant-config.md §9; decision 0133). */
export const ONLINE_PAYMENT_TYPE = 'OBPayments';

export async function billRestaurantOf(db: DbOrTx, restaurantId: string): Promise<BillRestaurant | null> {
  const row = await findRestaurantById(db, restaurantId);
  if (!row) return null;
  const rules = await findSurchargeRules(db, restaurantId);
  return {
    timezone: row.timezone,
    taxPercentage: row.taxPercentage,
    currencySymbol: row.currencySymbol,
    surchargeRules: rules.map(toSurchargeRule),
  };
}

export interface SettledOrderPayment {
  order: OrderRow;
  /** Our payment's id: the reference, one bill payment per online payment. */
  paymentId: string;
  /** Cents taken. */
  amount: number;
  now: Date;
}

/**
 * An order's online payment succeeded (called in the settlement's transaction, decision 0133): the
 * order lands on its bill now (a dine-in table's open bill, or one of its own), the payment is recorded
 * on it, and the bill is paid when billTotals' balance reaches 0. The bill row stays locked to the end,
 * so a payment and a staff change to the bill never interleave.
 */
export async function recordOnlineOrderPayment(tx: DbOrTx, p: SettledOrderPayment): Promise<void> {
  if (p.amount <= 0) return;
  let bill = await lockBillOfOrder(tx, p.order.id);
  if (!bill) {
    await joinBill(tx, billJoinFor(p.order, true, p.now));
    bill = await lockBillOfOrder(tx, p.order.id);
  }
  if (bill?.status !== 'active') return;
  const at = p.now;
  const recorded = await insertBillPayment(tx, {
    transactionId: bill.id,
    type: ONLINE_PAYMENT_TYPE,
    paymentAmount: p.amount,
    merchantAmount: p.amount,
    change: 0,
    reference: p.paymentId,
    requestId: null,
    time: at,
    createdBy: ONLINE_ACTOR,
  });
  if (!recorded) return;
  const history = (operationType: string, operationName: string, price: number) => ({
    transactionId: bill.id,
    operationType,
    operationName,
    price,
    updatedAt: at,
    updatedBy: ONLINE_ACTOR,
  });
  await insertOperation(tx, history('payment', `Paid ${ONLINE_PAYMENT_TYPE}`, p.amount));

  const restaurant = await billRestaurantOf(tx, bill.restaurantId);
  const [parts] = await loadBillParts(tx, [bill]);
  if (!restaurant || !parts) return;
  const totals = totalsOf(parts, restaurant);
  const closable = checkBillClosable({
    billPaid: bill.billPaid,
    deleted: false,
    balance: totals.balance,
    orders: parts.orders.map((o) => ({ isAccepted: o.isAccepted, status: o.order.status })),
  });
  if (!closable.ok) return;
  await markBillPaid(tx, bill.id, at);
  await insertOperation(tx, history('closeBill', 'Bill paid', totals.total));
}
