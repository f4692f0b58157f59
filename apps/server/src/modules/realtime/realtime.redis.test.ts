import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { menuItems, restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { loadConfig } from '../../platform/config';
import type { AppDeps } from '../../platform/deps';
import { createRedisEventBus } from '../../platform/events/redis-event-bus';
import { createOutboxMailer } from '../../platform/messaging/mailer';
import { createOutboxSms } from '../../platform/messaging/sms';
import { createUser } from '../../test/factories';
import { openTestDatabase } from '../../test/test-app';
import { MIGRATIONS_DIR } from '../../test/test-paths';
import { openSse, type SseTestClient } from './sse-test-client';

const REDIS_URL = process.env.REDIS_URL;
const NOW = new Date('2025-06-02T02:00:00Z');

// Two server instances on one database, each with its own Redis connection: what runs behind a load balancer.
describe.skipIf(!REDIS_URL)('realtime across two instances (Redis bus)', () => {
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let client: SseTestClient;
  let cookie = '';
  let dishId = '';

  async function instance(): Promise<FastifyInstance> {
    const deps: AppDeps = {
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { migrationsDir: MIGRATIONS_DIR }),
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
    const [harGow] = await database.db.select().from(menuItems).where(eq(menuItems.name, 'Har Gow'));
    dishId = harGow!.id;
    const user = await createUser(database.db, { role: 'restaurantAdmin', restaurantId: gd!.id });
    const login = await a.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    cookie = `${SESSION_COOKIE}=${login.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;

    const port = (b.server.address() as AddressInfo).port;
    client = await openSse(`http://127.0.0.1:${port}/api/online/events?menuId=goldendragon&tableId=5`);
    // The snapshot is sent only after Redis confirmed the subscription: no change can be missed now.
    await client.next((e) => e.event === 'qrSettings');
  });

  afterAll(async () => {
    client?.close();
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('a dish switched inactive through instance A reaches a diner connected to instance B within a second', async () => {
    const from = client.received.length;
    const started = performance.now();
    const res = await a.inject({
      method: 'PUT',
      url: `/api/menuItems/${dishId}/active`,
      payload: { active: false },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const e = await client.next(
      (m) => m.event === 'availability' && m.data.inactiveDishIds.includes(dishId),
      {
        from,
        timeoutMs: 1000,
      },
    );
    const ms = e.at - started;
    console.info(`realtime A→Redis→B: availability arrived ${ms.toFixed(1)} ms after the PUT started`);
    expect(ms).toBeLessThan(1000);

    // And B's GET /online agrees (one database).
    const online = await b.inject({ method: 'GET', url: '/api/online?menuId=goldendragon&tableId=5' });
    expect(online.json().inactiveDishIds).toContain(dishId);
  });

  it('announcement and QR switch made on A reach B', async () => {
    const from = client.received.length;
    await a.inject({
      method: 'PUT',
      url: '/api/menuSettings/announcement',
      payload: { showDialog: true, dialogTitle: 'Across', dialogText: 'Two instances' },
      headers: { cookie },
    });
    await a.inject({
      method: 'PUT',
      url: '/api/qrCodeSettings/dinein',
      payload: { isOrderingDisabled: true },
      headers: { cookie },
    });
    const ann = await client.next((m) => m.event === 'announcement' && m.data.dialogTitle === 'Across', {
      from,
      timeoutMs: 1000,
    });
    expect(ann.data.dialogVersion).toBe(2);
    const qr = await client.next((m) => m.event === 'qrSettings' && m.data.isOrderingDisabled, {
      from,
      timeoutMs: 1000,
    });
    expect(qr.data).toEqual({ qrType: 'dinein', isOrderingDisabled: true, disabledDate: null });
  });
});
