import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { type JobName, trackJob } from '../metrics/metrics';
import { claimJobLease } from './job-leases.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs of this instance (platform/jobs, decision 0490). */
    jobs: ScheduledJobs;
  }
}

export interface ScheduledJobs {
  /**
   * One tick of the job now, as its timer would: runs it when this instance gets the job's lease and
   * no run of it is in progress here; answers whether it ran.
   */
  tick(name: JobName): Promise<boolean>;
  /** Resolves when no job of this instance is running (close waits for it too). */
  settled(): Promise<void>;
}

export interface ScheduledJob {
  name: JobName;
  /** The timer's period; the lease lasts 90 % of it, so a late tick of the holder still finds it free. */
  everyMs: number;
  /** An extra first tick this long after the server is ready (0: at once; none: the timer's first). */
  firstTickMs?: number;
  run: () => Promise<unknown>;
  /** Logged when the run fails. */
  failure: string;
}

/** This process among the instances (in job_leases.holder). */
const HOLDER = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

interface JobEntry {
  tick: () => Promise<boolean>;
  /** The run in progress, if any. */
  current: Promise<boolean> | null;
}
const jobsByApp = new WeakMap<FastifyInstance, Map<JobName, JobEntry>>();

function jobsOf(app: FastifyInstance): Map<JobName, JobEntry> {
  let jobs = jobsByApp.get(app);
  if (!jobs) {
    const mine = new Map<JobName, JobEntry>();
    jobs = mine;
    jobsByApp.set(app, mine);
    app.decorate('jobs', {
      async tick(name: JobName) {
        const job = mine.get(name);
        if (!job) throw new Error(`No scheduled job ${name}`);
        return job.tick();
      },
      async settled() {
        for (const j of mine.values()) await j.current;
      },
    });
  }
  return jobs;
}

/**
 * Runs a periodic job on every instance's timer but once across instances (decision 0490): each tick
 * first claims the job's lease row (one statement, on PostgreSQL and PGlite alike), and only the
 * instance that gets it runs the job; a tick while this instance still runs it is skipped. Starts
 * when the app is ready, stops on close.
 */
export function scheduleLeasedJob(app: FastifyInstance, job: ScheduledJob): void {
  const entry: JobEntry = { current: null, tick: async () => false };
  const run = async (): Promise<boolean> => {
    try {
      if (!(await claimJobLease(app.deps.database, job.name, job.everyMs * 0.9, HOLDER))) return false;
      await trackJob(job.name, job.run);
      return true;
    } catch (err) {
      app.log.error({ err }, job.failure);
      return false;
    }
  };
  entry.tick = () => {
    if (entry.current) return Promise.resolve(false);
    const current = run().finally(() => {
      entry.current = null;
    });
    entry.current = current;
    return current;
  };
  const tick = entry.tick;
  jobsOf(app).set(job.name, entry);
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), job.everyMs);
    timer.unref();
    if (job.firstTickMs === 0) void tick();
    else if (job.firstTickMs !== undefined) first = setTimeout(() => void tick(), job.firstTickMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(first);
    await entry.current;
  });
}
