import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, outboxMessages, payments } from '../../db/schema';
import { createRestaurant, drawTables, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { postSandboxWebhook } from '../payments/payment-test-helpers';
import { bookingCalls, NOW } from './booking-test-helpers';

const t = await buildTestApp();
let cookie = '';
let url = '';
const { staff, offered, book } = bookingCalls(t, () => ({ cookie, url }));

beforeAll(async () => {
  t.setNow(NOW);
  const r = await createRestaurant(t.db, { address: '1 George St, Sydney NSW 2000', phone: '0299990000' });
  url = r.urlIdentifier;
  await drawTables(t.db, r.id, 'Main', ['D1']);
  cookie = (await signedInUser(t, { restaurantId: r.id })).cookie;
});

describe('deposits', () => {
  let depositSessionId = '';
  beforeAll(async () => {
    const res = await staff('POST', '/bookingSession', {
      name: 'Dinner',
      guestNum: 30,
      startTime: '18:00',
      endTime: '21:00',
      depositRequired: true,
      deposit: 20,
      tables: [{ tableNumber: 'D1', guestNumber: 4, minNumOfGuests: 2 }],
    });
    depositSessionId = res.json().session.sessionId;
  });
  const paymentOf = async (bookingId: string) =>
    (await t.db.select().from(payments).where(eq(payments.bookingId, bookingId)))[0]!;

  it('confirms the booking when the deposit is paid', async () => {
    const res = await book(depositSessionId, { tables: [{ tableNumber: 'D1' }], bookDateStr: '2026-03-04' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('pendingPayment');
    expect(body.paymentUrl ?? body.sessionId).toBeTruthy();
    expect(body.holdUntil).toBe('2026-03-02T00:15:00.000Z');
    const payment = await paymentOf(body.bookingId);
    expect(payment.amount).toBe(2000);
    const approve = await t.request({ method: 'POST', url: `/api/sandbox/payments/${payment.id}/approve` });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().redirectUrl).toBe(
      `/bookingSuccess/${url}?bookingId=${body.bookingId}&type=success`,
    );
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, body.bookingId));
    expect(row?.status).toBe('confirmed');
    const view = await t.request({ method: 'GET', url: `/api/booking/${body.bookingId}` });
    expect(view.json()).toMatchObject({
      status: 'confirmed',
      confirmationNumber: body.bookingId.slice(-6),
      tables: [{ tableNumber: 'D1' }],
      holdUntil: null,
    });
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'email'));
    expect(
      mails.some((m) => m.body.includes(body.bookingId.slice(-6)) && m.body.includes('Deposit paid: $20.00')),
    ).toBe(true);
  });

  it('confirms the booking when the deposit is paid with the test card on the hosted checkout', async () => {
    const res = await book(depositSessionId, { tables: [{ tableNumber: 'D1' }], bookDateStr: '2026-03-08' });
    const { bookingId } = res.json();
    const payment = await paymentOf(bookingId);
    const card = (number: string) =>
      t.request({
        method: 'POST',
        url: `/api/sandbox/payments/${payment.id}/card`,
        payload: { holderName: 'Ada Lovelace', number, expiry: '12/30', cvc: '123' },
      });
    const paid = await card('4111 1111 1111 1111');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      status: 'authorised',
      redirectUrl: `/bookingSuccess/${url}?bookingId=${bookingId}&type=success`,
    });
    const view = await t.request({ method: 'GET', url: `/api/booking/${bookingId}` });
    expect(view.json()).toMatchObject({ status: 'confirmed', holdUntil: null });
    expect(await paymentOf(bookingId)).toMatchObject({ status: 'authorised', last4: '1111' });
  });

  it('a declined card returns to the confirmation view with type=error, the booking still awaiting payment', async () => {
    const res = await book(depositSessionId, { tables: [{ tableNumber: 'D1' }], bookDateStr: '2026-03-09' });
    const { bookingId } = res.json();
    const payment = await paymentOf(bookingId);
    const declined = await t.request({
      method: 'POST',
      url: `/api/sandbox/payments/${payment.id}/card`,
      payload: { holderName: 'Ada Lovelace', number: '4000000000000002', expiry: '12/30', cvc: '123' },
    });
    expect(declined.json()).toEqual({
      status: 'refused',
      redirectUrl: `/bookingSuccess/${url}?bookingId=${bookingId}&type=error`,
    });
    const view = await t.request({ method: 'GET', url: `/api/booking/${bookingId}` });
    expect(view.json().status).toBe('pendingPayment');
  });

  it('a cancelled checkout returns to the confirmation view, the booking still awaiting payment', async () => {
    const res = await book(depositSessionId, { tables: [{ tableNumber: 'D1' }], bookDateStr: '2026-03-07' });
    const { bookingId } = res.json();
    const payment = await paymentOf(bookingId);
    const cancel = await t.request({ method: 'POST', url: `/api/sandbox/payments/${payment.id}/cancel` });
    expect(cancel.json().redirectUrl).toBe(`/bookingSuccess/${url}?bookingId=${bookingId}&type=cancel`);
    const view = await t.request({ method: 'GET', url: `/api/booking/${bookingId}` });
    expect(view.json().status).toBe('pendingPayment');
  });

  it('confirms the booking when the provider reports the deposit paid by webhook', async () => {
    const res = await book(depositSessionId, { tables: [{ tableNumber: 'D1' }], bookDateStr: '2026-03-06' });
    const { bookingId } = res.json();
    const payment = await paymentOf(bookingId);
    const hook = await postSandboxWebhook(t, [
      { eventId: `auth-${payment.id}`, type: 'payment.authorised', paymentId: payment.id, amount: 2000 },
    ]);
    expect(hook.statusCode).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ status: 'confirmed', holdUntil: null });
  });

  it('lets an unpaid booking lapse after the hold and frees its table', async () => {
    const res = await book(depositSessionId, { tables: [{ tableNumber: 'D1' }], bookDateStr: '2026-03-05' });
    const { bookingId } = res.json();
    expect(await offered('2026-03-05', 2)).not.toContain('Dinner');
    t.setNow(new Date(NOW.getTime() + 14 * 60_000));
    expect(await offered('2026-03-05', 2)).not.toContain('Dinner');
    const pending = await t.request({ method: 'GET', url: `/api/booking/${bookingId}` });
    expect(pending.json().status).toBe('pendingPayment');
    t.setNow(new Date(NOW.getTime() + 15 * 60_000));
    expect((await t.request({ method: 'GET', url: `/api/booking/${bookingId}` })).json().status).toBe(
      'lapsed',
    );
    expect(await offered('2026-03-05', 2)).toContain('Dinner');
    const list = await staff('GET', '/bookings?dateStr=05/03/2026');
    expect(list.json().bookings).toMatchObject([
      { id: bookingId, status: 'lapsed', number: bookingId.slice(-6) },
    ]);
    // Another diner takes the table; the late payment is then flagged for refund.
    const other = await book(depositSessionId, {
      tables: [{ tableNumber: 'D1' }],
      bookDateStr: '2026-03-05',
    });
    expect(other.statusCode).toBe(200);
    const payment = await paymentOf(bookingId);
    await t.request({ method: 'POST', url: `/api/sandbox/payments/${payment.id}/approve` });
    expect((await paymentOf(bookingId)).needsRefund).toBe(true);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.status).toBe('lapsed');
    t.setNow(NOW);
  });
});
