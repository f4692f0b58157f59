import type { FastifyInstance } from 'fastify';
import { scheduleLeasedJob } from '../../platform/jobs/scheduled-jobs';
import { purgeExpired } from './housekeeping.repository';

/**
 * Runs purgeExpired when the server is ready and then every `everyMinutes` (0: never), once across
 * instances (decision 0490); stops on close.
 */
export function scheduleHousekeeping(app: FastifyInstance, everyMinutes: number): void {
  if (everyMinutes <= 0) return;
  scheduleLeasedJob(app, {
    name: 'housekeeping',
    everyMs: everyMinutes * 60_000,
    firstTickMs: 0,
    failure: 'housekeeping failed',
    run: async () => {
      const removed = await purgeExpired(app.deps.database.db, app.deps.now());
      app.log.info({ removed }, 'housekeeping: expired rows purged');
    },
  });
}
