import {
  FLOOR_PLAN_MESSAGES as FP,
  KioskCodeResponse,
  KioskSavedResponse,
  KiosksResponse,
  KIOSK_MESSAGES as M,
} from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { drawTables, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();

/** A restaurantAdmin whose floor plan has tables K1 and K2. */
const owner = async () => {
  const u = await signedInUser(t, { role: 'restaurantAdmin' });
  await drawTables(t.db, u.user.restaurantId!, 'Main', ['K1', 'K2']);
  return { cookie: u.cookie, restaurantId: u.user.restaurantId! };
};
const kiosk = (over: object = {}) => ({
  code: '1',
  tables: [{ id: 't1', tableNumber: 'K1' }],
  terminalNumber: 'S1F2-000158',
  isMobilePhoneNumberRequired: true,
  isNameRequired: false,
  isPaymentRequired: true,
  message: 'Welcome!',
  qrTypes: [{ code: 'takeaway', name: 'Takeaway' }],
  ...over,
});
const post = (as: string | undefined, k: object) =>
  t.request({ method: 'POST', url: '/api/kiosk', payload: { kiosk: k }, as });

describe('kiosks', () => {
  it('creates, reads, lists, updates and deletes a kiosk; timeout defaults to 60', async () => {
    const { cookie } = await owner();
    const code = KioskCodeResponse.parse(
      (await t.request({ method: 'GET', url: '/api/kioskCode', as: cookie })).json(),
    );
    expect(code.newKioskNumber).toBe('1');
    expect(code.qrTypes.map((q) => q.code)).toContain('takeaway');

    const created = await post(cookie, kiosk({ code: code.newKioskNumber }));
    expect(created.statusCode, created.body).toBe(200);
    const saved = KioskSavedResponse.parse(created.json());
    expect(saved.message).toBe('Kiosk updated successfully!');
    expect(saved.kiosk).toMatchObject({
      code: '1',
      timeoutSeconds: 60,
      isPaymentRequired: true,
      message: 'Welcome!',
    });

    const next = KioskCodeResponse.parse(
      (await t.request({ method: 'GET', url: '/api/kioskCode', as: cookie })).json(),
    );
    expect(next.newKioskNumber).toBe('2');

    const one = await t.request({ method: 'GET', url: `/api/kiosk/${saved.kiosk.id}`, as: cookie });
    expect(one.json().kiosk.tables[0]).toMatchObject({ id: 't1', tableNumber: 'K1' });

    const put = await t.request({
      method: 'PUT',
      url: `/api/kiosk/${saved.kiosk.id}`,
      payload: { kiosk: kiosk({ timeoutSeconds: '90', message: 'Hi' }) },
      as: cookie,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ message: M.updated, kiosk: { timeoutSeconds: 90, message: 'Hi' } });

    const list = KiosksResponse.parse(
      (await t.request({ method: 'GET', url: '/api/allKiosks', as: cookie })).json(),
    );
    expect(list.kiosks).toHaveLength(1);

    const del = await t.request({ method: 'DELETE', url: `/api/kiosk/${saved.kiosk.id}`, as: cookie });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/kiosk/${saved.kiosk.id}`, as: cookie })).statusCode,
    ).toBe(404);
  });

  it('answers the §5 rules: code, tables, message at most 30, whole-second timeout, unique code', async () => {
    const { cookie } = await owner();
    const refused = async (k: object, message: string) => {
      const res = await post(cookie, k);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await refused(kiosk({ code: ' ' }), M.codeRequired);
    await refused(kiosk({ tables: [] }), M.tablesRequired);
    await refused(kiosk({ message: 'x'.repeat(31) }), M.messageTooLong);
    await refused(kiosk({ timeoutSeconds: 1.5 }), M.timeout);
    await refused(kiosk({ timeoutSeconds: 'abc' }), M.timeout);
    expect((await post(cookie, kiosk({ message: 'x'.repeat(30), timeoutSeconds: 30 }))).statusCode).toBe(200);
    await refused(kiosk({ code: '1' }), M.duplicateCode);
  });

  it("takes its tables from the floor plan, in the plan's spelling; refuses others (decision 0481)", async () => {
    const { cookie } = await owner();
    const other = await owner();
    await drawTables(t.db, other.restaurantId, 'Bar', ['B1']);
    const refused = await post(
      cookie,
      kiosk({
        tables: [
          { id: 'x', tableNumber: 'B1' },
          { id: 'y', tableNumber: 'K9' },
        ],
      }),
    );
    expect([refused.statusCode, refused.json().message]).toEqual([400, FP.notOnPlan(['B1', 'K9'])]);
    const made = await post(cookie, kiosk({ tables: [{ id: 'k2', tableNumber: 'k2' }] }));
    expect(made.statusCode, made.body).toBe(200);
    const id = KioskSavedResponse.parse(made.json()).kiosk.id;
    expect(made.json().kiosk.tables[0]).toMatchObject({ id: 'k2', tableNumber: 'K2' });
    const put = await t.request({
      method: 'PUT',
      url: `/api/kiosk/${id}`,
      payload: { kiosk: kiosk({ tables: [{ id: 'z', tableNumber: 'Z1' }] }) },
      as: cookie,
    });
    expect([put.statusCode, put.json().message]).toEqual([400, FP.notOnPlan(['Z1'])]);
  });

  it("refuses other roles, no session, and another restaurant's kiosk", async () => {
    const a = await owner();
    const created = KioskSavedResponse.parse((await post(a.cookie, kiosk())).json());
    const b = await owner();
    expect(
      (await t.request({ method: 'GET', url: `/api/kiosk/${created.kiosk.id}`, as: b.cookie })).statusCode,
    ).toBe(404);
    const put = await t.request({
      method: 'PUT',
      url: `/api/kiosk/${created.kiosk.id}`,
      payload: { kiosk: kiosk() },
      as: b.cookie,
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/kiosk/${created.kiosk.id}`, as: b.cookie })).statusCode,
    ).toBe(404);
    expect(
      KiosksResponse.parse((await t.request({ method: 'GET', url: '/api/allKiosks', as: b.cookie })).json())
        .kiosks,
    ).toEqual([]);

    expect((await t.request({ method: 'GET', url: '/api/allKiosks' })).statusCode).toBe(403);
    expect((await post(undefined, kiosk({ code: '9' }))).statusCode).toBe(403);

    const staff = await signedInUser(t, { role: 'restaurantStaff', restaurantId: a.restaurantId });
    expect(
      (await t.request({ method: 'GET', url: `/api/kiosk/${created.kiosk.id}`, as: staff.cookie }))
        .statusCode,
    ).toBe(200);
    expect((await post(staff.cookie, kiosk({ code: '9' }))).statusCode).toBe(403);
    const report = await signedInUser(t, { role: 'restaurantReport', restaurantId: a.restaurantId });
    expect((await t.request({ method: 'GET', url: '/api/allKiosks', as: report.cookie })).statusCode).toBe(
      403,
    );
    const none = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: null });
    expect((await t.request({ method: 'GET', url: '/api/allKiosks', as: none.cookie })).statusCode).toBe(400);
  });
});
