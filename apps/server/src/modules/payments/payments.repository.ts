import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  orders,
  paymentProviderAccounts,
  paymentRefunds,
  paymentSettlements,
  payments,
  type restaurants,
} from '../../db/schema';
import { findOrderByNumber } from '../orders/orders.repository';
import type { ProviderAccount } from './payment-provider';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type RefundRow = typeof paymentRefunds.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type RestaurantRow = typeof restaurants.$inferSelect;

// ---- restaurants and orders (read here, written only to mark payment state) ----

/** An order of the restaurant by id, or else by order number. */
export async function findOrderByReference(
  db: DbOrTx,
  restaurantId: string,
  reference: string,
): Promise<OrderRow | undefined> {
  const [byId] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, reference)));
  return byId ?? findOrderByNumber(db, restaurantId, reference);
}

export async function findOrderById(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * Unpaid → paid; a pendingPayment order goes to the kitchen (placed). True when this call marked it;
 * false for an order already paid or cancelled (abandoned before the payment came: see housekeeping).
 */
export async function markOrderPaid(tx: DbOrTx, orderId: string): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      status: sql`case when ${orders.status} = 'pendingPayment' then 'placed' else ${orders.status} end`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'unpaid'), ne(orders.status, 'cancelled')))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** paid → refunded (everything captured was refunded). */
export async function markOrderRefunded(tx: DbOrTx, orderId: string): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: 'refunded' })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'paid')));
}

// ---- provider accounts ----

export async function listProviderAccounts(db: DbOrTx, restaurantId: string): Promise<ProviderAccount[]> {
  const rows = await db
    .select()
    .from(paymentProviderAccounts)
    .where(
      and(eq(paymentProviderAccounts.restaurantId, restaurantId), eq(paymentProviderAccounts.isActive, true)),
    );
  return rows.map((r) => ({ provider: r.provider, accountId: r.accountId, settings: r.settings }));
}

// ---- payments ----

export async function insertPayment(db: DbOrTx, row: NewPaymentRow): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  return inserted!;
}

export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The row, locked until the transaction ends (serialises state changes of one payment). */
export async function lockPayment(tx: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function findPaymentByProviderReference(
  db: DbOrTx,
  provider: PaymentRow['provider'],
  providerReference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerReference, providerReference)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function updatePayment(
  tx: DbOrTx,
  id: string,
  set: Partial<NewPaymentRow>,
): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(set).where(eq(payments.id, id)).returning();
  return row!;
}

/** The order's latest payment attempt (optionally of some methods). */
export async function latestPaymentForOrder(
  db: DbOrTx,
  orderId: string,
  methods?: PaymentRow['method'][],
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), methods ? inArray(payments.method, methods) : undefined))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

/**
 * Takes over the order's attempt started by placeOrder and not yet submitted ('created' → 'pending')
 * for a drop-in submit; undefined when there is none (the submit then starts a new attempt).
 */
export async function claimCreatedPayment(
  db: DbOrTx,
  c: { orderId: string; provider: PaymentRow['provider']; method: PaymentRow['method']; now: Date },
): Promise<PaymentRow | undefined> {
  const [candidate] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, c.orderId),
        eq(payments.provider, c.provider),
        eq(payments.method, c.method),
        eq(payments.status, 'created'),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!candidate) return undefined;
  const [row] = await db
    .update(payments)
    .set({ status: 'pending', updatedAt: c.now })
    .where(and(eq(payments.id, candidate.id), eq(payments.status, 'created')))
    .returning();
  return row;
}

// ---- settlements: a subject is paid once ----

/** Records that this payment settled its subject; false when another payment already had. */
export async function insertSettlement(tx: DbOrTx, subjectKey: string, paymentId: string): Promise<boolean> {
  const rows = await tx
    .insert(paymentSettlements)
    .values({ subjectKey, paymentId })
    .onConflictDoNothing()
    .returning({ paymentId: paymentSettlements.paymentId });
  if (rows.length === 1) return true;
  const [existing] = await tx
    .select()
    .from(paymentSettlements)
    .where(eq(paymentSettlements.subjectKey, subjectKey));
  return existing?.paymentId === paymentId;
}

export async function findSettlement(db: DbOrTx, subjectKey: string): Promise<string | undefined> {
  const [row] = await db
    .select()
    .from(paymentSettlements)
    .where(eq(paymentSettlements.subjectKey, subjectKey));
  return row?.paymentId;
}

// ---- refunds ----

export async function insertRefund(tx: DbOrTx, row: typeof paymentRefunds.$inferInsert): Promise<RefundRow> {
  const [inserted] = await tx.insert(paymentRefunds).values(row).returning();
  return inserted!;
}

/** Inserts a refund reported by webhook unless its provider refund id is known; the row when inserted. */
export async function insertRefundOnce(
  tx: DbOrTx,
  row: typeof paymentRefunds.$inferInsert,
): Promise<RefundRow | undefined> {
  const [inserted] = await tx.insert(paymentRefunds).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findRefund(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row;
}

export async function findRefundByProviderId(
  db: DbOrTx,
  provider: RefundRow['provider'],
  providerRefundId: string,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.provider, provider), eq(paymentRefunds.providerRefundId, providerRefundId)));
  return row;
}

/** Moves a refund from one of `from` to `to`; the row when this call moved it. */
export async function moveRefund(
  tx: DbOrTx,
  id: string,
  from: RefundRow['status'][],
  set: { status: RefundRow['status']; providerRefundId?: string; failureReason?: string; updatedAt: Date },
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(paymentRefunds)
    .set(set)
    .where(and(eq(paymentRefunds.id, id), inArray(paymentRefunds.status, from)))
    .returning();
  return row;
}

/** The latest refund of a payment by one user since a moment (of that amount when given), not failed. */
export async function findRecentRefund(
  db: DbOrTx,
  q: { paymentId: string; amount?: number; requestedBy: string; since: Date },
): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.paymentId, q.paymentId),
        eq(paymentRefunds.requestedBy, q.requestedBy),
        ne(paymentRefunds.status, 'failed'),
        gte(paymentRefunds.createdAt, q.since),
        q.amount === undefined ? undefined : eq(paymentRefunds.amount, q.amount),
      ),
    )
    .orderBy(desc(paymentRefunds.createdAt))
    .limit(1);
  return row;
}

export async function listRefunds(db: DbOrTx, paymentId: string): Promise<RefundRow[]> {
  return db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
}

/** Adds (or with a negative amount, releases) refunded cents on a payment. */
export async function addRefunded(
  tx: DbOrTx,
  paymentId: string,
  amount: number,
  now: Date,
): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ refundedAmount: sql`greatest(0, ${payments.refundedAmount} + ${amount})`, updatedAt: now })
    .where(eq(payments.id, paymentId))
    .returning();
  return row!;
}
