import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Tests only: a local fake of the few Stripe API calls the adapter makes (Checkout Sessions on a
// connected account, refunds), listening on 127.0.0.1. It answers like Stripe (form-encoded
// requests, JSON objects, {error} bodies), replays answers by Idempotency-Key, and records every
// request so tests can check what the adapter sent.

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  form: Record<string, string>;
}

interface FakeSession {
  id: string;
  account: string;
  amount: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  captureMethod: string;
  paymentIntent: FakeIntent | null;
}

interface FakeIntent {
  id: string;
  status: 'requires_payment_method' | 'succeeded' | 'requires_capture' | 'canceled' | 'processing';
  amountReceived: number;
  refunded: number;
  last4: string;
  brand: string;
}

export interface FakeStripeApi {
  url: string;
  requests: RecordedStripeRequest[];
  sessions: Map<string, FakeSession>;
  /** Connected accounts made through POST /v1/accounts (restaurant onboarding). */
  accounts: Map<string, { id: string; chargesEnabled: boolean; metadata: Record<string, string> }>;
  /** What the hosted page would do: the shopper pays (or is declined, or pays into a pre-authorisation). */
  completeSession(id: string, result: 'paid' | 'declined' | 'authorisedOnly'): FakeSession;
  close(): Promise<void>;
}

const err = (status: number, type: string, message: string, code?: string) => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}) } },
});

export async function startFakeStripeApi(options: { secretKey: string }): Promise<FakeStripeApi> {
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const accounts: FakeStripeApi['accounts'] = new Map();
  const intents = new Map<string, FakeIntent & { account: string; sessionId: string }>();
  const idempotent = new Map<string, { status: number; body: unknown; bodyHash: string }>();
  let seq = 0;
  const next = (prefix: string) => `${prefix}_test_${(++seq).toString().padStart(6, '0')}`;

  const intentJson = (pi: FakeIntent, expandCharge: boolean) => ({
    id: pi.id,
    object: 'payment_intent',
    status: pi.status,
    amount_received: pi.amountReceived,
    metadata: {},
    latest_charge: expandCharge
      ? {
          id: `ch_${pi.id}`,
          object: 'charge',
          payment_method_details: { type: 'card', card: { last4: pi.last4, brand: pi.brand } },
        }
      : `ch_${pi.id}`,
  });
  const sessionJson = (s: FakeSession, expand: string[]) => ({
    id: s.id,
    object: 'checkout.session',
    url: `https://checkout.stripe.test/c/pay/${s.id}`,
    mode: 'payment',
    status: s.status,
    payment_status: s.paymentStatus,
    amount_total: s.amount,
    currency: s.currency,
    client_reference_id: s.clientReferenceId,
    metadata: s.metadata,
    payment_intent: s.paymentIntent
      ? expand.includes('payment_intent')
        ? intentJson(s.paymentIntent, expand.includes('payment_intent.latest_charge'))
        : s.paymentIntent.id
      : null,
  });

  function handle(req: RecordedStripeRequest, query: URLSearchParams): { status: number; body: unknown } {
    if (req.headers.authorization !== `Bearer ${options.secretKey}`)
      return err(401, 'invalid_request_error', 'Invalid API Key provided');
    // The platform's own calls (Connect onboarding): no Stripe-Account header.
    if (req.method === 'POST' && req.path === '/v1/accounts') {
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.form)) {
        const m = k.match(/^metadata\[(.+)\]$/);
        if (m) metadata[m[1]!] = v;
      }
      const a = { id: next('acct'), chargesEnabled: false, metadata };
      accounts.set(a.id, a);
      return {
        status: 200,
        body: { id: a.id, object: 'account', type: req.form.type, charges_enabled: false, metadata },
      };
    }
    if (req.method === 'POST' && req.path === '/v1/account_links') {
      if (!accounts.has(req.form.account ?? '') || !req.form.return_url || !req.form.refresh_url)
        return err(400, 'invalid_request_error', 'Invalid account link');
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/${req.form.account}`,
          expires_at: 0,
        },
      };
    }
    const accountPath = req.path.match(/^\/v1\/accounts\/([^/]+)$/);
    if (req.method === 'GET' && accountPath) {
      const a = accounts.get(accountPath[1]!);
      if (!a) return err(404, 'invalid_request_error', 'No such account');
      return {
        status: 200,
        body: { id: a.id, object: 'account', charges_enabled: a.chargesEnabled, metadata: a.metadata },
      };
    }
    const account = String(req.headers['stripe-account'] ?? '');
    if (!account.startsWith('acct_'))
      return err(400, 'invalid_request_error', 'Expected a connected account');
    const f = req.form;
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const amount = Number(f['line_items[0][price_data][unit_amount]']);
      if (f.mode !== 'payment' || !Number.isInteger(amount) || amount <= 0 || !f.success_url || !f.cancel_url)
        return err(400, 'invalid_request_error', 'Invalid checkout session');
      const s: FakeSession = {
        id: next('cs'),
        account,
        amount,
        currency: f['line_items[0][price_data][currency]'] ?? 'aud',
        status: 'open',
        paymentStatus: 'unpaid',
        clientReferenceId: f.client_reference_id ?? null,
        metadata: Object.fromEntries(
          Object.entries(f)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice(9, -1), v]),
        ),
        captureMethod: f['payment_intent_data[capture_method]'] ?? 'automatic',
        paymentIntent: null,
      };
      sessions.set(s.id, s);
      return { status: 200, body: sessionJson(s, []) };
    }
    const m = req.path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/);
    if (m) {
      const s = sessions.get(m[1]!);
      if (!s || s.account !== account)
        return err(404, 'invalid_request_error', 'No such checkout.session', 'resource_missing');
      if (m[2]) {
        if (s.status !== 'open')
          return err(400, 'invalid_request_error', 'Only open sessions can be expired');
        s.status = 'expired';
      }
      const expand = [...query.entries(), ...Object.entries(f)]
        .filter(([k]) => k.startsWith('expand'))
        .map(([, v]) => v);
      return { status: 200, body: sessionJson(s, expand) };
    }
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      if (!req.headers['idempotency-key'])
        return err(400, 'invalid_request_error', 'Idempotency-Key expected by the fake');
      const pi = intents.get(f.payment_intent ?? '');
      if (!pi || pi.account !== account)
        return err(404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
      const amount = f.amount ? Number(f.amount) : pi.amountReceived - pi.refunded;
      if (pi.status !== 'succeeded')
        return err(400, 'invalid_request_error', 'This PaymentIntent has no charge to refund');
      if (!Number.isInteger(amount) || amount <= 0 || amount > pi.amountReceived - pi.refunded)
        return err(
          400,
          'invalid_request_error',
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${pi.amountReceived - pi.refunded})`,
          'amount_too_large',
        );
      pi.refunded += amount;
      return {
        status: 200,
        body: {
          id: next('re'),
          object: 'refund',
          amount,
          currency: 'aud',
          payment_intent: pi.id,
          status: 'succeeded',
          metadata: Object.fromEntries(
            Object.entries(f)
              .filter(([k]) => k.startsWith('metadata['))
              .map(([k, v]) => [k.slice(9, -1), v]),
          ),
        },
      };
    }
    return err(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${req.path})`);
  }

  const server: Server = createServer((httpReq, res) => {
    const chunks: Buffer[] = [];
    httpReq.on('data', (c: Buffer) => chunks.push(c));
    httpReq.on('end', () => {
      const url = new URL(httpReq.url ?? '/', 'http://127.0.0.1');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const form = Object.fromEntries(new URLSearchParams(rawBody));
      const req: RecordedStripeRequest = {
        method: httpReq.method ?? 'GET',
        path: url.pathname,
        headers: httpReq.headers,
        rawBody,
        form,
      };
      requests.push(req);
      const key = httpReq.headers['idempotency-key'];
      const idemKey =
        typeof key === 'string' && req.method === 'POST' ? `${req.headers['stripe-account']}:${key}` : null;
      let answer: { status: number; body: unknown };
      const seen = idemKey ? idempotent.get(idemKey) : undefined;
      if (seen && seen.bodyHash !== `${req.path}?${rawBody}`) {
        answer = err(
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters',
        );
      } else if (seen) {
        answer = seen;
      } else {
        answer = handle(req, url.searchParams);
        if (idemKey && answer.status < 500)
          idempotent.set(idemKey, { ...answer, bodyHash: `${req.path}?${rawBody}` });
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${seq}` });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    accounts,
    completeSession(id, result) {
      const s = sessions.get(id);
      if (!s) throw new Error(`no session ${id}`);
      const pi = {
        id: next('pi'),
        status: 'requires_payment_method' as FakeIntent['status'],
        amountReceived: 0,
        refunded: 0,
        last4: '4242',
        brand: 'visa',
        account: s.account,
        sessionId: s.id,
      };
      intents.set(pi.id, pi);
      s.paymentIntent = pi;
      if (result === 'paid') {
        pi.status = 'succeeded';
        pi.amountReceived = s.amount;
        s.status = 'complete';
        s.paymentStatus = 'paid';
      } else if (result === 'authorisedOnly') {
        pi.status = 'requires_capture';
        s.status = 'complete';
      }
      return s;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
