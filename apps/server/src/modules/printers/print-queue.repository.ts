import type { PrintJob, PrintJobStatus } from '@rpos/domain';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { printJobs, printRequests } from '../../db/schema';

export type PrintJobRow = typeof printJobs.$inferSelect;
export type NewPrintJob = typeof printJobs.$inferInsert;

export function toPrintJob(row: PrintJobRow): PrintJob {
  return {
    id: row.id,
    document: row.document,
    title: row.title,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    printerName: row.printerName,
    status: row.status,
    attempts: row.attempts,
    copies: row.copies,
    lastError: row.lastError,
    nextAttemptAt: ['pending', 'retrying'].includes(row.status) ? row.nextAttemptAt.toISOString() : null,
    printedAt: row.printedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    preview: row.preview,
  };
}

/** Accepted orders not yet turned into jobs, locked for this transaction (other workers skip them). */
export async function claimPrintRequests(tx: DbOrTx, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ orderId: printRequests.orderId })
    .from(printRequests)
    .where(eq(printRequests.status, 'pending'))
    .orderBy(asc(printRequests.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.orderId);
}

export async function markRequestDone(tx: DbOrTx, orderId: string, now: Date): Promise<void> {
  await tx
    .update(printRequests)
    .set({ status: 'done', processedAt: now })
    .where(eq(printRequests.orderId, orderId));
}

export async function insertJobs(tx: DbOrTx, jobs: NewPrintJob[]): Promise<PrintJobRow[]> {
  if (jobs.length === 0) return [];
  return tx.insert(printJobs).values(jobs).returning();
}

/**
 * Claims due jobs: locked with SKIP LOCKED, then marked 'sending' with the claim time and one more
 * attempt, and committed by the caller before any byte leaves (decision 0289).
 */
export async function claimDueJobs(tx: DbOrTx, now: Date, limit: number): Promise<PrintJobRow[]> {
  const due = await tx
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(and(inArray(printJobs.status, ['pending', 'retrying']), lte(printJobs.nextAttemptAt, now)))
    .orderBy(asc(printJobs.nextAttemptAt), asc(printJobs.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(printJobs)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${printJobs.attempts} + 1`, updatedAt: now })
    .where(
      inArray(
        printJobs.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
}

export async function markJob(
  db: DbOrTx,
  id: string,
  fields: Partial<
    Pick<
      PrintJobRow,
      'status' | 'lastError' | 'nextAttemptAt' | 'printedAt' | 'claimedAt' | 'attempts' | 'host' | 'port'
    >
  >,
  now: Date,
): Promise<void> {
  await db
    .update(printJobs)
    .set({ ...fields, updatedAt: now })
    .where(eq(printJobs.id, id));
}

/**
 * Jobs left 'sending' by a process that stopped mid-send: whether the paper came out is unknown, so
 * they become 'failed' for staff to look at and send again, never sent again by themselves.
 */
export async function failInterruptedJobs(
  db: DbOrTx,
  claimedBefore: Date,
  now: Date,
  message: string,
): Promise<number> {
  const rows = await db
    .update(printJobs)
    .set({ status: 'failed', lastError: message, updatedAt: now })
    .where(and(eq(printJobs.status, 'sending'), lte(printJobs.claimedAt, claimedBefore)))
    .returning({ id: printJobs.id });
  return rows.length;
}

function statusFilter(status: PrintJobStatus | 'problem' | undefined) {
  if (!status) return undefined;
  if (status === 'problem') return inArray(printJobs.status, ['failed', 'retrying']);
  return eq(printJobs.status, status);
}

/** A page of the restaurant's jobs, newest first, and how many there are. */
export async function findJobsPage(
  db: DbOrTx,
  restaurantId: string,
  query: { status?: PrintJobStatus | 'problem'; page: number; pageSize: number },
): Promise<{ rows: PrintJobRow[]; total: number }> {
  const where = and(eq(printJobs.restaurantId, restaurantId), statusFilter(query.status));
  const rows = await db
    .select()
    .from(printJobs)
    .where(where)
    .orderBy(desc(printJobs.createdAt), desc(printJobs.id))
    .limit(query.pageSize)
    .offset(query.page * query.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(printJobs).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findJob(db: DbOrTx, restaurantId: string, id: string): Promise<PrintJobRow | null> {
  const [row] = await db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.restaurantId, restaurantId), eq(printJobs.id, id)));
  return row ?? null;
}
