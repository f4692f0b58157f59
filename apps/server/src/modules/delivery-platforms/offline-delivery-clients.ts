import type { UberEatsStore } from '@rpos/domain';
import {
  type DeliveryPlatformClients,
  PLATFORM_REQUESTS,
  type PlatformAnswer,
  type PlatformRequest,
  type PlatformRestaurant,
} from './delivery-platform-client';

/**
 * The offline Uber Eats stores (docs/decisions/0064): the demo's Golden Dragon has two, so the
 * "choose a store" step can be tried; every other restaurant has one store named after it.
 */
export const OFFLINE_UBER_EATS_STORES: Record<string, UberEatsStore[]> = {
  goldendragon: [
    { storeId: 'offline-goldendragon-haymarket', name: 'Golden Dragon (Haymarket)' },
    { storeId: 'offline-goldendragon-chatswood', name: 'Golden Dragon (Chatswood)' },
  ],
};

const NOTE = 'Not sent: DELIVERY_PLATFORMS_MODE=offline records the exact body the live adapter would send.';

const recorded = (request: PlatformRequest, baseUrl: string): PlatformAnswer => ({
  request: { ...request, url: `${baseUrl}${request.path}` },
  status: null,
  body: { offline: true, note: NOTE },
});

/**
 * The default: nothing leaves the machine. Uploads succeed at once; the service records the payload
 * (delivery_platform_uploads) where staff read it (GET /api/deliveryPlatformUploads).
 */
export function createOfflineDeliveryClients(baseUrls: {
  uberEats: string;
  fantuan?: string;
  hungryPanda?: string;
}): DeliveryPlatformClients {
  return {
    mode: 'offline',
    uberEats: {
      mode: 'offline',
      async listStores(restaurant: PlatformRestaurant) {
        return (
          OFFLINE_UBER_EATS_STORES[restaurant.urlIdentifier] ?? [
            { storeId: `offline-${restaurant.urlIdentifier}`, name: restaurant.name },
          ]
        );
      },
      async uploadMenu(storeId) {
        return recorded(PLATFORM_REQUESTS.uberEatsMenu(storeId), baseUrls.uberEats);
      },
    },
    fantuan: {
      mode: 'offline',
      async uploadMenu() {
        return recorded(PLATFORM_REQUESTS.fantuanMenu, baseUrls.fantuan ?? '');
      },
    },
    hungryPanda: {
      mode: 'offline',
      async uploadMenu() {
        return recorded(PLATFORM_REQUESTS.hungryPandaMenu, baseUrls.hungryPanda ?? '');
      },
    },
  };
}
