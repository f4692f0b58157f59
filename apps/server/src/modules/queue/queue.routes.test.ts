import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import type { RecaptchaVerifier } from '../../platform/recaptcha/recaptcha';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { openSse } from '../realtime/sse-test-client';

const t = await buildTestApp();
const NOW = new Date('2026-03-02T00:00:00Z');
let cookie = '';
let url = '';
let restaurantId = '';

const join = (payload: object) =>
  t.request({
    method: 'POST',
    url: '/api/queuePosition',
    payload: {
      recaptcha: 'token',
      name: 'Ada',
      guestNum: 2,
      phoneNumber: '0412345678',
      restaurantId: url,
      ...payload,
    },
  });
const staff = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  t.request({ method, url: `/api${path}`, payload, headers: { cookie } });

beforeAll(async () => {
  t.setNow(NOW);
  const r = await createRestaurant(t.db, { name: 'Queue Kitchen' });
  restaurantId = r.id;
  url = r.urlIdentifier;
  cookie = (await signedInUser(t, { restaurantId })).cookie;
});

describe('POST /queuePosition', () => {
  it('answers every validation message', async () => {
    const cases: [object, string][] = [
      [{ name: '  ' }, 'Please enter your name'],
      [{ guestNum: 0 }, 'Please enter the number of guests'],
      [{ guestNum: '0' }, 'Please enter the number of guests'],
      [{ phoneNumber: '12345' }, 'The mobile number is invalid'],
    ];
    for (const [payload, message] of cases) {
      const res = await join(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('checks the reCAPTCHA token through the adapter', async () => {
    const original = t.app.recaptcha;
    const refusing: RecaptchaVerifier = {
      provider: 'google',
      verify: async () => ({ ok: false, reason: 'invalid-token' }),
    };
    (t.app as { recaptcha: RecaptchaVerifier }).recaptcha = refusing;
    try {
      const res = await join({});
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The reCAPTCHA check failed. Please try again.');
    } finally {
      (t.app as { recaptcha: RecaptchaVerifier }).recaptcha = original;
    }
  });

  it('queues parties in order with waiting minutes from the parties ahead', async () => {
    const a = (await join({ name: 'First' })).json();
    expect(a).toMatchObject({ reference: '001', waitingMinutes: 0, position: 1 });
    t.setNow(new Date(NOW.getTime() + 60_000));
    const b = (await join({ name: 'Second' })).json();
    expect(b).toMatchObject({ reference: '002', waitingMinutes: 10, position: 2 });
    const set = await staff('PUT', '/queueSettings', { averageMinutesPerParty: 15 });
    expect(set.json()).toEqual({ averageMinutesPerParty: 15 });
    t.setNow(new Date(NOW.getTime() + 120_000));
    const c = (await join({ name: 'Third' })).json();
    expect(c).toMatchObject({ reference: '003', waitingMinutes: 30, position: 3 });
    const board = await staff('GET', '/queue');
    expect(board.json().averageMinutesPerParty).toBe(15);
    expect(
      board.json().entries.map((e: { name: string; waitingMinutes: number }) => [e.name, e.waitingMinutes]),
    ).toEqual([
      ['First', 0],
      ['Second', 15],
      ['Third', 30],
    ]);
    const view = await t.request({ method: 'GET', url: `/api/queuePosition/${c.token}` });
    expect(view.json()).toMatchObject({
      reference: '003',
      position: 3,
      partiesAhead: 2,
      waitingMinutes: 30,
      restaurantName: 'Queue Kitchen',
    });
  });
});

describe('the queue board', () => {
  it('calls (SMS), seats and removes parties; the live view follows without a reload', async () => {
    const board = (await staff('GET', '/queue')).json().entries as { id: string; name: string }[];
    const third = (await join({ name: 'Fourth', phoneNumber: '0499999999' })).json();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const sse = await openSse(`http://127.0.0.1:${port}/api/queuePosition/${third.token}/events`);
    try {
      const first = await sse.next((e) => e.event === 'queuePosition');
      expect(first.data).toMatchObject({ position: 4, partiesAhead: 3, waitingMinutes: 45 });
      const from = sse.received.length;
      const called = await staff('POST', `/queue/${board[0]!.id}/call`);
      expect(called.json().entry).toMatchObject({ status: 'called', position: 1 });
      const sms = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.recipient, '0412345678')));
      expect(sms.some((m) => m.body.includes('your table is ready (queue number 001)'))).toBe(true);
      const seated = await staff('POST', `/queue/${board[0]!.id}/seat`);
      expect(seated.json().entry).toMatchObject({ status: 'seated', position: null });
      const moved = await sse.next((e) => e.event === 'queuePosition' && e.data.position === 3, { from });
      expect(moved.data).toMatchObject({ partiesAhead: 2, waitingMinutes: 30 });
      await staff('POST', `/queue/${board[1]!.id}/remove`);
      const next = await sse.next((e) => e.event === 'queuePosition' && e.data.position === 2, { from });
      expect(next.data.waitingMinutes).toBe(15);
      const again = await staff('POST', `/queue/${board[1]!.id}/seat`);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('The party is no longer in the queue');
    } finally {
      sse.close();
    }
  });

  it('keeps to the bookingManagement permission and the restaurant', async () => {
    const clerk = await signedInUser(t, { role: 'restaurantStaff', restaurantId });
    expect(
      (await t.request({ method: 'GET', url: '/api/queue', headers: { cookie: clerk.cookie } })).statusCode,
    ).toBe(403);
    const stranger = await signedInUser(t);
    const board = (await staff('GET', '/queue')).json().entries as { id: string }[];
    const res = await t.request({
      method: 'POST',
      url: `/api/queue/${board[2]!.id}/seat`,
      headers: { cookie: stranger.cookie },
    });
    expect(res.statusCode).toBe(404);
    const unknown = await t.request({ method: 'GET', url: '/api/queuePosition/not-a-real-token-123' });
    expect(unknown.statusCode).toBe(404);
  });
});
