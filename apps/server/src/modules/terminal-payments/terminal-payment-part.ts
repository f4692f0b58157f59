import {
  type BillTotals,
  portionDues,
  SPLIT_MESSAGES,
  type StartTerminalPaymentRequest,
  splitAmountOf,
  splitBill,
  splitLinesOf,
} from '@rpos/domain';
import { refusal } from '../transactions/bill-changes';
import { transactionOrdersOf } from '../transactions/bill-figures';
import type { BillParts } from '../transactions/transactions.repository';

/**
 * What the part a terminal payment is for may settle, as payBill will work it out when it records the
 * payment: the balance, or a split's check (decision 0501) less what was paid on it.
 */
export function partDue(
  body: Pick<StartTerminalPaymentRequest, 'split' | 'portion' | 'amount'>,
  parts: BillParts,
  totals: BillTotals,
): number {
  if (!body.split) return totals.balance;
  const split = splitBill(
    body.split,
    splitLinesOf({ orders: transactionOrdersOf(parts) }),
    splitAmountOf(totals),
  );
  if (!split.ok) throw refusal(split.message);
  const check = portionDues(split.portions, parts.payments).find((p) => p.label === body.portion);
  if (!check) throw refusal(SPLIT_MESSAGES.portionUnknown);
  if (check.due <= 0) throw refusal(SPLIT_MESSAGES.portionPaid);
  if (body.amount > check.due) throw refusal(SPLIT_MESSAGES.portionOverpaid);
  return check.due;
}
