import { PAYMENT_MESSAGES } from '@rpos/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { OPEN_PAYMENT_STATUSES } from './payment-context';
import {
  findOrderById,
  findSettlement,
  insertPayment,
  type NewPaymentRow,
  type PaymentRow,
  updatePayment,
} from './payments.repository';

// One charge per order (docs/decisions/0390): an order or a booking deposit has at most one payment
// attempt in flight, whatever its idempotency key, on every provider and path. The guarantee is the
// database's (the partial unique index payments_in_flight_uq on the subject of in-flight attempts),
// so it holds across several server instances; an attempt for a subject already paid is refused.

/**
 * How long an attempt in flight holds its subject before a new one may take over (a diner who left a
 * 3-D Secure page or a hosted checkout open). The one taken over is cancelled; should it still be
 * captured, the capture is refunded automatically (payment-state.ts).
 */
export const ATTEMPT_LEASE_MS = 15 * 60_000;

/** Answered to a second attempt while one is in flight: not stored as the idempotency key's answer. */
export const inProgressError = (): AppError =>
  new AppError('CONFLICT', PAYMENT_MESSAGES.orderPaymentInProgress, { reason: 'paymentInProgress' });

export const alreadyPaidError = (): AppError =>
  new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid, { reason: 'alreadyPaid' });

/** True for the unique violation of payments_in_flight_uq (node-postgres and PGlite). */
export function isInFlightConflict(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code === '23505')
    return `${e.constraint ?? ''} ${e.message ?? ''}`.includes('payments_in_flight_uq') || !e.constraint;
  return e.cause ? isInFlightConflict(e.cause) : false;
}

/** The subject's attempt in flight, if any. */
export async function findInFlight(db: DbOrTx, subjectKey: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.subjectKey, subjectKey), inArray(payments.status, OPEN_PAYMENT_STATUSES)));
  return row;
}

/** True when the subject is paid: its order is no longer unpaid, or a payment settled it. */
async function isPaid(db: DbOrTx, row: Pick<NewPaymentRow, 'subjectKey' | 'orderId'>): Promise<boolean> {
  if (row.subjectKey.startsWith('order:') && row.orderId) {
    const order = await findOrderById(db, row.orderId);
    if (order && order.paymentStatus !== 'unpaid') return true;
  }
  if (row.subjectKey.startsWith('preauth:')) return false;
  return (await findSettlement(db, row.subjectKey)) !== undefined;
}

/**
 * An attempt that may be taken over at once: a drop-in attempt placeOrder started and nobody submitted
 * (nothing at the provider yet), or any attempt quiet for longer than the lease.
 */
function canTakeOver(open: PaymentRow, now: Date): boolean {
  const start = open.providerData.start as { kind?: string } | undefined;
  if (open.status === 'created' && start?.kind === 'dropIn') return true;
  return now.getTime() - open.updatedAt.getTime() > ATTEMPT_LEASE_MS;
}

/** Cancels an attempt in flight as superseded, if still as it was read; true when this call did. */
async function supersede(db: DbOrTx, open: PaymentRow, now: Date): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'cancelled', failureReason: 'superseded', updatedAt: now })
    .where(
      and(eq(payments.id, open.id), eq(payments.status, open.status), eq(payments.updatedAt, open.updatedAt)),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}

/**
 * Inserts a new payment attempt for its subject: refused with "This order is already paid" when the
 * subject is paid, and with "A payment for this order is in progress" while another attempt is in
 * flight (unless that one may be taken over: then it is cancelled and this one goes ahead).
 * `onSuperseded` lets the caller ask the provider to cancel the one taken over (best effort).
 */
export async function openAttempt(
  deps: AppDeps,
  row: NewPaymentRow,
  onSuperseded?: (old: PaymentRow) => Promise<void>,
): Promise<PaymentRow> {
  const db = deps.database.db;
  for (let tries = 0; tries < 4; tries++) {
    if (await isPaid(db, row)) throw alreadyPaidError();
    let inserted: PaymentRow;
    try {
      inserted = await insertPayment(db, row);
    } catch (err) {
      if (!isInFlightConflict(err)) throw err;
      const open = await findInFlight(db, row.subjectKey);
      if (!open) continue; // It finished meanwhile: look again.
      if (!canTakeOver(open, deps.now())) throw inProgressError();
      if (await supersede(db, open, deps.now())) await onSuperseded?.(open).catch(() => undefined);
      continue;
    }
    // Paid by an attempt that finished between the check and the insert: this one is not run.
    if (await isPaid(db, row)) {
      await updatePayment(db, inserted.id, {
        status: 'cancelled',
        failureReason: 'already paid',
        updatedAt: deps.now(),
      });
      throw alreadyPaidError();
    }
    return inserted;
  }
  throw inProgressError();
}
