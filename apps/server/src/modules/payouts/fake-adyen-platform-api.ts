import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Tests only: a local fake of the Adyen for Platforms calls the payout platform makes, on 127.0.0.1:
// Balance Platform (/bcl/v2), Transfers (/btl/v4), Management (/v3), Legal Entity Management
// (/lem/v4) and Capital (/capital/v1). One merchant with one balance account; it records requests.

export interface RecordedPlatformRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  json: Record<string, unknown>;
}

export interface FakeAdyenPlatformApi {
  url: string;
  requests: RecordedPlatformRequest[];
  state: {
    balance: number;
    timeZone: string;
    sweeps: Map<string, Record<string, unknown>>;
    stores: Record<string, unknown>[];
    terminalSettings: Map<string, Record<string, unknown>>;
    businessLines: { id: string; industryCode: string }[];
    grants: Record<string, unknown>[];
  };
  close(): Promise<void>;
}

export const FAKE_PLATFORM = {
  merchantAccount: 'RposTestMerchant',
  balanceAccount: 'BA00000000000000000000001',
  accountHolderId: 'AH00000000000000000000001',
  legalEntityId: 'LE00000000000000000000001',
  transferInstrumentId: 'SE00000000000000000000001',
  grantAccountId: 'CG00000000000000000000001',
  merchantBalanceAccount: 'BA00000000000000000000002',
} as const;

export async function startFakeAdyenPlatformApi(options: { apiKey: string; storePrefix: string }) {
  const requests: RecordedPlatformRequest[] = [];
  let seq = 0;
  const id = (p: string) => `${p}${(++seq).toString().padStart(8, '0')}`;
  const state: FakeAdyenPlatformApi['state'] = {
    balance: 900_000,
    timeZone: 'Europe/Amsterdam',
    sweeps: new Map(),
    stores: [
      {
        id: 'ST0001',
        reference: options.storePrefix,
        description: 'Main',
        status: 'active',
        merchantId: FAKE_PLATFORM.merchantAccount,
      },
      {
        id: 'ST0099',
        reference: 'someone-else',
        description: 'Other',
        status: 'active',
        merchantId: FAKE_PLATFORM.merchantAccount,
      },
    ],
    terminalSettings: new Map(),
    businessLines: [
      { id: 'BL0001', industryCode: '4531' },
      { id: 'BL0002', industryCode: '4531' },
    ],
    grants: [],
  };
  const offers = [
    {
      id: 'GO0001',
      accountHolderId: FAKE_PLATFORM.accountHolderId,
      contractType: 'loan',
      amount: { currency: 'AUD', value: 2_000_000 },
      fee: { amount: { currency: 'AUD', value: 150_000 } },
      repayment: {
        basisPoints: 1100,
        term: { estimatedDays: 200 },
        threshold: { amount: { currency: 'AUD', value: 50_000 } },
      },
      startsAt: '2025-06-01T00:00:00Z',
      expiresAt: '2025-07-01T00:00:00Z',
    },
  ];
  const bal = `/bcl/v2/balanceAccounts/${FAKE_PLATFORM.balanceAccount}`;

  function handle(
    r: RecordedPlatformRequest,
    apiKey: string | undefined,
  ): { status: number; body?: unknown } {
    if (apiKey !== options.apiKey)
      return { status: 401, body: { status: 401, errorCode: '000', message: 'Unauthorized' } };
    const b = r.json;
    const key = `${r.method} ${r.path}`;
    if (key === `GET ${bal}`)
      return {
        status: 200,
        body: {
          id: FAKE_PLATFORM.balanceAccount,
          accountHolderId: FAKE_PLATFORM.accountHolderId,
          defaultCurrencyCode: 'AUD',
          timeZone: state.timeZone,
          balances: [{ currency: 'AUD', balance: state.balance, available: state.balance, reserved: 0 }],
        },
      };
    if (key === `PATCH ${bal}`) {
      state.timeZone = String(b.timeZone ?? state.timeZone);
      return {
        status: 200,
        body: { id: FAKE_PLATFORM.balanceAccount, accountHolderId: FAKE_PLATFORM.accountHolderId },
      };
    }
    if (key === `GET ${bal}/sweeps`)
      return {
        status: 200,
        body: { hasNext: false, hasPrevious: false, sweeps: [...state.sweeps.values()] },
      };
    if (key === `POST ${bal}/sweeps`) {
      const sweep = { id: id('SWPC'), status: 'active', ...b };
      state.sweeps.set(String(sweep.id), sweep);
      return { status: 200, body: sweep };
    }
    const sweepMatch = r.path.match(new RegExp(`^${bal}/sweeps/(\\w+)$`));
    if (sweepMatch) {
      const sweep = state.sweeps.get(sweepMatch[1]!);
      if (!sweep)
        return { status: 404, body: { status: 404, errorCode: '30_112', message: 'Sweep not found' } };
      if (r.method === 'DELETE') {
        state.sweeps.delete(sweepMatch[1]!);
        return { status: 204 };
      }
      Object.assign(sweep, b);
      return { status: 200, body: sweep };
    }
    if (key === 'POST /btl/v4/transfers') {
      const amount = (b.amount ?? {}) as { value?: number };
      if ((amount.value ?? 0) > state.balance)
        return { status: 422, body: { status: 422, errorCode: '30_031', message: 'Not enough balance' } };
      state.balance -= amount.value ?? 0;
      return {
        status: 202,
        body: {
          id: id('TR'),
          status: 'authorised',
          amount: b.amount,
          category: b.category,
          counterparty: b.counterparty,
        },
      };
    }
    const storesPath = `/v3/merchants/${FAKE_PLATFORM.merchantAccount}/stores`;
    if (key === `GET ${storesPath}`)
      return { status: 200, body: { itemsTotal: state.stores.length, pagesTotal: 1, data: state.stores } };
    if (key === `POST ${storesPath}`) {
      const store = { id: id('ST'), status: 'active', merchantId: FAKE_PLATFORM.merchantAccount, ...b };
      state.stores.push(store);
      return { status: 200, body: store };
    }
    const settingsMatch = r.path.match(/^\/v3\/stores\/(\w+)\/terminalSettings$/);
    if (settingsMatch) {
      if (r.method === 'PATCH') state.terminalSettings.set(settingsMatch[1]!, b);
      return { status: 200, body: state.terminalSettings.get(settingsMatch[1]!) ?? {} };
    }
    if (key === `GET /lem/v4/legalEntities/${FAKE_PLATFORM.legalEntityId}/businessLines`)
      return { status: 200, body: { businessLines: state.businessLines } };
    const lineMatch = r.path.match(/^\/lem\/v4\/businessLines\/(\w+)$/);
    if (lineMatch && r.method === 'PATCH') {
      const line = state.businessLines.find((l) => l.id === lineMatch[1]);
      if (!line) return { status: 404 };
      line.industryCode = String(b.industryCode);
      return { status: 200, body: line };
    }
    if (
      key === 'GET /capital/v1/grantOffers' &&
      r.query.get('accountHolderId') === FAKE_PLATFORM.accountHolderId
    )
      return { status: 200, body: { grantOffers: offers } };
    if (
      key === 'GET /capital/v1/grants' &&
      r.query.get('counterpartyAccountHolderId') === FAKE_PLATFORM.accountHolderId
    )
      return { status: 200, body: { grants: state.grants } };
    if (key === 'POST /capital/v1/grants') {
      const offer = offers.find((o) => o.id === b.grantOfferId);
      if (!offer || b.grantAccountId !== FAKE_PLATFORM.grantAccountId)
        return { status: 422, body: { status: 422, errorCode: '000', message: 'Invalid grant offer' } };
      const grant = {
        id: id('GR'),
        grantAccountId: b.grantAccountId,
        grantOfferId: offer.id,
        counterparty: b.counterparty,
        balances: {
          currency: 'AUD',
          fee: offer.fee.amount.value,
          principal: offer.amount.value,
          total: offer.amount.value + offer.fee.amount.value,
        },
        status: { code: 'Pending' },
      };
      state.grants.push(grant);
      return { status: 200, body: grant };
    }
    return { status: 404, body: { status: 404, errorCode: '000', message: `No fake for ${key}` } };
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake');
      let json: Record<string, unknown> = {};
      try {
        json = raw ? JSON.parse(raw) : {};
      } catch {
        json = {};
      }
      const recorded = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, json };
      requests.push(recorded);
      const key = req.headers['x-api-key'];
      const out = handle(recorded, typeof key === 'string' ? key : undefined);
      res.writeHead(out.status, { 'content-type': 'application/json' });
      res.end(out.body === undefined ? '' : JSON.stringify(out.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const api: FakeAdyenPlatformApi = {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return api;
}
