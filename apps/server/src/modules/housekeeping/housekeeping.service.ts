import type { FastifyInstance } from 'fastify';
import { trackJob } from '../../platform/metrics/metrics';
import { purgeExpired } from './housekeeping.repository';

/** Runs purgeExpired when the server is ready and then every `everyMinutes` (0: never); stops on close. */
export function scheduleHousekeeping(app: FastifyInstance, everyMinutes: number): void {
  if (everyMinutes <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const removed = await trackJob('housekeeping', () =>
        purgeExpired(app.deps.database.db, app.deps.now()),
      );
      app.log.info({ removed }, 'housekeeping: expired rows purged');
    } catch (err) {
      app.log.error({ err }, 'housekeeping failed');
    }
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), everyMinutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
