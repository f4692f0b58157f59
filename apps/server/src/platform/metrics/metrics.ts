import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (decision 0471): one registry per process, as Prometheus sees one
 * target per instance. Counters and histograms are fed where things happen; the gauges that read the
 * database (print queue, docket lag, pool) are set by GET /metrics just before it answers.
 */
export const registry = new Registry();
// Node's own: event-loop lag (nodejs_eventloop_lag_seconds and its percentiles), heap, GC, handles, CPU.
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const registers = [registry];

export const metrics = {
  httpDuration: new Histogram({
    name: 'rpos_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  }),
  info: new Gauge({
    name: 'rpos_info',
    help: 'Always 1; the database kind (pglite, postgres) as a label, for alert rules that depend on it',
    labelNames: ['database'] as const,
    registers,
  }),
  dbUp: new Gauge({
    name: 'rpos_db_up',
    help: '1 when the database answered the last scrape, else 0',
    registers,
  }),
  dbPoolConnections: new Gauge({
    name: 'rpos_db_pool_connections',
    help: 'PostgreSQL pool connections by state (max, total, idle, in_use); PGlite is one connection',
    labelNames: ['state'] as const,
    registers,
  }),
  dbPoolWaiting: new Gauge({
    name: 'rpos_db_pool_waiting_requests',
    help: 'Queries waiting for a free pool connection',
    registers,
  }),
  dbPoolAcquire: new Histogram({
    name: 'rpos_db_pool_acquire_seconds',
    help: 'Time to get a connection from the PostgreSQL pool',
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers,
  }),
  printJobs: new Gauge({
    name: 'rpos_print_queue_jobs',
    help: 'Print jobs waiting to be sent, by status (pending, sending, retrying)',
    labelNames: ['status'] as const,
    registers,
  }),
  printRequestsPending: new Gauge({
    name: 'rpos_print_requests_pending',
    help: 'Accepted orders not yet turned into print jobs',
    registers,
  }),
  docketLag: new Gauge({
    name: 'rpos_print_docket_lag_seconds',
    help: 'Age of the oldest kitchen docket (or accepted order) not yet printed; 0 when none waits',
    registers,
  }),
  printerUp: new Gauge({
    name: 'rpos_printer_up',
    help: '1 when the last send to the printer (host:port) succeeded, 0 when it failed',
    labelNames: ['printer'] as const,
    registers,
  }),
  printerSends: new Counter({
    name: 'rpos_printer_sends_total',
    help: 'Sends to network printers by outcome',
    labelNames: ['outcome'] as const,
    registers,
  }),
  sseConnections: new Gauge({
    name: 'rpos_sse_connections',
    help: 'Open Server-Sent Events streams (diner pages, staff screens)',
    registers,
  }),
  payments: new Counter({
    name: 'rpos_payments_total',
    help: 'Online payments reaching an outcome, by provider, method and outcome',
    labelNames: ['provider', 'method', 'outcome'] as const,
    registers,
  }),
  jobRuns: new Counter({
    name: 'rpos_job_runs_total',
    help: 'Background job runs by job and outcome (ok, failed)',
    labelNames: ['job', 'outcome'] as const,
    registers,
  }),
  jobDuration: new Histogram({
    name: 'rpos_job_duration_seconds',
    help: 'Background job run time',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers,
  }),
  backupLastSuccess: new Gauge({
    name: 'rpos_backup_last_success_timestamp_seconds',
    help: 'When the last backup through this server finished (Unix time); 0 when none since start and none found',
    registers,
  }),
  backupLastBytes: new Gauge({
    name: 'rpos_backup_last_size_bytes',
    help: 'Size of the last backup file',
    registers,
  }),
};

/** The background jobs that report their runs (rpos_job_runs_total{job}). */
export type JobName =
  | 'housekeeping'
  | 'report_refresh'
  | 'birthday_vouchers'
  | 'print_queue'
  | 'backup'
  | 'statistics';

/** Runs one background job, counting its run and outcome and timing it; the error goes on up. */
export async function trackJob<T>(job: JobName, run: () => Promise<T>): Promise<T> {
  const end = metrics.jobDuration.startTimer({ job });
  try {
    const result = await run();
    metrics.jobRuns.inc({ job, outcome: 'ok' });
    return result;
  } catch (err) {
    metrics.jobRuns.inc({ job, outcome: 'failed' });
    throw err;
  } finally {
    end();
  }
}
