import type { UberEatsStore } from '@rpos/domain';
import { DeliveryPlatformError, PLATFORM_REQUESTS, type UberEatsClient } from './delivery-platform-client';
import { callPlatform } from './platform-http';

const TOKEN_TIMEOUT_MS = 10_000;
const STORES_TIMEOUT_MS = 10_000;
const UPLOAD_TIMEOUT_MS = 30_000;
/** A token is renewed this long before Uber says it expires. */
const TOKEN_MARGIN_MS = 60_000;
const MAX_STORE_PAGES = 20;

interface UberStoresAnswer {
  stores?: { store_id?: string; name?: string; partner_store_id?: string | null }[];
  pagination_data?: { next_page_token?: string | null };
}

/**
 * Does this Uber store belong to the restaurant? (docs/decisions/0064) Its partner_store_id — the id
 * the integrator gave the store — is the restaurant's url identifier, or that identifier, '-' and a
 * suffix for a restaurant with several stores (url identifiers hold no '-', so no other restaurant
 * can match).
 */
export function isRestaurantStore(partnerStoreId: string | null | undefined, urlIdentifier: string): boolean {
  if (!partnerStoreId) return false;
  const p = partnerStoreId.toLowerCase();
  const u = urlIdentifier.toLowerCase();
  return p === u || p.startsWith(`${u}-`);
}

/**
 * Uber Eats over fetch: a client-credentials token (POST UBER_EATS_AUTH_URL, scope eats.store, kept
 * until a minute before it expires), GET /v1/eats/stores (every page, kept to the restaurant's
 * stores) and PUT /v2/eats/stores/{store_id}/menus with the mapped body.
 */
export function createUberEatsLiveClient(options: {
  baseUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
  now?: () => number;
}): UberEatsClient {
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;

  const fetchToken = async (): Promise<string> => {
    if (token && now() < token.expiresAt - TOKEN_MARGIN_MS) return token.value;
    const auth = new URL(options.authUrl);
    const answer = await callPlatform('uberEats', {
      baseUrl: auth.origin,
      request: { method: 'POST', path: auth.pathname },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        grant_type: 'client_credentials',
        scope: 'eats.store',
      }).toString(),
      timeoutMs: TOKEN_TIMEOUT_MS,
    });
    const body = answer.body as { access_token?: string; expires_in?: number } | null;
    if (!body?.access_token)
      throw new DeliveryPlatformError('uberEats', 'unavailable', 'token answer has no access_token', answer);
    token = { value: body.access_token, expiresAt: now() + (body.expires_in ?? 3600) * 1000 };
    return token.value;
  };

  /** Runs an authorised call; on 401 the token is dropped and the call tried once more. */
  const authorised = async <T>(run: (bearer: string) => Promise<T>): Promise<T> => {
    try {
      return await run(await fetchToken());
    } catch (err) {
      if (!(err instanceof DeliveryPlatformError && err.answer?.status === 401)) throw err;
      token = null;
      return run(await fetchToken());
    }
  };

  return {
    mode: 'live',
    async listStores(restaurant) {
      const stores: UberEatsStore[] = [];
      let pageToken: string | null | undefined;
      for (let page = 0; page < MAX_STORE_PAGES; page++) {
        const answer = await authorised((bearer) =>
          callPlatform('uberEats', {
            baseUrl: options.baseUrl,
            request: PLATFORM_REQUESTS.uberEatsStores,
            query: { limit: '100', ...(pageToken ? { next_page_token: pageToken } : {}) },
            headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' },
            timeoutMs: STORES_TIMEOUT_MS,
          }),
        );
        const body = (answer.body ?? {}) as UberStoresAnswer;
        for (const s of body.stores ?? []) {
          if (s.store_id && isRestaurantStore(s.partner_store_id, restaurant.urlIdentifier))
            stores.push({ storeId: s.store_id, name: s.name ?? s.store_id });
        }
        pageToken = body.pagination_data?.next_page_token;
        if (!pageToken) break;
      }
      return stores;
    },
    async uploadMenu(storeId, payload) {
      const body = JSON.stringify(payload);
      return authorised((bearer) =>
        callPlatform('uberEats', {
          baseUrl: options.baseUrl,
          request: PLATFORM_REQUESTS.uberEatsMenu(storeId),
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body,
          timeoutMs: UPLOAD_TIMEOUT_MS,
        }),
      );
    },
  };
}
