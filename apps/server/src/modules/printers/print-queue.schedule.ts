import type { FastifyInstance } from 'fastify';
import { createPrintQueue, type PrintQueue } from './print-queue.service';
import { createTcpTransport, type PrinterTransport } from './printer-transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** The print queue's worker (modules/printers). */
    printQueue: PrintQueue;
  }
}

/**
 * Decorates the app with its print queue and, when PRINT_QUEUE_MS > 0, runs it on a timer once the
 * server is ready; the timer stops on close. A run already going is never doubled.
 */
export function registerPrintQueue(
  app: FastifyInstance,
  transport: PrinterTransport = createTcpTransport(),
): void {
  const queue = createPrintQueue(app.deps, transport, app.log);
  app.decorate('printQueue', queue);
  const every = app.deps.config.printQueueMs;
  if (every <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await queue.runOnce();
    } catch (err) {
      app.log.error({ err }, 'printing: the print queue run failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), every);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await queue.idle();
  });
}
