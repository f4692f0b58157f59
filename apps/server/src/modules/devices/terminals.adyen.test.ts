import { AllTerminalsResponse } from '@rpos/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { MIGRATIONS_DIR } from '../../test/test-paths';
import { startFakeAdyenManagement } from './fake-adyen-management';

const API_KEY = 'test_MGMT_KEY';
const MERCHANT = 'TermMerchantPOS';
const fake = await startFakeAdyenManagement({ apiKey: API_KEY });
afterAll(() => fake.close());
const { payments } = loadConfig(
  {
    NODE_ENV: 'test',
    PAYMENT_CARD_PROVIDER: 'adyen',
    ADYEN_API_KEY: API_KEY,
    ADYEN_CLIENT_KEY: 'test_CLIENTKEY',
    ADYEN_MERCHANT_ACCOUNT: MERCHANT,
    ADYEN_API_BASE: fake.url,
  },
  { migrationsDir: MIGRATIONS_DIR },
);
const t = await buildTestApp({ payments });

beforeEach(() => {
  fake.terminals.clear();
  fake.stores.length = 0;
  fake.requests.length = 0;
});

describe('terminals through the Adyen Management API (official SDK, local fake)', () => {
  it("lists the restaurant's store terminals and the inventory, assigns, switches and returns", async () => {
    const { id, urlIdentifier } = await createRestaurant(t.db);
    const u = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: id });
    fake.stores.push({ id: 'ST_OURS', reference: urlIdentifier, merchantId: MERCHANT });
    fake.terminals.set('S1F2-000158', {
      id: 'S1F2-000158',
      model: 'S1F2',
      serialNumber: '158',
      assignment: { merchantId: MERCHANT, storeId: 'ST_OURS', status: 'boarded' },
      standalone: false,
    });
    fake.terminals.set('P400Plus-275', {
      id: 'P400Plus-275',
      model: 'P400Plus',
      serialNumber: '275',
      assignment: { merchantId: MERCHANT, status: 'inventory' },
      standalone: false,
    });
    fake.terminals.set('V400m-999', {
      id: 'V400m-999',
      model: 'V400m',
      serialNumber: '999',
      assignment: { merchantId: MERCHANT, storeId: 'ST_SOMEONE_ELSE', status: 'boarded' },
      standalone: false,
    });

    const list = AllTerminalsResponse.parse(
      (await t.request({ method: 'GET', url: '/api/allTerminals', as: u.cookie })).json(),
    );
    expect(list.stores.map((s) => [s.terminalId, s.store, s.status, s.description])).toEqual([
      ['S1F2-000158', urlIdentifier, 'Boarded', 'S1F2 158'],
      ['P400Plus-275', '', 'Inventory', 'P400Plus 275'],
    ]);
    expect(fake.requests.every((r) => r.apiKey === API_KEY)).toBe(true);

    const a = await t.request({
      method: 'POST',
      url: '/api/assignTerminals',
      payload: { terminal: 'P400Plus-275', isReturn: false },
      as: u.cookie,
    });
    expect(a.statusCode, a.body).toBe(200);
    expect(fake.requests.find((r) => r.path === '/v3/terminals/P400Plus-275/reassign')?.body).toEqual({
      storeId: 'ST_OURS',
    });

    const s = await t.request({
      method: 'PUT',
      url: '/api/updateTerminalSettings',
      payload: { terminalId: 'S1F2-000158', isStandaloneTerminal: true },
      as: u.cookie,
    });
    expect(s.statusCode, s.body).toBe(200);
    expect(fake.terminals.get('S1F2-000158')!.standalone).toBe(true);

    const r = await t.request({
      method: 'POST',
      url: '/api/assignTerminals',
      payload: { terminal: 'S1F2-000158', isReturn: true },
      as: u.cookie,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(fake.terminals.get('S1F2-000158')!.assignment.status).toBe('inventory');
    // Someone else's store terminal is not ours to touch.
    const x = await t.request({
      method: 'POST',
      url: '/api/assignTerminals',
      payload: { terminal: 'V400m-999', isReturn: true },
      as: u.cookie,
    });
    expect(x.statusCode).toBe(404);
  });
});
