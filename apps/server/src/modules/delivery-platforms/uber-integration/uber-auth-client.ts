import { DeliveryPlatformError } from '../delivery-platform-client';
import { callPlatform } from '../platform-http';
import { isRestaurantStore } from '../uber-eats-live-client';

/** What the integration needs of the restaurant. */
export interface UberRestaurant {
  id: string;
  urlIdentifier: string;
  name: string;
}

/** The store a merchant authorised, as the callback stores it. */
export interface UberLinkedStore {
  storeId: string;
  storeName: string;
}

/** Uber's pos_data of a store (the fields the integration config shows), as far as Uber tells. */
export interface UberPosData {
  online_status?: string | null;
  partner_store_id?: string | null;
  integrator_store_id?: string | null;
  integrator_brand_id?: string | null;
  integration_enabled?: boolean;
  pos_integration_enabled?: boolean;
  auto_accept_enabled?: boolean;
  order_release_enabled?: boolean;
  webhooks_config?: {
    webhooks_version?: string;
    schedule_order_webhooks?: { is_enabled?: boolean };
    order_release_webhooks?: { is_enabled?: boolean };
    delivery_status_webhooks?: { is_enabled?: boolean };
  };
}

/**
 * The Uber Eats store integration (back-office.md §2.11; decision 0226): the OAuth
 * authorization-code consent, then the store's POS provisioning. Offline by default: the consent is a
 * local page and nothing leaves the machine; DELIVERY_PLATFORMS_MODE=live talks to Uber.
 */
export interface UberAuthClient {
  readonly mode: 'offline' | 'live';
  /** Where the popup goes: Uber's authorisation page (live) or the local consent page (offline). */
  authorizeUrl(state: string, redirectUri: string): string;
  /** The callback's code: exchanged for the merchant's store, provisioned for our integration. */
  connect(code: string, redirectUri: string, restaurant: UberRestaurant): Promise<UberLinkedStore>;
  /** The store's integration settings. */
  posData(storeId: string, restaurant: UberRestaurant): Promise<UberPosData>;
  /** Removes our integration from the store. */
  disconnect(storeId: string): Promise<void>;
}

/** Offline: the local consent page (/api/uber/consent) stands in for Uber's; its code names the store. */
export function createOfflineUberAuthClient(publicUrl: string): UberAuthClient {
  return {
    mode: 'offline',
    authorizeUrl(state, redirectUri) {
      const q = new URLSearchParams({ state, redirect_uri: redirectUri, response_type: 'code' });
      return `${publicUrl.replace(/\/$/, '')}/api/uber/consent?${q}`;
    },
    async connect(code, _redirectUri, restaurant) {
      if (!code.startsWith('offline-'))
        throw new DeliveryPlatformError('uberEats', 'refused', 'offline consent codes start with offline-');
      return { storeId: `offline-${restaurant.urlIdentifier}`, storeName: restaurant.name };
    },
    async posData(_storeId, restaurant) {
      return {
        online_status: 'ONLINE',
        partner_store_id: restaurant.urlIdentifier,
        integrator_store_id: restaurant.urlIdentifier,
        integrator_brand_id: null,
        integration_enabled: true,
        pos_integration_enabled: true,
        auto_accept_enabled: false,
        order_release_enabled: false,
        webhooks_config: {
          webhooks_version: '1.0.0',
          schedule_order_webhooks: { is_enabled: false },
          order_release_webhooks: { is_enabled: false },
          delivery_status_webhooks: { is_enabled: true },
        },
      };
    },
    async disconnect() {},
  };
}

const TIMEOUT_MS = 10_000;
const MAX_STORE_PAGES = 20;

interface UberStore {
  store_id?: string;
  name?: string;
  partner_store_id?: string | null;
}

/**
 * Live: Uber's authorization-code flow (scope eats.pos_provisioning). connect exchanges the code,
 * lists the merchant's stores with that token (every page), takes the restaurant's one (its partner
 * id is the restaurant's identifier, or that and a suffix; else the merchant's first) and provisions it (POST /v1/eats/stores/{id}/pos_data). posData and
 * disconnect use a client-credentials token.
 */
export function createLiveUberAuthClient(o: {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}): UberAuthClient {
  const token = new URL(o.tokenUrl);
  const authorizeBase = o.tokenUrl.replace(/\/token$/, '/authorize');
  const exchange = async (form: Record<string, string>): Promise<string> => {
    const answer = await callPlatform('uberEats', {
      baseUrl: token.origin,
      request: { method: 'POST', path: token.pathname },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: o.clientId, client_secret: o.clientSecret, ...form }).toString(),
      timeoutMs: TIMEOUT_MS,
    });
    const body = answer.body as { access_token?: string } | null;
    if (!body?.access_token)
      throw new DeliveryPlatformError('uberEats', 'unavailable', 'token answer has no access_token', answer);
    return body.access_token;
  };
  const appToken = () => exchange({ grant_type: 'client_credentials', scope: 'eats.pos_provisioning' });
  const json = (bearer: string) => ({
    authorization: `Bearer ${bearer}`,
    'content-type': 'application/json',
  });
  const storePath = (id: string) => `/v1/eats/stores/${encodeURIComponent(id)}/pos_data`;

  /** The authorising merchant's store of this restaurant over every page (else their first store). */
  async function findMerchantStore(bearer: string, restaurant: UberRestaurant) {
    let first: UberStore | undefined;
    let pageToken: string | undefined;
    let answer: Awaited<ReturnType<typeof callPlatform>> | undefined;
    for (let page = 0; page < MAX_STORE_PAGES; page++) {
      answer = await callPlatform('uberEats', {
        baseUrl: o.baseUrl,
        request: { method: 'GET', path: '/v1/eats/stores' },
        query: { limit: '100', ...(pageToken ? { next_page_token: pageToken } : {}) },
        headers: json(bearer),
        timeoutMs: TIMEOUT_MS,
      });
      const body = (answer.body ?? {}) as {
        stores?: UberStore[];
        pagination_data?: { next_page_token?: string | null };
      };
      const stores = (body.stores ?? []).filter((s) => s.store_id);
      first ??= stores[0];
      const mine = stores.find((s) => isRestaurantStore(s.partner_store_id, restaurant.urlIdentifier));
      if (mine) return mine as UberStore & { store_id: string };
      pageToken = body.pagination_data?.next_page_token ?? undefined;
      if (!pageToken) break;
    }
    if (!first?.store_id)
      throw new DeliveryPlatformError('uberEats', 'refused', 'the authorising account has no store', answer);
    return first as UberStore & { store_id: string };
  }

  return {
    mode: 'live',
    authorizeUrl(state, redirectUri) {
      const q = new URLSearchParams({
        client_id: o.clientId,
        response_type: 'code',
        scope: 'eats.pos_provisioning',
        redirect_uri: redirectUri,
        state,
      });
      return `${authorizeBase}?${q}`;
    },
    async connect(code, redirectUri, restaurant) {
      const bearer = await exchange({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
      const store = await findMerchantStore(bearer, restaurant);
      await callPlatform('uberEats', {
        baseUrl: o.baseUrl,
        request: { method: 'POST', path: storePath(store.store_id) },
        headers: json(bearer),
        body: JSON.stringify({
          integrator_store_id: restaurant.urlIdentifier,
          is_order_manager: true,
          require_manual_acceptance: true,
          integration_enabled: true,
        }),
        timeoutMs: TIMEOUT_MS,
      });
      return { storeId: store.store_id, storeName: store.name ?? store.store_id };
    },
    async posData(storeId) {
      const answer = await callPlatform('uberEats', {
        baseUrl: o.baseUrl,
        request: { method: 'GET', path: storePath(storeId) },
        headers: json(await appToken()),
        timeoutMs: TIMEOUT_MS,
      });
      return (answer.body ?? {}) as UberPosData;
    },
    async disconnect(storeId) {
      await callPlatform('uberEats', {
        baseUrl: o.baseUrl,
        request: { method: 'DELETE', path: storePath(storeId) },
        headers: json(await appToken()),
        timeoutMs: TIMEOUT_MS,
      });
    },
  };
}
