import { cardLast4, nextPaymentStatus, PAYMENT_MESSAGES, type PaymentAttemptStatus } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { metrics } from '../../platform/metrics/metrics';
import { publishBillChanged, unloggedPublisher } from '../transactions/bill-events';
import { type BillChange, recordOnlineOrderPayment } from '../transactions/bill-payments.service';
import type { CardSummary } from './payment-provider';
import {
  findOrderById,
  insertSettlement,
  lockPayment,
  markOrderPaid,
  type NewPaymentRow,
  type PaymentRow,
  updatePayment,
} from './payments.repository';

/** A status report for a payment, from a provider answer or a webhook. */
export interface PaymentUpdate {
  status: PaymentAttemptStatus;
  providerReference?: string | null;
  /** Captured minor units (authorised or captured reports). */
  capturedAmount?: number;
  card?: CardSummary;
  providerData?: Record<string, unknown>;
  reason?: string;
  /** Apply only while the payment is in one of these statuses (the sandbox pages' buttons). */
  onlyFrom?: PaymentAttemptStatus[];
}

export interface AppliedUpdate {
  payment: PaymentRow;
  /** This update moved the payment to authorised. */
  becameAuthorised: boolean;
  /** It then found its subject already paid by another payment: flagged needsRefund. */
  flaggedForRefund: boolean;
}

const FAILED: PaymentAttemptStatus[] = ['refused', 'cancelled', 'error'];

/**
 * What a booking deposit's success does to its booking, registered by the bookings module (payments
 * does not import it). Runs in the payment's transaction; `refund: true` flags the payment
 * needsRefund (the booking could not be kept); `afterCommit` runs once the change is committed.
 */
export type BookingDepositSettledHook = (
  deps: AppDeps,
  tx: DbOrTx,
  bookingId: string,
) => Promise<{ refund?: boolean; afterCommit?: () => Promise<void> }>;
let bookingDepositSettled: BookingDepositSettledHook | null = null;
/** Registers the one booking-deposit hook (the bookings module calls this at start-up). */
export function onBookingDepositSettled(hook: BookingDepositSettledHook): void {
  bookingDepositSettled = hook;
}

/**
 * What follows a capture flagged needsRefund (the subject was already paid: decision 0390): the
 * refunds service refunds it through its provider. Registered by the payments routes at start-up
 * (the refunds service reads payment rows this file writes; it is not imported here).
 */
export type DuplicateCaptureHook = (deps: AppDeps, paymentId: string) => Promise<void>;
let duplicateCapture: DuplicateCaptureHook | null = null;
export function onDuplicateCapture(hook: DuplicateCaptureHook): void {
  duplicateCapture = hook;
}

/**
 * Applies a status report to a payment, monotonically (docs/decisions/0034): the row is locked, the
 * status only moves up its rank (a late 'pending' never undoes 'authorised'), the captured amount
 * only grows. When the payment becomes authorised it settles its subject: the first payment of an
 * order marks the order paid (and placed); a later one, or one for an order cancelled meanwhile, is
 * flagged needsRefund and refunded automatically through its provider (decision 0390). Runs in its own transaction (a savepoint when `db` is one).
 */
export async function applyPaymentUpdate(
  deps: AppDeps,
  db: DbOrTx,
  paymentId: string,
  update: PaymentUpdate,
): Promise<AppliedUpdate> {
  const now = deps.now();
  let afterCommit: (() => Promise<void>) | undefined;
  let billChange = null as BillChange | null;
  let outcome: PaymentAttemptStatus | null = null;
  const applied = await db.transaction(async (tx) => {
    const row = await lockPayment(tx, paymentId);
    if (!row) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
    if (update.onlyFrom && !update.onlyFrom.includes(row.status))
      return { payment: row, becameAuthorised: false, flaggedForRefund: false };
    const next = nextPaymentStatus(row.status, update.status);
    const set: Partial<NewPaymentRow> = { updatedAt: now };
    if (update.providerReference && !row.providerReference) set.providerReference = update.providerReference;
    if (update.providerData) set.providerData = { ...row.providerData, ...update.providerData };
    if (update.card?.last4 && !row.last4) set.last4 = cardLast4(update.card.last4).slice(-4) || null;
    if (update.card?.brand && !row.brand) set.brand = update.card.brand.slice(0, 30);
    const becameAuthorised = next === 'authorised' && row.status !== 'authorised';
    if (next !== row.status) {
      set.status = next;
      if (next === 'authorised' || FAILED.includes(next)) outcome = next;
      if (FAILED.includes(next)) set.failureReason = update.reason?.slice(0, 300) ?? null;
    }
    if (becameAuthorised) {
      set.authorisedAt = now;
      set.failureReason = null;
      set.capturedAmount = row.isPreAuth
        ? (update.capturedAmount ?? 0)
        : (update.capturedAmount ?? row.amount);
    } else if (
      next === 'authorised' &&
      update.capturedAmount !== undefined &&
      update.capturedAmount > row.capturedAmount
    ) {
      set.capturedAmount = update.capturedAmount;
    }
    if (set.capturedAmount !== undefined)
      set.capturedAmount = Math.min(Math.max(0, set.capturedAmount), row.amount);
    let payment = await updatePayment(tx, row.id, set);
    let flaggedForRefund = false;
    if (becameAuthorised && !row.isPreAuth) {
      const settled = await insertSettlement(tx, row.subjectKey, row.id);
      // A second success for one subject, or one for an order cancelled while its payment was under
      // way (abandoned, decision 88), takes no money: it is flagged for refund.
      const taken = settled && (!row.orderId || (await markOrderPaid(tx, row.orderId)));
      if (taken && row.orderId) {
        // The paid order lands on its bill with its payment (decision 0133), in this transaction.
        const order = await findOrderById(tx, row.orderId);
        if (order)
          billChange = await recordOnlineOrderPayment(tx, {
            order,
            paymentId: row.id,
            amount: payment.capturedAmount || payment.amount,
            now,
          });
      }
      if (taken && row.bookingId && bookingDepositSettled) {
        const outcome = await bookingDepositSettled(deps, tx, row.bookingId);
        afterCommit = outcome.afterCommit;
        if (outcome.refund) {
          payment = await updatePayment(tx, row.id, { needsRefund: true, updatedAt: now });
          flaggedForRefund = true;
        }
      }
      if (!taken) {
        payment = await updatePayment(tx, row.id, { needsRefund: true, updatedAt: now });
        flaggedForRefund = true;
      }
    }
    return { payment, becameAuthorised, flaggedForRefund };
  });
  if (outcome)
    metrics.payments.inc({ provider: applied.payment.provider, method: applied.payment.method, outcome });
  if (billChange) {
    const { restaurantId, ...data } = billChange;
    const publish = () => publishBillChanged(unloggedPublisher(deps.events), restaurantId, data);
    // Inside an outer transaction the commit comes later: the staff screens reload a moment early.
    if (db === deps.database.db) await publish();
    else void publish();
  }
  if (applied.flaggedForRefund && applied.payment.capturedAmount > 0 && duplicateCapture) {
    const hook = duplicateCapture;
    const refund = () => hook(deps, paymentId).catch(() => undefined);
    // Inside an outer transaction (webhooks) the refund waits for the payment row, until the commit.
    if (db === deps.database.db) await refund();
    else void refund();
  }
  if (afterCommit) {
    // Inside an outer transaction (webhooks) the commit comes later: do not wait for it here.
    if (db === deps.database.db) await afterCommit().catch(() => undefined);
    else void afterCommit().catch(() => undefined);
  }
  return applied;
}
