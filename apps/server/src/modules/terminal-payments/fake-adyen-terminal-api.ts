import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Tests only: a local fake of Adyen's Terminal API cloud endpoints (/sync, /async) on 127.0.0.1. A
// PaymentRequest is held until the test answers it (approve / decline) or an AbortRequest arrives;
// TransactionStatus tells a held or answered payment; ReversalRequest is recorded. Any other path
// goes on to `forward` (the Management API fake), so one ADYEN_API_BASE serves both.

type Answer = 'approve' | 'decline' | 'abort';
interface Nexo {
  SaleToPOIRequest?: {
    MessageHeader?: { ServiceID?: string; POIID?: string; SaleID?: string; MessageCategory?: string };
    PaymentRequest?: {
      PaymentTransaction?: { AmountsReq?: { RequestedAmount?: number; Currency?: string } };
    };
    AbortRequest?: { MessageReference?: { ServiceID?: string } };
    TransactionStatusRequest?: { MessageReference?: { ServiceID?: string } };
    ReversalRequest?: { OriginalPOITransaction?: { POITransactionID?: { TransactionID?: string } } };
  };
}

export interface FakeTerminalPayment {
  serviceId: string;
  poiid: string;
  amount: number;
  currency: string;
  /** Set once answered. */
  answer: Answer | null;
  pspReference: string;
  /** The held /sync answer (null once sent, or when the call was dropped). */
  reply: ((answer: Answer) => void) | null;
}

export interface FakeAdyenTerminalApi {
  url: string;
  payments: Map<string, FakeTerminalPayment>;
  reversals: string[];
  requests: { path: string; body: Nexo; apiKey: string | undefined }[];
  /** The next PaymentRequest's /sync call fails at once (a lost answer); the terminal still takes it. */
  dropNextPaymentCall: boolean;
  /** Answers a held payment (the latest one when no service id is given), approving `amount` if given. */
  answer(answer: 'approve' | 'decline', serviceId?: string, amount?: number): void;
  /** Resolves once a payment request has arrived. */
  paymentArrived(): Promise<FakeTerminalPayment>;
  close(): Promise<void>;
}

const header = (body: Nexo, category: string) => ({
  ...body.SaleToPOIRequest?.MessageHeader,
  MessageClass: 'Service',
  MessageCategory: category,
  MessageType: 'Response',
});

function paymentResponse(p: FakeTerminalPayment) {
  if (p.answer === 'approve')
    return {
      Response: { Result: 'Success' },
      POIData: { POITransactionID: { TransactionID: p.pspReference, TimeStamp: new Date().toISOString() } },
      PaymentResult: { AmountsResp: { AuthorizedAmount: p.amount, Currency: p.currency } },
    };
  return {
    Response: {
      Result: 'Failure',
      ErrorCondition: p.answer === 'abort' ? 'Aborted' : 'Refusal',
      AdditionalResponse: p.answer === 'abort' ? 'message=Aborted' : 'refusalReason=Refused',
    },
    POIData: { POITransactionID: { TransactionID: p.pspReference, TimeStamp: new Date().toISOString() } },
  };
}

export async function startFakeAdyenTerminalApi(options: {
  apiKey: string;
  forward?: string;
}): Promise<FakeAdyenTerminalApi> {
  const payments = new Map<string, FakeTerminalPayment>();
  const reversals: string[] = [];
  const requests: FakeAdyenTerminalApi['requests'] = [];
  let arrived: ((p: FakeTerminalPayment) => void)[] = [];
  let counter = 0;
  const fake: FakeAdyenTerminalApi = {
    url: '',
    payments,
    reversals,
    requests,
    dropNextPaymentCall: false,
    answer(answer, serviceId, amount) {
      const p = serviceId ? payments.get(serviceId) : [...payments.values()].findLast((x) => !x.answer);
      if (!p || p.answer) throw new Error('no held payment to answer');
      p.answer = answer;
      if (amount !== undefined) p.amount = amount;
      p.reply?.(answer);
    },
    paymentArrived: () => new Promise((resolve) => arrived.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  async function forward(req: IncomingMessage, res: ServerResponse, raw: string) {
    if (!options.forward) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ status: 404, message: `no fake for ${req.url}` }));
    }
    const answer = await fetch(new URL(req.url ?? '/', options.forward), {
      method: req.method,
      headers: { 'content-type': 'application/json', 'x-api-key': String(req.headers['x-api-key'] ?? '') },
      body: req.method === 'GET' || !raw ? undefined : raw,
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(await answer.text());
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (path !== '/sync' && path !== '/async') return void forward(req, res, raw);
      const body = JSON.parse(raw || '{}') as Nexo;
      const apiKey = req.headers['x-api-key'] as string | undefined;
      requests.push({ path, body, apiKey });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof json === 'string' ? json : JSON.stringify(json));
      };
      if (apiKey !== options.apiKey) return send(401, { status: 401, message: 'Unauthorized' });
      const r = body.SaleToPOIRequest;
      if (r?.PaymentRequest && path === '/sync') {
        const amounts = r.PaymentRequest.PaymentTransaction?.AmountsReq;
        counter += 1;
        const p: FakeTerminalPayment = {
          serviceId: r.MessageHeader?.ServiceID ?? '',
          poiid: r.MessageHeader?.POIID ?? '',
          amount: amounts?.RequestedAmount ?? 0,
          currency: amounts?.Currency ?? '',
          answer: null,
          pspReference: `PSP${String(counter).padStart(13, '0')}`,
          reply: null,
        };
        payments.set(p.serviceId, p);
        if (fake.dropNextPaymentCall) {
          fake.dropNextPaymentCall = false;
          send(500, { status: 500, message: 'Internal error' });
        } else {
          p.reply = () => {
            p.reply = null;
            send(200, {
              SaleToPOIResponse: {
                MessageHeader: header(body, 'Payment'),
                PaymentResponse: paymentResponse(p),
              },
            });
          };
        }
        const waiting = arrived;
        arrived = [];
        for (const w of waiting) w(p);
        return;
      }
      if (r?.AbortRequest && path === '/async') {
        const p = payments.get(r.AbortRequest.MessageReference?.ServiceID ?? '');
        if (p && !p.answer) {
          p.answer = 'abort';
          p.reply?.('abort');
        }
        return send(200, 'ok');
      }
      if (r?.TransactionStatusRequest) {
        const p = payments.get(r.TransactionStatusRequest.MessageReference?.ServiceID ?? '');
        const status = !p
          ? { Response: { Result: 'Failure', ErrorCondition: 'NotFound' } }
          : !p.answer
            ? { Response: { Result: 'Failure', ErrorCondition: 'InProgress' } }
            : {
                Response: { Result: 'Success' },
                RepeatedMessageResponse: {
                  MessageHeader: { ...header(body, 'Payment'), ServiceID: p.serviceId },
                  RepeatedResponseMessageBody: { PaymentResponse: paymentResponse(p) },
                },
              };
        return send(200, {
          SaleToPOIResponse: {
            MessageHeader: header(body, 'TransactionStatus'),
            TransactionStatusResponse: status,
          },
        });
      }
      if (r?.ReversalRequest) {
        reversals.push(r.ReversalRequest.OriginalPOITransaction?.POITransactionID?.TransactionID ?? '');
        return send(200, {
          SaleToPOIResponse: {
            MessageHeader: header(body, 'Reversal'),
            ReversalResponse: { Response: { Result: 'Success' } },
          },
        });
      }
      send(400, { status: 400, message: 'unsupported message' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
