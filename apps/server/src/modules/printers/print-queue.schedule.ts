import type { FastifyInstance } from 'fastify';
import { createPrintQueue, type PrintQueue } from './print-queue.service';
import { createTcpTransport, type PrinterTransport } from './printer-transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** The print queue's worker (modules/printers). */
    printQueue: PrintQueue;
  }
}

/** The channel a commit that makes print requests notifies (the print_requests trigger, decision 0411). */
export const PRINT_CHANNEL = 'rpos_print';

/**
 * Decorates the app with its print queue and, when PRINT_QUEUE_MS > 0, runs it whenever a commit made
 * print requests (LISTEN on the trigger's NOTIFY: any instance's commit wakes every instance, and the
 * first to claim a request prints it) and on a timer for retries and anything a wake-up missed; both
 * stop on close. Runs are never doubled: kicks during a run fold into one more run after it.
 */
export function registerPrintQueue(
  app: FastifyInstance,
  transport: PrinterTransport = app.deps.printerTransport ?? createTcpTransport(),
): void {
  const queue = createPrintQueue(app.deps, transport, app.log);
  app.decorate('printQueue', queue);
  const every = app.deps.config.printQueueMs;
  if (every <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await app.deps.database.listen(PRINT_CHANNEL, () => queue.kick());
    timer = setInterval(() => queue.kick(), every);
    timer.unref();
    queue.kick();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await unlisten?.();
    await queue.stop();
  });
}
