import { WEBSITE_VERSION } from '@rpos/domain';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { checkSiteVersion, SITE_VERSION_KEY } from './site-version';

describe('site version (reload once)', () => {
  it('does nothing but remember the version when the bundle is current', async () => {
    mockFetch({ 'GET /api/health': { body: { status: 'ok', websiteVersion: WEBSITE_VERSION } } });
    const reload = vi.fn();
    expect(await checkSiteVersion({ reload })).toBe('current');
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(SITE_VERSION_KEY)).toBe(String(WEBSITE_VERSION));
  });

  it('reloads a stale bundle once, and never again for the same server version', async () => {
    const newer = WEBSITE_VERSION + 1;
    mockFetch({ 'GET /api/health': { body: { status: 'ok', websiteVersion: newer } } });
    const reload = vi.fn();
    expect(await checkSiteVersion({ reload })).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SITE_VERSION_KEY)).toBe(String(newer));
    // After the reload the page still holds the old bundle (a cache in the way): no loop.
    expect(await checkSiteVersion({ reload })).toBe('stale');
    expect(await checkSiteVersion({ reload })).toBe('stale');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later version', async () => {
    const reload = vi.fn();
    await checkSiteVersion({ reload, fetchServerVersion: async () => WEBSITE_VERSION + 1 });
    await checkSiteVersion({ reload, fetchServerVersion: async () => WEBSITE_VERSION + 2 });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('stays quiet when the server cannot be asked', async () => {
    const reload = vi.fn();
    const outcome = await checkSiteVersion({
      reload,
      fetchServerVersion: async () => {
        throw new Error('offline');
      },
    });
    expect(outcome).toBe('unknown');
    expect(reload).not.toHaveBeenCalled();
  });
});
