import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received: the form fields Google's siteverify takes. */
export interface SiteverifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

/**
 * A local stand-in for https://www.google.com/recaptcha/api/siteverify (tests only), on 127.0.0.1.
 * Tokens: 'good' scores 0.9 for action sendCode, 'bot' scores 0.1, 'v2' has no score, 'other-action'
 * is for action 'login', '500' makes the fake answer HTTP 500; anything else is an invalid token.
 * A secret other than `secret` answers invalid-input-secret.
 */
export async function startSiteverifyFake(secret: string): Promise<{
  url: string;
  calls: SiteverifyCall[];
  close: () => Promise<void>;
}> {
  const calls: SiteverifyCall[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const call = {
        secret: form.get('secret'),
        response: form.get('response'),
        remoteip: form.get('remoteip'),
      };
      calls.push(call);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST') return send(405, { success: false });
      if (call.secret !== secret)
        return send(200, { success: false, 'error-codes': ['invalid-input-secret'] });
      const ts = '2026-11-21T00:00:00Z';
      switch (call.response) {
        case 'good':
          return send(200, {
            success: true,
            score: 0.9,
            action: 'sendCode',
            challenge_ts: ts,
            hostname: 'localhost',
          });
        case 'bot':
          return send(200, {
            success: true,
            score: 0.1,
            action: 'sendCode',
            challenge_ts: ts,
            hostname: 'localhost',
          });
        case 'v2':
          return send(200, { success: true, challenge_ts: ts, hostname: 'localhost' });
        case 'other-action':
          return send(200, {
            success: true,
            score: 0.9,
            action: 'login',
            challenge_ts: ts,
            hostname: 'localhost',
          });
        case '500':
          return send(500, { error: 'boom' });
        default:
          return send(200, { success: false, 'error-codes': ['invalid-input-response'] });
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    calls,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
