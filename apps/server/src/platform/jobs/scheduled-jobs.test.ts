import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobLeases } from '../../db/schema';
import { buildTestApp } from '../../test/test-app';

// One instance (PGlite or PostgreSQL): the lease lets a tick run the job once per period (decision 0490).
const t = await buildTestApp({ housekeepingMinutes: 60 });

const expire = () => t.db.update(jobLeases).set({ nextRunAt: new Date(Date.now() - 1000) });

it('runs the job when its lease is free, then not again until the period is over', async () => {
  await t.app.jobs.settled(); // the tick at start
  await expire();
  expect(await t.app.jobs.tick('housekeeping')).toBe(true);
  expect(await t.app.jobs.tick('housekeeping')).toBe(false);
  const [lease] = await t.db.select().from(jobLeases).where(eq(jobLeases.name, 'housekeeping'));
  // 90 % of the hour, by the database's clock.
  const left = lease!.nextRunAt.getTime() - Date.now();
  expect(left).toBeGreaterThan(50 * 60_000);
  expect(left).toBeLessThanOrEqual(54 * 60_000 + 5_000);
  await expire();
  expect(await t.app.jobs.tick('housekeeping')).toBe(true);
});

it('refuses to tick a job that is not scheduled', async () => {
  await expect(t.app.jobs.tick('birthday_vouchers')).rejects.toThrow('No scheduled job birthday_vouchers');
});
