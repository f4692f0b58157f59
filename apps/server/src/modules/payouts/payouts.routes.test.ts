import {
  DeleteSweepResponse,
  PAYOUT_MESSAGES as M,
  PayoutAccountResponse,
  PayoutScheduleResponse,
  StoreSettingsResponse,
  SweepsResponse,
  TransferResponse,
} from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

// The payment-provider account page on the sandbox's simulated balance account (no Adyen configured).

const t = await buildTestApp({ publicUrl: 'https://pos.example.test' });
// 2025-06-02 12:00 in Sydney (AEST).
const NOW = new Date('2025-06-02T02:00:00Z');
t.setNow(NOW);

/** An admin acting on a restaurant of its own. */
const admin = async () => {
  const restaurant = await createRestaurant(t.db, { address: '1 George St, Sydney NSW 2000' });
  const { cookie } = await signedInUser(t, { role: 'admin', restaurantId: restaurant.id });
  return { cookie, restaurant };
};
const account = async (as: string) => {
  const res = await t.request({ method: 'GET', url: '/api/payoutAccount', as });
  expect(res.statusCode, res.body).toBe(200);
  return PayoutAccountResponse.parse(res.json());
};
const post = (url: string, as: string | undefined, payload: object = {}) =>
  t.request({ method: 'POST', url: `/api${url}`, payload, as });

describe('roles and tenancy', () => {
  it('is for admins: other roles 403, no session 403, no restaurant 400', async () => {
    const restaurant = await createRestaurant(t.db);
    const calls = [
      { method: 'GET' as const, url: '/api/payoutAccount' },
      { method: 'POST' as const, url: '/api/transferPayotus', payload: {} },
      { method: 'POST' as const, url: '/api/setupPayoutSchedule', payload: { hour: 9, minute: 0 } },
      { method: 'POST' as const, url: '/api/getSweeps', payload: {} },
      { method: 'POST' as const, url: '/api/deleteSweep', payload: { sweepId: 'x' } },
      { method: 'GET' as const, url: '/api/store/settings' },
      { method: 'POST' as const, url: '/api/updateStoreSettings', payload: { storeSettings: {} } },
      { method: 'POST' as const, url: '/api/createStore', payload: {} },
      { method: 'PATCH' as const, url: '/api/adyen/updateBusinessLinesIndustryCode', payload: {} },
    ];
    for (const role of [
      'restaurantAdmin',
      'restaurantGroupAdmin',
      'restaurantManager',
      'menuAdmin',
    ] as const) {
      const { cookie } = await signedInUser(t, { role, restaurantId: restaurant.id });
      for (const c of calls) {
        const res = await t.request({ ...c, as: cookie });
        expect(res.statusCode, `${role} ${c.url}`).toBe(403);
      }
    }
    for (const c of calls) expect((await t.request(c)).statusCode, c.url).toBe(403);
    const { cookie } = await signedInUser(t, { role: 'admin', restaurantId: null });
    const none = await t.request({ method: 'GET', url: '/api/payoutAccount', as: cookie });
    expect(none.statusCode).toBe(400);
  });

  it("refuses a body naming another restaurant, and another restaurant's sweep is not found", async () => {
    const a = await admin();
    const b = await admin();
    const other = await post('/getSweeps', a.cookie, { restaurantId: b.restaurant.id });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(M.otherRestaurant);
    // By id or by URL identifier, the restaurant acted on is fine.
    expect(
      (await post('/getSweeps', a.cookie, { restaurantId: a.restaurant.urlIdentifier })).statusCode,
    ).toBe(200);
    const set = await post('/setupPayoutSchedule', b.cookie, {
      hour: 9,
      minute: 0,
      restaurantId: b.restaurant.id,
    });
    const sweepId = PayoutScheduleResponse.parse(set.json()).sweep.id;
    const res = await post('/deleteSweep', a.cookie, { restaurantId: a.restaurant.id, sweepId });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.sweepNotFound);
    expect(SweepsResponse.parse((await post('/getSweeps', b.cookie)).json()).sweeps).toHaveLength(1);
  });
});

describe('account details and transfers', () => {
  it('opens the sandbox account with its balance and first store; a transfer lowers the balance', async () => {
    const { cookie, restaurant } = await admin();
    const before = await account(cookie);
    expect(before.accountDetails).toMatchObject({
      provider: 'sandbox',
      balance: 500_000,
      currency: 'AUD',
      sweepHour: null,
      timeZone: 'Australia/Sydney',
      stores: [{ reference: restaurant.urlIdentifier }],
    });
    expect(before.transfers).toEqual([]);

    const res = await post('/transferPayotus', cookie, {
      transferAmount: 12_345,
      transferDescription: 'Supplier',
      restaurantId: restaurant.id,
      transferTo: 'transferInstrumentId',
      accountField: '12345678',
      BSBField: '062-000',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = TransferResponse.parse(res.json());
    expect(body.message).toBe(M.transferred);
    expect(body.transfer).toMatchObject({
      amount: { value: 12_345 },
      counterparty: '•••678',
      status: 'booked',
    });
    expect(body.accountDetails.balance).toBe(500_000 - 12_345);
    const after = await account(cookie);
    expect(after.accountDetails.balance).toBe(487_655);
    expect(after.transfers.map((x) => x.description)).toEqual(['Supplier']);
  });

  it('answers the §5 texts, and a transfer above the balance changes nothing', async () => {
    const { cookie } = await admin();
    const cases: [object, string][] = [
      [
        { transferAmount: '', transferDescription: 'x', transferTo: 'merchantBalanceAccount' },
        M.fillAllFields,
      ],
      [
        { transferAmount: 'ten', transferDescription: 'x', transferTo: 'merchantBalanceAccount' },
        M.validAmount,
      ],
      [
        { transferAmount: 100, transferDescription: 'x', transferTo: 'transferInstrumentId' },
        M.fillAllFields,
      ],
      [{ transferAmount: 100, transferDescription: 'x', transferTo: 'moon' }, M.transferType],
      [
        { transferAmount: 500_001, transferDescription: 'x', transferTo: 'merchantBalanceAccount' },
        M.insufficientBalance,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/transferPayotus', cookie, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await account(cookie)).accountDetails.balance).toBe(500_000);
  });
});

describe('payout schedule and sweeps', () => {
  it('sets the daily time, the account follows, and the payout runs when its time has come', async () => {
    // 17:55 in Sydney.
    t.setNow(new Date('2025-06-02T07:55:00Z'));
    const { cookie, restaurant } = await admin();
    const missing = await post('/setupPayoutSchedule', cookie, { restaurantId: restaurant.id });
    expect(missing.json().message).toBe(M.payoutTime);
    const res = await post('/setupPayoutSchedule', cookie, {
      hour: 17,
      minute: 30,
      restaurantId: restaurant.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = PayoutScheduleResponse.parse(res.json());
    expect(body.sweep.schedule.cronExpression).toBe('30 17 * * *');
    expect(body.accountDetails).toMatchObject({ sweepHour: 17, sweepMinute: 30, balance: 500_000 });
    // Moving it keeps one sweep.
    await post('/setupPayoutSchedule', cookie, { hour: 18, minute: 0 });
    const { sweeps } = SweepsResponse.parse(
      (await post('/getSweeps', cookie, { restaurantId: restaurant.id })).json(),
    );
    expect(sweeps.map((s) => s.schedule.cronExpression)).toEqual(['0 18 * * *']);

    // 18:00 Sydney passes (08:00Z): the balance is paid out once.
    t.setNow(new Date('2025-06-02T08:05:00Z'));
    try {
      const paid = await account(cookie);
      expect(paid.accountDetails.balance).toBe(0);
      expect(paid.accountDetails.lastPayoutAt).toBe('2025-06-02T08:00:00.000Z');
      expect(paid.transfers[0]).toMatchObject({ transferTo: 'payout', amount: { value: 500_000 } });
      expect((await account(cookie)).transfers).toHaveLength(1);
      const deleted = await post('/deleteSweep', cookie, {
        restaurantId: restaurant.id,
        sweepId: sweeps[0]!.id,
      });
      expect(deleted.statusCode).toBe(200);
      expect(DeleteSweepResponse.parse(deleted.json())).toEqual({
        message: 'Sweep deleted successfully.',
        sweeps: [],
      });
      expect((await account(cookie)).accountDetails.sweepHour).toBeNull();
    } finally {
      t.setNow(NOW);
    }
  });
});

describe('stores, store settings and business lines', () => {
  it('saves the card-brand surcharges of every store and reads them back', async () => {
    const { cookie, restaurant } = await admin();
    const bad = await post('/updateStoreSettings', cookie, { storeSettings: { visaRate: 120 } });
    expect(bad.json().message).toBe(M.rate);
    const res = await post('/updateStoreSettings', cookie, {
      restaurantId: restaurant.id,
      storeSettings: { askConfirmation: true, visaRate: 1.5, amexRate: '2.5', eftposAmount: 20 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Updated successfully');
    const read = await t.request({
      method: 'GET',
      url: `/api/store/settings?restaurantId=${restaurant.id}`,
      as: cookie,
    });
    expect(StoreSettingsResponse.parse(read.json()).storeSettings).toEqual({
      store: restaurant.urlIdentifier,
      askConfirmation: true,
      configurations: [
        { brand: 'visa', currencies: [{ currencyCode: 'AUD', percentage: 1.5 }] },
        { brand: 'amex', currencies: [{ currencyCode: 'AUD', percentage: 2.5 }] },
        { brand: 'eftpos_australia', currencies: [{ currencyCode: 'AUD', amount: 20 }] },
      ],
    });
  });

  it('creates a second store, then refuses a third away from localhost', async () => {
    const { cookie, restaurant } = await admin();
    const res = await post('/createStore', cookie, { restaurantId: restaurant.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().stores.map((s: { reference: string }) => s.reference)).toEqual([
      restaurant.urlIdentifier,
      `${restaurant.urlIdentifier}-2`,
    ]);
    const third = await post('/createStore', cookie, {});
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe(M.storeLimit);
  });

  it('updates the business lines to the restaurant industry code', async () => {
    const { cookie } = await admin();
    const res = await t.request({
      method: 'PATCH',
      url: '/api/adyen/updateBusinessLinesIndustryCode',
      payload: {},
      as: cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ industryCode: '722511', businessLines: 1 });
    expect((await account(cookie)).accountDetails.industryCode).toBe('722511');
  });
});
