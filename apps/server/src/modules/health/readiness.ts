import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDeps } from '../../platform/deps';

type Check = 'ok' | 'failed' | 'not configured';

const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<T>((_, fail) => setTimeout(() => fail(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);

/** How many migrations this build ships (drizzle's journal), read once. */
const shipped = new Map<string, number>();
function shippedMigrations(dir: string): number {
  let n = shipped.get(dir);
  if (n === undefined) {
    const journal = JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    n = journal.entries.length;
    shipped.set(dir, n);
  }
  return n;
}

/** Database reachable, every shipped migration applied, Redis answering when configured. */
export async function checkReadiness(
  deps: AppDeps,
): Promise<{ database: Check; migrations: Check; redis: Check }> {
  let database: Check = 'ok';
  let migrations: Check = 'ok';
  try {
    await within(2000, deps.database.ping());
    const [row] = await within(
      2000,
      deps.database.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations', []),
    );
    if ((row?.n ?? 0) < shippedMigrations(deps.config.migrationsDir)) migrations = 'failed';
  } catch {
    database = 'failed';
    migrations = 'failed';
  }
  let redis: Check = 'not configured';
  if (deps.events.ping)
    redis = await within(2000, deps.events.ping()).then(
      () => 'ok' as const,
      () => 'failed' as const,
    );
  return { database, migrations, redis };
}
