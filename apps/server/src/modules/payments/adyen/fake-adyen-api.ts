import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Tests only: a local fake of the Adyen Checkout API calls the adapter makes (/paymentMethods,
// /payments, /payments/details, refunds and cancels), on 127.0.0.1. The outcome of /payments is
// chosen by the placeholder in encryptedCardNumber (test cards never exist here, encrypted or not):
// `adyenjs_0_1_25$<outcome>...` with outcome authorise | refuse | challenge | cancel | error.
// It replays answers by Idempotency-Key and records every request.

export interface RecordedAdyenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  json: Record<string, unknown>;
}

interface FakePayment {
  pspReference: string;
  reference: string;
  merchantAccount: string;
  amount: number;
  currency: string;
  status: 'authorised' | 'challenge' | 'refused' | 'cancelled';
  refunded: number;
}

export interface FakeAdyenApi {
  url: string;
  requests: RecordedAdyenRequest[];
  payments: Map<string, FakePayment>;
  /** The redirectResult the issuer's 3-D Secure page would hand back for a challenged payment. */
  redirectResultFor(pspReference: string, pass: boolean): string;
  close(): Promise<void>;
}

export const FAKE_ADYEN_PAYMENT_METHODS = {
  paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] }],
};

/** An encrypted-looking card field the fake understands (never a card number). */
export const encryptedPlaceholder = (
  outcome: 'authorise' | 'refuse' | 'challenge' | 'cancel' | 'error',
  field = 'cardNumber',
) => `adyenjs_0_1_25$${outcome}$${Buffer.from(`${field}-opaque-ciphertext`).toString('base64')}`;

export async function startFakeAdyenApi(options: { apiKey: string }): Promise<FakeAdyenApi> {
  const requests: RecordedAdyenRequest[] = [];
  const payments = new Map<string, FakePayment>();
  const idempotent = new Map<string, { status: number; body: unknown; fingerprint: string }>();
  let seq = 0;
  const psp = () => `TEST${(++seq).toString().padStart(12, '0')}`;

  const apiError = (status: number, errorCode: string, message: string) => ({
    status,
    body: { status, errorCode, message, errorType: 'validation' },
  });

  function handle(req: RecordedAdyenRequest): { status: number; body: unknown } {
    if (req.headers['x-api-key'] !== options.apiKey)
      return apiError(401, '000', 'HTTP Status Response - Unauthorized');
    const b = req.json;
    const amount = (b.amount ?? {}) as { value?: number; currency?: string };
    if (req.path === '/v72/paymentMethods') {
      if (!b.merchantAccount) return apiError(422, '901', 'Invalid Merchant Account');
      return { status: 200, body: FAKE_ADYEN_PAYMENT_METHODS };
    }
    if (req.path === '/v72/payments') {
      if (!req.headers['idempotency-key'])
        return apiError(422, '000', 'Idempotency-Key expected by the fake');
      const pm = (b.paymentMethod ?? {}) as Record<string, unknown>;
      const enc = typeof pm.encryptedCardNumber === 'string' ? pm.encryptedCardNumber : '';
      const outcome = enc.match(/^adyenjs_[\d_]+\$(\w+)\$/)?.[1];
      if (!outcome || typeof b.reference !== 'string' || !b.merchantAccount || !b.returnUrl)
        return apiError(422, '174', 'Unable to decrypt data');
      const p: FakePayment = {
        pspReference: psp(),
        reference: b.reference,
        merchantAccount: String(b.merchantAccount),
        amount: amount.value ?? 0,
        currency: amount.currency ?? 'AUD',
        status: 'authorised',
        refunded: 0,
      };
      payments.set(p.pspReference, p);
      const base = { pspReference: p.pspReference, merchantReference: p.reference, amount };
      switch (outcome) {
        case 'authorise':
          return {
            status: 200,
            body: {
              ...base,
              resultCode: 'Authorised',
              additionalData: { cardSummary: '1111', paymentMethod: 'visa' },
            },
          };
        case 'refuse':
          p.status = 'refused';
          return {
            status: 200,
            body: { ...base, resultCode: 'Refused', refusalReason: 'Refused', refusalReasonCode: '2' },
          };
        case 'cancel':
          p.status = 'cancelled';
          return {
            status: 200,
            body: { ...base, resultCode: 'Cancelled', refusalReason: 'Cancelled by shopper' },
          };
        case 'challenge':
          p.status = 'challenge';
          return {
            status: 200,
            body: {
              resultCode: 'RedirectShopper',
              action: {
                type: 'redirect',
                paymentMethodType: 'scheme',
                method: 'GET',
                url: `https://checkoutshopper-test.adyen.com/checkoutshopper/threeDS/redirect?psp=${p.pspReference}`,
              },
            },
          };
        default:
          return { status: 200, body: { ...base, resultCode: 'Error', refusalReason: 'Acquirer Error' } };
      }
    }
    if (req.path === '/v72/payments/details') {
      const details = (b.details ?? {}) as Record<string, unknown>;
      const rr = typeof details.redirectResult === 'string' ? details.redirectResult : '';
      const [, verdict, ref] = rr.match(/^rr-(pass|fail)-(\w+)$/) ?? [];
      const p = ref ? payments.get(ref) : undefined;
      if (p?.status !== 'challenge') return apiError(422, '101', 'Invalid redirectResult');
      p.status = verdict === 'pass' ? 'authorised' : 'refused';
      return {
        status: 200,
        body: {
          pspReference: p.pspReference,
          merchantReference: p.reference,
          resultCode: verdict === 'pass' ? 'Authorised' : 'Refused',
          ...(verdict === 'pass'
            ? { additionalData: { cardSummary: '0008', paymentMethod: 'mc' } }
            : { refusalReason: '3D Not Authenticated' }),
        },
      };
    }
    const m = req.path.match(/^\/v72\/payments\/(\w+)\/(refunds|cancels)$/);
    if (m) {
      if (!req.headers['idempotency-key'])
        return apiError(422, '000', 'Idempotency-Key expected by the fake');
      const p = payments.get(m[1]!);
      if (!p) return apiError(422, '167', 'Original pspReference required for this operation');
      if (b.merchantAccount !== p.merchantAccount) return apiError(403, '010', 'Not allowed');
      if (m[2] === 'cancels') {
        return {
          status: 201,
          body: { pspReference: psp(), paymentPspReference: p.pspReference, status: 'received' },
        };
      }
      const value = amount.value ?? 0;
      if (p.status !== 'authorised')
        return apiError(422, '167', 'Original pspReference required for this operation');
      if (!Number.isInteger(value) || value <= 0 || value > p.amount - p.refunded)
        return apiError(422, '137', 'Invalid amount specified');
      p.refunded += value;
      return {
        status: 201,
        body: {
          pspReference: psp(),
          paymentPspReference: p.pspReference,
          merchantAccount: p.merchantAccount,
          reference: b.reference,
          amount,
          status: 'received',
        },
      };
    }
    // Legal Entity Management (restaurant onboarding): a legal entity, then its hosted onboarding link.
    if (/^\/lem\/v\d+\/legalEntities$/.test(req.path)) {
      if (b.type !== 'organization' && b.type !== 'individual')
        return apiError(422, '30_102', 'Invalid legal entity type');
      return { status: 200, body: { ...b, id: `LE${psp()}` } };
    }
    const link = req.path.match(/^\/lem\/v\d+\/legalEntities\/(\w+)\/onboardingLinks$/);
    if (link) {
      if (!b.redirectUrl) return apiError(422, '30_102', 'redirectUrl is required');
      return { status: 200, body: { url: `https://onboarding.adyen.test/${link[1]}` } };
    }
    return apiError(404, '000', `No route ${req.path}`);
  }

  const server: Server = createServer((httpReq, res) => {
    const chunks: Buffer[] = [];
    httpReq.on('data', (c: Buffer) => chunks.push(c));
    httpReq.on('end', () => {
      const url = new URL(httpReq.url ?? '/', 'http://127.0.0.1');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let json: Record<string, unknown> = {};
      try {
        json = rawBody ? JSON.parse(rawBody) : {};
      } catch {
        json = {};
      }
      const req: RecordedAdyenRequest = {
        method: httpReq.method ?? 'POST',
        path: url.pathname,
        headers: httpReq.headers,
        rawBody,
        json,
      };
      requests.push(req);
      const key = httpReq.headers['idempotency-key'];
      const fingerprint = `${req.path}?${rawBody}`;
      const seen = typeof key === 'string' ? idempotent.get(key) : undefined;
      let answer: { status: number; body: unknown };
      if (seen && seen.fingerprint !== fingerprint)
        answer = apiError(422, '704', 'Idempotency key reused with another request');
      else if (seen) answer = seen;
      else {
        answer = handle(req);
        if (typeof key === 'string' && answer.status < 500) idempotent.set(key, { ...answer, fingerprint });
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    payments,
    redirectResultFor: (pspReference, pass) => `rr-${pass ? 'pass' : 'fail'}-${pspReference}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
