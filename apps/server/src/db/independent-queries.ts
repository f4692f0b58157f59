import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Queries = readonly (() => PromiseLike<unknown>)[];
type Results<T extends Queries> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent queries side by side on the pool (each takes a connection of its own), but one
 * after another on a transaction: a transaction is one connection, and a connection runs one query at
 * a time (node-postgres 8 warns, 9 refuses; decision 82). Each query is a function, so that nothing
 * starts before its turn. Use this, never Promise.all, for queries on a DbOrTx.
 */
export async function independently<const T extends Queries>(db: DbOrTx, queries: T): Promise<Results<T>> {
  if (!is(db, PgTransaction)) return (await Promise.all(queries.map((run) => run()))) as Results<T>;
  const results: unknown[] = [];
  for (const run of queries) results.push(await run());
  return results as Results<T>;
}
