import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PrinterTransport } from '../../modules/printers/printer-transport';
import { redactUrl } from '../logging';
import { metrics, registry, trackJob } from './metrics';

/** Whether the Authorization header carries the metrics token (compared in constant time). */
function hasToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

interface QueueFigures {
  requests: number;
  request_age: number | null;
  docket_age: number | null;
}

/** The gauges read from the database and the process at scrape time. */
async function collectGauges(app: FastifyInstance): Promise<void> {
  const { database } = app.deps;
  metrics.info.set({ database: database.kind }, 1);
  const pool = database.poolStats?.() ?? { max: 1, total: 1, idle: 1, waiting: 0 };
  metrics.dbPoolConnections.set({ state: 'max' }, pool.max);
  metrics.dbPoolConnections.set({ state: 'total' }, pool.total);
  metrics.dbPoolConnections.set({ state: 'idle' }, pool.idle);
  metrics.dbPoolConnections.set({ state: 'in_use' }, pool.total - pool.idle);
  metrics.dbPoolWaiting.set(pool.waiting);
  try {
    // Docket lag: the oldest kitchen docket not printed yet, or the oldest accepted order not yet made
    // into jobs. Jobs in the outbox (no printer set up) wait by design and are not lag.
    const [q] = await database.query<QueueFigures>(
      `select (select count(*) from print_requests where status = 'pending')::int as requests,
              (select extract(epoch from now() - min(created_at)) from print_requests
                where status = 'pending')::float8 as request_age,
              (select extract(epoch from now() - min(created_at)) from print_jobs
                where status in ('pending', 'sending', 'retrying')
                  and document in ('KitchenDocket', 'DishCategory'))::float8 as docket_age`,
      [],
    );
    const jobs = await database.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from print_jobs
        where status in ('pending', 'sending', 'retrying') group by status`,
      [],
    );
    metrics.dbUp.set(1);
    metrics.printRequestsPending.set(q?.requests ?? 0);
    metrics.docketLag.set(Math.max(0, q?.request_age ?? 0, q?.docket_age ?? 0));
    for (const status of ['pending', 'sending', 'retrying'])
      metrics.printJobs.set({ status }, jobs.find((j) => j.status === status)?.n ?? 0);
  } catch (err) {
    metrics.dbUp.set(0);
    app.log.warn({ err }, 'metrics: the database did not answer');
  }
}

/**
 * GET /metrics (Prometheus text format) on the app's port, only with `Authorization: Bearer
 * METRICS_TOKEN`; without a token configured it answers 404 like any unknown path (decision 0471).
 */
export function registerMetricsRoute(app: FastifyInstance): void {
  const token = app.deps.config.metricsToken;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.code(404).send({ code: 'NOT_FOUND', message: 'No route GET /metrics' });
    if (!hasToken(request.headers.authorization, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 'UNAUTHORIZED', message: 'Bearer token needed' });
    await collectGauges(app);
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}

/**
 * One log line and one latency observation per request, when it ends: route pattern, status,
 * restaurant acted on, time. The URL goes through redactUrl; bodies and headers are never logged.
 */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      seconds,
    );
    request.log.info(
      {
        method: request.method,
        route,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        restaurantId: request.actor?.restaurantId ?? null,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}

/** The printer transport, recording each send's outcome (rpos_printer_up{printer="host:port"}). */
export function withPrinterMetrics(transport: PrinterTransport): PrinterTransport {
  return {
    async send(host, port, bytes) {
      const printer = `${host}:${port}`;
      try {
        await transport.send(host, port, bytes);
        metrics.printerUp.set({ printer }, 1);
        metrics.printerSends.inc({ outcome: 'ok' });
      } catch (err) {
        metrics.printerUp.set({ printer }, 0);
        metrics.printerSends.inc({ outcome: 'failed' });
        throw err;
      }
    },
  };
}

/** Counts the print queue's runs (timer, kick and explicit) as a background job. */
export function trackPrintQueueRuns(app: FastifyInstance): void {
  const runOnce = app.printQueue.runOnce.bind(app.printQueue);
  app.printQueue.runOnce = (options) => trackJob('print_queue', () => runOnce(options));
}
