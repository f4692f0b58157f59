import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';

const paths = { migrationsDir: '/tmp/none' };

describe('delivery platform settings', () => {
  it('are offline by default, with Uber Eats on its real hosts', () => {
    expect(loadConfig({}, paths).deliveryPlatforms).toEqual({
      mode: 'offline',
      uberEats: {
        baseUrl: 'https://api.uber.com',
        authUrl: 'https://auth.uber.com/oauth/v2/token',
        clientId: undefined,
        clientSecret: undefined,
      },
      fantuan: { baseUrl: undefined, apiKey: undefined },
      hungryPanda: { baseUrl: undefined, apiKey: undefined },
    });
  });

  it('live needs every platform key and URL, and says which are missing', () => {
    expect(() => loadConfig({ DELIVERY_PLATFORMS_MODE: 'live', UBER_EATS_CLIENT_ID: 'a' }, paths)).toThrow(
      'DELIVERY_PLATFORMS_MODE=live needs UBER_EATS_CLIENT_SECRET, FANTUAN_BASE_URL, FANTUAN_API_KEY, HUNGRY_PANDA_BASE_URL, HUNGRY_PANDA_API_KEY',
    );
    const live = loadConfig(
      {
        DELIVERY_PLATFORMS_MODE: 'live',
        UBER_EATS_CLIENT_ID: 'a',
        UBER_EATS_CLIENT_SECRET: 'b',
        FANTUAN_BASE_URL: 'https://fantuan.example/',
        FANTUAN_API_KEY: 'c',
        HUNGRY_PANDA_BASE_URL: 'https://panda.example',
        HUNGRY_PANDA_API_KEY: 'd',
      },
      paths,
    ).deliveryPlatforms;
    expect(live.mode).toBe('live');
    expect(live.fantuan.baseUrl).toBe('https://fantuan.example');
  });
});
