import {
  GrantOffersResponse,
  PayoutAccountResponse,
  PayoutScheduleResponse,
  RequestGrantResponse,
  StoreSettingsResponse,
  SweepsResponse,
  TransferResponse,
} from '@rpos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProviderAccounts } from '../../db/schema';
import { loadConfig } from '../../platform/config';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { MIGRATIONS_DIR } from '../../test/test-paths';
import { FAKE_PLATFORM, startFakeAdyenPlatformApi } from './fake-adyen-platform-api';

// With Adyen configured, the page and capital go through the official SDK to a local fake of Adyen's
// Balance Platform, Transfers, Management, Legal Entity Management and Capital APIs.

const KEY = 'adyen_test_platform';
const STORE = 'adyenbistro';
const api = await startFakeAdyenPlatformApi({ apiKey: KEY, storePrefix: STORE });
afterAll(() => api.close());
const { payments } = loadConfig(
  {
    NODE_ENV: 'test',
    PAYMENT_TILL_PROVIDER: 'adyen',
    ADYEN_API_KEY: KEY,
    ADYEN_CLIENT_KEY: 'test_client',
    ADYEN_MERCHANT_ACCOUNT: FAKE_PLATFORM.merchantAccount,
    ADYEN_API_BASE: api.url,
  },
  { migrationsDir: MIGRATIONS_DIR },
);
const t = await buildTestApp({ payments, publicUrl: 'https://pos.example.test' });
t.setNow(new Date('2025-06-02T02:00:00Z'));
let cookie = '';
let restaurantId = '';

beforeAll(async () => {
  const r = await createRestaurant(t.db, {
    urlIdentifier: STORE,
    name: 'Adyen Bistro',
    address: '1 Pitt St, Sydney',
  });
  restaurantId = r.id;
  await t.db.insert(paymentProviderAccounts).values({
    restaurantId,
    provider: 'adyen',
    accountId: FAKE_PLATFORM.merchantAccount,
    settings: {
      legalEntityId: FAKE_PLATFORM.legalEntityId,
      accountHolderId: FAKE_PLATFORM.accountHolderId,
      balanceAccount: FAKE_PLATFORM.balanceAccount,
      transferInstrumentId: FAKE_PLATFORM.transferInstrumentId,
      grantAccountId: FAKE_PLATFORM.grantAccountId,
      merchantBalanceAccount: FAKE_PLATFORM.merchantBalanceAccount,
    },
  });
  cookie = (await signedInUser(t, { role: 'admin', restaurantId })).cookie;
});
const post = (url: string, payload: object = {}) =>
  t.request({ method: 'POST', url: `/api${url}`, payload, as: cookie });
const last = (path: string, method = 'POST') =>
  [...api.requests].reverse().find((r) => r.path === path && r.method === method)!;

describe('the payment-provider account page on Adyen', () => {
  it('reads the balance account and only this restaurant’s stores', async () => {
    const res = await t.request({ method: 'GET', url: '/api/payoutAccount', as: cookie });
    expect(res.statusCode, res.body).toBe(200);
    const { accountDetails } = PayoutAccountResponse.parse(res.json());
    expect(accountDetails).toMatchObject({
      provider: 'adyen',
      balanceAccount: FAKE_PLATFORM.balanceAccount,
      accountHolderId: FAKE_PLATFORM.accountHolderId,
      balance: 900_000,
      stores: [{ id: 'ST0001', reference: STORE }],
    });
  });

  it('transfers to a bank account (auLocal) and to a balance account; a refusal answers the §8 text', async () => {
    const bank = await post('/transferPayotus', {
      transferAmount: 10_000,
      transferDescription: 'Rent',
      transferTo: 'transferInstrumentId',
      accountField: '123456789',
      BSBField: '062000',
    });
    expect(bank.statusCode, bank.body).toBe(200);
    expect(TransferResponse.parse(bank.json()).accountDetails.balance).toBe(890_000);
    expect(last('/btl/v4/transfers').json).toMatchObject({
      amount: { currency: 'AUD', value: 10_000 },
      balanceAccountId: FAKE_PLATFORM.balanceAccount,
      category: 'bank',
      priority: 'regular',
      counterparty: {
        bankAccount: {
          accountIdentification: { type: 'auLocal', accountNumber: '123456789', bsbCode: '062000' },
        },
      },
    });
    const internal = await post('/transferPayotus', {
      transferAmount: 5_000,
      transferDescription: 'Move',
      transferTo: 'merchantBalanceAccount',
    });
    expect(internal.statusCode, internal.body).toBe(200);
    expect(last('/btl/v4/transfers').json).toMatchObject({
      category: 'internal',
      counterparty: { balanceAccountId: FAKE_PLATFORM.merchantBalanceAccount },
    });
    const tooMuch = await post('/transferPayotus', {
      transferAmount: 99_000_000,
      transferDescription: 'Too much',
      transferTo: 'merchantBalanceAccount',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Failed to transfer money');
    // No platform balance account in the settings: refused before Adyen is asked.
    const noTarget = await post('/transferPayotus', {
      transferAmount: 100,
      transferDescription: 'x',
      transferTo: 'rposBalanceAccount',
    });
    expect(noTarget.json().message).toBe('This restaurant has no payment-provider account yet');
  });

  it('sets the payout schedule as a daily cron sweep in Sydney time, moves it, and deletes it', async () => {
    const res = await post('/setupPayoutSchedule', { hour: 6, minute: 15 });
    expect(res.statusCode, res.body).toBe(200);
    const body = PayoutScheduleResponse.parse(res.json());
    expect(body.sweep.schedule).toEqual({ type: 'cron', cronExpression: '15 6 * * *' });
    expect(api.state.timeZone).toBe('Australia/Sydney');
    expect(last(`/bcl/v2/balanceAccounts/${FAKE_PLATFORM.balanceAccount}/sweeps`).json).toMatchObject({
      counterparty: { transferInstrumentId: FAKE_PLATFORM.transferInstrumentId },
      type: 'push',
      category: 'bank',
      currency: 'AUD',
    });
    // Moved: the same sweep, and the account details follow.
    const moved = PayoutScheduleResponse.parse(
      (await post('/setupPayoutSchedule', { hour: 7, minute: 45 })).json(),
    );
    expect(moved.sweep.id).toBe(body.sweep.id);
    expect(moved.accountDetails).toMatchObject({
      sweepHour: 7,
      sweepMinute: 45,
      timeZone: 'Australia/Sydney',
    });
    const { sweeps } = SweepsResponse.parse((await post('/getSweeps', { restaurantId })).json());
    expect(sweeps.map((s) => s.schedule.cronExpression)).toEqual(['45 7 * * *']);
    const deleted = await post('/deleteSweep', { restaurantId, sweepId: sweeps[0]!.id });
    expect(deleted.json()).toEqual({ message: 'Sweep deleted successfully.', sweeps: [] });
    expect((await post('/deleteSweep', { restaurantId, sweepId: 'SWPC404' })).statusCode).toBe(404);
  });

  it('store settings: terminal surcharges of the store; Create a store; business lines', async () => {
    const upd = await post('/updateStoreSettings', {
      storeSettings: { askConfirmation: true, visaRate: 1.2, amexRate: 2, eftposRate: 0.5 },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(api.state.terminalSettings.get('ST0001')).toMatchObject({ surcharge: { askConfirmation: true } });
    expect(api.state.terminalSettings.has('ST0099')).toBe(false);
    const read = await t.request({ method: 'GET', url: '/api/store/settings', as: cookie });
    expect(StoreSettingsResponse.parse(read.json()).storeSettings?.configurations[0]).toEqual({
      brand: 'visa',
      currencies: [{ currencyCode: 'AUD', percentage: 1.2 }],
    });

    const created = await post('/createStore', {});
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().store).toMatchObject({ reference: `${STORE}-2` });
    expect(last(`/v3/merchants/${FAKE_PLATFORM.merchantAccount}/stores`).json).toMatchObject({
      reference: `${STORE}-2`,
      shopperStatement: 'Adyen Bistro',
      address: { country: 'AU' },
    });
    expect((await post('/createStore', {})).json().message).toBe('A merchant can have at most 2 stores');

    const lines = await t.request({
      method: 'PATCH',
      url: '/api/adyen/updateBusinessLinesIndustryCode',
      payload: {},
      as: cookie,
    });
    expect(lines.json()).toMatchObject({ industryCode: '722511', businessLines: 2 });
    expect(api.state.businessLines.map((l) => l.industryCode)).toEqual(['722511', '722511']);
  });

  it('capital: the offers of the account holder and a grant request', async () => {
    const res = await t.request({ method: 'GET', url: '/api/grantOffers', as: cookie });
    expect(res.statusCode, res.body).toBe(200);
    const body = GrantOffersResponse.parse(res.json());
    expect(body.grantOffers.map((o) => [o.id, o.contractType, o.amount.value])).toEqual([
      ['GO0001', 'loan', 2_000_000],
    ]);
    const grant = await post('/grants', { grantOfferId: 'GO0001' });
    expect(grant.statusCode, grant.body).toBe(200);
    expect(RequestGrantResponse.parse(grant.json())).toMatchObject({
      message: 'Successfully requested a grant.',
      grant: { grantOfferId: 'GO0001', status: 'Pending', balances: { total: 2_150_000 } },
    });
    expect(last('/capital/v1/grants').json).toMatchObject({
      grantAccountId: FAKE_PLATFORM.grantAccountId,
      counterparty: { balanceAccountId: FAKE_PLATFORM.balanceAccount },
    });
    expect((await post('/grants', { grantOfferId: 'GO404' })).statusCode).toBe(404);
  });
});
