import {
  isRestaurantOpen,
  OnlineResponse,
  OPEN_HOURS_MESSAGES,
  ORDER_MESSAGES,
  type PublishedMenu,
  StaffOpenHoursResponse,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import {
  dishNamed,
  line,
  MONDAY_NOON,
  menuOf,
  payload,
  placeOrder,
  restaurantRow,
} from '../orders/order-test-helpers';

// The diner context is kept a minute here: a change must reach GET /online and placeOrder through the
// restaurantChanged event, not through an expiry.
const t = await buildTestApp({ dinerCacheMs: 60_000 });
let gdId: string;
let owner: string;
let menu: PublishedMenu;

const SEEDED = {
  openHoursItems: [
    {
      weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      openStart: '11:00',
      openEnd: '15:00',
    },
    { weekdays: ['Saturday', 'Sunday'], openStart: '10:00', openEnd: '15:30' },
    {
      weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Sunday'],
      openStart: '17:00',
      openEnd: '22:30',
    },
    { weekdays: ['Friday', 'Saturday'], openStart: '17:00', openEnd: '24:00' },
    { weekdays: ['Saturday', 'Sunday'], openStart: '00:00', openEnd: '02:00' },
  ],
  closeDaysItems: ['25/12/2025'],
};

const getHours = (as?: string) => t.request({ method: 'GET', url: '/api/restaurantOpenHours', as });
const putHours = (body: unknown, as?: string, urlIdentifier = 'goldendragon') =>
  t.request({ method: 'PUT', url: `/api/restaurantOpenHours/${urlIdentifier}`, payload: body as object, as });
const online = async () => {
  const res = await t.request({ method: 'GET', url: '/api/online?menuId=goldendragon&tableId=5' });
  expect(res.statusCode, res.body).toBe(200);
  return OnlineResponse.parse(res.json());
};
const savedHours = async () => StaffOpenHoursResponse.parse((await getHours(owner)).json()).openHours;
const withoutIds = (h: Awaited<ReturnType<typeof savedHours>>) => ({
  ...h,
  openHoursItems: h.openHoursItems.map(({ id: _id, ...r }) => r),
});

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  gdId = (await restaurantRow(t, 'goldendragon')).id;
  owner = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId })).cookie;
  menu = await menuOf(t, 'goldendragon', '5');
});
beforeEach(() => t.setNow(MONDAY_NOON));

describe('GET /api/restaurantOpenHours', () => {
  it("answers the acting restaurant's ranges with day names and its closed dates", async () => {
    const res = await getHours(owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = StaffOpenHoursResponse.parse(res.json());
    expect(body.urlIdentifier).toBe('goldendragon');
    expect(body.timezone).toBe('Australia/Sydney');
    expect(withoutIds(body.openHours)).toEqual(SEEDED);
  });
});

describe('PUT /api/restaurantOpenHours/{urlIdentifier}: who may', () => {
  it('refuses other roles and anonymous callers', async () => {
    for (const role of ['restaurantStaff', 'restaurantManager']) {
      const { cookie } = await signedInUser(t, { role, restaurantId: gdId });
      expect((await putHours({ openHours: SEEDED }, cookie)).statusCode).toBe(403);
      expect((await getHours(cookie)).statusCode).toBe(403);
    }
    expect((await putHours({ openHours: SEEDED })).statusCode).toBe(403);
    expect((await getHours()).statusCode).toBe(403);
  });

  it("refuses another restaurant's identifier in the path and changes nothing", async () => {
    const res = await putHours(
      { openHours: { openHoursItems: [], closeDaysItems: [] } },
      owner,
      'bondibites',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(OPEN_HOURS_MESSAGES.notThisRestaurant);
    const bondi = await restaurantRow(t, 'bondibites');
    const bondiAdmin = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: bondi.id })).cookie;
    const bondiHours = StaffOpenHoursResponse.parse((await getHours(bondiAdmin)).json());
    expect(bondiHours.openHours.openHoursItems.length).toBeGreaterThan(0);
    expect(withoutIds(await savedHours())).toEqual(SEEDED);
  });

  it('lets an admin save the selected restaurant and asks an admin without one to select it', async () => {
    const admin = await signedInUser(t, { role: 'admin', restaurantId: null });
    expect((await putHours({ openHours: SEEDED }, admin.cookie)).json().message).toBe(
      'Please select a restaurant',
    );
    await t.db.update(users).set({ selectedRestaurantId: gdId }).where(eq(users.id, admin.user.id));
    const res = await putHours({ openHours: SEEDED }, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lets a group admin save a restaurant of its group', async () => {
    const group = await createRestaurant(t.db, { type: 'restaurantGroup' });
    const member = await createRestaurant(t.db, { groupId: group.id });
    const groupAdmin = await signedInUser(t, { role: 'restaurantGroupAdmin', restaurantId: group.id });
    await t.db.update(users).set({ selectedRestaurantId: member.id }).where(eq(users.id, groupAdmin.user.id));
    const body = {
      openHours: {
        openHoursItems: [{ weekdays: ['Monday'], openStart: '09:00', openEnd: '17:00' }],
        closeDaysItems: [],
      },
    };
    const res = await putHours(body, groupAdmin.cookie, member.urlIdentifier);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().openHours.openHoursItems).toMatchObject([{ weekdays: ['Monday'] }]);
  });
});

describe('PUT /api/restaurantOpenHours/{urlIdentifier}: bad input', () => {
  const refused = async (openHours: unknown, message: string) => {
    const res = await putHours({ openHours }, owner);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    expect(withoutIds(await savedHours())).toEqual(SEEDED);
  };

  it('answers the rule texts and saves nothing of a list with one bad item', async () => {
    const good = { weekdays: ['Monday'], openStart: '09:00', openEnd: '10:00' };
    await refused(
      {
        openHoursItems: [good, { weekdays: ['Tuesday'], openStart: '17:00', openEnd: '02:00' }],
        closeDaysItems: [],
      },
      OPEN_HOURS_MESSAGES.closeAfterOpen,
    );
    await refused(
      { openHoursItems: [good, { weekdays: [], openStart: '09:00', openEnd: '10:00' }], closeDaysItems: [] },
      OPEN_HOURS_MESSAGES.weekdays,
    );
    await refused(
      { openHoursItems: [{ ...good, openStart: '9am' }], closeDaysItems: [] },
      OPEN_HOURS_MESSAGES.time,
    );
    await refused({ openHoursItems: [good], closeDaysItems: ['2025-12-25'] }, OPEN_HOURS_MESSAGES.date);
    await refused({ openHoursItems: [good], closeDaysItems: ['31/02/2026'] }, OPEN_HOURS_MESSAGES.date);
    await refused({ openHoursItems: [{ ...good, weekdays: ['Someday'] }], closeDaysItems: [] }, 'weekdays');
  });
});

describe('PUT /api/restaurantOpenHours/{urlIdentifier}: the diner side follows at once', () => {
  it('closes the restaurant for GET /online and placeOrder, then opens it again', async () => {
    const order = () => placeOrder(t, payload([line(dishNamed(menu, 'Siu Mai'))]));
    // Open at Monday noon, and the diner context is now cached.
    expect(isRestaurantOpen((await online()).restaurant, MONDAY_NOON)).toBe(true);

    // Monday dinner only, and 17:00-02:00 entered as two ranges (decision 16).
    const dinner = {
      openHoursItems: [
        { weekdays: ['Monday'], openStart: '17:00', openEnd: '24:00' },
        { weekdays: ['Tuesday'], openStart: '00:00', openEnd: '02:00' },
      ],
      closeDaysItems: ['25/12/2025', '25/12/2025'],
    };
    const saved = await putHours({ openHours: dinner }, owner);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(withoutIds(StaffOpenHoursResponse.parse(saved.json()).openHours)).toEqual({
      ...dinner,
      closeDaysItems: ['25/12/2025'],
    });

    const closed = await online();
    expect(closed.restaurant.openHoursItems.map((h) => [h.weekdays, h.openStart, h.openEnd])).toEqual([
      [[1], '17:00', '24:00'],
      [[2], '00:00', '02:00'],
    ]);
    expect(isRestaurantOpen(closed.restaurant, MONDAY_NOON)).toBe(false);
    const refused = await order();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ORDER_MESSAGES.merchantClosed);
    // Monday 23:00 in Sydney and Tuesday 01:00 are inside the two ranges.
    t.setNow(new Date('2025-06-02T13:00:00Z'));
    expect((await order()).statusCode).toBe(200);
    t.setNow(new Date('2025-06-02T15:00:00Z'));
    expect((await order()).statusCode).toBe(200);
    t.setNow(MONDAY_NOON);

    // Today's date closed: closed all day even inside a range.
    const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    await putHours(
      {
        openHours: {
          openHoursItems: [{ weekdays: everyDay, openStart: '00:00', openEnd: '24:00' }],
          closeDaysItems: ['02/06/2025'],
        },
      },
      owner,
    );
    expect(isRestaurantOpen((await online()).restaurant, MONDAY_NOON)).toBe(false);
    expect((await order()).json().message).toBe(ORDER_MESSAGES.merchantClosed);

    // Restored: open again, and the range ids of the page survive a save.
    const restored = await putHours({ openHours: SEEDED }, owner);
    expect(restored.statusCode).toBe(200);
    const ids = StaffOpenHoursResponse.parse(restored.json()).openHours.openHoursItems.map((h) => h.id);
    const again = await putHours(
      {
        openHours: { ...SEEDED, openHoursItems: SEEDED.openHoursItems.map((h, i) => ({ ...h, id: ids[i] })) },
      },
      owner,
    );
    expect(again.json().openHours.openHoursItems.map((h: { id: string }) => h.id)).toEqual(ids);
    expect(isRestaurantOpen((await online()).restaurant, MONDAY_NOON)).toBe(true);
    expect((await order()).statusCode).toBe(200);
  });
});
