import { BOOKING_MESSAGES, FLOOR_PLAN_MESSAGES } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, outboxMessages } from '../../db/schema';
import { createRestaurant, createTable, drawTables, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { bookingCalls, NOW, TODAY, TOMORROW } from './booking-test-helpers';

const t = await buildTestApp();
let cookie = '';
let url = '';
let restaurantId = '';
const { staff, sessionsOn, offered, book } = bookingCalls(t, () => ({ cookie, url }));

const LUNCH = {
  name: 'Lunch',
  guestNum: 10,
  startTime: '12:00',
  endTime: '14:00',
  tables: [
    { tableNumber: 'T1', guestNumber: 4, minNumOfGuests: 2 },
    { tableNumber: 'T2', guestNumber: 2, minNumOfGuests: 1 },
    { tableNumber: 'T3', guestNumber: 6, minNumOfGuests: 0 },
  ],
};
let lunchId = '';

beforeAll(async () => {
  t.setNow(NOW);
  const r = await createRestaurant(t.db, { address: '1 George St, Sydney NSW 2000', phone: '0299990000' });
  restaurantId = r.id;
  url = r.urlIdentifier;
  await drawTables(t.db, restaurantId, 'Main', ['T1', 'T2', 'T3', 'B1', 'X1', 'S1', 'S2']);
  cookie = (await signedInUser(t, { restaurantId })).cookie;
  const res = await staff('POST', '/bookingSession', LUNCH);
  expect(res.statusCode).toBe(200);
  lunchId = res.json().session.sessionId;
});

describe('booking sessions (staff)', () => {
  it('answers every validation message of the session form', async () => {
    const cases: [object, string][] = [
      [{ ...LUNCH, name: ' ' }, 'Name is required'],
      [{ ...LUNCH, guestNum: 0 }, 'Guest number is required and must be greater than 0'],
      [{ ...LUNCH, startTime: '' }, 'Start time is required.'],
      [{ ...LUNCH, endTime: null }, 'End time is required.'],
      [{ ...LUNCH, depositRequired: true, deposit: 0 }, 'Deposit is required and must be greater than 0'],
      [{ ...LUNCH, startTime: '15:00' }, 'The end time cannot be greater than the start time.'],
      [
        { ...LUNCH, tables: [{ tableNumber: 'T1', guestNumber: 2, minNumOfGuests: 3 }] },
        'Please check tables maximum and minimum capacity requirements.',
      ],
      [
        {
          ...LUNCH,
          tables: [
            { tableNumber: 'T1', guestNumber: 2 },
            { tableNumber: 't1', guestNumber: 2 },
          ],
        },
        'The table number alreay exists.',
      ],
      [
        {
          ...LUNCH,
          tables: [
            { tableNumber: 'T1', guestNumber: 2 },
            { tableNumber: 'Z9', guestNumber: 2 },
          ],
        },
        FLOOR_PLAN_MESSAGES.notOnPlan(['Z9']),
      ],
    ];
    for (const [body, message] of cases) {
      const res = await staff('POST', '/bookingSession', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("stores a table in the floor plan's spelling; refuses another restaurant's table (decision 0481)", async () => {
    const other = await createRestaurant(t.db);
    await drawTables(t.db, other.id, 'Main', ['Q7']);
    const theirs = await staff('POST', '/bookingSession', {
      ...LUNCH,
      tables: [{ tableNumber: 'Q7', guestNumber: 2 }],
    });
    expect([theirs.statusCode, theirs.json().message]).toEqual([400, FLOOR_PLAN_MESSAGES.notOnPlan(['Q7'])]);
    const res = await staff('POST', '/bookingSession', {
      ...LUNCH,
      name: 'Spelled',
      tables: [{ tableNumber: 'x1', guestNumber: 2 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().session.tables[0].tableNumber).toBe('X1');
    expect((await staff('DELETE', `/bookingSession/${res.json().session.sessionId}`)).statusCode).toBe(200);
  });

  it('lists, updates and deletes sessions with every field', async () => {
    const created = await staff('POST', '/bookingSession', {
      ...LUNCH,
      name: 'Brunch',
      sessionDesription: 'Weekend brunch',
      depositRequired: true,
      deposit: 25,
      hideTableNo: true,
    });
    const id = created.json().session.sessionId;
    expect(created.json().session).toMatchObject({
      name: 'Brunch',
      sessionEnabled: true,
      sessionDesription: 'Weekend brunch',
      deposit: 25,
      hideTableNo: true,
      tables: [
        { tableNumber: 'T1', guestNumber: 4, minNumOfGuests: 2 },
        { tableNumber: 'T2', guestNumber: 2, minNumOfGuests: 1 },
        { tableNumber: 'T3', guestNumber: 6, minNumOfGuests: 0 },
      ],
    });
    const updated = await staff('PUT', '/bookingSession', {
      ...LUNCH,
      sessionId: id,
      name: 'Brunch 2',
      sessionEnabled: false,
      tables: [{ tableNumber: 'B1', guestNumber: 8, minNumOfGuests: 4 }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().session).toMatchObject({ name: 'Brunch 2', sessionEnabled: false, deposit: null });
    expect(updated.json().session.tables).toHaveLength(1);
    const list = await staff('GET', '/allBookingSessions');
    expect(list.json().sessions.map((s: { name: string }) => s.name)).toEqual(['Brunch 2', 'Lunch']);
    expect((await staff('DELETE', `/bookingSession/${id}`)).statusCode).toBe(200);
    expect((await staff('DELETE', `/bookingSession/${id}`)).statusCode).toBe(404);
  });

  it('keeps tenancy and the bookingManagement permission', async () => {
    const other = await signedInUser(t, { role: 'restaurantStaff', restaurantId });
    const denied = await t.request({
      method: 'GET',
      url: '/api/allBookingSessions',
      headers: { cookie: other.cookie },
    });
    expect(denied.statusCode).toBe(403);
    const allowed = await signedInUser(t, {
      role: 'restaurantStaff',
      restaurantId,
      permissions: ['bookingManagement'],
    });
    const ok = await t.request({
      method: 'GET',
      url: '/api/allBookingSessions',
      headers: { cookie: allowed.cookie },
    });
    expect(ok.statusCode).toBe(200);
    const stranger = await signedInUser(t);
    const theirs = await t.request({
      method: 'PUT',
      url: '/api/bookingSession',
      headers: { cookie: stranger.cookie },
      payload: { ...LUNCH, sessionId: lunchId },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('availability (GET /restaurantBookingSessions)', () => {
  it('offers enabled future sessions with their free tables and the restaurant', async () => {
    const res = await sessionsOn(TOMORROW, 2);
    expect(res.json().restaurant.name).toBeTruthy();
    expect(res.json().sessions).toHaveLength(1);
    expect(res.json().sessions[0]).toMatchObject({ id: lunchId, startTime: '12:00', endTime: '14:00' });
  });

  it('refuses a start in the past, close dates and declined same-day bookings', async () => {
    expect(await offered(TODAY, 2)).toEqual(['Lunch']);
    t.setNow(new Date('2026-03-02T01:00:00Z')); // 12:00 in Sydney: lunch has started
    expect(await offered(TODAY, 2)).toEqual([]);
    t.setNow(NOW);
    const closed = await staff('POST', '/bookingSessions', {
      closeDates: [{ date: '03/03/2026', sessionIds: [lunchId] }],
    });
    expect(closed.json()).toMatchObject({
      message: 'Close Dates Updated Successfully',
      closeDates: [{ date: '03/03/2026', sessions: [{ sessionId: lunchId, sessionName: 'Lunch' }] }],
    });
    expect(await offered(TOMORROW, 2)).toEqual([]);
    const settings = await staff('GET', '/bookingSettings');
    expect(settings.json().closeDates).toHaveLength(1);
    await staff('POST', '/bookingSessions', { closeDates: [] });
    expect(await offered(TOMORROW, 2)).toEqual(['Lunch']);
    const declined = await staff('POST', '/bookingSettings', { declineTodayBooking: true });
    expect(declined.json()).toMatchObject({
      message: 'Settings Updated Successfully',
      settings: { declineTodayBooking: true },
    });
    expect(await offered(TODAY, 2)).toEqual([]);
    expect(await offered(TOMORROW, 2)).toEqual(['Lunch']);
    await staff('POST', '/bookingSettings', { declineTodayBooking: false });
  });

  it('treats a table minimum of 0 as its maximum', async () => {
    const res = await staff('POST', '/bookingSession', {
      name: 'Bar',
      guestNum: 20,
      startTime: '20:00',
      endTime: '22:00',
      tables: [{ tableNumber: 'X1', guestNumber: 6, minNumOfGuests: 0 }],
    });
    const barId = res.json().session.sessionId;
    expect(await offered(TOMORROW, 5)).not.toContain('Bar');
    expect(await offered(TOMORROW, 6)).toContain('Bar');
    const refused = await book(barId, { partySize: 5, tables: [{ tableNumber: 'X1' }] });
    expect(refused.json().message).toBe('Please check tables maximum and minimum capacity requirements.');
    await staff('DELETE', `/bookingSession/${barId}`);
  });

  it('keeps to the guest limit with the bookings already made', async () => {
    const res = await staff('POST', '/bookingSession', {
      name: 'Small',
      guestNum: 5,
      startTime: '17:00',
      endTime: '18:00',
      tables: [
        { tableNumber: 'S1', guestNumber: 4, minNumOfGuests: 1 },
        { tableNumber: 'S2', guestNumber: 4, minNumOfGuests: 1 },
      ],
    });
    const id = res.json().session.sessionId;
    expect((await book(id, { partySize: 4, tables: [{ tableNumber: 'S1' }] })).statusCode).toBe(200);
    expect(await offered(TOMORROW, 2)).not.toContain('Small');
    expect(await offered(TOMORROW, 1)).toContain('Small');
    const over = await book(id, { partySize: 2, tables: [{ tableNumber: 'S2' }] });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: 'Cannot find a table', errorCode: 999 });
  });
});

describe('POST /booking', () => {
  it('answers every validation message', async () => {
    const cases: [object, string][] = [
      [{ partySize: 0 }, BOOKING_MESSAGES.partySize],
      [{ partySize: 21 }, BOOKING_MESSAGES.partySize],
      [{ bookDateStr: '2026-03-01' }, 'Please select a future date'],
      [{ sessionId: null }, 'Please select a time slot'],
      [{ tables: [] }, 'Please select a table'],
      [{ partySize: 5 }, 'Please check tables maximum and minimum capacity requirements.'],
      [{ name: '' }, 'Please enter your name'],
      [{ name: 'R2-D2' }, 'Please enter a valid name'],
      [{ email: '' }, 'Please enter your email'],
      [{ email: 'ada@' }, 'please enter a valid email'],
      [{ mobilePhone: '' }, 'Please enter your mobile phone'],
      [{ agreeTerms: false }, 'Please agree the terms and conditions.'],
    ];
    for (const [booking, message] of cases) {
      const res = await book(booking && 'sessionId' in booking ? '' : lunchId, booking);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, JSON.stringify(booking)).toBe(message);
    }
    t.setNow(new Date('2026-03-02T01:30:00Z'));
    const late = await book(lunchId, { bookDateStr: TODAY });
    expect(late.json().message).toBe('Please select a future time');
    t.setNow(NOW);
  });

  it('confirms at once without a deposit and e-mails the details with a calendar file', async () => {
    const res = await book(lunchId, { specialRequirement: 'Window seat' });
    expect(res.statusCode).toBe(200);
    const { bookingId, status } = res.json();
    expect(status).toBe('confirmed');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ status: 'confirmed', tables: ['T2'], clientId: 'client-1' });
    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'email'), eq(outboxMessages.recipient, 'ada@example.com')));
    const mail = mails.find((m) => m.body.includes(bookingId.slice(-6)));
    expect(mail?.subject).toContain(bookingId.slice(-6));
    expect(mail?.body).toContain('Date: 03/03/2026');
    expect(mail?.body).toContain('Time: 12:00 - 14:00');
    expect(mail?.body).toContain('Special requirements: Window seat');
    const ics = Buffer.from(mail!.attachments![0]!.content, 'base64').toString('utf8');
    expect(mail!.attachments![0]!.filename).toBe('booking.ics');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain(`UID:booking-${bookingId}@rpos\r\n`);
    expect(ics).toContain('DTSTART:20260303T010000Z\r\n');
    expect(ics).toContain('DTEND:20260303T030000Z\r\n');
    expect(ics).toContain('LOCATION:1 George St\\, Sydney NSW 2000\r\n');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('lets one of 20 concurrent diners have a table; the others get Cannot find a table', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(lunchId, {
          tables: [{ tableNumber: 'T1' }],
          partySize: 3,
          bookDateStr: '2026-03-10',
          name: `Diner ${'x'.repeat(i)}`,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('Cannot find a table');
    const held = await t.db.select().from(bookings).where(eq(bookings.bookDate, '2026-03-10'));
    expect(held).toHaveLength(1);
  });
});

describe('staff bookings, settings and tables', () => {
  it('lists the bookings of a date and moves their status', async () => {
    const list = await staff('GET', '/bookings?dateStr=2026-03-03');
    const rows = list.json().bookings;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({
      status: 'confirmed',
      partySize: expect.any(Number),
      email: 'ada@example.com',
    });
    const seated = await staff('PUT', `/bookings/${rows[0].id}/status`, { status: 'seated' });
    expect(seated.json().booking.status).toBe('seated');
    const cancelled = await staff('PUT', `/bookings/${rows[0].id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(400);
  });

  it('keeps the disclaimer to 100 characters and shows it to diners', async () => {
    const long = await staff('POST', '/bookingSettings', { disclaimer: 'x'.repeat(101) });
    expect(long.json().message).toBe('The disclaimer can be at most 100 characters');
    const ok = await staff('POST', '/bookingSettings', { disclaimer: 'Tables are held for 15 minutes.' });
    expect(ok.json().settings.disclaimer).toBe('Tables are held for 15 minutes.');
    const info = await t.request({ method: 'GET', url: `/api/restaurantInfo?restaurantId=${url}` });
    expect(info.json().disclaimer).toBe('Tables are held for 15 minutes.');
  });

  it('answers the restaurant tables by area', async () => {
    const r = await createRestaurant(t.db);
    await createTable(t.db, r.id, { tableNumber: '2', seats: 2, minSeats: 0 });
    await createTable(t.db, r.id, { tableNumber: '1', seats: 4, minSeats: 2, area: 'Patio' });
    const archived = await createTable(t.db, r.id, { tableNumber: '3', archivedAt: new Date() });
    const own = await signedInUser(t, { restaurantId: r.id });
    const res = await t.request({ method: 'GET', url: '/api/tableInfo', headers: { cookie: own.cookie } });
    expect(res.json().tableInfo.areas).toEqual([
      { name: 'Main', tables: [{ tableNumber: '2', numberOfGuests: 2, minNumOfGuests: 0 }] },
      { name: 'Patio', tables: [{ tableNumber: '1', numberOfGuests: 4, minNumOfGuests: 2 }] },
    ]);
    expect(archived.archivedAt).not.toBeNull();
  });
});
