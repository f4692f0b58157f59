import {
  DeleteStaffResponse,
  STAFF_MESSAGES as M,
  SaveStaffResponse,
  StaffListResponse,
  StaffNumberResponse,
  StaffResponse,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff } from '../../db/schema';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();

/** A restaurantAdmin of a restaurant of its own. */
const owner = async () => {
  const u = await signedInUser(t, { role: 'restaurantAdmin' });
  return { cookie: u.cookie, restaurantId: u.user.restaurantId! };
};
const body = (o: Record<string, unknown> = {}) => ({
  firstName: 'Mei',
  lastName: 'Chen',
  email: 'Mei.Chen@Example.com',
  phoneNumber: '0412345678',
  staffNumber: '1001',
  permissions: ['posPayments'],
  ...o,
});
const api = (as: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url: `/api${url}`, as, ...(payload ? { payload } : {}) });
const add = async (as: string, o: Record<string, unknown> = {}) => {
  const res = await api(as, 'POST', '/staff', body(o));
  expect(res.statusCode, res.body).toBe(200);
  return SaveStaffResponse.parse(res.json());
};

describe('who may manage staff (staffManagement, back-office.md §6)', () => {
  it('lets admin roles and a manager with staffManagement in; refuses the rest', async () => {
    const restaurantId = (await createRestaurant(t.db)).id;
    for (const role of ['restaurantAdmin', 'restaurantGroupAdmin', 'admin'] as const) {
      const { cookie } = await signedInUser(t, { role, restaurantId });
      expect((await api(cookie, 'GET', '/staffNumber')).statusCode, role).toBe(200);
    }
    const allowed = await signedInUser(t, {
      role: 'restaurantManager',
      restaurantId,
      permissions: ['staffManagement'],
    });
    expect((await api(allowed.cookie, 'GET', '/staffList')).statusCode).toBe(200);
    for (const [role, permissions] of [
      ['restaurantManager', ['transactions', 'orders']],
      ['restaurantStaff', ['menuManagement']],
      ['restaurantReport', []],
      ['menuAdmin', ['menuManagement', 'myRestaurant']],
    ] as const) {
      const { cookie } = await signedInUser(t, { role, restaurantId, permissions: [...permissions] });
      for (const [method, url] of [
        ['GET', '/staffNumber'],
        ['GET', '/staffList'],
        ['POST', '/staff'],
        ['GET', '/timesheets?startDateStr=01-06-25&endDateStr=02-06-25'],
        ['GET', '/staffActivities'],
      ] as const) {
        const res = await api(cookie, method, url, method === 'POST' ? body() : undefined);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect((await api(undefined, 'GET', '/staffList')).statusCode).toBe(403);
    const none = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: null });
    const res = await api(none.cookie, 'GET', '/staffNumber');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a restaurant');
  });
});

describe('GET /staffNumber and POST /staff', () => {
  it('offers the POS codes and 1001 first; saves with the e-mail lower-cased and a PIN shown once', async () => {
    const { cookie, restaurantId } = await owner();
    const offer = StaffNumberResponse.parse((await api(cookie, 'GET', '/staffNumber')).json());
    expect(offer.newStaffNumber).toBe('1001');
    expect(offer.permissions.map((p) => p.code)).toEqual([
      'posPayments',
      'posDiscounts',
      'posVoids',
      'posMoveMerge',
      'posDeleteBills',
      'posRefunds',
      'posReopen',
      'posDrawer',
      'posNoSale',
    ]);
    const saved = await add(cookie, { staffNumber: offer.newStaffNumber });
    expect(saved.message).toBe('Staff updated successfully!');
    expect(saved.pin).toMatch(/^\d{6}$/);
    expect(saved.staff).toMatchObject({
      firstName: 'Mei',
      email: 'mei.chen@example.com',
      staffNumber: '1001',
      permissions: [{ code: 'posPayments', name: 'Take payments and close bills' }],
    });
    expect(JSON.stringify(saved.staff)).not.toContain('pin');
    const [row] = await t.db.select().from(staff).where(eq(staff.id, saved.staff.id));
    expect(row!.restaurantId).toBe(restaurantId);
    expect(row!.pinHash).toMatch(/^\$argon2id\$/);
    expect(row!.pinHash).not.toContain(saved.pin!);
    expect(StaffNumberResponse.parse((await api(cookie, 'GET', '/staffNumber')).json()).newStaffNumber).toBe(
      '1002',
    );
  });

  it('answers the field texts and writes nothing on bad input', async () => {
    const { cookie, restaurantId } = await owner();
    for (const [o, message] of [
      [{ firstName: '' }, M.firstNameRequired],
      [{ lastName: undefined }, M.lastNameRequired],
      [{ email: 'nope' }, M.emailInvalid],
      [{ phoneNumber: '' }, M.phoneRequired],
      [{ phoneNumber: 'abc123' }, M.phoneInvalid],
      [{ staffNumber: '' }, M.staffNumberRequired],
      [{ permissions: ['delTransactions'] }, M.unknownPermission],
    ] as const) {
      const res = await api(cookie, 'POST', '/staff', body(o));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await t.db.select().from(staff).where(eq(staff.restaurantId, restaurantId))).toEqual([]);
  });

  it('gives two staff added at once with the same offered number two different numbers', async () => {
    const { cookie, restaurantId } = await owner();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => api(cookie, 'POST', '/staff', body({ firstName: `S${i}` }))),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const numbers = results.map((r) => SaveStaffResponse.parse(r.json()).staff.staffNumber).sort();
    expect(numbers).toEqual(['1001', '1002', '1003', '1004']);
    const rows = await t.db.select().from(staff).where(eq(staff.restaurantId, restaurantId));
    expect(new Set(rows.map((r) => r.staffNumber)).size).toBe(4);
  });
});

describe('GET /staff/{id}, POST /staff/{id}, POST /staff/{id}/pin, DELETE /staff/{id}, GET /staffList', () => {
  it('reads, updates (the number stays), gives a new PIN, lists, searches, pages and deletes', async () => {
    const { cookie } = await owner();
    const mei = await add(cookie);
    const sam = await add(cookie, {
      firstName: 'Sam',
      lastName: 'Jones',
      email: 'sam@x.au',
      staffNumber: '1002',
    });
    const read = StaffResponse.parse((await api(cookie, 'GET', `/staff/${mei.staff.id}`)).json());
    expect(read.staff.staffNumber).toBe('1001');
    expect(read.permissions.length).toBe(9);

    const upd = await api(
      cookie,
      'POST',
      `/staff/${mei.staff.id}`,
      body({ lastName: 'Wong', staffNumber: '9999', email: 'MEI@X.AU', permissions: [] }),
    );
    expect(upd.statusCode, upd.body).toBe(200);
    const updated = SaveStaffResponse.parse(upd.json());
    expect(updated).toMatchObject({
      message: M.updated,
      staff: { lastName: 'Wong', staffNumber: '1001', email: 'mei@x.au', permissions: [] },
    });
    expect(updated.pin).toBeUndefined();

    const pin = SaveStaffResponse.parse((await api(cookie, 'POST', `/staff/${mei.staff.id}/pin`)).json()).pin;
    expect(pin).toMatch(/^\d{6}$/);

    const list = async (q: string) =>
      StaffListResponse.parse((await api(cookie, 'GET', `/staffList${q}`)).json());
    expect((await list('')).staffList.map((s) => s.firstName)).toEqual(['Mei', 'Sam']);
    expect((await list('?search=jones')).staffList.map((s) => s.firstName)).toEqual(['Sam']);
    expect((await list('?search=1001')).staffList.map((s) => s.firstName)).toEqual(['Mei']);
    expect(await list('?pageSize=5&page=2')).toMatchObject({ staffList: [], total: 2, page: 2, pageSize: 5 });
    expect((await api(cookie, 'GET', '/staffList?pageSize=7')).statusCode).toBe(400);

    const del = await api(cookie, 'DELETE', `/staff/${sam.staff.id}`);
    expect(DeleteStaffResponse.parse(del.json()).message).toBe('Deleted successfully!');
    expect((await list('')).total).toBe(1);
    const gone = await api(cookie, 'GET', `/staff/${sam.staff.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.notFound);
    // A deleted staff member's number is never given again.
    expect(StaffNumberResponse.parse((await api(cookie, 'GET', '/staffNumber')).json()).newStaffNumber).toBe(
      '1003',
    );
  });

  it("never shows, changes or deletes another restaurant's staff", async () => {
    const a = await owner();
    const b = await owner();
    const theirs = await add(b.cookie);
    expect((await api(a.cookie, 'GET', `/staff/${theirs.staff.id}`)).statusCode).toBe(404);
    expect(
      (await api(a.cookie, 'POST', `/staff/${theirs.staff.id}`, body({ firstName: 'X' }))).statusCode,
    ).toBe(404);
    expect((await api(a.cookie, 'POST', `/staff/${theirs.staff.id}/pin`)).statusCode).toBe(404);
    expect((await api(a.cookie, 'DELETE', `/staff/${theirs.staff.id}`)).statusCode).toBe(404);
    expect(StaffListResponse.parse((await api(a.cookie, 'GET', '/staffList')).json()).total).toBe(0);
    expect(
      StaffResponse.parse((await api(b.cookie, 'GET', `/staff/${theirs.staff.id}`)).json()).staff.firstName,
    ).toBe('Mei');
    // Numbers are per restaurant: a's first is 1001 too.
    expect((await add(a.cookie)).staff.staffNumber).toBe('1001');
  });
});

describe('the OpenAPI document', () => {
  it('describes the staff, timesheet, activity and POS staff calls', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/staffNumber',
      '/api/staffList',
      '/api/staff',
      '/api/staff/{id}',
      '/api/staff/{id}/pin',
      '/api/timesheets',
      '/api/timesheet',
      '/api/timesheet/{id}',
      '/api/staffActivities',
      '/api/pos/staff/signIn',
      '/api/pos/staff/clock',
    ]) {
      expect(paths, p).toContain(p);
    }
  });
});
