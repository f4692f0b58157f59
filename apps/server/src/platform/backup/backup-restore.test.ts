import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { insertImages } from '../../modules/images/images.repository';
import {
  orderWithPayment,
  paymentRestaurant,
  payWithCard,
} from '../../modules/payments/payment-test-helpers';
import { rebuildRestaurantDays } from '../../modules/reports/report-refresh';
import {
  billOf,
  call,
  dish,
  pay,
  placePos,
  posFixture,
  posOrder,
  setPosSettings,
  tick,
} from '../../modules/transactions/pos-test-helpers';
import { buildTestApp } from '../../test/test-app';
import { adminUrl, dropDatabase, MIGRATIONS_DIR } from '../../test/test-paths';
import { createBackup, restoreBackup } from './backup-cli';
import { backupKindOf, listBackups } from './backup-files';
import { startOpsSocket } from './backup-server';

// Back up while the server runs, take more orders, restore into a NEW folder (or database): every bill,
// payment, image, setting and report figure of the backup's moment is there, and nothing after it
// (decision 0470). On PGlite through the running server's socket; with DATABASE_URL through pg_dump.

const pgUrl = process.env.DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), 'rpos-ops-backup-'));
const dataDir = join(work, 'data');
const backupDir = join(work, 'backups');
const made: string[] = [];

/** A database for this file: PGlite in a data folder on disk, or a PostgreSQL copy of the template. */
async function openOriginal(): Promise<{ database: Database; url?: string }> {
  if (!pgUrl) {
    const template = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
    return { database: await openDatabase({ dataDir: join(dataDir, 'pglite'), loadDataDir: template }) };
  }
  const name = await createPgDatabase(`template ${inject('pgTemplateDb')}`);
  const url = dbUrl(name);
  return { database: await openDatabase({ databaseUrl: url, poolSize: 5 }), url };
}

const dbUrl = (name: string) => {
  const u = new URL(pgUrl!);
  u.pathname = `/${name}`;
  return u.toString();
};

async function createPgDatabase(suffix = ''): Promise<string> {
  const name = `rpos_ops_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(pgUrl!) });
  await admin.connect();
  await admin.query(`create database ${name} ${suffix}`);
  await admin.end();
  made.push(name);
  return name;
}

afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  for (const name of made) await dropDatabase(pgUrl!, name);
});

const TABLES = [
  'transactions',
  'transaction_orders',
  'transaction_payments',
  'transaction_adjustments',
  'orders',
  'payments',
  'payment_settlements',
  'restaurants',
  'report_day_totals',
  'report_hour_sales',
  'report_payment_slots',
  'report_order_counts',
  'report_dish_days',
];
const REPORT_TABLES = TABLES.filter((t) => t.startsWith('report_'));

/** The figures that matter, table by table, in a stable order; images by their bytes' hash. */
async function figures(database: Database, tables = TABLES): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const table of tables) {
    const [row] = await database.query<{ rows: unknown }>(
      `select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]'::jsonb) as rows from ${table} t`,
      [],
    );
    out[table] = row!.rows;
  }
  out.images = await database.query(`select id, sha256, md5(bytes) as md5 from images order by id`, []);
  return out;
}

const { database, url } = await openOriginal();
const t = await buildTestApp({}, { database });
const stopSocket = pgUrl ? null : await startOpsSocket(t.app, dataDir);
afterAll(async () => stopSocket?.());

describe(`backup and restore (${pgUrl ? 'PostgreSQL, pg_dump' : 'embedded PGlite, through the running server'})`, () => {
  it('restores every bill, payment, image, setting and report figure of the backup, and nothing after it', async () => {
    // Seed, take orders: POS bills paid in cash and by card, a diner's online card payment, an image,
    // a setting.
    const { gdId, menu, admin } = await posFixture(t);
    for (const [items, type] of [
      [[dish(menu, 'Siu Mai', 2)], 'CASH'],
      [[dish(menu, 'Siu Mai', 1)], 'EFTPOS'],
    ] as const) {
      tick(t);
      const bill = await placePos(t, admin, posOrder([...items]));
      billOf(await pay(t, admin, bill.uuid, type, bill.balance));
    }
    const restaurant = await paymentRestaurant(t);
    const { order } = await orderWithPayment(t, restaurant, { total: 4250 });
    expect((await payWithCard(t, restaurant, order, '4111111111111111')).resultCode).toBe('Authorised');
    const png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#b22222' } })
      .png()
      .toBuffer();
    const [imageId] = await insertImages(t.db, [
      { bytes: png, contentType: 'image/png', width: 6, height: 4 },
    ]);
    await setPosSettings(t, gdId, { discounts: [{ name: 'Staff', percent: 10 }] });
    const report = (await call(t, admin, 'GET', '/getTodaySalesReport')).json();
    expect(report.todaySales).toBeGreaterThan(0);
    const atBackup = await figures(database);

    // Back up while the server runs.
    const file = await createBackup(pgUrl ? { databaseUrl: url, dataDir } : { dataDir }, { dir: backupDir });
    expect(backupKindOf(file.name)).toBe(pgUrl ? 'postgres' : 'pglite');
    expect(file.name).toMatch(/^rpos-backup-\d{4}-\d{2}-\d{2}T\d{6}Z\./);
    expect(file.bytes).toBeGreaterThan(10_000);
    // More orders after the backup.
    tick(t);
    const later = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai', 3)], { tableNo: '9' }));
    billOf(await pay(t, admin, later.uuid, 'CASH', later.balance));
    expect(await figures(database)).not.toEqual(atBackup);

    // Restore into a fresh folder / an empty database; the server's migrations find nothing to do.
    const restoredUrl = pgUrl ? dbUrl(await createPgDatabase()) : undefined;
    const freshDir = join(work, 'restored');
    await restoreBackup(
      file.path,
      restoredUrl ? { databaseUrl: restoredUrl, dataDir } : { dataDir: freshDir },
    );
    const restored = await openDatabase(
      restoredUrl ? { databaseUrl: restoredUrl, poolSize: 5 } : { dataDir: join(freshDir, 'pglite') },
    );
    await restored.migrate(MIGRATIONS_DIR);
    expect(await figures(restored)).toEqual(atBackup);

    // The restored server answers the same: the report, the image's bytes (sessions came back too).
    const r = await buildTestApp({}, { database: restored });
    r.setNow(t.deps.now());
    expect((await call(r, admin, 'GET', '/getTodaySalesReport')).json()).toEqual(report);
    const image = await r.request({
      method: 'GET',
      url: `/api/images/${imageId}`,
      headers: { accept: 'image/png' },
    });
    expect(image.statusCode).toBe(200);
    expect(Buffer.compare(image.rawPayload, png)).toBe(0);

    // The report rollups rebuilt from the restored raw rows are the rollups that came back.
    const days = await restored.query<{ first: string; last: string }>(
      `select min(day)::text as first, max(day)::text as last from report_day_totals where restaurant_id = $1`,
      [gdId],
    );
    await rebuildRestaurantDays(restored.db, gdId, days[0]!.first, days[0]!.last);
    const rebuilt = await figures(restored, REPORT_TABLES);
    for (const table of REPORT_TABLES) expect(rebuilt[table], table).toEqual(atBackup[table]);
  }, 180_000);

  it.skipIf(Boolean(pgUrl))(
    'refuses a second server on the data folder, and a restore over a database',
    async () => {
      await expect(startOpsSocket(t.app, dataDir)).rejects.toThrow(/Another server is running/);
      const [newest] = listBackups(backupDir);
      await expect(restoreBackup(newest!.path, { dataDir })).rejects.toThrow(/A server is running/);
      await expect(restoreBackup(newest!.path, { dataDir: join(work, 'restored') })).rejects.toThrow(
        /already holds a database/,
      );
      await expect(restoreBackup(join(work, 'notes.txt'), { dataDir: join(work, 'x') })).rejects.toThrow(
        /is not a backup/,
      );
    },
  );
});
