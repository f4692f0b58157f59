import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';

// Decision 0586: the statistics job analyses a table that a bulk write made stale, and leaves the
// others alone (PGlite by default; DATABASE_URL runs it on PostgreSQL).
const t = await buildTestApp({ statisticsSeconds: 3600 });

const stats = async (table: string) =>
  (
    await t.deps.database.query<{ reltuples: number }>(
      `select reltuples::float8 as reltuples from pg_class where relname = $1`,
      [table],
    )
  )[0]!.reltuples;

describe('the statistics job', () => {
  it('analyses a table grown by a bulk write since its last analyse', async () => {
    await t.deps.database.query('analyze job_leases', []);
    const before = await stats('job_leases');
    // Five thousand rows at once, as a bulk write through the API would add (menus copied to many
    // restaurants): the statistics still describe the table before it.
    await t.deps.database.query(
      `insert into job_leases (name, next_run_at, holder)
         select 'bulk-' || g, now() + interval '1 day', 'statistics test' from generate_series(1, 5000) g`,
      [],
    );
    expect(await stats('job_leases')).toBe(before);
    expect(await t.app.jobs.tick('statistics')).toBe(true);
    await t.app.jobs.settled();
    expect(await stats('job_leases')).toBeGreaterThanOrEqual(4900);
  });
});
