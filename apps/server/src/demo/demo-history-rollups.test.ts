import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../modules/reports/reports.repository';
import { buildTestApp } from '../test/test-app';
import { seedDemoHistory } from './demo-history';
import { seedDemoDataIfEmpty } from './seed';

// The demo history is loaded in bulk past the reports' triggers (PGlite): the seed rebuilds the
// rollups of its days, so the dashboard shows the history at once and nothing is left to rebuild.

const t = await buildTestApp();
const NOW = new Date('2025-06-01T19:00:00Z');

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  await seedDemoHistory(t.deps.database, { now: NOW, days: 6 });
});

describe('the demo history and the report rollups', () => {
  it('leaves every day rebuilt: the rollups equal the raw rows, day by day', async () => {
    const rolled = await rowsOf<{ restaurant_id: string; day: string; sales: number }>(
      t.db,
      sql`select restaurant_id, day::text as day, sales::float8 as sales from report_day_totals where sales > 0
          order by 1, 2`,
    );
    const raw = await rowsOf<{ restaurant_id: string; day: string; sales: number }>(
      t.db,
      sql`select b.restaurant_id, (p.time at time zone r.timezone)::date::text as day, sum(p.payment_amount)::float8 as sales
          from transaction_payments p join transactions b on b.id = p.transaction_id
          join restaurants r on r.id = b.restaurant_id
          where b.status <> 'deleted' group by 1, 2 order by 1, 2`,
    );
    expect(raw.length).toBeGreaterThanOrEqual(10);
    expect(rolled).toEqual(raw);
    const [dishes] = await rowsOf<{ rolled: number; raw: number }>(
      t.db,
      sql`select (select sum(quantity) from report_dish_days where basis = 'order' and not is_option)::float8 as rolled,
                 (select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                  where o.status in ('placed', 'completed') or o.deleted_at is not null)::float8 as raw`,
    );
    expect(dishes!.rolled).toBe(dishes!.raw);
    const [left] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from report_dirty_days`);
    expect(left!.n).toBe(0);
  });
});
