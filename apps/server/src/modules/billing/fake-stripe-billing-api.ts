import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Tests only: a local fake of the Stripe Billing calls the subscriptions make on the platform account
// (no Stripe-Account header): GET /v1/prices (recurring, the product expanded) and POST
// /v1/checkout/sessions in subscription mode. Answers like Stripe (form bodies in, JSON and {error}
// out), replays by Idempotency-Key, records every request.

export interface RecordedBillingRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  form: Record<string, string>;
}

/** Two recurring prices and a one-off one (the plans list leaves one-off prices out). */
export const FAKE_BILLING_PRICES = [
  { id: 'price_std_month', unit: 4995, interval: 'month', product: 'POS Standard', about: 'One venue' },
  { id: 'price_pro_year', unit: 49_900, interval: 'year', product: 'POS Pro', about: 'Every venue' },
  { id: 'price_setup_once', unit: 9900, interval: null, product: 'Set-up', about: null },
] as const;

export interface FakeStripeBillingApi {
  url: string;
  requests: RecordedBillingRequest[];
  /** Makes every call answer 500 (Stripe down) until set back. */
  state: { failing: boolean };
  close(): Promise<void>;
}

const stripeError = (status: number, message: string) => ({
  status,
  body: { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message } },
});

/** The SDK sends expand[0]=…, expand[1]=… */
export const expandsOf = (query: URLSearchParams) =>
  [...query.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);

const priceJson = (p: (typeof FAKE_BILLING_PRICES)[number], expandProduct: boolean) => {
  const product = {
    id: `prod_${p.id}`,
    object: 'product',
    name: p.product,
    description: p.about,
  };
  return {
    id: p.id,
    object: 'price',
    active: true,
    currency: 'aud',
    unit_amount: p.unit,
    type: p.interval ? 'recurring' : 'one_time',
    recurring: p.interval ? { interval: p.interval, interval_count: 1 } : null,
    nickname: null,
    product: expandProduct ? product : product.id,
  };
};

export async function startFakeStripeBillingApi(options: {
  secretKey: string;
}): Promise<FakeStripeBillingApi> {
  const requests: RecordedBillingRequest[] = [];
  const state = { failing: false };
  const replays = new Map<string, { status: number; body: unknown }>();
  let seq = 0;

  function handle(req: RecordedBillingRequest): { status: number; body: unknown } {
    if (state.failing) return stripeError(500, 'An unknown error occurred');
    if (req.headers.authorization !== `Bearer ${options.secretKey}`)
      return stripeError(401, 'Invalid API Key provided');
    if (req.headers['stripe-account'])
      return stripeError(400, 'Billing runs on the platform account, not a connected one');
    if (req.method === 'GET' && req.path === '/v1/prices') {
      const expand = expandsOf(req.query).includes('data.product');
      const wanted = FAKE_BILLING_PRICES.filter(
        (p) => req.query.get('type') !== 'recurring' || p.interval !== null,
      );
      return {
        status: 200,
        body: {
          object: 'list',
          url: '/v1/prices',
          has_more: false,
          data: wanted.map((p) => priceJson(p, expand)),
        },
      };
    }
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const f = req.form;
      const price = FAKE_BILLING_PRICES.find((p) => p.id === f['line_items[0][price]']);
      if (f.mode !== 'subscription') return stripeError(400, 'Expected a subscription checkout');
      if (!price?.interval) return stripeError(400, `No such price: '${f['line_items[0][price]']}'`);
      if (!f.success_url || !f.cancel_url) return stripeError(400, 'Missing success_url or cancel_url');
      const id = `cs_test_sub_${(++seq).toString().padStart(4, '0')}`;
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          client_reference_id: f.client_reference_id ?? null,
          customer_email: f.customer_email ?? null,
          subscription: null,
        },
      };
    }
    return stripeError(404, `Unrecognized request URL (${req.method}: ${req.path})`);
  }

  const server: Server = createServer((httpReq, res) => {
    const chunks: Buffer[] = [];
    httpReq.on('data', (c: Buffer) => chunks.push(c));
    httpReq.on('end', () => {
      const url = new URL(httpReq.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      const req: RecordedBillingRequest = {
        method: httpReq.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: httpReq.headers,
        form: Object.fromEntries(new URLSearchParams(raw)),
      };
      requests.push(req);
      const key = httpReq.headers['idempotency-key'];
      const replayKey = typeof key === 'string' ? `${req.path}:${key}:${raw}` : null;
      const answer = (replayKey && replays.get(replayKey)) || handle(req);
      if (replayKey && answer.status < 500) replays.set(replayKey, answer);
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${seq}` });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    close: () =>
      new Promise<void>((ok, fail) => {
        server.close((e) => (e ? fail(e) : ok()));
        server.closeAllConnections();
      }),
  };
}
