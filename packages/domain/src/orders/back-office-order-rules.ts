import { toMinorUnits } from '../payments/payment-rules';
import { localClock } from '../restaurants/local-time';
import {
  type BackOfficeOrder,
  BACK_OFFICE_ORDER_MESSAGES as M,
  ORDER_DATE_PATTERN,
  type OrderPayment,
  type OrderPaymentKind,
  type RefundRecord,
} from './back-office-orders.contract';

/** Pure rules of the back-office orders screens (back-office.md §3, §4, §5; decisions 0154, 0156). */

// ---- the order calls' day: DD-MM-YY on the restaurant's clock ----

/** 'YYYY-MM-DD' → 'DD-MM-YY'. */
export function toOrderDateStr(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}-${m}-${(y ?? '').slice(-2)}`;
}

/** 'DD-MM-YY' → 'YYYY-MM-DD' (20YY); null when it is not a calendar date. */
export function orderDateToIso(dateStr: string): string | null {
  if (!ORDER_DATE_PATTERN.test(dateStr.trim())) return null;
  const [d, m, y] = dateStr.trim().split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(2000 + y, m - 1, d));
  if (at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return null;
  return at.toISOString().slice(0, 10);
}

/** The restaurant day (DD-MM-YY) a moment falls on. */
export const orderDateStrAt = (at: Date, timezone: string): string =>
  toOrderDateStr(localClock(at, timezone).isoDate);

// ---- the Refunded flag (§3) ----

/**
 * YES when any of: an amount_refunded value exists (above 0), result_code is FULL_REFUND, any refund
 * list is non-empty, or isRefunded is true (back-office.md §3).
 */
export function isOrderRefunded(
  order: Pick<
    BackOfficeOrder,
    'payment' | 'refund' | 'tillRefunds' | 'adyenRefunds' | 'chinaPaymentsRefunds' | 'isRefunded'
  >,
): boolean {
  return (
    (order.payment?.amount_refunded ?? 0) > 0 ||
    order.payment?.result_code === 'FULL_REFUND' ||
    order.refund.length > 0 ||
    order.tillRefunds.length > 0 ||
    order.adyenRefunds.length > 0 ||
    order.chinaPaymentsRefunds.length > 0 ||
    order.isRefunded
  );
}

/** The refund list of a payment kind (§3: refund, adyenRefunds, tillRefunds, chinaPaymentsRefunds). */
export function refundListOf(
  order: Pick<BackOfficeOrder, 'refund' | 'tillRefunds' | 'adyenRefunds' | 'chinaPaymentsRefunds'>,
  kind: OrderPaymentKind,
): RefundRecord[] {
  if (kind === 'till') return order.tillRefunds;
  if (kind === 'online') return order.adyenRefunds;
  if (kind === 'wallet') return order.chinaPaymentsRefunds;
  return order.refund;
}

// ---- refund buttons (§4) and the dialog (§5) ----

export interface RefundButtonState {
  /** Refunds are offered: the payment took the money (a wallet's orderStatus is Success). */
  offered: boolean;
  refundAllDisabled: boolean;
  refundAmountDisabled: boolean;
  /** What Refund All refunds and the dialog's total: what may still be refunded (cents). */
  remaining: number;
}

/**
 * The states of "Refund All" and "Refund Amount" for one payment (back-office.md §4). Card, online
 * provider and wallet: Refund All is disabled while a refund runs or when everything was refunded;
 * Refund Amount when everything was refunded. Till: the refunds with result OK are summed; Refund All
 * is disabled while a refund runs or when fully or partly refunded, Refund Amount when fully refunded.
 */
export function refundButtonState(
  payment: OrderPayment,
  refunds: readonly RefundRecord[],
  running: boolean,
): RefundButtonState {
  const remaining = Math.max(0, payment.refundableAmount);
  const offered = payment.orderStatus === 'Success';
  if (payment.kind === 'till') {
    const refundedOk = refunds
      .filter((r) => r.paymentId === payment.paymentId && r.result === 'OK')
      .reduce((sum, r) => sum + r.amount, 0);
    const full = refundedOk >= payment.amount || remaining === 0;
    return {
      offered,
      refundAllDisabled: running || full || refundedOk > 0,
      refundAmountDisabled: full,
      remaining,
    };
  }
  const full = remaining === 0 || payment.amount_refunded >= payment.amount;
  return { offered, refundAllDisabled: running || full, refundAmountDisabled: full, remaining };
}

/** A typed refund amount in dollars ('12.5', '$12.50') → cents; null when not one with at most 2 decimals. */
export function parseRefundInput(text: string): number | null {
  const m = /^\s*\$?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** The refund dialog's OK: disabled when the amount is greater than the total or is 0 (§5). */
export const isRefundAmountOk = (cents: number | null, total: number): boolean =>
  cents !== null && cents > 0 && cents <= total;

/**
 * The body of POST /onlinePaymentRefund for a payment (§7): card, online and wallet amounts in minor
 * units, the till's in dollars as entered. dateStr is the order's day (DD-MM-YY).
 */
export function onlinePaymentRefundBody(
  order: Pick<BackOfficeOrder, 'orderNumber'>,
  payment: OrderPayment,
  cents: number,
  dateStr: string,
  idempotencyKey: string,
): Record<string, unknown> {
  switch (payment.kind) {
    case 'card':
      return {
        refundAmount: cents,
        partnerOrderId: payment.partner_order_id,
        paymentIntent: payment.paymentId,
        orderDate: dateStr,
        idempotencyKey,
      };
    case 'online':
      return {
        refundAmount: cents,
        partnerOrderId: order.orderNumber,
        paymentIntent: payment.paymentId,
        orderDate: dateStr,
        payment,
        idempotencyKey,
      };
    case 'till':
      return {
        refundAmount: cents / 100,
        payment,
        orderNumber: order.orderNumber,
        orderDate: dateStr,
        idempotencyKey,
      };
    case 'wallet':
      return {
        refundAmount: cents,
        reference: payment.merchantOrderNo,
        refundFee: cents,
        payment,
        idempotencyKey,
      };
  }
}

// ---- reading a refund request on the server ----

/** What a POST /onlinePaymentRefund body asks for. */
export interface RefundTarget {
  kind: OrderPaymentKind;
  /** Our payment id when the body names it (paymentIntent, reference, payment.paymentId). */
  paymentId: string | null;
  orderNumber: string | null;
  orderDate: string | null;
  /** Cents. */
  amount: number;
}

type Parsed = { ok: true; target: RefundTarget } | { ok: false; message: string };

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A number or numeric text; null when absent or not a finite number. */
function amountOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/**
 * The kind, payment and amount (cents) of a refund body, by its provider-specific fields (§7):
 * reference → wallet; paymentIntent with payment → online, without → card; orderNumber → till.
 * §8 texts: 'Something went wrong with the amount' (no positive amount, or a minor-unit amount with
 * decimals, or a till amount with more than 2), 'Payment total amount is nil' (a wallet payment
 * without totalAmount), else 'Something went wrong with the refund'.
 */
export function refundRequestOf(body: {
  refundAmount?: unknown;
  paymentIntent?: string | null;
  orderDate?: string | null;
  payment?: Record<string, unknown> | null;
  orderNumber?: string | null;
  reference?: string | null;
  refundFee?: unknown;
}): Parsed {
  const raw = amountOf(body.refundAmount);
  const payment = body.payment ?? null;
  const orderDate = text(body.orderDate);
  const kind: OrderPaymentKind | null = text(body.reference)
    ? 'wallet'
    : text(body.paymentIntent)
      ? payment
        ? 'online'
        : 'card'
      : text(body.orderNumber)
        ? 'till'
        : null;
  if (!kind) return { ok: false, message: M.refundFailed };
  if (raw === null || raw <= 0) return { ok: false, message: M.refundAmountMissing };
  let amount: number;
  if (kind === 'till') {
    amount = toMinorUnits(raw);
    if (Math.abs(amount - raw * 100) > 1e-6) return { ok: false, message: M.refundAmountMissing };
  } else {
    if (!Number.isInteger(raw)) return { ok: false, message: M.refundAmountMissing };
    amount = raw;
  }
  if (kind === 'wallet') {
    if (amountOf(payment?.totalAmount) === null) return { ok: false, message: M.walletTotalMissing };
    const fee = amountOf(body.refundFee);
    if (fee !== null && fee !== amount) return { ok: false, message: M.refundAmountMissing };
  }
  const paymentId =
    kind === 'wallet'
      ? text(body.reference)
      : kind === 'till'
        ? text(payment?.paymentId)
        : text(body.paymentIntent);
  return {
    ok: true,
    target: {
      kind,
      paymentId,
      orderNumber: kind === 'till' ? text(body.orderNumber) : null,
      orderDate,
      amount,
    },
  };
}
