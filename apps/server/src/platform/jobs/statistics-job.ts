import type { FastifyInstance } from 'fastify';
import { analyzeStaleTables } from '../../db/analyze';
import { scheduleLeasedJob } from './scheduled-jobs';

/**
 * Every `everySeconds` (0: never), once across instances (decision 0490): analyses the tables whose
 * planner statistics went stale since the last look (decision 0586). Writes made through the API in
 * bulk — a menu copied or sent to fifty restaurants, tables added by range, a day of orders — leave the
 * statistics of a fresh install behind when autovacuum is late or off (and PGlite has none); the
 * planner then scans every restaurant's rows for one restaurant's menu. The look itself is one catalog
 * query; an up-to-date table is left alone. No tick at start: the start-up migrations analyse already.
 */
export function scheduleStatistics(app: FastifyInstance, everySeconds: number): void {
  if (everySeconds <= 0) return;
  scheduleLeasedJob(app, {
    name: 'statistics',
    everyMs: everySeconds * 1000,
    failure: 'statistics: analysing stale tables failed',
    run: async () => {
      const analysed = await analyzeStaleTables(app.deps.database);
      if (analysed.length > 0) app.log.info({ analysed }, 'statistics: stale tables analysed');
    },
  });
}
