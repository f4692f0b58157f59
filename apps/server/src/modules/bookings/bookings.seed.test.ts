import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, bookingTableClaims, restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { newId } from '../../platform/ids';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();
// 09:00 on 2 March 2026 in Sydney.
const NOW = new Date('2026-03-01T22:00:00Z');
let gdId = '';

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
  const [row] = await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, 'goldendragon'));
  gdId = row!.id;
});

const sessions = async (partySize: number) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/restaurantBookingSessions?restaurantId=goldendragon&dateStr=2026-03-03&partySize=${partySize}`,
    })
  ).json().sessions as { name: string; deposit: number | null; tables: { tableNumber: string }[] }[];

describe('demo booking sessions', () => {
  it('offers Golden Dragon lunch and dinner, and the banquet (with a deposit) to large parties', async () => {
    expect((await sessions(2)).map((s) => s.name)).toEqual(['Lunch', 'Dinner']);
    const large = await sessions(12);
    expect(large.map((s) => [s.name, s.deposit])).toEqual([
      ['Lunch', null],
      ['Dinner', null],
      ['Banquet Dinner', 20],
    ]);
  });

  it('refuses a second holder of a table at the database, whatever the code does', async () => {
    const base = {
      restaurantId: gdId,
      sessionId: 's',
      sessionName: 'S',
      bookDate: '2026-03-09',
      startTime: '12:00',
      endTime: '13:00',
      partySize: 2,
      tables: ['1'],
      name: 'A',
      email: 'a@example.com',
      mobilePhone: '0412345678',
      status: 'confirmed' as const,
    };
    const [a, b] = [newId(), newId()];
    await t.db.insert(bookings).values([
      { ...base, id: a },
      { ...base, id: b },
    ]);
    const claim = { restaurantId: gdId, sessionId: 's', bookDate: '2026-03-09', tableNumber: '1' };
    await t.db.insert(bookingTableClaims).values({ ...claim, bookingId: a });
    await expect(t.db.insert(bookingTableClaims).values({ ...claim, bookingId: b })).rejects.toThrow();
  });
});
