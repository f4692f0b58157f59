import {
  type AddAdjustmentRequest,
  canDeleteInvoiceTransactions,
  checkDeleteWithPayments,
  checkTransactionDelete,
  checkVoidDish,
  customDiscount,
  TRANSACTION_MESSAGES as M,
  POS_MESSAGES,
  PosSettings,
  settingsDiscount,
  type Transaction,
  type VoidDishRequest,
} from '@rpos/domain';
import { newId } from '../../platform/ids';
import { releaseVoucher } from '../members/member-vouchers.repository';
import {
  billNow,
  billState,
  changeBill,
  historyActorOf,
  lockBill,
  notFound,
  type PosCall,
  refusal,
  requireEditable,
  requireOrderOnBill,
} from './bill-changes';
import {
  acceptOrderLink,
  deleteAdjustment,
  findOrderLine,
  findPosSettingsJson,
  insertAdjustment,
  markLineVoided,
  updateBill,
} from './bill-changes.repository';
import { billLabel, detailsOf, writeHistory } from './bill-history';

/**
 * The changes staff make to a bill's parts: accepting a waiting order, voiding a dish, discounts,
 * printing the receipt and deleting the bill. Each locks the bill, checks the domain's rule, writes
 * the change with its history and staff activity, in one transaction (bill-changes.ts).
 */

/** POST /transactions/{id}/orders/{orderId}/accept: a pay-at-counter order waiting for staff (decision 0134). */
export async function acceptOrder(call: PosCall, billId: string, orderId: string): Promise<Transaction> {
  const now = call.deps.now();
  const { transaction } = await changeBill(call, async (tx) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    requireEditable(bill);
    const link = await requireOrderOnBill(tx, bill.id, orderId);
    if (link.isAccepted) throw refusal(POS_MESSAGES.orderAccepted);
    const order = await acceptOrderLink(tx, bill.id, orderId);
    const entry = {
      operationType: 'acceptOrder' as const,
      operationName: `Accepted order ${order?.orderNumber ?? orderId}`,
      price: order?.subtotal ?? 0,
      details: billLabel(bill),
    };
    await writeHistory(tx, bill, [entry], historyActorOf(call), now);
    return { billId: bill.id, changed: [{ bill, operationType: 'acceptOrder' }], value: null };
  });
  return transaction;
}

/** POST /transactions/{id}/voidDish: struck through (isVoidedDish) or removed (permanentDeletion), with a reason. */
export async function voidDish(call: PosCall, billId: string, body: VoidDishRequest): Promise<Transaction> {
  const now = call.deps.now();
  const { transaction } = await changeBill(call, async (tx) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    await requireOrderOnBill(tx, bill.id, body.orderId);
    const dish = await findOrderLine(tx, body.orderId, body.lineId);
    if (!dish) throw notFound(POS_MESSAGES.dishNotFound);
    const checked = checkVoidDish(billState(bill), dish, body.reason);
    if (!checked.ok) throw refusal(checked.message);
    await markLineVoided(tx, dish.id, {
      permanentDeletion: body.permanentDeletion,
      reason: checked.reason,
      by: call.actor.name,
      at: now,
    });
    const verb = body.permanentDeletion ? 'Removed' : 'Voided';
    const entry = {
      operationType: 'voidDish' as const,
      operationName: `${verb} ${dish.quantity > 1 ? `${dish.quantity} × ` : ''}${dish.name} (${checked.reason})`,
      price: dish.lineTotal,
      details: detailsOf(billLabel(bill), checked.reason),
    };
    await writeHistory(tx, bill, [entry], historyActorOf(call), now);
    return { billId: bill.id, changed: [{ bill, operationType: 'voidDish' }], value: null };
  });
  return transaction;
}

const percentText = (p: number | null, amount: number) =>
  p === null ? `$${(amount / 100).toFixed(2)}` : `${Number(p.toFixed(2))}%`;

/** POST /transactions/{id}/adjustments: a posSettings discount by name, or a custom one. */
export async function addAdjustment(
  call: PosCall,
  billId: string,
  body: AddAdjustmentRequest,
): Promise<Transaction> {
  const now = call.deps.now();
  const { transaction } = await changeBill(call, async (tx, restaurant) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    requireEditable(bill);
    let made: ReturnType<typeof customDiscount>;
    if ('discountName' in body) {
      const settings = PosSettings.parse(await findPosSettingsJson(tx, call.restaurantId));
      made = settingsDiscount(settings.discounts, body.discountName);
    } else {
      made = customDiscount(body.custom);
    }
    if (!made.ok) throw refusal(made.message);
    const d = made.discount;
    await insertAdjustment(tx, {
      id: newId(),
      transactionId: bill.id,
      type: d.adjustmentType,
      name: d.name,
      percentageBp: d.percentage === null ? null : Math.round(d.percentage * 100),
      amount: d.percentage === null ? d.amount : null,
      voucherId: null,
      createdAt: now,
    });
    const { parts, totals } = await billNow(tx, bill, restaurant);
    // The new discount is the last of the bill's discounts, as billTotals applied it.
    const discountLines = totals.adjustmentLines.filter((l) => l.adjustmentType !== 'surcharge');
    const price =
      discountLines[parts.adjustments.filter((a) => a.type !== 'surcharge').length - 1]?.price ?? 0;
    const entry = {
      operationType: 'addAdjustment' as const,
      operationName: `Discount ${d.name} (${percentText(d.percentage, d.amount ?? 0)})`,
      price,
      details: billLabel(bill),
    };
    await writeHistory(tx, bill, [entry], historyActorOf(call), now);
    return { billId: bill.id, changed: [{ bill, operationType: 'addAdjustment' }], value: null };
  });
  return transaction;
}

/**
 * DELETE /transactions/{id}/adjustments/{adjustmentId}: only on an unpaid bill (requireEditable); a member
 * voucher's discount releases its voucher.
 */
export async function removeAdjustment(
  call: PosCall,
  billId: string,
  adjustmentId: string,
): Promise<Transaction> {
  const now = call.deps.now();
  const { transaction } = await changeBill(call, async (tx, restaurant) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    requireEditable(bill);
    const { parts, totals } = await billNow(tx, bill, restaurant);
    const discounts = parts.adjustments.filter((a) => a.type !== 'surcharge');
    const at = discounts.findIndex((a) => a.id === adjustmentId);
    if (at < 0) throw notFound(POS_MESSAGES.adjustmentNotFound);
    await deleteAdjustment(tx, bill.id, adjustmentId);
    const removed = discounts[at]!;
    // A member voucher's discount taken off before payment: the voucher is usable again (decision 0362).
    if (removed.voucherId) await releaseVoucher(tx, call.restaurantId, removed.voucherId, now);
    const entry = {
      operationType: 'removeAdjustment' as const,
      operationName: `Removed discount ${removed.name}`,
      price: totals.adjustmentLines.filter((l) => l.adjustmentType !== 'surcharge')[at]?.price ?? 0,
      details: billLabel(bill),
    };
    await writeHistory(tx, bill, [entry], historyActorOf(call), now);
    return { billId: bill.id, changed: [{ bill, operationType: 'removeAdjustment' }], value: null };
  });
  return transaction;
}

/** POST /transactions/{id}/printInvoice: the receipt was printed (open or paid bills). */
export async function printInvoice(call: PosCall, billId: string): Promise<Transaction> {
  const now = call.deps.now();
  const { transaction } = await changeBill(call, async (tx, restaurant) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    if (bill.status === 'deleted') throw refusal(M.alreadyDeleted);
    const { totals } = await billNow(tx, bill, restaurant);
    await updateBill(tx, bill.id, { isInvoicePrinted: true, updatedAt: now });
    const entry = {
      operationType: 'printInvoice' as const,
      operationName: 'Printed invoice',
      price: totals.total,
      details: billLabel(bill),
    };
    await writeHistory(tx, bill, [entry], historyActorOf(call), now);
    return { billId: bill.id, changed: [{ bill, operationType: 'printInvoice' }], value: null };
  });
  return transaction;
}

/**
 * DELETE /liveTransactions/{id}?reason: an active or paid bill deleted with a reason, by whom, when; an
 * unpaid one gives its member vouchers back.
 */
export async function deleteBill(call: PosCall, billId: string, reason: string): Promise<Transaction> {
  const now = call.deps.now();
  const { transaction } = await changeBill(call, async (tx, restaurant) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    if (bill.status === 'deleted') throw refusal(M.alreadyDeleted);
    const checked = checkTransactionDelete({
      selected: [bill],
      reason,
      canDeleteInvoiceTransactions: canDeleteInvoiceTransactions(call.actor),
    });
    if (!checked.ok) throw refusal(checked.message);
    const { parts, totals } = await billNow(tx, bill, restaurant);
    // Money taken on an open bill goes back before it is deleted (decision 0432).
    const withMoney = checkDeleteWithPayments({ billPaid: bill.billPaid, ...totals });
    if (!withMoney.ok) throw refusal(withMoney.message);
    // An unpaid bill deleted: nothing was bought with its member vouchers, they are usable again
    // (decision 0362); a paid one keeps them used, as a refund does.
    if (!billState(bill).billPaid)
      for (const a of parts.adjustments)
        if (a.voucherId) await releaseVoucher(tx, call.restaurantId, a.voucherId, now);
    await updateBill(tx, bill.id, {
      status: 'deleted',
      deletedReason: checked.reason,
      deletedBy: call.actor.name,
      deletedAt: now,
      updatedAt: now,
    });
    const entry = {
      operationType: 'deleteTransaction' as const,
      operationName: `Deleted (${checked.reason})`,
      price: totals.total,
      details: detailsOf(billLabel(bill), checked.reason),
    };
    await writeHistory(tx, bill, [entry], historyActorOf(call), now);
    return { billId: bill.id, changed: [{ bill, operationType: 'deleteTransaction' }], value: null };
  });
  return transaction;
}
