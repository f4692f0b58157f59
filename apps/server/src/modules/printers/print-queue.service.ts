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
} from './print-queue.repository';
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
  /** Turns accepted orders into jobs, fails interrupted sends, sends what is due. */
  runOnce(): Promise<{ planned: number; printed: number; failed: number }>;
  /** Runs soon (after a bill print or a retry) without waiting for the timer. */
  kick(): void;
  /** Resolves when the current run (if any) ends. */
  idle(): Promise<void>;
}

/**
 * The durable print queue's worker (decisions 0288, 0289). Any number of instances may run against
 * one database: requests and jobs are claimed with FOR UPDATE SKIP LOCKED, and a job's 'sending' state
 * is committed before its bytes leave, so a stop never makes it print twice.
 */
export function createPrintQueue(
  deps: AppDeps,
  transport: PrinterTransport,
  log: FastifyBaseLogger,
): PrintQueue {
  const db = deps.database.db;
  let current: Promise<{ planned: number; printed: number; failed: number }> | null = null;

  async function planRequests(): Promise<number> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const orderIds = await claimPrintRequests(tx, 20);
      let planned = 0;
      for (const orderId of orderIds) {
        const data = await loadOrderForPrint(tx, orderId);
        if (data) {
          const restaurantId = data.order.restaurantId;
          const settings = await findPrintSettings(tx, restaurantId);
          const printers = await findPrinterRows(tx, restaurantId);
          const zones = await findZoneRows(tx, restaurantId);
          const specs = planOrderJobs(data, settings, printers, zones);
          await insertJobs(
            tx,
            specs.map((s) => jobRowOf(restaurantId, s, data.order, now)),
          );
          planned += specs.length;
        }
        await markRequestDone(tx, orderId, now);
      }
      return planned;
    });
  }

  async function send(job: PrintJobRow): Promise<boolean> {
    try {
      await transport.send(job.host!, job.port!, Buffer.from(job.payload, 'base64'));
      const now = deps.now();
      await markJob(db, job.id, { status: 'printed', printedAt: now, lastError: null }, now);
      return true;
    } catch (err) {
      const now = deps.now();
      const message = `${job.printerName ?? 'Printer'} (${job.host}:${job.port}): ${(err as Error).message}`;
      const last = job.attempts >= PRINT_MAX_ATTEMPTS;
      await markJob(
        db,
        job.id,
        {
          status: last ? 'failed' : 'retrying',
          lastError: message,
          nextAttemptAt: new Date(now.getTime() + backoffMs(job.attempts)),
        },
        now,
      );
      log.warn({ jobId: job.id, attempts: job.attempts }, `print job not sent: ${message}`);
      return false;
    }
  }

  async function run() {
    const planned = await planRequests();
    const now = deps.now();
    await failInterruptedJobs(db, new Date(now.getTime() - PRINT_SEND_LEASE_MS), now, INTERRUPTED_MESSAGE);
    const claimed = await db.transaction((tx) => claimDueJobs(tx, now, 20));
    let printed = 0;
    for (const job of claimed) if (await send(job)) printed++;
    return { planned, printed, failed: claimed.length - printed };
  }

  const queue: PrintQueue = {
    async runOnce() {
      while (current) await current.catch(() => undefined);
      current = run();
      try {
        return await current;
      } finally {
        current = null;
      }
    },
    kick() {
      // With no timer (tests) runs are explicit: nothing runs behind a test's back.
      if (deps.config.printQueueMs <= 0) return;
      setImmediate(() => {
        queue.runOnce().catch((err) => log.error({ err }, 'print queue run failed'));
      });
    },
    async idle() {
      while (current) await current.catch(() => undefined);
    },
  };
  return queue;
}
