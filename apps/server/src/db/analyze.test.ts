import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import { analyzeStaleTables } from './analyze';
import type { Database } from './client';

// Planner statistics (decision 0410): a migrated database has them; a bulk load makes its table stale
// and analyseStaleTables brings it back, leaving up-to-date tables alone. On PostgreSQL, no JIT.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const reltuples = async (table: string) =>
  Number(
    (
      await database.query<{ n: number }>('select reltuples as n from pg_class where relname = $1', [table])
    )[0]!.n,
  );

describe('analyzeStaleTables', () => {
  it('finds nothing stale in a freshly migrated database (the migrate step analysed it)', async () => {
    expect(await analyzeStaleTables(database)).toEqual([]);
  });

  it('analyses a table after a bulk load, then leaves it alone', async () => {
    await database.query('create table analyze_probe (id int primary key, note text)', []);
    expect(await analyzeStaleTables(database)).toEqual([]);
    await database.query(
      "insert into analyze_probe select n, repeat('x', 40) from generate_series(1, 5000) n",
      [],
    );
    expect(await analyzeStaleTables(database)).toEqual(['analyze_probe']);
    expect(await reltuples('analyze_probe')).toBe(5000);
    expect(await analyzeStaleTables(database)).toEqual([]);
    // Filling a column rewrites every row (a migration's data fill): stale again.
    await database.query("update analyze_probe set note = repeat('y', 40)", []);
    expect(await analyzeStaleTables(database)).toEqual(['analyze_probe']);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('runs every PostgreSQL connection with JIT off', async () => {
    const [row] = await database.query<{ jit: string }>('show jit', []);
    expect(row?.jit).toBe('off');
  });
});
