import {
  DELIVERY_MESSAGES,
  type DeliveryPlatform,
  type FantuanMenuPayload,
  type HungryPandaMenuPayload,
  type UberEatsMenuPayload,
  type UberEatsStore,
} from '@rpos/domain';

/** What a platform client needs to know of the restaurant. */
export interface PlatformRestaurant {
  id: string;
  urlIdentifier: string;
  name: string;
}

/** The HTTP call an upload makes (live) or would make (offline). */
export interface PlatformRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the platform's base URL. */
  path: string;
}

/** What the platform answered to an upload (offline: a note); recorded with the upload. */
export interface PlatformAnswer {
  request: PlatformRequest & { url: string };
  status: number | null;
  body: unknown;
}

/**
 * Uber Eats: the stores of a restaurant, and the menu upload to one of them
 * (docs/decisions/0060, 0064). Offline by default; DELIVERY_PLATFORMS_MODE=live talks to Uber.
 */
export interface UberEatsClient {
  readonly mode: 'offline' | 'live';
  listStores(restaurant: PlatformRestaurant): Promise<UberEatsStore[]>;
  uploadMenu(storeId: string, payload: UberEatsMenuPayload): Promise<PlatformAnswer>;
}

/** Fantuan and Hungry Panda: one menu upload per restaurant, identified by our reference. */
export interface MenuUploadClient<P> {
  readonly mode: 'offline' | 'live';
  uploadMenu(restaurant: PlatformRestaurant, payload: P): Promise<PlatformAnswer>;
}

export interface DeliveryPlatformClients {
  mode: 'offline' | 'live';
  uberEats: UberEatsClient;
  fantuan: MenuUploadClient<FantuanMenuPayload>;
  hungryPanda: MenuUploadClient<HungryPandaMenuPayload>;
}

/** The calls each platform answers (our reading for Fantuan and Hungry Panda: decision 0063). */
export const PLATFORM_REQUESTS = {
  uberEatsStores: { method: 'GET', path: '/v1/eats/stores' },
  uberEatsMenu: (storeId: string) => ({
    method: 'PUT',
    path: `/v2/eats/stores/${encodeURIComponent(storeId)}/menus`,
  }),
  fantuanMenu: { method: 'POST', path: '/v1/partner/menus' },
  hungryPandaMenu: { method: 'POST', path: '/v1/merchant/menu/sync' },
} as const satisfies Record<string, PlatformRequest | ((id: string) => PlatformRequest)>;

/**
 * A platform could not be reached, failed, or refused the menu: the routes answer 502 with
 * `message` (never 500); `detail` (what the platform said) is logged and recorded, not shown.
 */
export class DeliveryPlatformError extends Error {
  readonly status = 502;
  readonly code: 'DELIVERY_PLATFORM_UNAVAILABLE' | 'DELIVERY_PLATFORM_REFUSED';
  constructor(
    readonly platform: DeliveryPlatform,
    readonly reason: 'unavailable' | 'refused',
    readonly detail: string,
    /** The platform's answer, when there was one. */
    readonly answer?: PlatformAnswer,
  ) {
    super(
      reason === 'refused' ? DELIVERY_MESSAGES.refused(platform) : DELIVERY_MESSAGES.unavailable(platform),
    );
    this.name = 'DeliveryPlatformError';
    this.code = reason === 'refused' ? 'DELIVERY_PLATFORM_REFUSED' : 'DELIVERY_PLATFORM_UNAVAILABLE';
  }
}
