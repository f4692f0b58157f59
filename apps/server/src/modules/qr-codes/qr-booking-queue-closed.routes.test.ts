import { BOOKING_MESSAGES, QUEUE_MESSAGES } from '@rpos/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, drawTables, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { bookingCalls, NOW, TOMORROW } from '../bookings/booking-test-helpers';

// Decision 0122: the booking and queue QR types' Disabled switch and 'disable today' stop the booking
// wizard and the queue, with the same rule as the online menu types (isOrderingClosed).
const t = await buildTestApp();
// NOW is 11:00 on Monday 2 March 2026 in Sydney; the next day at 11:00:
const TODAY_DMY = '02/03/2026';
const TOMORROW_ELEVEN = new Date('2026-03-03T00:00:00Z');

let cookie = '';
let otherCookie = '';
let url = '';
let lunchId = '';
const { staff, sessionsOn, book } = bookingCalls(t, () => ({ cookie, url }));

const saveQr = (qrCodeSettings: unknown, as = cookie) =>
  t.request({ method: 'PUT', url: '/api/updateRestaurantValues/', payload: { qrCodeSettings }, as });
const info = async () => {
  const res = await t.request({ method: 'GET', url: `/api/restaurantInfo?restaurantId=${url}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { bookingClosed: boolean; queueClosed: boolean };
};
const join = (payload: object = {}) =>
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

beforeAll(async () => {
  t.setNow(NOW);
  const r = await createRestaurant(t.db, { address: '1 George St, Sydney NSW 2000' });
  url = r.urlIdentifier;
  await drawTables(t.db, r.id, 'Main', ['T1', 'T2', 'T3', 'T4']);
  cookie = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: r.id })).cookie;
  otherCookie = (await signedInUser(t, { role: 'restaurantAdmin' })).cookie;
  const res = await staff('POST', '/bookingSession', {
    name: 'Lunch',
    guestNum: 20,
    startTime: '12:00',
    endTime: '14:00',
    tables: ['T1', 'T2', 'T3', 'T4'].map((tableNumber) => ({
      tableNumber,
      guestNumber: 4,
      minNumOfGuests: 1,
    })),
  });
  expect(res.statusCode).toBe(200);
  lunchId = res.json().session.sessionId;
});

afterEach(async () => {
  t.setNow(NOW);
  await saveQr(['booking', 'queue'].map((name) => ({ name, disabled: false, disabledDate: null })));
});

describe('booking QR type', () => {
  it('disabled: restaurantInfo and the sessions say so, POST /booking is refused; enabled again: accepted', async () => {
    expect(await info()).toMatchObject({ bookingClosed: false, queueClosed: false });
    expect((await saveQr([{ name: 'booking', disabled: true }])).statusCode).toBe(200);

    expect(await info()).toMatchObject({ bookingClosed: true, queueClosed: false });
    const sessions = await sessionsOn(TOMORROW, 2);
    expect(sessions.statusCode).toBe(200);
    expect(sessions.json()).toMatchObject({ bookingClosed: true, sessions: [] });
    const refused = await book(lunchId, { tables: [{ tableNumber: 'T1' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: BOOKING_MESSAGES.closed, errorCode: 999 });
    // The queue is another type: it stays open.
    expect((await join()).statusCode).toBe(200);

    await saveQr([{ name: 'booking', disabled: false }]);
    expect((await info()).bookingClosed).toBe(false);
    expect((await sessionsOn(TOMORROW, 2)).json()).toMatchObject({ bookingClosed: false });
    expect((await sessionsOn(TOMORROW, 2)).json().sessions).toHaveLength(1);
    const accepted = await book(lunchId, { tables: [{ tableNumber: 'T1' }] });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('confirmed');
  });

  it("'disable today' closes booking today in the restaurant's zone; it reopens by itself tomorrow", async () => {
    await saveQr([{ name: 'booking', disabled: false, disabledDate: TODAY_DMY }]);
    expect((await info()).bookingClosed).toBe(true);
    expect((await book(lunchId, { tables: [{ tableNumber: 'T2' }] })).json().message).toBe(
      BOOKING_MESSAGES.closed,
    );

    t.setNow(TOMORROW_ELEVEN);
    expect((await info()).bookingClosed).toBe(false);
    const accepted = await book(lunchId, { tables: [{ tableNumber: 'T2' }] });
    expect(accepted.statusCode).toBe(200);
  });

  it("another restaurant's switch never closes this one", async () => {
    expect((await saveQr([{ name: 'booking', disabled: true }], otherCookie)).statusCode).toBe(200);
    expect((await info()).bookingClosed).toBe(false);
    expect((await book(lunchId, { tables: [{ tableNumber: 'T3' }] })).statusCode).toBe(200);
  });
});

describe('queue QR type', () => {
  it('disabled: restaurantInfo says so and POST /queuePosition is refused before reCAPTCHA; enabled again: accepted', async () => {
    expect((await saveQr([{ name: 'queue', disabled: true }])).statusCode).toBe(200);
    expect(await info()).toMatchObject({ bookingClosed: false, queueClosed: true });
    // Even an empty form gets the closed text first: nothing of it is checked while closed.
    const refused = await join({ recaptcha: '', name: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(QUEUE_MESSAGES.closed);

    await saveQr([{ name: 'queue', disabled: false }]);
    expect((await info()).queueClosed).toBe(false);
    const accepted = await join();
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().reference).toMatch(/^\d{3}$/);
  });

  it("'disable today' closes the queue today in the restaurant's zone; it reopens by itself tomorrow", async () => {
    await saveQr([{ name: 'queue', disabled: false, disabledDate: TODAY_DMY }]);
    expect((await info()).queueClosed).toBe(true);
    expect((await join()).json().message).toBe(QUEUE_MESSAGES.closed);

    t.setNow(TOMORROW_ELEVEN);
    expect((await info()).queueClosed).toBe(false);
    expect((await join()).statusCode).toBe(200);
  });
});
