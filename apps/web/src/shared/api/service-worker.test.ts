import { describe, expect, it, vi } from 'vitest';
import { unregisterServiceWorkers } from './service-worker';

describe('unregisterServiceWorkers', () => {
  it('unregisters every service worker left by an older site', async () => {
    const unregister = vi.fn(async () => true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: async () => [{ unregister }, { unregister }] },
    });
    expect(await unregisterServiceWorkers()).toBe(2);
    expect(unregister).toHaveBeenCalledTimes(2);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
