import { checkBillClosable, type TransactionChangedEvent } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { OrderRow } from '../orders/orders.repository';
import { findRestaurantById } from '../restaurants/restaurants.repository';
import { findSurchargeRules, toSurchargeRule } from '../surcharges/surcharges.repository';
import { type BillRestaurant, totalsOf } from './bill-figures';
import { billLabel, type HistoryEntry, ONLINE_ACTOR, writeHistory } from './bill-history';
import { billJoinFor } from './bill-joins.repository';
import {
  insertBillPayment,
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

/** What staff screens are told once the settlement commits (bill-events.ts). */
export interface BillChange extends TransactionChangedEvent {
  restaurantId: string;
}

/**
 * An order's online payment succeeded (called in the settlement's transaction, decision 0133): the
 * order lands on its bill now (a dine-in table's open bill, or one of its own), the payment is recorded
 * on it, and the bill is paid when billTotals' balance reaches 0. The bill row stays locked to the end,
 * so a payment and a staff change to the bill never interleave. Answers the change to publish after
 * the commit (null when nothing was recorded).
 */
export async function recordOnlineOrderPayment(
  tx: DbOrTx,
  p: SettledOrderPayment,
): Promise<BillChange | null> {
  if (p.amount <= 0) return null;
  let bill = await lockBillOfOrder(tx, p.order.id);
  if (!bill) {
    await joinBill(tx, billJoinFor(p.order, true, p.now));
    bill = await lockBillOfOrder(tx, p.order.id);
  }
  if (bill?.status !== 'active') return null;
  const at = p.now;
  const recorded = await insertBillPayment(tx, {
    transactionId: bill.id,
    restaurantId: bill.restaurantId,
    type: ONLINE_PAYMENT_TYPE,
    paymentAmount: p.amount,
    merchantAmount: p.amount,
    change: 0,
    reference: p.paymentId,
    requestId: null,
    time: at,
    createdBy: ONLINE_ACTOR.name,
  });
  if (!recorded) return null;
  const details = billLabel(bill);
  const history: HistoryEntry[] = [
    { operationType: 'payment', operationName: `Paid ${ONLINE_PAYMENT_TYPE}`, price: p.amount, details },
  ];
  const change: BillChange = {
    restaurantId: bill.restaurantId,
    transactionId: bill.id,
    tableNo: bill.tableNo,
    operationType: 'payment',
  };
  const restaurant = await billRestaurantOf(tx, bill.restaurantId);
  const [parts] = await loadBillParts(tx, [bill]);
  const totals = restaurant && parts ? totalsOf(parts, restaurant) : null;
  const closable =
    totals &&
    parts &&
    checkBillClosable({
      billPaid: bill.billPaid,
      deleted: false,
      balance: totals.balance,
      orders: parts.orders.map((o) => ({ isAccepted: o.isAccepted, status: o.order.status })),
    }).ok;
  if (totals && closable) {
    await markBillPaid(tx, bill.id, at);
    history.push({ operationType: 'closeBill', operationName: 'Bill paid', price: totals.total, details });
    change.operationType = 'closeBill';
  }
  await writeHistory(tx, bill, history, ONLINE_ACTOR, at);
  return change;
}
