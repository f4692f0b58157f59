import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../../platform/config';

export interface PlatformCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** JSON bodies parsed; form bodies as URLSearchParams entries; else the text. */
  body: unknown;
}

export const FAKE_UBER_CLIENT = { id: 'uber-client', secret: 'uber-secret' };
export const FAKE_FANTUAN_KEY = 'fantuan-key';
export const FAKE_HUNGRY_PANDA_KEY = 'panda-key';
/** The authorisation code Uber's consent page hands the callback when the merchant allows. */
export const FAKE_UBER_CODE = 'uber-consent-code';

/**
 * The Uber Eats stores the fake lists (two pages): two of Golden Dragon, one of Bondi Bites, one
 * unlinked, and Harbour Noodles on the second page only.
 */
export const FAKE_UBER_STORES = [
  { store_id: 'uber-gd-1', name: 'Golden Dragon Haymarket', partner_store_id: 'goldendragon-haymarket' },
  { store_id: 'uber-bondi', name: 'Bondi Bites', partner_store_id: 'bondibites' },
  { store_id: 'uber-gd-2', name: 'Golden Dragon Chatswood', partner_store_id: 'goldendragon-chatswood' },
  { store_id: 'uber-other', name: 'Somebody else', partner_store_id: null },
  { store_id: 'uber-harbour', name: 'Harbour Noodles (Uber)', partner_store_id: 'harbournoodles' },
];

/**
 * A local stand-in for Uber Eats (auth + API), Fantuan and Hungry Panda (tests only), on 127.0.0.1:
 * - POST /oauth/v2/token: client credentials, or the authorization code FAKE_UBER_CODE with its
 *   redirect_uri (once) → a new token per call (expires_in 30 days); anything else → 401/400.
 * - GET, POST, DELETE /v1/eats/stores/{id}/pos_data (bearer): the store's integration (404 for a store
 *   not listed); POST provisions it (kept in `posData`), DELETE removes it.
 * - GET /v1/eats/stores (bearer): FAKE_UBER_STORES in two pages (next_page_token 'page-2').
 * - PUT /v2/eats/stores/{id}/menus (bearer): 204.
 * - POST /fantuan/v1/partner/menus (X-API-Key) and POST /hungrypanda/v1/merchant/menu/sync (bearer key): 200.
 * `failUploads` makes every upload answer 500; `revokeTokens()` makes tokens issued so far answer 401.
 */
export async function startDeliveryPlatformsFake(): Promise<{
  url: string;
  calls: PlatformCall[];
  state: { failUploads: boolean };
  /** Provisioned stores' pos_data by store id. */
  posData: Map<string, Record<string, unknown>>;
  revokeTokens: () => void;
  close: () => Promise<void>;
}> {
  const calls: PlatformCall[] = [];
  const state = { failUploads: false };
  const tokens = new Set<string>();
  const posData = new Map<string, Record<string, unknown>>();
  const usedCodes = new Set<string>();
  let issued = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const type = req.headers['content-type'] ?? '';
      let body: unknown = raw || null;
      if (raw && type.includes('application/json')) body = JSON.parse(raw);
      else if (raw && type.includes('x-www-form-urlencoded'))
        body = Object.fromEntries(new URLSearchParams(raw));
      calls.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      const send = (status: number, data?: unknown) => {
        if (data === undefined) {
          res.writeHead(status);
          res.end();
          return;
        }
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const path = url.pathname;

      if (req.method === 'POST' && path === '/oauth/v2/token') {
        const form = (body ?? {}) as Record<string, string>;
        if (form.client_id !== FAKE_UBER_CLIENT.id || form.client_secret !== FAKE_UBER_CLIENT.secret)
          return send(401, { error: 'invalid_client' });
        if (form.grant_type === 'authorization_code') {
          if (form.code !== FAKE_UBER_CODE || usedCodes.has(form.code) || !form.redirect_uri)
            return send(400, { error: 'invalid_grant' });
          usedCodes.add(form.code);
        } else if (form.grant_type !== 'client_credentials') {
          return send(400, { error: 'unsupported_grant_type' });
        }
        const token = `token-${++issued}`;
        tokens.add(token);
        return send(200, {
          access_token: token,
          token_type: 'Bearer',
          expires_in: 2_592_000,
          scope: form.scope,
        });
      }
      if (path.startsWith('/v1/eats') || path.startsWith('/v2/eats')) {
        if (!tokens.has(bearer))
          return send(401, { code: 'unauthorized', message: 'Invalid OAuth 2.0 credentials provided.' });
        if (req.method === 'GET' && path === '/v1/eats/stores') {
          const second = url.searchParams.get('next_page_token') === 'page-2';
          return send(200, {
            stores: second ? FAKE_UBER_STORES.slice(2) : FAKE_UBER_STORES.slice(0, 2),
            pagination_data: second ? {} : { next_page_token: 'page-2' },
          });
        }
        const pos = /^\/v1\/eats\/stores\/([^/]+)\/pos_data$/.exec(path);
        if (pos) {
          const id = decodeURIComponent(pos[1]!);
          if (!FAKE_UBER_STORES.some((s) => s.store_id === id))
            return send(404, { code: 'not_found', message: 'Store not found' });
          if (req.method === 'POST') {
            const b = (body ?? {}) as Record<string, unknown>;
            posData.set(id, { ...b, online_status: 'ONLINE', pos_integration_enabled: true });
            return send(204);
          }
          if (req.method === 'DELETE') {
            posData.delete(id);
            return send(204);
          }
          if (req.method === 'GET') return send(200, posData.get(id) ?? { integration_enabled: false });
        }
        if (req.method === 'PUT' && /^\/v2\/eats\/stores\/[^/]+\/menus$/.test(path)) {
          if (state.failUploads) return send(500, { code: 'internal_error', message: 'Something broke' });
          return send(204);
        }
      }
      if (req.method === 'POST' && path === '/fantuan/v1/partner/menus') {
        if (req.headers['x-api-key'] !== FAKE_FANTUAN_KEY) return send(401, { code: 401, msg: 'bad key' });
        if (state.failUploads) return send(500, { code: 500, msg: 'server error' });
        return send(200, { code: 0, msg: 'ok', data: { menuVersion: 7 } });
      }
      if (req.method === 'POST' && path === '/hungrypanda/v1/merchant/menu/sync') {
        if (bearer !== FAKE_HUNGRY_PANDA_KEY) return send(401, { success: false, message: 'unauthorised' });
        if (state.failUploads) return send(503, { success: false, message: 'maintenance' });
        return send(200, { success: true, taskId: 'hp-task-1' });
      }
      return send(404, { message: 'No such method' });
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    state,
    posData,
    revokeTokens: () => tokens.clear(),
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** DELIVERY_PLATFORMS_MODE=live pointed at a running fake, for buildTestApp. */
export const liveConfigFor = (url: string): Pick<Config, 'deliveryPlatforms'> => ({
  deliveryPlatforms: {
    mode: 'live',
    uberEats: {
      baseUrl: url,
      authUrl: `${url}/oauth/v2/token`,
      clientId: FAKE_UBER_CLIENT.id,
      clientSecret: FAKE_UBER_CLIENT.secret,
    },
    fantuan: { baseUrl: `${url}/fantuan`, apiKey: FAKE_FANTUAN_KEY },
    hungryPanda: { baseUrl: `${url}/hungrypanda`, apiKey: FAKE_HUNGRY_PANDA_KEY },
  },
});
