import { z } from 'zod';
import { ORDER_STATUSES, OrderLine } from '../orders/order.contract';
import type { OrderKind } from '../orders/order-types';

/**
 * A bill — back-office.md calls it a transaction (§3 "Transaction", "Live transaction"; §4; §5):
 * a dine-in table visit's orders, or one takeaway, pickup, delivery, food-court or delivery-partner
 * order, with its adjustments, payments and operation history. Money in integer cents; times ISO.
 * The totals are never stored as given: billTotals computes them from the parts (decision 0128).
 */

/** What a bill is for: the order types (orders/order-types.ts) with pickup-delivery resolved, plus partners. */
export const TRANSACTION_TYPES = [
  'dinein',
  'takeaway',
  'pickup',
  'delivery',
  'foodcourt',
  'deliveryPartner',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * The bill type of an order: a delivery-partner order (the POS's posDeliveryPartners) is
 * 'deliveryPartner' whatever its kind; pickup-delivery takes the diner's choice (null without one).
 */
export function transactionTypeFor(
  kind: OrderKind,
  opts: { chooseType?: 'pickup' | 'delivery' | null; deliveryPartner?: string | null } = {},
): TransactionType | null {
  if (opts.deliveryPartner?.trim()) return 'deliveryPartner';
  if (kind === 'pickup-delivery') return opts.chooseType ?? null;
  return kind;
}

/** A discount from posSettings.discounts, a custom one typed at the POS, or a surcharge rule's line. */
export const ADJUSTMENT_TYPES = ['discount', 'customDiscount', 'surcharge'] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];

/** What the operation history records (every change to a bill writes one, and a staff activity). */
export const OPERATION_TYPES = [
  'openBill',
  'addOrder',
  'acceptOrder',
  'voidDish',
  'addAdjustment',
  'removeAdjustment',
  'payment',
  'closeBill',
  'moveTable',
  'mergeBill',
  'printInvoice',
  'deleteTransaction',
  'refund',
  'reopenBill',
  'setSeat',
  'fireCourse',
  'keepChecks',
  'sendRound',
] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

/** How an operation reads on screens and in files (the history table, staff activities). */
export const OPERATION_TYPE_NAMES: Record<OperationType, string> = {
  openBill: 'Open bill',
  addOrder: 'Add order',
  acceptOrder: 'Accept order',
  voidDish: 'Void dish',
  addAdjustment: 'Add adjustment',
  removeAdjustment: 'Remove adjustment',
  payment: 'Payment',
  closeBill: 'Close bill',
  moveTable: 'Move table',
  mergeBill: 'Merge bills',
  printInvoice: 'Print invoice',
  deleteTransaction: 'Delete transaction',
  refund: 'Refund',
  reopenBill: 'Reopen bill',
  setSeat: 'Set seat',
  fireCourse: 'Fire course',
  keepChecks: 'Split checks',
  sendRound: 'Send table round',
};

/** The most parts a bill splits into evenly (ours). */
export const MAX_SPLIT_PARTS = 50;

/** Texts of back-office.md §5 "Transaction delete"; the ones marked ours the spec does not quote (decision 0131). */
export const TRANSACTION_MESSAGES = {
  selectTransaction: 'Please select a transaction.',
  reasonRequired: 'Please select or enter a reason.',
  invoicePrinted: 'Cannot delete transactions with invoice printed',
  reasonTooLong: 'A reason can have at most 200 characters', // ours
  alreadyDeleted: 'This bill has been deleted.', // ours
  alreadyPaid: 'This bill is already paid.', // ours
  balanceDue: 'The bill cannot be closed until its balance is 0.', // ours
  overpaid: 'More has been paid than the bill comes to. Refund the difference before closing it.', // ours
  orderNotAccepted: 'An order on this bill is waiting to be accepted.', // ours
  voidReasonRequired: 'Please select or enter a reason for voiding this dish.', // ours
  alreadyVoided: 'This dish has already been voided.', // ours
  amountRequired: 'Please enter an amount above 0.', // ours
  nothingToPay: 'There is nothing left to pay on this bill.', // ours
  overpayment: 'The payment is more than the balance of the bill.', // ours
  cashShort: 'The cash tendered is less than the amount due.', // ours
  partsInvalid: `Please split the bill into 1 to ${MAX_SPLIT_PARTS} parts.`, // ours
  partAmountInvalid: 'Each part must be a whole number of cents above 0.', // ours
  partsTooMuch: 'The parts add up to more than the balance.', // ours
  discountRequired: 'Please select a discount.', // ours
} as const;

/** Delete reasons offered (§2.7, §9); a typed reason is allowed too. */
export const TRANSACTION_DELETE_REASONS = ['Invalid transaction', 'Refund', 'Test transaction'] as const;
/** The same offer on the staff activities screen. */
export const ACTIVITY_DELETE_REASONS = ['Wrong transaction', 'Refund', 'Testing'] as const;
export const REASON_MAX = 200;

const cents = z.number().int();
const when = z.string();

/**
 * A dish on a bill: an order line (orders/order.contract.ts) with its price (one unit with its
 * options, the line's subTotal) and the reason it was voided or removed. isVoidedDish: voided after
 * it went to the kitchen, still listed, struck through; permanentDeletion: removed, not listed on the
 * receipt. Neither counts in the totals (decision 0128).
 */
export const TransactionDish = OrderLine.extend({
  /** The line's id: what a void names. */
  lineId: z.string(),
  price: cents,
  voidReason: z.string().nullable(),
  /** The seat the POS gave it (ours; decision 0501); null: not given, shared in a split by seat. */
  seat: z.number().int().nullable(),
});
export type TransactionDish = z.infer<typeof TransactionDish>;

export const TransactionOrder = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  createdAt: when,
  status: z.enum(ORDER_STATUSES),
  /** A postpaid order above the auto-accept threshold waits for a staff accept: false until then. */
  isAccepted: z.boolean(),
  /** The course of a POS order (ours; decision 0502); null without courses. */
  course: z.number().int().nullable().optional(),
  /** A course held back from the kitchen until fired (ours; decision 0502). */
  held: z.boolean().optional(),
  /** When a held course was fired (ISO); null otherwise. */
  firedAt: when.nullable().optional(),
  /**
   * An order of a table's round the kitchen has not had yet (ours; decisions 0597, 0600): when the round
   * goes at the latest (ISO); null otherwise. Staff may send it now (POST /transactions/{id}/sendRound).
   */
  roundSendsAt: when.nullable().optional(),
  dishes: z.array(TransactionDish),
  /** Σ lineTotal of the dishes that count (not voided, not deleted). */
  subtotal: cents,
});
export type TransactionOrder = z.infer<typeof TransactionOrder>;

/**
 * One payment on a bill (paymentTypes of §3). paymentAmount: the part of the balance it settles;
 * merchantAmount: what the customer was charged, paymentAmount plus the payment type's surcharge
 * (decision 0130). change: cash given back (ours; 0 for other types).
 */
export const TransactionPayment = z.object({
  /** The payment's id: what a refund names (ours). */
  id: z.string(),
  type: z.string(),
  paymentAmount: cents,
  merchantAmount: cents,
  time: when,
  reference: z.string().nullable(),
  change: cents.min(0),
  /** Cash handed over: paymentAmount + tip + change for cash, else null (ours; decisions 0434, 0500). */
  tendered: cents.nullable(),
  /** The tip taken with this payment (ours; decision 0500): on top of merchantAmount, not a sale. */
  tip: cents.min(0),
  /** The staff member who took it (ours): whose tip it is. */
  createdBy: z.string(),
  /** The check of a split by seat or by dish it paid (ours; decision 0501), e.g. "Seat 2"; else null. */
  portion: z.string().nullable(),
  /** Σ refunds made to this payment (ours; decision 0430). */
  refunded: cents,
  /** Σ tips given back of this payment (ours; decision 0576); absent in older answers. */
  tipRefunded: cents.optional(),
});
export type TransactionPayment = z.infer<typeof TransactionPayment>;

/**
 * Money given back on a bill at the POS (decision 0430): to the payment named, in its type. credit:
 * what came off the bill's total (a refund on a paid bill), 0 on an open bill.
 */
export const TransactionRefund = z.object({
  id: z.string(),
  paymentId: z.string(),
  type: z.string(),
  amount: cents,
  credit: cents,
  /** The tip given back with it (ours; decision 0576): apart from amount and credit. */
  tip: cents.optional(),
  reason: z.string(),
  /** The dishes refunded (TransactionDish.lineId), when refunded by dish. */
  lineIds: z.array(z.string()),
  time: when,
  createdBy: z.string(),
});
export type TransactionRefund = z.infer<typeof TransactionRefund>;

/** An adjustment: price is its amount in cents as billTotals computed it (a positive number). */
export const TransactionAdjustment = z.object({
  /** The stored discount's id (what a removal names); null for a surcharge line worked out from the rules. */
  id: z.string().nullable(),
  adjustmentType: z.enum(ADJUSTMENT_TYPES),
  name: z.string(),
  /** The percentage of a percentage discount or surcharge; null for an amount. */
  percentage: z.number().nullable(),
  price: cents,
  timeCreated: when,
});
export type TransactionAdjustment = z.infer<typeof TransactionAdjustment>;

export const OperationHistoryEntry = z.object({
  operationType: z.enum(OPERATION_TYPES),
  operationName: z.string(),
  price: cents,
  updatedAt: when,
  /** The staff member's name. */
  updatedBy: z.string(),
});
export type OperationHistoryEntry = z.infer<typeof OperationHistoryEntry>;

/** The figures of billTotals, as the API shows them. */
export const BillTotalsFields = z.object({
  subtotal: cents,
  discounts: cents,
  surcharges: cents,
  paymentSurcharges: cents,
  total: cents,
  paid: cents,
  /** Σ refunds (ours). */
  refunded: cents,
  /** What refunds on the paid bill took off its total (ours). */
  refundCredits: cents,
  /** Σ tips (ours; decision 0500): not in total, paid or balance. */
  tips: cents,
  balance: cents,
  gst: cents,
});

export const Transaction = z.object({
  uuid: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  orders: z.array(TransactionOrder),
  /** The table for dine-in; null otherwise. */
  tableNo: z.string().nullable(),
  /** Guests at the table when the POS opened it (ours); null when not asked. */
  guests: z.number().int().nullable(),
  /** What the customer spends: billTotals' total. */
  totalSpending: cents,
  /** What is still to pay: billTotals' balance. */
  balance: cents,
  totals: BillTotalsFields,
  createdAt: when,
  updatedAt: when,
  /** When the bill was paid in full; null while open. */
  payTime: when.nullable(),
  billPaid: z.boolean(),
  isInvoicePrinted: z.boolean(),
  paymentTypes: z.array(TransactionPayment),
  refunds: z.array(TransactionRefund),
  /** A split by dish kept on the bill (ours; decision 0583): the checks' dish ids; null or absent when none. */
  splitChecks: z.array(z.array(z.string())).nullable().optional(),
  adjustments: z.array(TransactionAdjustment),
  operationHistory: z.array(OperationHistoryEntry),
  /** The operation names, in order, joined by ', ' (operationString()). */
  operationString: z.string(),
  deliveryPartnerType: z.string().nullable(),
  deliveryPartnerPostpaid: z.boolean(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  customerPostcode: z.string().nullable(),
  deleted: z.boolean(),
  deletedReason: z.string().nullable(),
  /** The staff member who deleted it. */
  deletedBy: z.string().nullable(),
  deletedAt: when.nullable(),
});
export type Transaction = z.infer<typeof Transaction>;

export const operationString = (history: readonly Pick<OperationHistoryEntry, 'operationName'>[]): string =>
  history.map((h) => h.operationName).join(', ');

/** POST /transactions?dateStr: the restaurant day (DD-MM-YY) whose bills are listed, by when each opened. */
export const TransactionsQuery = z.object({ dateStr: z.string().max(20).optional() });
export type TransactionsQuery = z.infer<typeof TransactionsQuery>;

/** POST /transactions?dateStr (back-office.md §7): the day's bills. */
export const TransactionsRequest = z.object({
  showDeletedTransactions: z.boolean().default(false),
});
export type TransactionsRequest = z.infer<typeof TransactionsRequest>;

/** canDeleteInvoiceTransctions: the spec's spelling. */
export const TransactionsResponse = z.object({
  transactions: z.array(Transaction),
  canDeleteTransactions: z.boolean(),
  canDeleteInvoiceTransctions: z.boolean(),
});
export type TransactionsResponse = z.infer<typeof TransactionsResponse>;

/** POST /updateTransactions (back-office.md §7): delete the chosen bills with a reason. */
export const UpdateTransactionsRequest = z.object({
  transactionIds: z
    .array(z.string().trim().min(1).max(100), { error: TRANSACTION_MESSAGES.selectTransaction })
    .min(1, TRANSACTION_MESSAGES.selectTransaction)
    .max(500),
  dateStr: z.string().max(20).nullish(),
  reason: z
    .string({ error: TRANSACTION_MESSAGES.reasonRequired })
    .trim()
    .min(1, TRANSACTION_MESSAGES.reasonRequired)
    .max(REASON_MAX, TRANSACTION_MESSAGES.reasonTooLong),
});
export type UpdateTransactionsRequest = z.infer<typeof UpdateTransactionsRequest>;

/**
 * The body as the route takes it: loose, so the texts of §5 come from checkTransactionDelete verbatim
 * (a schema refusal would name the field) and in the spec's order.
 */
export const UpdateTransactionsBody = z.object({
  transactionIds: z.array(z.string().max(100)).max(500).nullish(),
  dateStr: z.string().max(20).nullish(),
  reason: z.string().max(1000).nullish(),
});
export type UpdateTransactionsBody = z.infer<typeof UpdateTransactionsBody>;

/** What POST /updateTransactions answers (ours): how many bills were deleted. */
export const UpdateTransactionsResponse = z.object({ deleted: z.number().int() });
export type UpdateTransactionsResponse = z.infer<typeof UpdateTransactionsResponse>;

/** A bill still open, as /liveTransactions lists it (back-office.md §3 "Live transaction"). */
export const LiveTransaction = z.object({
  id: z.string(),
  transactionId: z.string(),
  /** The bill's type (ours): the screen's Pickups and Takeaway tabs tell pickup from takeaway by it (decision 0160). */
  type: z.enum(TRANSACTION_TYPES).optional(),
  tableNumber: z.string().nullable(),
  timestamp: when,
  currencySymbolString: z.string(),
  isDinein: z.boolean(),
  isOnlineTakeawayOrPickup: z.boolean(),
  isTakeawayDelivery: z.boolean(),
  table: z.object({
    isTakeaway: z.boolean(),
    isDeliveryOrder: z.boolean(),
    takeawayPerson: z.string().nullable(),
    totalSpending: cents,
    balance: cents,
    billPaid: z.boolean(),
    timeStamp: when,
    orders: z.array(TransactionOrder),
  }),
});
export type LiveTransaction = z.infer<typeof LiveTransaction>;

/** GET /liveTransactions (back-office.md §7): the acting restaurant's open bills, oldest first (decision 0135). */
export const LiveTransactionsResponse = z.object({
  liveTransactions: z.array(LiveTransaction),
});
export type LiveTransactionsResponse = z.infer<typeof LiveTransactionsResponse>;
