import { PRINTING_MESSAGES as M, type PrintJob, type PrintJobStatus } from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { detectImage, MAX_IMAGE_BYTES } from '../images/image-content';
import { imageUrl, insertImages } from '../images/images.repository';
import { isReachable } from './print-plan';
import { findJob, findJobsPage, markJob, toPrintJob } from './print-queue.repository';
import { findPrinterByName } from './printers.repository';

/** GET /printJobs: a page of the restaurant's print jobs, newest first (the outbox and failed jobs). */
export async function listPrintJobs(
  deps: AppDeps,
  restaurantId: string,
  query: { status?: PrintJobStatus | 'problem'; page: number; pageSize: number },
): Promise<{ jobs: PrintJob[]; total: number }> {
  const { rows, total } = await findJobsPage(deps.database.db, restaurantId, query);
  return { jobs: rows.map(toPrintJob), total };
}

export async function getPrintJob(deps: AppDeps, restaurantId: string, id: string): Promise<PrintJob> {
  const row = await findJob(deps.database.db, restaurantId, id);
  if (!row) throw new AppError('NOT_FOUND', M.jobNotFound);
  return toPrintJob(row);
}

/**
 * POST /printJobs/{id}/retry: a failed, waiting or outbox job goes back to the queue with fresh
 * attempts, to its printer's current address (an outbox job whose printer now exists prints there).
 */
export async function retryPrintJob(deps: AppDeps, restaurantId: string, id: string): Promise<PrintJob> {
  const db = deps.database.db;
  const now = deps.now();
  const job = await db.transaction(async (tx) => {
    const row = await findJob(tx, restaurantId, id);
    if (!row) throw new AppError('NOT_FOUND', M.jobNotFound);
    if (!['failed', 'retrying', 'outbox'].includes(row.status))
      throw new AppError('BAD_REQUEST', M.jobNotRetryable);
    const printer = row.printerName ? await findPrinterByName(tx, restaurantId, row.printerName) : null;
    if (!isReachable(printer)) throw new AppError('BAD_REQUEST', M.jobNoPrinter);
    await markJob(
      tx,
      row.id,
      {
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        claimedAt: null,
        host: printer.ipAddress,
        port: printer.port,
      },
      now,
    );
    return (await findJob(tx, restaurantId, id))!;
  });
  return toPrintJob(job);
}

/** POST /restaurant/invoiceUpload: the invoice's picture (PNG or JPEG by its bytes); answers its URL. */
export async function uploadInvoiceImage(
  deps: AppDeps,
  restaurantId: string,
  bytes: Buffer,
): Promise<string> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('VALIDATION', M.uploadFailed);
  const content = detectImage(bytes);
  if (!content) throw new AppError('VALIDATION', M.imageFormat);
  const [id] = await insertImages(deps.database.db, [{ bytes, ...content, restaurantId }]);
  return imageUrl(id!);
}
