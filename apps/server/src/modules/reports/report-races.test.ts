import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactionPayments } from '../../db/schema';
import { newId } from '../../platform/ids';
import { buildTestApp } from '../../test/test-app';
import { fixtureRestaurant, writeBill, writeOrder } from './report-fixture';
import { refreshDirtyDays, refreshRestaurantDays } from './report-refresh';
import { rowsOf } from './reports.repository';

// The rollups under concurrent writes and reads (decision 0190). On PostgreSQL (DATABASE_URL) the
// writers and readers really run at once on a pool of connections; on PGlite they interleave.

const t = await buildTestApp();
const DAY = '2026-04-05';
let fx: Awaited<ReturnType<typeof fixtureRestaurant>>;
let R: string;

beforeAll(async () => {
  fx = await fixtureRestaurant(t, 'Races');
  R = fx.restaurant.id;
});

/** The day's figures from the rollups and straight from the raw rows. */
async function figures() {
  const [rolled] = await rowsOf<{ sales: number; dishes: number; slots: number }>(
    t.db,
    sql`select (select coalesce(sum(sales), 0) from report_day_totals where restaurant_id = ${R})::float8 as sales,
               (select coalesce(sum(quantity), 0) from report_dish_days where restaurant_id = ${R} and basis = 'bill' and not is_option)::float8 as dishes,
               (select coalesce(sum(amount), 0) from report_payment_slots where restaurant_id = ${R})::float8 as slots`,
  );
  const [raw] = await rowsOf<{ sales: number; dishes: number }>(
    t.db,
    sql`select (select coalesce(sum(p.payment_amount), 0) from transaction_payments p join transactions b on b.id = p.transaction_id
                where b.restaurant_id = ${R} and b.status <> 'deleted')::float8 as sales,
               (select coalesce(sum(i.quantity), 0) from order_items i join orders o on o.id = i.order_id
                join transaction_orders tor on tor.order_id = o.id join transactions b on b.id = tor.transaction_id
                where o.restaurant_id = ${R} and b.status <> 'deleted' and not i.is_voided_dish)::float8 as dishes`,
  );
  return { rolled: rolled!, raw: raw! };
}

const minuteOf = (i: number) => new Date(Date.parse(`${DAY}T00:00:00Z`) + i * 60_000).toISOString();

describe('concurrent writes and report reads', () => {
  it('ends with rollups equal to the raw rows, every write counted once', async () => {
    const writers = Array.from({ length: 40 }, (_, i) =>
      writeOrder(
        t,
        R,
        {
          at: minuteOf(i),
          origin: 'local',
          kind: 'dinein',
          lines: [{ ...fx.harGow, quantity: 1 + (i % 3) }],
        },
        {
          type: 'dinein',
          tableNo: String(1 + (i % 6)),
          payments: [{ type: i % 2 ? 'CASH' : 'EFTPOS', amount: 1850 * (1 + (i % 3)), at: minuteOf(i) }],
        },
      ),
    );
    const readers = Array.from({ length: 40 }, () =>
      refreshRestaurantDays(t.db, R, '2026-04-04', '2026-04-06'),
    );
    await Promise.all([...writers, ...readers]);
    // Whatever committed after a reader's claim is still logged: one more read brings it in.
    await refreshRestaurantDays(t.db, R, '2026-04-04', '2026-04-06');
    const { rolled, raw } = await figures();
    expect(rolled.sales).toBe(raw.sales);
    expect(rolled.slots).toBe(raw.sales);
    expect(rolled.dishes).toBe(raw.dishes);
    expect(raw.sales).toBe(1850 * (14 * 1 + 13 * 2 + 13 * 3));
    const [left] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from report_dirty_days where restaurant_id = ${R}`,
    );
    expect(left!.n).toBe(0);
  });

  it('two readers of one dirty day rebuild it once, the second waits and finds it done', async () => {
    await writeBill(
      t,
      R,
      { type: 'takeaway', payments: [{ type: 'CASH', amount: 100, at: minuteOf(100) }] },
      minuteOf(100),
    );
    const done = await Promise.all([
      refreshRestaurantDays(t.db, R, DAY, DAY),
      refreshRestaurantDays(t.db, R, DAY, DAY),
      refreshDirtyDays(t.db),
    ]);
    expect(done.reduce((a, b) => a + b, 0)).toBe(1);
    const { rolled, raw } = await figures();
    expect(rolled.sales).toBe(raw.sales);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a write committing during a rebuild (PostgreSQL)', () => {
  it('a write not yet committed when a rebuild claims its day stays logged, and counts at the next read', async () => {
    const billId = await writeBill(t, R, { type: 'takeaway', payments: [] }, minuteOf(200));
    await refreshRestaurantDays(t.db, R, DAY, DAY);
    let commit!: () => void;
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let inserted!: () => void;
    const wrote = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const writer = t.db.transaction(async (tx) => {
      await tx.insert(transactionPayments).values({
        id: newId(),
        transactionId: billId,
        restaurantId: R,
        type: 'CASH',
        paymentAmount: 777,
        merchantAmount: 777,
        time: new Date(minuteOf(201)),
        createdBy: 'race',
      });
      inserted();
      await held;
    });
    await wrote;
    const before = (await figures()).rolled.sales;
    // The rebuild runs (and commits) while the payment is written but not committed: it cannot see it.
    await refreshRestaurantDays(t.db, R, DAY, DAY);
    expect((await figures()).rolled.sales).toBe(before);
    commit();
    await writer;
    const [logged] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from report_dirty_days where restaurant_id = ${R} and day = ${DAY}::date`,
    );
    expect(logged!.n).toBeGreaterThan(0);
    await refreshRestaurantDays(t.db, R, DAY, DAY);
    expect((await figures()).rolled.sales).toBe(before + 777);
  });

  it('a write that commits while a rebuild waits for its day is in that rebuild', async () => {
    const billId = await writeBill(t, R, { type: 'takeaway', payments: [] }, minuteOf(300));
    await refreshRestaurantDays(t.db, R, DAY, DAY);
    const before = (await figures()).rolled.sales;
    let release!: () => void;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Another session holds the day's rebuild lock, as a rebuild in progress would.
    const other = t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${R}), ${DAY}::date - date '2000-01-01')`);
      locked();
      await hold;
    });
    await isLocked;
    await t.db.insert(transactionPayments).values({
      id: newId(),
      transactionId: billId,
      restaurantId: R,
      type: 'CASH',
      paymentAmount: 555,
      merchantAmount: 555,
      time: new Date(minuteOf(301)),
      createdBy: 'race',
    });
    const reader = refreshRestaurantDays(t.db, R, DAY, DAY);
    release();
    await other;
    expect(await reader).toBe(1);
    expect((await figures()).rolled.sales).toBe(before + 555);
  });
});
