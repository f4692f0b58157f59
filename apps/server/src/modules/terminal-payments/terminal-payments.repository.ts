import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { terminalPayments } from '../../db/schema';

export type TerminalPaymentRow = typeof terminalPayments.$inferSelect;
type Status = TerminalPaymentRow['status'];

export async function findTerminalPayment(
  db: DbOrTx,
  restaurantId: string,
  id: string,
): Promise<TerminalPaymentRow | null> {
  const [row] = await db
    .select()
    .from(terminalPayments)
    .where(and(eq(terminalPayments.restaurantId, restaurantId), eq(terminalPayments.id, id)));
  return row ?? null;
}

export async function findTerminalPaymentByRequest(
  db: DbOrTx,
  restaurantId: string,
  requestId: string,
): Promise<TerminalPaymentRow | null> {
  const [row] = await db
    .select()
    .from(terminalPayments)
    .where(and(eq(terminalPayments.restaurantId, restaurantId), eq(terminalPayments.requestId, requestId)));
  return row ?? null;
}

export async function insertTerminalPayment(
  db: DbOrTx,
  row: typeof terminalPayments.$inferInsert,
): Promise<void> {
  await db.insert(terminalPayments).values(row);
}

/**
 * Moves a terminal payment on from one of these statuses; answers the row when this call moved it,
 * null when another did first (the claim that makes an outcome count once, decision 0572).
 */
export async function moveTerminalPayment(
  db: DbOrTx,
  id: string,
  from: readonly Status[],
  values: Partial<Pick<TerminalPaymentRow, 'status' | 'message' | 'reference' | 'cancelRequested'>>,
  now: Date,
): Promise<TerminalPaymentRow | null> {
  const [row] = await db
    .update(terminalPayments)
    .set({ ...values, updatedAt: now })
    .where(and(eq(terminalPayments.id, id), inArray(terminalPayments.status, [...from])))
    .returning();
  return row ?? null;
}

/** The payment this restaurant has in flight on this terminal, if any. */
export async function findInFlightOnTerminal(
  db: DbOrTx,
  restaurantId: string,
  terminalId: string,
): Promise<TerminalPaymentRow | null> {
  const [row] = await db
    .select()
    .from(terminalPayments)
    .where(
      and(
        eq(terminalPayments.restaurantId, restaurantId),
        eq(terminalPayments.terminalId, terminalId),
        inArray(terminalPayments.status, ['pending', 'recording']),
      ),
    );
  return row ?? null;
}
