/** What `analyzeStaleTables` needs of a database: one statement at a time (both drivers). */
interface Queryable {
  query<T>(text: string, params: readonly unknown[]): Promise<T[]>;
}

/**
 * The tables of the public schema whose planner statistics are missing or stale (decision 0410):
 * never analysed with rows in them (reltuples -1; an empty table has nothing to analyse); grown by a fifth since the last analyse (pages on disk against the
 * pages the statistics saw, which both PostgreSQL and PGlite keep); or, where the statistics collector
 * counts them (PostgreSQL; PGlite does not), more rows changed since than autovacuum's own threshold
 * (50 + 10 %). A bulk load or a migration that fills a column makes a table stale by all of these.
 */
const STALE_SQL = `select c.relname as name
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
left join pg_stat_user_tables s on s.relid = c.oid
where n.nspname = 'public' and c.relkind in ('r', 'p')
  and ((c.reltuples < 0 and pg_relation_size(c.oid) > 0)
    or pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.2 + 8
    or coalesce(s.n_mod_since_analyze, 0) > 50 + 0.1 * greatest(c.reltuples, 0))
order by c.relname`;

/**
 * Analyses the tables whose statistics are missing or stale and answers their names. Run after the
 * start-up migrations and after bulk writes (the demo data and its history): a database that runs with
 * autovacuum late or off (and PGlite, which has none) otherwise plans short queries against tables it
 * believes empty or a tenth of their size — estimates in the millions, and on PostgreSQL the JIT compiler
 * for a query whose rows take under a millisecond. ANALYZE samples a bounded number of rows, so a table's
 * analyse takes a fraction of a second whatever its size; up-to-date tables are left alone.
 */
export async function analyzeStaleTables(database: Queryable): Promise<string[]> {
  const rows = await database.query<{ name: string }>(STALE_SQL, []);
  const names = rows.map((r) => r.name);
  // One table per statement: short steps (PGlite answers other work between them).
  for (const name of names) await database.query(`analyze "${name.replaceAll('"', '""')}"`, []);
  return names;
}
