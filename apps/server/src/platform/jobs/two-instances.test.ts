import type { AddressInfo } from 'node:net';
import { restaurantTopic } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { jobLeases, menuItems, restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { openSse, type SseTestClient } from '../../modules/realtime/sse-test-client';
import { createUser } from '../../test/factories';
import { openTestDatabase } from '../../test/test-app';
import { MIGRATIONS_DIR } from '../../test/test-paths';
import { SESSION_COOKIE } from '../auth/sessions';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import { createRedisEventBus } from '../events/redis-event-bus';
import { createOutboxMailer } from '../messaging/mailer';
import { createOutboxSms } from '../messaging/sms';
import type { JobName } from '../metrics/metrics';

const REDIS_URL = process.env.REDIS_URL;
const NOW = new Date('2025-06-02T02:00:00Z');

// Issue 27: two server instances on one PostgreSQL and one Redis, as behind a round-robin. A QR order
// taken by one reaches the POS's staff stream held by the other; the periodic jobs run once when both
// instances tick at the same moment (decision 0490).
describe.skipIf(!REDIS_URL || !process.env.DATABASE_URL)('two instances on one PostgreSQL + Redis', () => {
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let staffStream: SseTestClient;
  let gdId = '';

  async function instance(): Promise<FastifyInstance> {
    const deps: AppDeps = {
      config: {
        ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { migrationsDir: MIGRATIONS_DIR }),
        // The timers tick once an hour: the test ticks them itself.
        housekeepingMinutes: 60,
        birthdayVouchersMinutes: 60,
        reportRefreshSeconds: 3600,
        printQueueMs: 0,
        dinerCacheMs: 0,
      },
      database,
      mailer: createOutboxMailer(database.db),
      sms: createOutboxSms(database.db),
      events: await createRedisEventBus(REDIS_URL!),
      now: () => NOW,
    };
    const app = await buildApp(deps, { logger: false });
    app.addHook('onClose', async () => deps.events.close());
    return app;
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoDataIfEmpty(database.db, { now: NOW });
    [a, b] = [await instance(), await instance()];
    await b.listen({ host: '127.0.0.1', port: 0 });
    await a.ready();
    const [gd] = await database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.urlIdentifier, 'goldendragon'));
    gdId = gd!.id;
    const user = await createUser(database.db, { role: 'restaurantAdmin', restaurantId: gdId });
    const login = await b.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    const cookie = `${SESSION_COOKIE}=${login.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
    const port = (b.server.address() as AddressInfo).port;
    staffStream = await openSse(`http://127.0.0.1:${port}/api/staff/events`, { cookie });
    expect(staffStream.status).toBe(200);
    await b.deps.events.whenSubscribed(restaurantTopic(gdId));
  });

  afterAll(async () => {
    staffStream?.close();
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('a QR order placed through instance A reaches the POS stream held by instance B within a second', async () => {
    const [dish] = await database.db.select().from(menuItems).where(eq(menuItems.name, 'Har Gow'));
    const from = staffStream.received.length;
    const started = performance.now();
    const placed = await a.inject({
      method: 'POST',
      url: '/api/placeOrder',
      headers: { restaurantId: 'goldendragon' },
      payload: {
        user: { name: 'Mei Chen', email: '', phoneNumber: '0412345678', guestNum: '2' },
        order: {
          orderNumber: `two-${Date.now()}`,
          items: [{ dish: { id: dish!.id }, options: [], quantity: 1 }],
          tableId: '7',
          type: 'local',
          pickupTimeType: 'now',
          paymentType: 'payAtCounter',
        },
        restaurant: { restaurantId: 'goldendragon' },
        menuId: 'goldendragon',
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const e = await staffStream.next((m) => m.event === 'transactionChanged', { from, timeoutMs: 1000 });
    const ms = e.at - started;
    console.info(`two instances: transactionChanged on B ${ms.toFixed(1)} ms after the order started on A`);
    expect(ms).toBeLessThan(1000);
  });

  it.each<JobName>(['housekeeping', 'birthday_vouchers', 'report_refresh'])(
    '%s runs on exactly one instance when both tick at once, and not again within its period',
    async (job) => {
      await Promise.all([a.jobs.settled(), b.jobs.settled()]); // the ticks at start
      for (let round = 0; round < 5; round++) {
        // The period is over (as if an hour had passed): the next tick of either instance may run it.
        await database.db.update(jobLeases).set({ nextRunAt: new Date(Date.now() - 1000) });
        const ran = await Promise.all([a.jobs.tick(job), b.jobs.tick(job)]);
        expect(ran.filter(Boolean)).toHaveLength(1);
        // Within the period neither runs it again.
        expect(await Promise.all([a.jobs.tick(job), b.jobs.tick(job)])).toEqual([false, false]);
      }
      const [lease] = await database.db.select().from(jobLeases).where(eq(jobLeases.name, job));
      expect(lease!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    },
  );
});
