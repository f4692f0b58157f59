import {
  CreatePaymentTypeResponse,
  PAYMENT_TYPE_MESSAGES as M,
  PaymentTypesResponse,
  type PosPaymentType,
  UpdatePaymentTypesResponse,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { posPaymentTypes, restaurants, users } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();
const NOW = new Date('2025-06-02T02:00:00Z');
let goldenDragonId: string;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
  const [r] = await t.db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.urlIdentifier, 'goldendragon'));
  goldenDragonId = r!.id;
});

/** A restaurantAdmin of a restaurant of its own, with no payment types. */
const owner = async () => {
  const u = await signedInUser(t, { role: 'restaurantAdmin' });
  return { cookie: u.cookie, restaurantId: u.user.restaurantId! };
};
const list = async (as: string): Promise<PosPaymentType[]> => {
  const res = await t.request({ method: 'GET', url: '/api/paymentTypes', as });
  expect(res.statusCode, res.body).toBe(200);
  return PaymentTypesResponse.parse(res.json()).paymentTypes;
};
const create = (as: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: '/api/createPaymentType', payload, as });
const update = (as: string | undefined, paymentTypes: object[]) =>
  t.request({ method: 'POST', url: '/api/updatePaymentTypes', payload: { paymentTypes }, as });

describe('GET /api/paymentTypes', () => {
  it("answers the demo restaurant's types ascending by sort, with rates in percent", async () => {
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: goldenDragonId });
    const types = await list(cookie);
    expect(types.map((p) => [p.paymentType, p.surchargeRate, p.enabled, p.sort])).toEqual([
      ['CASH', 0, true, 1],
      ['VISAMastercard', 1.5, true, 2],
      ['EFTPOS', 0.5, true, 3],
      ['AMEX', 2.5, true, 4],
      ['WECHATPAY', 0, true, 5],
      ['Other', 0, false, 99],
    ]);
  });

  it('lets the POS roles of the restaurant read; refuses other roles, no session and no restaurant', async () => {
    for (const role of ['restaurantManager', 'restaurantStaff', 'restaurantGroupAdmin', 'admin'] as const) {
      const { cookie } = await signedInUser(t, { role, restaurantId: goldenDragonId });
      expect((await list(cookie)).length, role).toBe(6);
    }
    for (const role of ['menuAdmin', 'restaurantReport'] as const) {
      const { cookie } = await signedInUser(t, { role, restaurantId: goldenDragonId });
      const res = await t.request({ method: 'GET', url: '/api/paymentTypes', as: cookie });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/paymentTypes' })).statusCode).toBe(403);
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: null });
    const none = await t.request({ method: 'GET', url: '/api/paymentTypes', as: cookie });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select a restaurant');
  });
});

describe('POST /api/createPaymentType', () => {
  it('adds a type with every field, answers the list in sort order and the success text', async () => {
    const { cookie } = await owner();
    const first = await create(cookie, { paymentType: 'CASH', sort: 5 });
    expect(first.statusCode, first.body).toBe(200);
    const res = await create(cookie, {
      paymentType: 'amex',
      surchargeRate: '2.75',
      sort: '1',
      description: ' American Express ',
      enabled: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = CreatePaymentTypeResponse.parse(res.json());
    expect(body.message).toBe('Payment type created successfully');
    expect(body.paymentType).toEqual({
      paymentTypeId: expect.any(String),
      paymentType: 'AMEX',
      surchargeRate: 2.75,
      enabled: false,
      sort: 1,
      description: 'American Express',
    });
    expect(body.paymentTypes.map((p) => p.paymentType)).toEqual(['AMEX', 'CASH']);
    expect(await list(cookie)).toEqual(body.paymentTypes);

    // Defaults: sort 99, rate 0, enabled.
    const custom = CreatePaymentTypeResponse.parse(
      (await create(cookie, { paymentType: 'Gift Card' })).json(),
    );
    expect(custom.paymentType).toMatchObject({ sort: 99, surchargeRate: 0, enabled: true, description: '' });
    expect(custom.paymentTypes.map((p) => p.paymentType)).toEqual(['AMEX', 'CASH', 'Gift Card']);
  });

  it('OBPayments: the rate is 0 and the description OB Payments, whatever was sent', async () => {
    const { cookie } = await owner();
    const res = await create(cookie, { paymentType: 'OBPayments', surchargeRate: 3, description: 'Card' });
    expect(CreatePaymentTypeResponse.parse(res.json()).paymentType).toMatchObject({
      paymentType: 'OBPayments',
      surchargeRate: 0,
      description: 'OB Payments',
    });
  });

  it('answers every validation text and saves nothing', async () => {
    const { cookie } = await owner();
    await create(cookie, { paymentType: 'Gift Card' });
    const before = await list(cookie);
    const cases: [object, string][] = [
      [{}, M.required],
      [{ paymentType: '  ' }, M.required],
      [{ paymentType: 'AMEX', surchargeRate: 101 }, M.surchargeRate],
      [{ paymentType: 'AMEX', surchargeRate: -1 }, M.surchargeRate],
      [{ paymentType: 'AMEX', surchargeRate: 'two' }, M.surchargeRate],
      [{ paymentType: 'AMEX', sort: 'first' }, M.sort],
      [{ paymentType: 'AMEX', sort: 1.5 }, M.sort],
      [{ paymentType: 'x'.repeat(51) }, M.nameTooLong],
      [{ paymentType: 'AMEX', description: 'x'.repeat(101) }, M.descriptionTooLong],
      [{ paymentType: 'GIFT CARD' }, M.duplicate],
    ];
    for (const [body, message] of cases) {
      const res = await create(cookie, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const wrongShape = await create(cookie, { paymentType: 'AMEX', enabled: 'yes' });
    expect(wrongShape.statusCode).toBe(400);
    expect(await list(cookie)).toEqual(before);
  });

  it('two creates of one name at once: one is saved, the other refused as a duplicate', async () => {
    const { cookie } = await owner();
    // Two HTTP requests racing, each on its own transaction.
    const answers = await Promise.all([
      create(cookie, { paymentType: 'ALIPAY' }),
      create(cookie, { paymentType: 'alipay' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)!.json().message).toBe(M.duplicate);
    expect((await list(cookie)).map((p) => p.paymentType)).toEqual(['ALIPAY']);
  });

  it('refuses roles that do not configure the restaurant, and no session', async () => {
    for (const role of ['restaurantManager', 'restaurantStaff', 'menuAdmin', 'restaurantReport'] as const) {
      const { cookie } = await signedInUser(t, { role, restaurantId: goldenDragonId });
      expect((await create(cookie, { paymentType: 'ALIPAY' })).statusCode, role).toBe(403);
      expect((await update(cookie, [])).statusCode, role).toBe(403);
    }
    expect((await create(undefined, { paymentType: 'ALIPAY' })).statusCode).toBe(403);
    expect((await update(undefined, [])).statusCode).toBe(403);
    const rows = await t.db
      .select()
      .from(posPaymentTypes)
      .where(eq(posPaymentTypes.restaurantId, goldenDragonId));
    expect(rows).toHaveLength(6);
  });
});

describe('POST /api/updatePaymentTypes', () => {
  it('replaces the list whole: edits keep their id, a new item is added, a missing one deleted', async () => {
    const { cookie } = await owner();
    for (const paymentType of ['CASH', 'EFTPOS', 'AMEX']) await create(cookie, { paymentType });
    const [amex, cash, eftpos] = await list(cookie);
    const res = await update(cookie, [
      { ...cash, sort: 1 },
      { ...eftpos, enabled: false, surchargeRate: 0.5, sort: 2 },
      { paymentType: 'UnionPay', sort: 3 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = UpdatePaymentTypesResponse.parse(res.json());
    expect(body.message).toBe('The payment type has been updated successfully');
    expect(body.paymentTypes).toEqual([
      { ...cash, sort: 1 },
      { ...eftpos, enabled: false, surchargeRate: 0.5, sort: 2 },
      expect.objectContaining({ paymentType: 'UnionPay', sort: 3 }),
    ]);
    expect(body.paymentTypes.map((p) => p.paymentTypeId)).not.toContain(amex!.paymentTypeId);
    expect(await list(cookie)).toEqual(body.paymentTypes);
    // Renaming two types into each other's names in one list is fine.
    const swapped = await update(cookie, [
      { ...body.paymentTypes[0], paymentType: 'EFTPOS' },
      { ...body.paymentTypes[1], paymentType: 'CASH' },
    ]);
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((await update(cookie, [])).statusCode).toBe(200);
    expect(await list(cookie)).toEqual([]);
  });

  it('answers the rule texts and saves nothing of a list with one bad item', async () => {
    const { cookie } = await owner();
    for (const paymentType of ['CASH', 'AMEX']) await create(cookie, { paymentType });
    const before = await list(cookie);
    const cases: [object[], string][] = [
      [[...before, { paymentType: '' }], M.required],
      [[...before, { paymentType: 'ALIPAY', surchargeRate: 100.5 }], M.surchargeRate],
      [[...before, { paymentType: 'ALIPAY', sort: -3 }], M.sort],
      [[...before, { paymentType: 'cash' }], M.duplicate],
      [[{ ...before[0], enabled: false }, { paymentType: 'Gift' }, { paymentType: ' gift ' }], M.duplicate],
    ];
    for (const [items, message] of cases) {
      const res = await update(cookie, items);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await list(cookie)).toEqual(before);
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ paymentType: `Type ${i}` }));
    expect((await update(cookie, tooMany)).statusCode).toBe(400);
    const notAList = await t.request({
      method: 'POST',
      url: '/api/updatePaymentTypes',
      payload: {},
      as: cookie,
    });
    expect(notAList.statusCode).toBe(400);
    expect(await list(cookie)).toEqual(before);
  });

  it("never reaches another restaurant's types; admin and a group admin act on the selected one", async () => {
    const a = await owner();
    const b = await owner();
    await create(a.cookie, { paymentType: 'CASH' });
    await create(b.cookie, { paymentType: 'CASH', description: 'B cash' });
    const [bCash] = await list(b.cookie);
    // a sends b's id: a gets a new row of its own; b's row is untouched.
    const res = await update(a.cookie, [{ ...bCash, description: 'taken' }]);
    expect(res.statusCode, res.body).toBe(200);
    const [aCash] = UpdatePaymentTypesResponse.parse(res.json()).paymentTypes;
    expect(aCash!.paymentTypeId).not.toBe(bCash!.paymentTypeId);
    expect(await list(b.cookie)).toEqual([bCash]);

    const admin = await signedInUser(t, { role: 'admin', restaurantId: b.restaurantId });
    expect((await create(admin.cookie, { paymentType: 'EFTPOS' })).statusCode).toBe(200);
    expect((await list(b.cookie)).map((p) => p.paymentType)).toEqual(['CASH', 'EFTPOS']);
    expect((await list(a.cookie)).map((p) => p.paymentType)).toEqual(['CASH']);

    const group = await createRestaurant(t.db, { type: 'restaurantGroup' });
    const member = await createRestaurant(t.db, { groupId: group.id });
    const groupAdmin = await signedInUser(t, { role: 'restaurantGroupAdmin', restaurantId: group.id });
    await t.db.update(users).set({ selectedRestaurantId: member.id }).where(eq(users.id, groupAdmin.user.id));
    expect((await create(groupAdmin.cookie, { paymentType: 'AMEX' })).statusCode).toBe(200);
    const rows = await t.db.select().from(posPaymentTypes).where(eq(posPaymentTypes.restaurantId, member.id));
    expect(rows.map((r) => [r.paymentType, r.surchargeRateBp])).toEqual([['AMEX', 0]]);
  });
});
