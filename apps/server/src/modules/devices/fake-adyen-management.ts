import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Tests only: a local fake of the Adyen Management API calls the terminals adapter makes (stores by
// reference, terminals list, reassign, terminal settings), on 127.0.0.1. Records every request.

export interface FakeTerminal {
  id: string;
  model: string;
  serialNumber: string;
  assignment: { merchantId: string; storeId?: string; status: string };
  standalone: boolean;
}

export interface FakeAdyenManagement {
  url: string;
  terminals: Map<string, FakeTerminal>;
  stores: { id: string; reference: string; merchantId: string }[];
  requests: { method: string; path: string; body: unknown; apiKey: string | undefined }[];
  close(): Promise<void>;
}

export async function startFakeAdyenManagement(options: { apiKey: string }): Promise<FakeAdyenManagement> {
  const terminals = new Map<string, FakeTerminal>();
  const stores: FakeAdyenManagement['stores'] = [];
  const requests: FakeAdyenManagement['requests'] = [];

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = raw ? JSON.parse(raw) : null;
      const apiKey = req.headers['x-api-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path: url.pathname + url.search, body, apiKey });
      const send = (status: number, json?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(json === undefined ? '' : JSON.stringify(json));
      };
      if (apiKey !== options.apiKey)
        return send(401, { status: 401, errorCode: '000', message: 'HTTP Status Response - Unauthorized' });
      const p = url.pathname;
      let m = p.match(/^\/v3\/merchants\/([^/]+)\/stores$/);
      if (m && req.method === 'GET') {
        const reference = url.searchParams.get('reference');
        return send(200, {
          data: stores.filter((s) => s.merchantId === m![1] && (!reference || s.reference === reference)),
        });
      }
      if (p === '/v3/terminals' && req.method === 'GET') {
        const merchant = url.searchParams.get('merchantIds');
        return send(200, {
          data: [...terminals.values()]
            .filter((t) => !merchant || t.assignment.merchantId === merchant)
            .map(({ standalone: _, ...t }) => t),
        });
      }
      m = p.match(/^\/v3\/terminals\/([^/]+)\/(reassign|terminalSettings)$/);
      const terminal = m ? terminals.get(decodeURIComponent(m[1]!)) : undefined;
      if (m && !terminal)
        return send(404, { status: 404, errorCode: '02_001', message: 'Terminal not found' });
      if (m?.[2] === 'reassign' && req.method === 'POST') {
        if (body.inventory) terminal!.assignment = { merchantId: body.merchantId, status: 'inventory' };
        else
          terminal!.assignment = {
            merchantId: terminal!.assignment.merchantId,
            storeId: body.storeId,
            status: 'assignmentScheduled',
          };
        return send(200);
      }
      if (m?.[2] === 'terminalSettings' && req.method === 'GET') {
        return send(200, { standalone: { enableStandalone: terminal!.standalone } });
      }
      if (m?.[2] === 'terminalSettings' && req.method === 'PATCH') {
        terminal!.standalone = body.standalone?.enableStandalone ?? terminal!.standalone;
        return send(200, { standalone: { enableStandalone: terminal!.standalone } });
      }
      send(404, { status: 404, errorCode: '000', message: `no fake for ${req.method} ${p}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    terminals,
    stores,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
