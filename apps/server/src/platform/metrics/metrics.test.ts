import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishNamed, line, payload, placeOrder } from '../../modules/orders/order-test-helpers';
import {
  orderWithPayment,
  paymentRestaurant,
  payWithCard,
} from '../../modules/payments/payment-test-helpers';
import { type FakePrinter, startFakePrinter } from '../../modules/printers/fake-printer';
import { openSse, type SseTestClient } from '../../modules/realtime/sse-test-client';
import {
  billOf,
  dish,
  pay,
  placePos,
  posFixture,
  posOrder,
} from '../../modules/transactions/pos-test-helpers';
import { buildTestApp } from '../../test/test-app';

// GET /metrics after a few orders: every series an operator alerts on is there with plausible values
// (decision 0471).

const TOKEN = 'metrics-token-for-tests-0123456789';
const t = await buildTestApp({ metricsToken: TOKEN });
let fake: FakePrinter;
let stream: SseTestClient | undefined;
let base: string;

beforeAll(async () => {
  fake = await startFakePrinter();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  stream?.close();
  await fake.close();
});

/** The scrape, as name{labels} → value. */
async function scrape(): Promise<Map<string, number>> {
  const res = await t.request({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const series = new Map<string, number>();
  for (const row of res.body.split('\n')) {
    if (!row || row.startsWith('#')) continue;
    const at = row.lastIndexOf(' ');
    series.set(row.slice(0, at), Number(row.slice(at + 1)));
  }
  return series;
}

const value = (s: Map<string, number>, key: string): number => {
  expect(s.has(key), `${key} missing`).toBe(true);
  return s.get(key)!;
};

describe('GET /metrics', () => {
  it('answers only with the token: 401 without it or with another, 404 when no token is configured', async () => {
    expect((await t.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const off = await buildTestApp();
    expect((await off.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('after a few orders: latency by route and status, payments, print queue, docket lag, printers, SSE, jobs, DB, event loop', async () => {
    const { gdId, menu, admin } = await posFixture(t);
    // Golden Dragon's dockets go to a printer on this machine.
    const printer = await t.request({
      method: 'POST',
      url: '/api/printer',
      as: admin,
      payload: {
        printerName: 'Kitchen',
        deviceName: 'TM-T82III',
        deviceType: 1,
        ipAddress: '127.0.0.1',
        port: fake.port,
      },
    });
    expect(printer.statusCode, printer.body).toBe(200);
    const settings = await t.request({
      method: 'PUT',
      url: '/api/posPrintSettings',
      as: admin,
      payload: {
        posPrintSettings: {
          printTypes: [
            {
              printType: 'KitchenDocket',
              printer: 'Kitchen',
              orderTypes: [{ name: 'DineIn', enabled: true }],
            },
          ],
        },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    stream = await openSse(`${base}/api/online/events?menuId=goldendragon&tableId=5`);

    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai', 2)]));
    billOf(await pay(t, admin, bill.uuid, 'CASH', bill.balance));
    const diner = await placeOrder(t, payload([line(dishNamed(menu, 'Siu Mai'), { quantity: 1 })]));
    expect(diner.statusCode, diner.body).toBe(200);
    const restaurant = await paymentRestaurant(t);
    const paid = await orderWithPayment(t, restaurant, { total: 1200 });
    expect((await payWithCard(t, restaurant, paid.order, '4111111111111111')).resultCode).toBe('Authorised');
    const declined = await orderWithPayment(t, restaurant, { total: 1300 });
    expect((await payWithCard(t, restaurant, declined.order, '4000000000000002')).resultCode).toBe('Refused');

    // Accepted orders wait for the print queue: pending requests, a docket lag above zero.
    await new Promise((r) => setTimeout(r, 20));
    const waiting = await scrape();
    expect(value(waiting, 'rpos_print_requests_pending')).toBeGreaterThanOrEqual(1);
    expect(value(waiting, 'rpos_print_docket_lag_seconds')).toBeGreaterThan(0);
    expect(value(waiting, 'rpos_print_docket_lag_seconds')).toBeLessThan(120);
    expect(value(waiting, 'rpos_sse_connections')).toBe(1);

    // The queue prints to the fake printer; then the printer goes down and a docket waits to retry.
    await t.app.printQueue.runOnce();
    await fake.waitFor(1);
    const printed = await scrape();
    expect(value(printed, `rpos_printer_up{printer="127.0.0.1:${fake.port}"}`)).toBe(1);
    expect(value(printed, 'rpos_print_requests_pending')).toBe(0);
    expect(value(printed, 'rpos_print_docket_lag_seconds')).toBe(0);
    await fake.down();
    expect((await placeOrder(t, payload([line(dishNamed(menu, 'Siu Mai'))]))).statusCode).toBe(200);
    await t.app.printQueue.runOnce();

    const s = await scrape();
    expect(value(s, `rpos_printer_up{printer="127.0.0.1:${fake.port}"}`)).toBe(0);
    expect(value(s, 'rpos_print_queue_jobs{status="retrying"}')).toBe(1);
    expect(value(s, 'rpos_print_docket_lag_seconds')).toBeGreaterThan(0);
    expect(value(s, 'rpos_printer_sends_total{outcome="failed"}')).toBe(1);
    expect(value(s, 'rpos_job_runs_total{job="print_queue",outcome="ok"}')).toBe(2);
    expect(value(s, 'rpos_job_duration_seconds_count{job="print_queue"}')).toBe(2);

    // Latency by route pattern and status (never the raw URL).
    expect(
      value(
        s,
        'rpos_http_request_duration_seconds_count{method="POST",route="/api/placeOrder",status_code="200"}',
      ),
    ).toBe(2);
    expect(
      value(
        s,
        'rpos_http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/placeOrder",status_code="200"}',
      ),
    ).toBe(2);
    expect(
      value(
        s,
        'rpos_http_request_duration_seconds_sum{method="POST",route="/api/placeOrder",status_code="200"}',
      ),
    ).toBeGreaterThan(0);
    expect(
      value(s, 'rpos_http_request_duration_seconds_count{method="GET",route="/metrics",status_code="401"}'),
    ).toBe(2);
    expect([...s.keys()].some((k) => k.includes(gdId))).toBe(false);

    // Payments by provider, method and outcome.
    expect(value(s, 'rpos_payments_total{provider="sandbox",method="card",outcome="authorised"}')).toBe(1);
    expect(value(s, 'rpos_payments_total{provider="sandbox",method="card",outcome="refused"}')).toBe(1);

    // The database and the process.
    expect(value(s, 'rpos_db_up')).toBe(1);
    expect(value(s, `rpos_info{database="${t.deps.database.kind}"}`)).toBe(1);
    expect(value(s, 'rpos_db_pool_connections{state="max"}')).toBeGreaterThanOrEqual(1);
    expect(value(s, 'rpos_db_pool_waiting_requests')).toBe(0);
    if (process.env.DATABASE_URL) expect(value(s, 'rpos_db_pool_acquire_seconds_count')).toBeGreaterThan(10);
    expect(value(s, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(s, 'nodejs_eventloop_lag_seconds')).toBeLessThan(5);
    expect(s.has('rpos_backup_last_success_timestamp_seconds')).toBe(true);
  }, 120_000);
});
