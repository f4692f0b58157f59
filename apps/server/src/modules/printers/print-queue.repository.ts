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
 * attempt, and committed by the caller before any byte leaves (decision 0289). At most `perPrinter`
 * jobs of one printer per claim, oldest first, and none of the printers in `busy` (host:port keys of
 * printers this process is still sending to), or only those of `printer` (a lane claiming its next jobs):
 * a slow or down printer never holds a batch up (decision 0411).
 */
export async function claimDueJobs(
  tx: DbOrTx,
  now: Date,
  limit: number,
  options: { perPrinter?: number; busy?: readonly string[]; printer?: string } = {},
): Promise<PrintJobRow[]> {
  const perPrinter = options.perPrinter ?? limit;
  // A text[] literal (drizzle would spread an array into a list), each key quoted.
  const busy = `{${(options.busy ?? []).map((k) => `"${k.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  // The window picks each printer's oldest due jobs; the outer select locks them (FOR UPDATE cannot
  // go with a window) and checks the status again, as another worker may have claimed them meanwhile.
  const due = (await tx.execute(sql`select j.id from print_jobs j
    where j.id in (
      select d.id from (
        select p.id, row_number() over (partition by p.host, p.port
          order by p.next_attempt_at, p.created_at) as n, p.next_attempt_at, p.created_at
        from print_jobs p
        where p.status in ('pending', 'retrying') and p.next_attempt_at <= ${now.toISOString()}::timestamptz
          and not (coalesce(p.host, '') || ':' || coalesce(p.port, 0)::text = any(${busy}::text[]))
          and (${options.printer ?? null}::text is null
            or coalesce(p.host, '') || ':' || coalesce(p.port, 0)::text = ${options.printer ?? null})
      ) d where d.n <= ${perPrinter}
      order by d.next_attempt_at, d.created_at limit ${limit})
      and j.status in ('pending', 'retrying')
    order by j.next_attempt_at, j.created_at
    for update skip locked`)) as unknown as { rows: { id: string }[] };
  if (due.rows.length === 0) return [];
  const rows = await tx
    .update(printJobs)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${printJobs.attempts} + 1`, updatedAt: now })
    .where(
      inArray(
        printJobs.id,
        due.rows.map((d) => d.id),
      ),
    )
    .returning();
  return rows.sort(
    (a, b) =>
      a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime(),
  );
}

/**
 * Jobs claimed but not tried, given back after their printer failed on an earlier job of the same
 * claim: due again with that job's retry, their claim's attempt not counted.
 */
export async function releaseJobs(db: DbOrTx, ids: readonly string[], nextAttemptAt: Date, now: Date) {
  if (ids.length === 0) return;
  await db
    .update(printJobs)
    .set({
      status: sql`case when ${printJobs.attempts} > 1 then 'retrying' else 'pending' end`,
      attempts: sql`${printJobs.attempts} - 1`,
      claimedAt: null,
      nextAttemptAt,
      updatedAt: now,
    })
    .where(and(inArray(printJobs.id, [...ids]), eq(printJobs.status, 'sending')));
}

/** The key of a job's printer among the busy ones. */
export const printerKey = (job: Pick<PrintJobRow, 'host' | 'port'>): string =>
  `${job.host ?? ''}:${job.port ?? 0}`;

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
