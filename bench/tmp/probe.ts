import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { DEMO_ACCOUNTS } from '../../apps/server/src/db/seed/demo-accounts';
import { loadConfig } from '../../apps/server/src/platform/config';
import { createLocalEventBus } from '../../apps/server/src/platform/events/event-bus';
import { createOutboxMailer } from '../../apps/server/src/platform/messaging/mailer';
import { createOutboxSms } from '../../apps/server/src/platform/messaging/sms';

const NOW = new Date('2026-11-25T01:30:00Z');
const migrationsDir = resolve(import.meta.dirname, '../../apps/server/drizzle');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 20 });
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, { migrationsDir });
const app = await buildApp(
  { config: { ...config, reportRefreshSeconds: 5 }, database, mailer: createOutboxMailer(database.db), sms: createOutboxSms(database.db), events: createLocalEventBus(), now: () => NOW },
  { logger: false },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const account = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;
const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) });
const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
const dirty = async () => ((await database.db.execute(sql`select count(*)::int as n from report_dirty_days`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
for (const path of (process.argv[2] ?? '/getTodaySalesReport,/getTodayDishReport').split(',')) {
  const times: string[] = [];
  for (let i = 0; i < 15; i++) {
    const d = await dirty();
    const t0 = performance.now();
    const r = await fetch(`${base}/api${path}`, { headers: { cookie } });
    await r.arrayBuffer();
    times.push(`${(performance.now() - t0).toFixed(0)}${d ? `(d${d})` : ''}`);
  }
  console.log(path, times.join(' '));
}
await app.close();
await database.close();
