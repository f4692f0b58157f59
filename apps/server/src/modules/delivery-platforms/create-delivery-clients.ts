import type { Config } from '../../platform/config';
import type { DeliveryPlatformClients } from './delivery-platform-client';
import { createOfflineDeliveryClients } from './offline-delivery-clients';
import { createFantuanLiveClient, createHungryPandaLiveClient } from './partner-live-clients';
import { createUberEatsLiveClient } from './uber-eats-live-client';

/** The clients DELIVERY_PLATFORMS_MODE names (offline unless configured; config.ts checks the keys). */
export function createDeliveryPlatformClients(config: Config['deliveryPlatforms']): DeliveryPlatformClients {
  const { uberEats, fantuan, hungryPanda } = config;
  if (config.mode !== 'live')
    return createOfflineDeliveryClients({
      uberEats: uberEats.baseUrl,
      fantuan: fantuan.baseUrl,
      hungryPanda: hungryPanda.baseUrl,
    });
  return {
    mode: 'live',
    uberEats: createUberEatsLiveClient({
      baseUrl: uberEats.baseUrl,
      authUrl: uberEats.authUrl,
      clientId: uberEats.clientId ?? '',
      clientSecret: uberEats.clientSecret ?? '',
    }),
    fantuan: createFantuanLiveClient({ baseUrl: fantuan.baseUrl ?? '', apiKey: fantuan.apiKey ?? '' }),
    hungryPanda: createHungryPandaLiveClient({
      baseUrl: hungryPanda.baseUrl ?? '',
      apiKey: hungryPanda.apiKey ?? '',
    }),
  };
}
