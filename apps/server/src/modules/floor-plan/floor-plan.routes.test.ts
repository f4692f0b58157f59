import { FLOOR_PLAN_MESSAGES as M } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restaurantAreas, restaurants, restaurantTables, transactions, users } from '../../db/schema';
import { newId } from '../../platform/ids';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();

/** A restaurantAdmin of a new restaurant with one "Main" area (as the admin's restaurant form makes it). */
async function owner() {
  const r = await createRestaurant(t.db);
  const areaId = newId();
  await t.db.insert(restaurantAreas).values({ id: areaId, restaurantId: r.id, name: 'Main', sort: 1 });
  const u = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: r.id });
  return { cookie: u.cookie, restaurantId: r.id, areaId };
}
const req = (
  as: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.request({ method, url: `/api${url}`, as, ...(payload ? { payload } : {}) });
const plan = async (as: string) => {
  const res = await req(as, 'GET', '/floorPlan');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().areas as {
    id: string;
    name: string;
    tables: { id: string; tableNumber: string; x: number }[];
  }[];
};
const openBill = (restaurantId: string, tableNo: string, status: 'active' | 'paid' = 'active') =>
  t.db.insert(transactions).values({
    id: newId(),
    restaurantId,
    type: 'dinein',
    tableNo,
    status,
    billPaid: status === 'paid',
  });

describe('GET /api/floorPlan', () => {
  it('answers the areas with their live tables; a new restaurant has one area and no tables', async () => {
    const o = await owner();
    expect(await plan(o.cookie)).toEqual([{ id: o.areaId, name: 'Main', sort: 1, tables: [] }]);
  });

  it('is read by the POS roles too; refused without a session or a restaurant', async () => {
    const o = await owner();
    for (const role of ['restaurantManager', 'restaurantStaff'] as const) {
      const u = await signedInUser(t, { role, restaurantId: o.restaurantId });
      expect((await plan(u.cookie)).length, role).toBe(1);
    }
    for (const role of ['menuAdmin', 'restaurantReport'] as const) {
      const u = await signedInUser(t, { role, restaurantId: o.restaurantId });
      expect((await req(u.cookie, 'GET', '/floorPlan')).statusCode, role).toBe(403);
    }
    expect((await req(undefined, 'GET', '/floorPlan')).statusCode).toBe(403);
    const none = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: null });
    const res = await req(none.cookie, 'GET', '/floorPlan');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a restaurant');
  });
});

describe('areas', () => {
  it('adds, renames, duplicates and deletes areas with their refusals', async () => {
    const o = await owner();
    const added = await req(o.cookie, 'POST', '/floorPlan/areas', { name: ' Terrace ' });
    expect(added.statusCode, added.body).toBe(200);
    const terrace = added.json().area;
    expect(terrace).toMatchObject({ name: 'Terrace', sort: 2, tables: [] });
    const dup = await req(o.cookie, 'POST', '/floorPlan/areas', { name: 'terrace' });
    expect([dup.statusCode, dup.json().message]).toEqual([400, M.areaNameTaken('terrace')]);
    const blank = await req(o.cookie, 'POST', '/floorPlan/areas', { name: '  ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, M.areaName]);

    const renamed = await req(o.cookie, 'PUT', `/floorPlan/areas/${terrace.id}`, { name: 'Garden', sort: 0 });
    expect(renamed.json().area).toMatchObject({ name: 'Garden', sort: 0 });
    expect((await plan(o.cookie)).map((a) => a.name)).toEqual(['Garden', 'Main']);

    await req(o.cookie, 'POST', '/floorPlan/tableRange', { areaId: terrace.id, range: '1-3' });
    const copy = await req(o.cookie, 'POST', `/floorPlan/areas/${terrace.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json().area.name).toBe('Garden copy');
    expect(copy.json().area.tables.map((x: { tableNumber: string }) => x.tableNumber)).toEqual([
      '4',
      '5',
      '6',
    ]);

    const full = await req(o.cookie, 'DELETE', `/floorPlan/areas/${terrace.id}`);
    expect([full.statusCode, full.json().message]).toEqual([409, M.areaHasTables]);
    const empty = await req(o.cookie, 'DELETE', `/floorPlan/areas/${o.areaId}`);
    expect(empty.statusCode).toBe(200);
    expect((await plan(o.cookie)).map((a) => a.name)).toEqual(['Garden', 'Garden copy']);
  });

  it('never deletes the last area; answers 404 for an area of another restaurant', async () => {
    const o = await owner();
    const last = await req(o.cookie, 'DELETE', `/floorPlan/areas/${o.areaId}`);
    expect([last.statusCode, last.json().message]).toEqual([409, M.lastArea]);
    const other = await owner();
    for (const [method, url] of [
      ['PUT', `/floorPlan/areas/${other.areaId}`],
      ['DELETE', `/floorPlan/areas/${other.areaId}`],
      ['POST', `/floorPlan/areas/${other.areaId}/duplicate`],
    ] as const) {
      const res = await req(o.cookie, method, url, method === 'PUT' ? { name: 'Mine' } : undefined);
      expect([res.statusCode, res.json().message], url).toEqual([404, M.areaNotFound]);
    }
    expect((await plan(other.cookie))[0]!.name).toBe('Main');
  });
});

describe('tables', () => {
  it('adds a table with defaults at a free place, and refuses bad numbers, duplicates and seats', async () => {
    const o = await owner();
    const res = await req(o.cookie, 'POST', '/floorPlan/tables', { areaId: o.areaId, tableNumber: 'A1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().table).toMatchObject({
      tableNumber: 'A1',
      name: 'Table A1',
      seats: 4,
      minSeats: 0,
      x: 0,
      y: 0,
    });
    const second = await req(o.cookie, 'POST', '/floorPlan/tables', {
      areaId: o.areaId,
      tableNumber: '2',
      seats: 6,
    });
    expect(second.json().table).toMatchObject({ x: 3, y: 0, seats: 6 });

    const cases: [object, number, string][] = [
      [{ tableNumber: 'a1' }, 400, M.tableNumberTaken('a1')],
      [{ tableNumber: 'T 1' }, 400, 'The table number should only include letters and numbers'],
      [{ tableNumber: '5?' }, 400, 'The table number should only include letters and numbers'],
      [{ tableNumber: 'takeaway' }, 400, M.tableIsOrderType],
      [{ tableNumber: '9', seats: 0 }, 400, M.seats],
      [{ tableNumber: '9', seats: 2, minSeats: 3 }, 400, M.minGuests],
      [{ tableNumber: '9', x: 23, y: 0, w: 2 }, 400, M.position],
      [{ tableNumber: '9', w: 9 }, 400, M.position],
    ];
    for (const [body, status, message] of cases) {
      const bad = await req(o.cookie, 'POST', '/floorPlan/tables', { areaId: o.areaId, ...body });
      expect([bad.statusCode, bad.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    const noArea = await req(o.cookie, 'POST', '/floorPlan/tables', { areaId: 'nope', tableNumber: '9' });
    expect([noArea.statusCode, noArea.json().message]).toEqual([404, M.areaNotFound]);
    expect((await plan(o.cookie))[0]!.tables.map((x) => x.tableNumber)).toEqual(['A1', '2']);
  });

  it('adds tables 1–8 by range, all or none', async () => {
    const o = await owner();
    const res = await req(o.cookie, 'POST', '/floorPlan/tableRange', {
      areaId: o.areaId,
      range: '1–8',
      seats: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tables.map((x: { tableNumber: string }) => x.tableNumber)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    const overlap = await req(o.cookie, 'POST', '/floorPlan/tableRange', { areaId: o.areaId, range: '7-10' });
    expect([overlap.statusCode, overlap.json().message]).toEqual([400, 'Tables 7, 8 already exist.']);
    const bad = await req(o.cookie, 'POST', '/floorPlan/tableRange', { areaId: o.areaId, range: '10-1' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, M.range]);
    expect((await plan(o.cookie))[0]!.tables).toHaveLength(8);
  });

  it('moves, resizes, renames and renumbers a table; keeps a number unique', async () => {
    const o = await owner();
    await req(o.cookie, 'POST', '/floorPlan/tableRange', { areaId: o.areaId, range: '1-2' });
    const [one, two] = (await plan(o.cookie))[0]!.tables;
    const moved = await req(o.cookie, 'PUT', `/floorPlan/tables/${one!.id}`, {
      x: 10,
      y: 5,
      w: 3,
      shape: 'round',
    });
    expect(moved.json().table).toMatchObject({ x: 10, y: 5, w: 3, h: 2, shape: 'round' });
    const renumbered = await req(o.cookie, 'PUT', `/floorPlan/tables/${one!.id}`, { tableNumber: 'B1' });
    expect(renumbered.json().table).toMatchObject({ tableNumber: 'B1', name: 'Table B1' });
    const named = await req(o.cookie, 'PUT', `/floorPlan/tables/${one!.id}`, { name: 'Window', seats: 2 });
    expect(named.json().table).toMatchObject({ name: 'Window', seats: 2, minSeats: 0 });
    const taken = await req(o.cookie, 'PUT', `/floorPlan/tables/${two!.id}`, { tableNumber: 'b1' });
    expect([taken.statusCode, taken.json().message]).toEqual([400, M.tableNumberTaken('b1')]);
    const off = await req(o.cookie, 'PUT', `/floorPlan/tables/${two!.id}`, { x: 23 });
    expect([off.statusCode, off.json().message]).toEqual([400, M.position]);
    const area = await req(o.cookie, 'POST', '/floorPlan/areas', { name: 'Bar' });
    const toBar = await req(o.cookie, 'PUT', `/floorPlan/tables/${two!.id}`, { areaId: area.json().area.id });
    expect(toBar.json().table.areaId).toBe(area.json().area.id);
  });

  it('duplicates a table with the next number or a range', async () => {
    const o = await owner();
    const made = await req(o.cookie, 'POST', '/floorPlan/tables', {
      areaId: o.areaId,
      tableNumber: '3',
      seats: 6,
      shape: 'rect',
      w: 3,
    });
    const id = made.json().table.id;
    const next = await req(o.cookie, 'POST', `/floorPlan/tables/${id}/duplicate`, {});
    expect(next.json().tables).toMatchObject([{ tableNumber: '4', seats: 6, shape: 'rect', w: 3 }]);
    const range = await req(o.cookie, 'POST', `/floorPlan/tables/${id}/duplicate`, { range: '10-12' });
    expect(range.json().tables.map((x: { tableNumber: string }) => x.tableNumber)).toEqual([
      '10',
      '11',
      '12',
    ]);
    const clash = await req(o.cookie, 'POST', `/floorPlan/tables/${id}/duplicate`, { range: '4' });
    expect([clash.statusCode, clash.json().message]).toEqual([400, M.tableNumberTaken('4')]);
  });

  it('refuses to remove or renumber a table with an open bill; archives one with history; deletes a new one', async () => {
    const o = await owner();
    await req(o.cookie, 'POST', '/floorPlan/tableRange', { areaId: o.areaId, range: '1-3' });
    const [one, two, three] = (await plan(o.cookie))[0]!.tables;
    await openBill(o.restaurantId, '1');
    const refused = await req(o.cookie, 'DELETE', `/floorPlan/tables/${one!.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, M.openBill('1')]);
    const renumber = await req(o.cookie, 'PUT', `/floorPlan/tables/${one!.id}`, { tableNumber: '99' });
    expect([renumber.statusCode, renumber.json().message]).toEqual([409, M.renumberOpenBill('1')]);

    await openBill(o.restaurantId, '2', 'paid');
    const archived = await req(o.cookie, 'DELETE', `/floorPlan/tables/${two!.id}`);
    expect(archived.json()).toEqual({ archived: true, message: M.archived('2') });
    const [row] = await t.db.select().from(restaurantTables).where(eq(restaurantTables.id, two!.id));
    expect(row!.archivedAt).not.toBeNull();

    const deleted = await req(o.cookie, 'DELETE', `/floorPlan/tables/${three!.id}`);
    expect(deleted.json()).toEqual({ archived: false, message: M.deleted('3') });
    expect(await t.db.select().from(restaurantTables).where(eq(restaurantTables.id, three!.id))).toEqual([]);
    expect((await plan(o.cookie))[0]!.tables.map((x) => x.tableNumber)).toEqual(['1']);

    // An archived table's number may be used again; the diner's URL and QR codes see only the new one.
    const again = await req(o.cookie, 'POST', '/floorPlan/tables', { areaId: o.areaId, tableNumber: '2' });
    expect(again.statusCode, again.body).toBe(200);
    const gone = await req(o.cookie, 'DELETE', `/floorPlan/tables/${two!.id}`);
    expect([gone.statusCode, gone.json().message]).toEqual([404, M.tableNotFound]);
  });

  it("never touches another restaurant's table", async () => {
    const o = await owner();
    const other = await owner();
    const made = await req(other.cookie, 'POST', '/floorPlan/tables', {
      areaId: other.areaId,
      tableNumber: '1',
    });
    const id = made.json().table.id;
    for (const [method, url] of [
      ['PUT', `/floorPlan/tables/${id}`],
      ['DELETE', `/floorPlan/tables/${id}`],
      ['POST', `/floorPlan/tables/${id}/duplicate`],
    ] as const) {
      const res = await req(o.cookie, method, url, method === 'DELETE' ? undefined : {});
      expect([res.statusCode, res.json().message], url).toEqual([404, M.tableNotFound]);
    }
    const intoOther = await req(o.cookie, 'POST', '/floorPlan/tables', {
      areaId: other.areaId,
      tableNumber: '1',
    });
    expect([intoOther.statusCode, intoOther.json().message]).toEqual([404, M.areaNotFound]);
    expect((await plan(other.cookie))[0]!.tables).toHaveLength(1);
  });
});

describe('who edits', () => {
  it('admin, restaurantAdmin, the group admin for its restaurants and a manager with myRestaurant', async () => {
    const o = await owner();
    const add = (cookie: string, n: string) =>
      req(cookie, 'POST', '/floorPlan/tables', { areaId: o.areaId, tableNumber: n });
    const admin = await signedInUser(t, { role: 'admin', restaurantId: o.restaurantId });
    expect((await add(admin.cookie, '1')).statusCode).toBe(200);
    const manager = await signedInUser(t, {
      role: 'restaurantManager',
      restaurantId: o.restaurantId,
      permissions: ['myRestaurant'],
    });
    expect((await add(manager.cookie, '2')).statusCode).toBe(200);

    const group = await createRestaurant(t.db, { type: 'restaurantGroup' });
    await t.db.update(restaurants).set({ groupId: group.id }).where(eq(restaurants.id, o.restaurantId));
    const groupAdmin = await signedInUser(t, { role: 'restaurantGroupAdmin', restaurantId: group.id });
    await t.db
      .update(users)
      .set({ selectedRestaurantId: o.restaurantId })
      .where(eq(users.id, groupAdmin.user.id));
    expect((await add(groupAdmin.cookie, '3')).statusCode).toBe(200);

    const plainManager = await signedInUser(t, {
      role: 'restaurantManager',
      restaurantId: o.restaurantId,
      permissions: ['orders'],
    });
    for (const role of ['restaurantStaff', 'menuAdmin', 'restaurantReport'] as const) {
      const u = await signedInUser(t, { role, restaurantId: o.restaurantId });
      const res = await add(u.cookie, '9');
      expect([res.statusCode, res.json().message], role).toEqual([
        403,
        'You do not have permission to do this.',
      ]);
    }
    expect((await add(plainManager.cookie, '9')).statusCode).toBe(403);
    expect((await add('', '9')).statusCode).toBe(403);
    expect((await plan(o.cookie))[0]!.tables.map((x) => x.tableNumber)).toEqual(['1', '2', '3']);
  });
});
