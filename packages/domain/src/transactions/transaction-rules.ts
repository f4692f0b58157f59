import type { Actor } from '../auth/access';
import {
  type Discount,
  DiscountInput,
  POS_SETTINGS_MESSAGES,
} from '../restaurant-settings/pos-settings-rules';
import { TRANSACTION_MESSAGES as M, REASON_MAX } from './transaction.contract';
import type { Refusable } from './transaction-payments';
import type { BillDiscount } from './transaction-totals';

/**
 * A bill's states and the checks on its changes (back-office.md §4 "Transaction", §5 "Transaction
 * delete"; decision 0131): active, then paid (billPaid) — never reopened —, or deleted with a reason
 * from either state.
 */

export type TransactionStatus = 'active' | 'paid' | 'deleted';

export const transactionStatus = (t: { billPaid: boolean; deleted: boolean }): TransactionStatus =>
  t.deleted ? 'deleted' : t.billPaid ? 'paid' : 'active';

/** The live transactions' Status column (§2.8): Paid if billPaid, otherwise Active. */
export const liveStatusText = (t: { billPaid: boolean }): 'Paid' | 'Active' =>
  t.billPaid ? 'Paid' : 'Active';

const TRANSITIONS: Record<TransactionStatus, readonly TransactionStatus[]> = {
  active: ['paid', 'deleted'],
  paid: ['deleted'],
  deleted: [],
};

export const canTransition = (from: TransactionStatus, to: TransactionStatus): boolean =>
  TRANSITIONS[from].includes(to);

type Check = { ok: true } | { ok: false; message: string };
const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** May a bill take a change (an order, a dish voided, an adjustment, a payment, a move)? Only while active. */
export function checkBillEditable(bill: { billPaid: boolean; deleted: boolean }): Check {
  if (bill.deleted) return refuse(M.alreadyDeleted);
  if (bill.billPaid) return refuse(M.alreadyPaid);
  return { ok: true };
}

export interface ClosableBill {
  billPaid: boolean;
  deleted: boolean;
  /** billTotals' balance. */
  balance: number;
  orders: readonly { isAccepted: boolean; status?: string }[];
}

/**
 * May the bill close (become paid)? Only while active, with a balance of exactly 0 and no order on it
 * still waiting for a staff accept (a cancelled order does not count).
 */
export function checkBillClosable(bill: ClosableBill): Check {
  const editable = checkBillEditable(bill);
  if (!editable.ok) return editable;
  if (bill.orders.some((o) => !o.isAccepted && o.status !== 'cancelled')) return refuse(M.orderNotAccepted);
  if (bill.balance > 0) return refuse(M.balanceDue);
  if (bill.balance < 0) return refuse(M.overpaid);
  return { ok: true };
}

/** A reason chosen or typed: trimmed, required, at most REASON_MAX characters. */
function checkReason(reason: string | null | undefined, required: string): Refusable<{ reason: string }> {
  const r = (reason ?? '').trim();
  if (!r) return refuse(required);
  if (r.length > REASON_MAX) return refuse(M.reasonTooLong);
  return { ok: true, reason: r };
}

export interface TransactionDeleteRequest {
  selected: readonly { isInvoicePrinted: boolean }[];
  reason: string | null | undefined;
  /** The server's canDeleteInvoiceTransctions for this user. */
  canDeleteInvoiceTransactions: boolean;
}

/**
 * The invoice-delete right of §5 (the server's canDeleteInvoiceTransctions): the roles that pass every
 * permission check — admin, restaurantAdmin, restaurantGroupAdmin. A manager or staff member holding
 * delTransactions deletes bills whose receipt was not printed (decision 0136).
 */
export const canDeleteInvoiceTransactions = (actor: Pick<Actor, 'role'>): boolean =>
  actor.role === 'admin' || actor.role === 'restaurantAdmin' || actor.role === 'restaurantGroupAdmin';

/**
 * The delete of §5, checked in the spec's order: a selection, a reason, and no printed invoice unless
 * the user holds the invoice-delete right. A paid bill may be deleted (e.g. 'Refund').
 */
export function checkTransactionDelete(req: TransactionDeleteRequest): Refusable<{ reason: string }> {
  if (req.selected.length === 0) return refuse(M.selectTransaction);
  const reason = checkReason(req.reason, M.reasonRequired);
  if (!reason.ok) return reason;
  if (!req.canDeleteInvoiceTransactions && req.selected.some((t) => t.isInvoicePrinted))
    return refuse(M.invoicePrinted);
  return reason;
}

/** Reasons offered when voiding a dish (ours; a typed reason is allowed too). */
export const VOID_DISH_REASONS = [
  'Customer changed mind',
  'Wrong order',
  'Out of stock',
  'Quality issue',
] as const;

/** Voiding (or removing) a dish: the bill active, the dish not voided yet, a reason given. */
export function checkVoidDish(
  bill: { billPaid: boolean; deleted: boolean },
  dish: { isVoidedDish: boolean; permanentDeletion: boolean },
  reason: string | null | undefined,
): Refusable<{ reason: string }> {
  const editable = checkBillEditable(bill);
  if (!editable.ok) return editable;
  if (dish.isVoidedDish || dish.permanentDeletion) return refuse(M.alreadyVoided);
  return checkReason(reason, M.voidReasonRequired);
}

/** A discount from the restaurant's posSettings discounts, chosen by name (trimmed, any case). */
export function settingsDiscount(
  discounts: readonly Discount[],
  name: string | null | undefined,
): Refusable<{ discount: BillDiscount }> {
  const key = (name ?? '').trim().toLowerCase();
  const found = key ? discounts.find((d) => d.name.trim().toLowerCase() === key) : undefined;
  if (!found) return refuse(M.discountRequired);
  return {
    ok: true,
    discount: {
      adjustmentType: 'discount',
      name: found.name,
      percentage: found.percentage,
      amount: found.percentage === null ? found.amount : null,
    },
  };
}

export const CUSTOM_DISCOUNT_NAME = 'Custom discount';

/**
 * A custom discount typed at the POS: a percentage or an amount in cents under the rules and texts of
 * posSettings discounts (DiscountInput, decision 0119); the name defaults to 'Custom discount'.
 */
export function customDiscount(input: {
  name?: string | null;
  percentage?: unknown;
  amount?: unknown;
}): Refusable<{ discount: BillDiscount }> {
  const parsed = DiscountInput.safeParse({
    name: input.name?.trim() || CUSTOM_DISCOUNT_NAME,
    percentage: input.percentage ?? undefined,
    amount: input.amount ?? undefined,
  });
  if (!parsed.success)
    return refuse(parsed.error.issues[0]?.message ?? POS_SETTINGS_MESSAGES.discountPercentageInvalid);
  const d = parsed.data;
  return {
    ok: true,
    discount: { adjustmentType: 'customDiscount', name: d.name, percentage: d.percentage, amount: d.amount },
  };
}
