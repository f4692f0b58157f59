import pg from 'pg';

/**
 * A setup file of the server tests (it matters with DATABASE_URL): a query sent on a node-postgres connection
 * that is still running another one raises a process warning, which fail-on-warning.ts turns into a
 * failed test. node-postgres 8 warns only from the third query at once, and once per process;
 * pg 9 refuses the second. The warning names the statement, since the stack shows only driver frames.
 */
type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const proto = pg.Client.prototype as unknown as { query: Query; _getActiveQuery?: () => unknown };
if (typeof proto._getActiveQuery !== 'function')
  throw new Error('node-postgres changed: update src/test/one-query-per-connection.ts');
const query = proto.query;

proto.query = function (this: pg.Client, ...args: unknown[]) {
  const busy = (this as unknown as { _getActiveQuery(): unknown })._getActiveQuery();
  if (busy) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    process.emitWarning(
      `a query was sent on a connection that is still running another one: ${String(text).slice(0, 300)}`,
      { code: 'RPOS_CONCURRENT_QUERY' },
    );
  }
  return query.apply(this, args);
};
