import { Writable } from 'node:stream';
import { findCardNumbers, SANDBOX_TEST_CARDS } from '@rpos/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../platform/config';
import type { AppDeps } from '../../platform/deps';
import { createLocalEventBus } from '../../platform/events/event-bus';
import { createOutboxMailer } from '../../platform/messaging/mailer';
import { createOutboxSms } from '../../platform/messaging/sms';
import { openTestDatabase, type TestApp } from '../../test/test-app';
import { MIGRATIONS_DIR } from '../../test/test-paths';
import { startBookingDepositPayment } from './booking-deposit-payments.service';
import {
  orderWithPayment,
  paymentRestaurant,
  payWithCard,
  postSandboxWebhook,
  submitCard,
} from './payment-test-helpers';

// No full card number in any table or log line after sandbox card payments (issue 4): every
// Luhn-valid run of 13-19 digits is a failure.

const logLines: string[] = [];
const database = await openTestDatabase();
const deps: AppDeps = {
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace' }, { migrationsDir: MIGRATIONS_DIR }),
  database,
  mailer: createOutboxMailer(database.db),
  sms: createOutboxSms(database.db),
  events: createLocalEventBus(),
  now: () => new Date(),
};
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});
const app = await buildApp(deps, { logStream });
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});
const t: TestApp = {
  app,
  deps,
  db: database.db,
  setNow() {},
  request: ({ as: _as, ...options }) => app.inject(options),
};

describe('card data', () => {
  it('no table and no log line holds a full card number after sandbox card runs', async () => {
    const r = await paymentRestaurant(t);
    for (const number of Object.values(SANDBOX_TEST_CARDS)) {
      const { order } = await orderWithPayment(t, r);
      const res = await payWithCard(t, r, order, number.replace(/(\d{4})/g, '$1 ').trim());
      if (res.resultCode === 'RedirectShopper') {
        const c = await app.inject({
          method: 'POST',
          url: `/api/sandbox/payments/${res.paymentId}/challenge`,
          payload: { outcome: 'pass' },
        });
        await app.inject({
          method: 'POST',
          url: '/api/adyenPaymentDetails',
          payload: { payload: { details: { redirectResult: c.json().redirectResult } } },
        });
      }
    }
    // The hosted checkout's card form (booking deposits): every test card, challenges passed.
    for (const [i, number] of Object.values(SANDBOX_TEST_CARDS).entries()) {
      const started = await startBookingDepositPayment(deps, {
        restaurant: r,
        bookingId: `card-data-${i}`,
        amount: 2000,
        returnPaths: { success: '/ok', failure: '/error', cancel: '/cancel' },
      });
      const res = await app.inject({
        method: 'POST',
        url: `/api/sandbox/payments/${started.paymentId}/card`,
        payload: { holderName: 'Ada', number, expiry: '12/39', cvc: '737' },
      });
      expect(res.statusCode).toBe(200);
      if (res.json().status === 'requiresAction') {
        const c = await app.inject({
          method: 'POST',
          url: `/api/sandbox/payments/${started.paymentId}/challenge`,
          payload: { outcome: 'pass' },
        });
        expect(c.json().returnUrl).toBe('/ok');
      }
      // Replayed on the decided payment (with an expired date): answered, nothing kept.
      const replay = await app.inject({
        method: 'POST',
        url: `/api/sandbox/payments/${started.paymentId}/card`,
        payload: { holderName: 'Ada', number, expiry: '01/20', cvc: '737' },
      });
      expect(replay.statusCode).toBe(200);
    }
    const openCheckout = await startBookingDepositPayment(deps, {
      restaurant: r,
      bookingId: 'card-data-bad',
      amount: 2000,
      returnPaths: { success: '/ok', failure: '/error', cancel: '/cancel' },
    });
    const badCheckout = await app.inject({
      method: 'POST',
      url: `/api/sandbox/payments/${openCheckout.paymentId}/card`,
      payload: { holderName: 'Ada', number: SANDBOX_TEST_CARDS.authorise, expiry: '12/39', cvc: '1' },
    });
    expect(badCheckout.statusCode).toBe(400);
    // Refused inputs with a real-looking number: bad CVC, and a widget that sends a plain number.
    const bad = await app.inject({
      method: 'POST',
      url: '/api/sandbox/cards',
      payload: { holderName: 'X', number: SANDBOX_TEST_CARDS.authorise, expiry: '12/39', cvc: '1' },
    });
    expect(bad.statusCode).toBe(400);
    const { order } = await orderWithPayment(t, r);
    const plain = await submitCard(
      t,
      r,
      order,
      { paymentMethod: { type: 'scheme', number: SANDBOX_TEST_CARDS.authorise, cvc: '737' } },
      'plain-number',
    );
    expect(plain.statusCode).toBe(400);
    await postSandboxWebhook(t, [{ eventId: 'e1', type: 'ignored' }]);

    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.some((l) => l.includes('/api/sandbox/cards'))).toBe(true);
    // The scanner itself finds a planted number.
    expect(findCardNumbers(JSON.stringify({ n: SANDBOX_TEST_CARDS.authorise }))).toHaveLength(1);
    // pino's own epoch-millisecond time field is a 13-digit number: not card data.
    const leaksInLogs = logLines.flatMap((line) => findCardNumbers(line.replace(/"time":\d+/, '"time":0')));
    expect(leaksInLogs).toEqual([]);

    const tables = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(tables.rows.map((x) => x.table_name)).toContain('payments');
    const leaks: string[] = [];
    let scannedRows = 0;
    for (const { table_name } of tables.rows) {
      const rows = (await database.db.execute(
        sql.raw(`select row_to_json(t)::text as j from "${table_name}" t`),
      )) as unknown as { rows: { j: string }[] };
      for (const { j } of rows.rows) {
        scannedRows++;
        for (const n of findCardNumbers(j)) leaks.push(`${table_name}: ${n}`);
      }
    }
    expect(scannedRows).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
  });
});
