import {
  applyPayment,
  checkBillClosable,
  isCashPaymentType,
  POS_MESSAGES,
  type PosPaymentRequest,
  type PosPaymentResponse,
  portionDues,
  SPLIT_MESSAGES,
  splitAmountOf,
  splitBill,
  splitLinesOf,
  type Transaction,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { findPaymentTypes } from '../payment-types/payment-types.repository';
import {
  billNow,
  billState,
  changeBill,
  historyActorOf,
  lockBill,
  ordersForClose,
  type PosCall,
  refusal,
} from './bill-changes';
import { transactionOrdersOf } from './bill-figures';
import { billLabel, detailsOf, type HistoryEntry, writeHistory } from './bill-history';
import { ONLINE_PAYMENT_TYPE } from './bill-payments.service';
import { insertBillPayment, markBillPaid, type TransactionRow } from './transactions.repository';

/**
 * Payments at the till and closing a bill (decisions 0138, 0139). The bill is locked for the whole
 * change, so two payments of one balance take turns: the second sees what the first left.
 */

const centsText = (cents: number) => `${(cents / 100).toFixed(2)}`;

/** The restaurant's enabled payment type of this name (any case); never OBPayments (online only). */
async function enabledPaymentType(tx: DbOrTx, restaurantId: string, name: string) {
  const key = name.trim().toLowerCase();
  if (key === ONLINE_PAYMENT_TYPE.toLowerCase()) throw refusal(POS_MESSAGES.paymentTypeUnknown);
  const found = (await findPaymentTypes(tx, restaurantId)).find(
    (t) => t.enabled && t.paymentType.trim().toLowerCase() === key,
  );
  if (!found) throw refusal(POS_MESSAGES.paymentTypeUnknown);
  return found;
}

/** The closeBill entry and the bill marked paid. */
async function closeNow(tx: DbOrTx, bill: TransactionRow, total: number, now: Date): Promise<HistoryEntry> {
  await markBillPaid(tx, bill.id, now);
  return { operationType: 'closeBill', operationName: 'Bill paid', price: total, details: billLabel(bill) };
}

/**
 * POST /transactions/{id}/payments: one payment (applyPayment: at most the balance, cash gives change,
 * the type's surcharge on top). A requestId the bill has already answers that payment again and
 * writes nothing. When the balance reaches 0 and nothing waits for an accept, the bill is paid at once.
 */
export async function payBill(
  call: PosCall,
  billId: string,
  body: PosPaymentRequest,
): Promise<PosPaymentResponse> {
  const now = call.deps.now();
  const { transaction, value } = await changeBill(call, async (tx, restaurant) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    const { parts, totals } = await billNow(tx, bill, restaurant);
    const earlier = parts.payments.find((p) => p.requestId === body.requestId);
    if (earlier)
      return {
        billId: bill.id,
        changed: [],
        value: { change: earlier.change, merchantAmount: earlier.merchantAmount, tip: earlier.tip },
      };
    const type = await enabledPaymentType(tx, call.restaurantId, body.type);
    // A check of a split (decision 0501): worked out again here; the payment settles at most what is
    // left on it.
    let portion: string | null = null;
    let portionDue = Number.POSITIVE_INFINITY;
    if (body.split) {
      const split = splitBill(
        body.split,
        splitLinesOf({ orders: transactionOrdersOf(parts) }),
        splitAmountOf(totals),
      );
      if (!split.ok) throw refusal(split.message);
      const check = portionDues(split.portions, parts.payments).find((p) => p.label === body.portion);
      if (!check) throw refusal(SPLIT_MESSAGES.portionUnknown);
      if (check.due <= 0) throw refusal(SPLIT_MESSAGES.portionPaid);
      portion = check.label;
      portionDue = check.due;
    }
    if (body.amount > portionDue && (body.tendered != null || !isCashPaymentType(type.paymentType)))
      throw refusal(SPLIT_MESSAGES.portionOverpaid);
    const applied = applyPayment(
      { balance: Math.min(totals.balance, portionDue), ...billState(bill) },
      {
        type: type.paymentType,
        amount: body.amount,
        surchargeRate: type.surchargeRate,
        tendered: body.tendered ?? null,
        tip: body.tip ?? 0,
      },
    );
    if (!applied.ok) throw refusal(applied.message);
    const balanceAfter = totals.balance - applied.paymentAmount;
    await insertBillPayment(tx, {
      transactionId: bill.id,
      restaurantId: bill.restaurantId,
      type: type.paymentType,
      paymentAmount: applied.paymentAmount,
      merchantAmount: applied.merchantAmount,
      change: applied.change,
      tip: applied.tip,
      portion,
      reference: body.reference || null,
      requestId: body.requestId,
      time: now,
      // The staff member at the till when one is signed in (whose tip it is, decision 0500).
      createdBy: historyActorOf(call).name,
    });
    const history: HistoryEntry[] = [
      {
        operationType: 'payment',
        operationName: `Paid ${type.paymentType}`,
        price: applied.merchantAmount,
        details: detailsOf(
          billLabel(bill),
          portion,
          applied.surcharge > 0 ? `surcharge ${centsText(applied.surcharge)}` : null,
          applied.tip > 0 ? `tip ${centsText(applied.tip)}` : null,
          applied.change > 0
            ? `tendered ${centsText(applied.paymentAmount + applied.tip + applied.change)}, change ${centsText(applied.change)}`
            : null,
        ),
      },
    ];
    const closable = checkBillClosable({
      ...billState(bill),
      balance: balanceAfter,
      orders: ordersForClose(parts),
    });
    if (closable.ok) history.push(await closeNow(tx, bill, totals.total + applied.surcharge, now));
    await writeHistory(tx, bill, history, historyActorOf(call), now);
    return {
      billId: bill.id,
      changed: [{ bill, operationType: closable.ok ? 'closeBill' : 'payment' }],
      value: { change: applied.change, merchantAmount: applied.merchantAmount, tip: applied.tip },
    };
  });
  return { transaction, ...value };
}

/**
 * POST /transactions/{id}/close: a bill at 0 that could not close by itself (an order accepted after
 * the last payment, a 100 % discount). A bill already paid answers as it is: a double tap closes once.
 */
export async function closeBill(call: PosCall, billId: string): Promise<Transaction> {
  const now = call.deps.now();
  const { transaction } = await changeBill(call, async (tx, restaurant) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    if (bill.status === 'paid') return { billId: bill.id, changed: [], value: null };
    const { parts, totals } = await billNow(tx, bill, restaurant);
    const closable = checkBillClosable({
      ...billState(bill),
      balance: totals.balance,
      orders: ordersForClose(parts),
    });
    if (!closable.ok) throw refusal(closable.message);
    await writeHistory(tx, bill, [await closeNow(tx, bill, totals.total, now)], historyActorOf(call), now);
    return { billId: bill.id, changed: [{ bill, operationType: 'closeBill' }], value: null };
  });
  return transaction;
}
