import { checkKeptChecks, type KeepChecksRequest, type Transaction } from '@rpos/domain';
import { billNow, changeBill, lockBill, type PosCall, refusal, requireEditable } from './bill-changes';
import { setBillSplitChecks } from './bill-changes.repository';

/**
 * POST /transactions/{id}/checks (decision 0583): the checks of a split by dish kept on an open bill,
 * as the waiter assigns and moves dishes, or forgotten (null). Under the bill's lock, against the
 * bill as it is: every dish named is on it, and a check already paid keeps its dishes. Nothing about
 * the money changes (a check's payment records its label, decision 0501), so no history row is
 * written; the staff screens are told the bill changed.
 */
export async function keepChecks(
  call: PosCall,
  billId: string,
  body: KeepChecksRequest,
): Promise<Transaction> {
  const now = call.deps.now();
  const { transaction } = await changeBill(call, async (tx, restaurant) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    requireEditable(bill);
    const { parts } = await billNow(tx, bill, restaurant);
    const dishIds = new Set(
      parts.orders.flatMap((o) =>
        o.lines.filter((l) => !l.isVoidedDish && !l.permanentDeletion).map((l) => l.id),
      ),
    );
    const paidLabels = new Set(parts.payments.flatMap((p) => (p.portion ? [p.portion] : [])));
    const checked = checkKeptChecks(bill.splitChecks ?? null, body.checks, dishIds, paidLabels);
    if (!checked.ok) throw refusal(checked.message);
    await setBillSplitChecks(tx, bill.id, checked.checks, now);
    return { billId: bill.id, changed: [{ bill, operationType: 'keepChecks' }], value: null };
  });
  return transaction;
}
