import type { FantuanMenuPayload, HungryPandaMenuPayload } from '@rpos/domain';
import { type MenuUploadClient, PLATFORM_REQUESTS } from './delivery-platform-client';
import { callPlatform } from './platform-http';

const UPLOAD_TIMEOUT_MS = 30_000;

// Fantuan and Hungry Panda over fetch: one JSON POST of the mapped menu, authorised by the API key
// each platform issues to us. Paths and headers are our reading (docs/decisions/0063); adjust them
// here, with PLATFORM_REQUESTS, once the platforms' documentation is in hand.

/** Fantuan: POST {FANTUAN_BASE_URL}/v1/partner/menus, key in X-API-Key. */
export function createFantuanLiveClient(options: {
  baseUrl: string;
  apiKey: string;
}): MenuUploadClient<FantuanMenuPayload> {
  return {
    mode: 'live',
    uploadMenu: (_restaurant, payload) =>
      callPlatform('fantuan', {
        baseUrl: options.baseUrl,
        request: PLATFORM_REQUESTS.fantuanMenu,
        headers: { 'x-api-key': options.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        timeoutMs: UPLOAD_TIMEOUT_MS,
      }),
  };
}

/** Hungry Panda: POST {HUNGRY_PANDA_BASE_URL}/v1/merchant/menu/sync, key as a bearer token. */
export function createHungryPandaLiveClient(options: {
  baseUrl: string;
  apiKey: string;
}): MenuUploadClient<HungryPandaMenuPayload> {
  return {
    mode: 'live',
    uploadMenu: (_restaurant, payload) =>
      callPlatform('hungryPanda', {
        baseUrl: options.baseUrl,
        request: PLATFORM_REQUESTS.hungryPandaMenu,
        headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        timeoutMs: UPLOAD_TIMEOUT_MS,
      }),
  };
}
