import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { newId } from '../../platform/ids';
import { renderEscPos, renderPreview } from './escpos-render';
import { labelLanguageOf, renderLabelPreview, renderTspl, renderZpl } from './label-render';
import { loadOrderForPrint } from './print-order.repository';
import { isDemoAddress, isReachable, type JobSpec, planOrderJobs } from './print-plan';
import {
  claimDueJobs,
  claimPrintRequests,
  failInterruptedJobs,
  insertJobs,
  markJob,
  markRequestDone,
  type NewPrintJob,
  type PrintJobRow,
  printerKey,
  releaseJobs,
} from './print-queue.repository';
import { planRound, releaseOverdueRounds } from './print-rounds';
import { findPrintSettings } from './print-settings.repository';
import type { PrinterTransport } from './printer-transport';
import { findZoneRows } from './printer-zones.repository';
import { findPrinterRows } from './printers.repository';

/** Tries before a job is left 'failed' for staff (about 25 minutes of backoff in all). */
export const PRINT_MAX_ATTEMPTS = 10;
/** A job 'sending' longer than this was cut off by a stop: failed, never re-sent by itself. */
export const PRINT_SEND_LEASE_MS = 60_000;
export const INTERRUPTED_MESSAGE =
  'Interrupted while sending: check whether it printed, then send it again if needed';

/** Wait before attempt n+1: 5 s, 10 s, 20 s... at most 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5000 * 2 ** Math.max(0, attempts - 1), 300_000);
}

/**
 * The bytes and preview of a planned document: labels in the label printer's language (TSPL, ZPL;
 * decision 0345), everything else (and labels for a receipt printer) as ESC/POS.
 */
function rendered(spec: JobSpec, language: number): { payload: Uint8Array; preview: string } {
  if (spec.labels) {
    const preview = renderLabelPreview(spec.labels, language);
    const kind = labelLanguageOf(spec.printer?.brand);
    if (kind === 'tspl') return { payload: renderTspl(spec.labels, language, spec.copies), preview };
    if (kind === 'zpl') return { payload: renderZpl(spec.labels, language, spec.copies), preview };
    return { payload: renderEscPos(spec.doc, language, spec.copies), preview };
  }
  return { payload: renderEscPos(spec.doc, language, spec.copies), preview: renderPreview(spec.doc) };
}

/** The job row of a planned document: its bytes and preview; outbox when no printer can take it. */
export function jobRowOf(
  restaurantId: string,
  spec: JobSpec,
  order: { id: string; orderNumber: string } | null,
  now: Date,
): NewPrintJob {
  const reachable = isReachable(spec.printer);
  const language = spec.printer?.epsonLanguage ?? 2;
  let reason: string | null = null;
  if (!spec.printerName) reason = 'No printer is set up for this document';
  else if (!spec.printer) reason = `Printer ${spec.printerName} does not exist`;
  else if (isDemoAddress(spec.printer.ipAddress))
    reason = `Printer ${spec.printerName} has a documentation address (${spec.printer.ipAddress}): its jobs stay in the outbox`;
  else if (!reachable) reason = `Printer ${spec.printerName} is not a network printer`;
  const { payload, preview } = rendered(spec, language);
  return {
    id: newId(),
    restaurantId,
    orderId: order?.id ?? null,
    orderNumber: order?.orderNumber ?? null,
    document: spec.document,
    title: spec.doc.title,
    printerName: spec.printer?.printerName ?? spec.printerName,
    host: reachable ? spec.printer!.ipAddress : null,
    port: reachable ? spec.printer!.port : null,
    payload: Buffer.from(payload).toString('base64'),
    preview,
    copies: spec.copies,
    status: reachable ? 'pending' : 'outbox',
    lastError: reason,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

export interface PrintQueue {
  /**
   * Turns accepted orders into jobs, fails interrupted sends, sends what is due, and waits for those
   * sends (tests and explicit runs); `kick` runs it with `{ wait: false }`, so a wrapper of this
   * method (the job metrics) sees every run.
   */
  runOnce(options?: { wait?: boolean }): Promise<{ planned: number; printed: number; failed: number }>;
  /** Runs soon (a commit made a print request, a bill print, a retry) without waiting for the timer. */
  kick(): void;
  /** Resolves when the current run (if any) and every send under way end. */
  idle(): Promise<void>;
  /** No more runs from kicks (the app closes); resolves when idle. */
  stop(): Promise<void>;
}

/** Orders planned, and jobs claimed, per transaction: a backlog is worked through batch after batch. */
export const PRINT_BATCH = 50;
/** Jobs of one printer per claim (sent one after another on its lane). */
export const PRINT_PER_PRINTER = 10;
/** Batches per run at most (a run never goes on for ever while orders keep coming). */
const MAX_BATCHES = 20;

type Counts = { planned: number; printed: number; failed: number };

/**
 * The durable print queue's worker (decisions 0288, 0289, 0411). Any number of instances may run
 * against one database: requests and jobs are claimed with FOR UPDATE SKIP LOCKED, and a job's
 * 'sending' state is committed before its bytes leave, so a stop never makes it print twice. Each
 * printer has a lane of its own: its jobs go one after another, other printers' jobs do not wait for
 * it, and when one of its jobs fails the rest of that claim go back to wait for the retry.
 */
export function createPrintQueue(
  deps: AppDeps,
  transport: PrinterTransport,
  log: FastifyBaseLogger,
): PrintQueue {
  const db = deps.database.db;
  let current: Promise<Counts> | null = null;
  /** Printer key → the sends under way on it. */
  const lanes = new Map<string, Promise<void>>();
  let pumping = false;
  let again = false;
  let stopped = false;

  type Setup = [
    Awaited<ReturnType<typeof findPrintSettings>>,
    Awaited<ReturnType<typeof findPrinterRows>>,
    Awaited<ReturnType<typeof findZoneRows>>,
  ];

  /** One batch of accepted orders into jobs; answers how many requests it took and jobs it made. */
  async function planBatch(): Promise<{ requests: number; jobs: number }> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const orderIds = await claimPrintRequests(tx, PRINT_BATCH);
      // A restaurant's settings, printers and zones once per batch, not once per order.
      const setups = new Map<string, Setup>();
      let jobs = 0;
      for (const orderId of orderIds) {
        let data = await loadOrderForPrint(tx, orderId);
        // A table's round prints as one docket (decision 0597): held, already printed, or all of it now.
        const round = data ? await planRound(tx, data, now) : ({ kind: 'alone' } as const);
        if (round.kind === 'hold') continue;
        if (round.kind === 'printed') data = null;
        if (round.kind === 'together') data = round.data;
        if (data) {
          const restaurantId = data.order.restaurantId;
          let setup = setups.get(restaurantId);
          if (!setup) {
            setup = [
              await findPrintSettings(tx, restaurantId),
              await findPrinterRows(tx, restaurantId),
              await findZoneRows(tx, restaurantId),
            ];
            setups.set(restaurantId, setup);
          }
          const specs = planOrderJobs(data, ...setup);
          await insertJobs(
            tx,
            specs.map((s) => jobRowOf(restaurantId, s, data.order, now)),
          );
          jobs += specs.length;
        }
        await markRequestDone(tx, orderId, now);
      }
      return { requests: orderIds.length, jobs };
    });
  }

  async function send(job: PrintJobRow): Promise<{ ok: boolean; retryAt: Date }> {
    try {
      await transport.send(job.host!, job.port!, Buffer.from(job.payload, 'base64'));
      const now = deps.now();
      await markJob(db, job.id, { status: 'printed', printedAt: now, lastError: null }, now);
      return { ok: true, retryAt: now };
    } catch (err) {
      const now = deps.now();
      const message = `${job.printerName ?? 'Printer'} (${job.host}:${job.port}): ${(err as Error).message}`;
      const last = job.attempts >= PRINT_MAX_ATTEMPTS;
      const retryAt = new Date(now.getTime() + backoffMs(job.attempts));
      await markJob(
        db,
        job.id,
        { status: last ? 'failed' : 'retrying', lastError: message, nextAttemptAt: retryAt },
        now,
      );
      log.warn({ jobId: job.id, attempts: job.attempts }, `print job not sent: ${message}`);
      return { ok: false, retryAt };
    }
  }

  /**
   * Sends one printer's claimed jobs in order on its lane, then claims that printer's next due jobs
   * and goes on until none is due (its backlog never waits for a run). When a send fails, the rest of
   * the claim is given back to wait for the retry and the lane ends.
   */
  function dispatch(key: string, first: PrintJobRow[], counts: Counts): Promise<void> {
    const lane = (async () => {
      let jobs = first;
      while (jobs.length > 0) {
        for (let i = 0; i < jobs.length; i++) {
          const sent = await send(jobs[i]!);
          if (sent.ok) counts.printed++;
          else {
            counts.failed++;
            const rest = jobs.slice(i + 1).map((j) => j.id);
            await releaseJobs(db, rest, sent.retryAt, deps.now());
            return;
          }
        }
        if (stopped) return;
        jobs = await db.transaction((tx) =>
          claimDueJobs(tx, deps.now(), PRINT_PER_PRINTER, { printer: key }),
        );
      }
    })();
    const tracked = lane
      .catch((err) => log.error({ err }, 'printing: a printer lane failed'))
      .finally(() => {
        if (lanes.get(key) === tracked) lanes.delete(key);
      });
    lanes.set(key, tracked);
    return tracked;
  }

  async function run(wait: boolean): Promise<Counts> {
    const counts: Counts = { planned: 0, printed: 0, failed: 0 };
    // Tables' rounds whose wait is over go to the kitchen with what was ordered (decision 0597).
    await db.transaction((tx) => releaseOverdueRounds(tx, deps.now()));
    for (let b = 0; b < MAX_BATCHES; b++) {
      const batch = await planBatch();
      counts.planned += batch.jobs;
      if (batch.requests < PRINT_BATCH) break;
    }
    const now = deps.now();
    await failInterruptedJobs(db, new Date(now.getTime() - PRINT_SEND_LEASE_MS), now, INTERRUPTED_MESSAGE);
    const started: Promise<void>[] = [];
    for (let b = 0; b < MAX_BATCHES; b++) {
      const claimed = await db.transaction((tx) =>
        claimDueJobs(tx, now, PRINT_BATCH, { perPrinter: PRINT_PER_PRINTER, busy: [...lanes.keys()] }),
      );
      const byPrinter = new Map<string, PrintJobRow[]>();
      for (const job of claimed)
        byPrinter.set(printerKey(job), [...(byPrinter.get(printerKey(job)) ?? []), job]);
      for (const [key, jobs] of byPrinter) started.push(dispatch(key, jobs, counts));
      if (claimed.length < PRINT_BATCH) break;
    }
    // Lanes never fail (their errors are logged) and each uses the pool, not a transaction of ours.
    if (wait) for (const lane of started) await lane;
    return counts;
  }

  async function serialised(wait: boolean): Promise<Counts> {
    while (current) await current.catch(() => undefined);
    current = run(wait);
    try {
      return await current;
    } finally {
      current = null;
    }
  }

  const queue: PrintQueue = {
    runOnce: (options) => serialised(options?.wait ?? true),
    kick() {
      // With no timer (tests) runs are explicit: nothing runs behind a test's back.
      if (deps.config.printQueueMs <= 0 || stopped) return;
      // Kicks while a run goes are folded into one more run after it.
      if (pumping) {
        again = true;
        return;
      }
      pumping = true;
      setImmediate(async () => {
        try {
          do {
            again = false;
            await queue.runOnce({ wait: false });
          } while (again && !stopped);
        } catch (err) {
          log.error({ err }, 'printing: the print queue run failed');
        } finally {
          pumping = false;
        }
      });
    },
    async idle() {
      while (current || lanes.size > 0) {
        await current?.catch(() => undefined);
        for (const lane of [...lanes.values()]) await lane;
      }
    },
    async stop() {
      stopped = true;
      while (pumping) await new Promise((r) => setTimeout(r, 5));
      await queue.idle();
    },
  };
  return queue;
}
