// bench/rush.ts's integrity checks and docket lag, read from the database (PostgreSQL) once the print
// queue has caught up (at most a minute after the run), and each paid bill read back through the API.
import pg from 'pg';
import type { ApiClient } from './rush-api';
import type { RushRun } from './rush-run';

export interface Checks {
  acknowledged: number;
  onExactlyOneBill: number;
  billsChecked: number;
  billsAddingUp: number;
  /** Accepted orders of the run (QR orders and POS adds) at restaurants with a printer: each printed exactly once. */
  acceptedOrders: number;
  printedOnce: number;
  printedTwice: number;
  notPrinted: number;
  docketLagMs: { p50: number; p95: number; p99: number; max: number } | null;
}

/** Each acknowledged order on exactly one bill, each paid bill adding up, each accepted order printed once. */
export async function checkIntegrity(
  dbUrl: string,
  run: RushRun,
  staff: Map<string, ApiClient[]>,
): Promise<Checks> {
  await new Promise((r) => setTimeout(r, 1000));
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const one = await db.query<{ n: number }>(
    `select count(*)::int as n from (select o.id from orders o join transaction_orders l on l.order_id = o.id
      where o.order_number = any($1) group by o.id having count(*) = 1) x`,
    [run.acknowledged],
  );
  const printedNow = () =>
    db.query<{ once: number; twice: number; none: number; accepted: number }>(
      `with mine as (select o.id from orders o join transaction_orders l on l.order_id = o.id and l.is_accepted
        where o.order_number = any($1)),
      jobs as (select m.id, count(j.id) filter (where j.document = 'KitchenDocket' and j.status = 'printed') as n
        from mine m left join print_jobs j on j.order_id = m.id group by m.id)
     select count(*)::int as accepted, count(*) filter (where n = 1)::int as once,
            count(*) filter (where n > 1)::int as twice, count(*) filter (where n = 0)::int as none from jobs`,
      [run.docketed],
    );
  // The print queue catches up after the arrivals stop: wait for it (up to a minute) before counting a
  // docket as never printed.
  let printed = await printedNow();
  for (let waited = 0; printed.rows[0]!.none > 0 && waited < 60; waited++) {
    await new Promise((r) => setTimeout(r, 1000));
    printed = await printedNow();
  }
  const lag = await db.query<{ p50: number; p95: number; p99: number; max: number }>(
    `select percentile_cont(0.5) within group (order by ms) as p50, percentile_cont(0.95) within group (order by ms) as p95,
            percentile_cont(0.99) within group (order by ms) as p99, max(ms) as max
       from (select (extract(epoch from min(j.printed_at) - o.order_time) * 1000)::float8 as ms
         from orders o join print_jobs j on j.order_id = o.id and j.printed_at is not null
        where o.order_number = any($1) group by o.id, o.order_time) x`,
    [run.acknowledged],
  );
  await db.end();
  // Each paid bill adds up: what was paid is the sum of its payments, and nothing is left to pay.
  let adding = 0;
  for (const [bill, restaurant] of run.billsPaid) {
    const r = await staff.get(restaurant)![0]!.call<{
      transaction: {
        balance: number;
        billPaid: boolean;
        totals: { paid: number };
        paymentTypes: { paymentAmount: number }[];
      };
    }>('GET', `/transaction/${bill}`);
    const t = r.body.transaction;
    const sum = t.paymentTypes.reduce((n, p) => n + p.paymentAmount, 0);
    if (r.status === 200 && t.billPaid && t.balance === 0 && t.totals.paid === sum) adding++;
  }
  const row = printed.rows[0]!;
  const l = lag.rows[0];
  return {
    acknowledged: run.acknowledged.length,
    onExactlyOneBill: one.rows[0]!.n,
    billsChecked: run.billsPaid.size,
    billsAddingUp: adding,
    acceptedOrders: row.accepted,
    printedOnce: row.once,
    printedTwice: row.twice,
    notPrinted: row.none,
    docketLagMs: l && l.p50 !== null ? { p50: l.p50, p95: l.p95, p99: l.p99, max: l.max } : null,
  };
}

export const integrityHeld = (c: Checks | null) =>
  c !== null &&
  c.onExactlyOneBill === c.acknowledged &&
  c.billsAddingUp === c.billsChecked &&
  c.printedTwice === 0 &&
  c.notPrinted === 0;
