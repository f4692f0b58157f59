import type { Config } from '../../platform/config';
import { createGoogleMapsProvider } from './google-maps-provider';
import type { MapsProvider } from './maps-provider';
import { createOfflineMapsProvider } from './offline-maps-provider';

/** The provider MAPS_PROVIDER names (offline unless configured). */
export function createMapsProvider(config: Config['maps']): MapsProvider {
  if (config.provider === 'google')
    return createGoogleMapsProvider({ apiKey: config.googleApiKey ?? '', baseUrl: config.googleBaseUrl });
  return createOfflineMapsProvider();
}
