import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { dinerQrOf, landingKey } from '../diner-storage';
import { activePromotionsQuery, checkoutAnswerOfPage, menuCacheKey, onlineMenuQuery } from './online-queries';
import { loadedPromotionLanding, prefetchDinerData } from './prefetch-diner-data';

const menuBody = {
  restaurant: { restaurantId: 'goldendragon' },
  menu: { menuId: 'm1', version: 7, categories: [] },
};
const promotions = (count: number) => ({
  promotionCount: count,
  promotionImage: count > 0 ? '/api/images/promo' : null,
  deepLink: null,
});
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

afterEach(() => {
  for (const link of preloads()) link.remove();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('prefetchDinerData', () => {
  it('starts the menu and promotions calls for a menu URL, then preloads the landing picture at high priority', async () => {
    const { calls } = mockFetch({
      'GET /api/online': { body: menuBody },
      'GET /api/activePromotions': { body: promotions(1) },
    });
    const client = new QueryClient();
    prefetchDinerData(client, { pathname: '/online/GoldenDragon/5', search: '' });
    // Both calls leave before anything renders, with the app's own headers.
    expect(calls.map((c) => `${c.path}?${c.url.searchParams}`)).toEqual([
      '/api/online?menuId=GoldenDragon&tableId=5',
      '/api/activePromotions?restaurantId=GoldenDragon',
    ]);
    expect(calls[0]!.headers.clientId).toBeTruthy();
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()[0]!.getAttribute('href')).toBe('/api/images/promo');
    expect(preloads()[0]!.getAttribute('fetchpriority')).toBe('high');
    // The page's query (same key, any case of the restaurant id) finds the answer already there.
    await vi.waitFor(() =>
      expect(client.getQueryData(onlineMenuQuery('goldendragon', '5').queryKey)).toMatchObject(menuBody),
    );
  });

  it('names the Online Menu code (?qr=onlineMenu) on GET /online, for the rest of the tab (decision 0525)', async () => {
    const { calls } = mockFetch({
      'GET /api/online': { body: menuBody },
      'GET /api/activePromotions': { body: promotions(0) },
    });
    prefetchDinerData(new QueryClient(), {
      pathname: '/online/goldendragon/pickup-delivery',
      search: '?qr=onlineMenu',
    });
    expect(`${calls[0]!.path}?${calls[0]!.url.searchParams}`).toBe(
      '/api/online?menuId=goldendragon&tableId=pickup-delivery&qr=onlineMenu',
    );
    expect(dinerQrOf('goldendragon', 'pickup-delivery')).toBe('onlineMenu');
    // The plain pickup-delivery code of another restaurant: no qr.
    prefetchDinerData(new QueryClient(), { pathname: '/online/bondibites/pickup-delivery', search: '' });
    expect(`${calls[2]!.path}?${calls[2]!.url.searchParams}`).toBe(
      '/api/online?menuId=bondibites&tableId=pickup-delivery',
    );
    sessionStorage.clear();
  });

  it('preloads no picture when the diner chose to order in the last 5 minutes or nothing runs', async () => {
    localStorage.setItem(landingKey('goldendragon'), JSON.stringify({ choice: 'order', at: Date.now() }));
    const { calls } = mockFetch({
      'GET /api/online': { body: menuBody },
      'GET /api/activePromotions': ({ url }) => ({
        body: promotions(url.searchParams.get('restaurantId') === 'goldendragon' ? 1 : 0),
      }),
    });
    prefetchDinerData(new QueryClient(), { pathname: '/online/goldendragon/5/ord-1', search: '' });
    prefetchDinerData(new QueryClient(), { pathname: '/online/bondibites/2', search: '' });
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    await new Promise((r) => setTimeout(r, 20));
    expect(preloads()).toHaveLength(0);
  });

  /** The data block the server writes into a menu URL's page (decision 0590). */
  function writeFirstData(data: Record<string, unknown>) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'rpos-first-data';
    block.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
    document.body.append(block);
  }
  const withName = (name: string) => ({
    restaurant: { restaurantId: 'goldendragon', name, themeColor: 'teal' },
    menu: { menuId: 'm1', version: 7, categories: [] },
  });

  it("takes the menu and promotions from the page's data block and fetches neither", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const { calls } = mockFetch({});
    const online = withName('</script><b>Dragon</b>');
    writeFirstData({ menuId: 'goldendragon', tableId: '5', qr: null, online, promotions: promotions(1) });
    const client = new QueryClient();
    prefetchDinerData(client, { pathname: '/online/goldendragon/5', search: '' });
    expect(client.getQueryData(onlineMenuQuery('goldendragon', '5').queryKey)).toEqual(online);
    expect(client.getQueryData(activePromotionsQuery('goldendragon').queryKey)).toEqual(promotions(1));
    expect(calls).toHaveLength(0);
    // Read once: the block is gone; the restaurant's colour and the menu's copy are kept as after a fetch.
    expect(document.getElementById('rpos-first-data')).toBeNull();
    expect(localStorage.getItem('rpos.themeColor.goldendragon')).toBe('teal');
    for (const run of idle) run();
    expect(JSON.parse(localStorage.getItem(menuCacheKey('goldendragon', '5'))!).version).toBe(7);
    // The landing's code starts with the data, so the page can render it at once.
    await vi.waitFor(() => expect(loadedPromotionLanding()).toBeDefined(), { timeout: 10_000 });
  });

  it("fetches when the page's data block is another URL's, or unreadable", () => {
    const { calls } = mockFetch({
      'GET /api/online': { body: menuBody },
      'GET /api/activePromotions': { body: promotions(0) },
    });
    writeFirstData({
      menuId: 'goldendragon',
      tableId: '6',
      qr: null,
      online: menuBody,
      promotions: promotions(0),
    });
    prefetchDinerData(new QueryClient(), { pathname: '/online/goldendragon/5', search: '' });
    const broken = document.createElement('script');
    broken.type = 'application/json';
    broken.id = 'rpos-first-data';
    broken.textContent = '{"menuId":';
    document.body.append(broken);
    prefetchDinerData(new QueryClient(), { pathname: '/online/goldendragon/5', search: '' });
    expect(calls.map((c) => c.path)).toEqual([
      '/api/online',
      '/api/activePromotions',
      '/api/online',
      '/api/activePromotions',
    ]);
    expect(document.getElementById('rpos-first-data')).toBeNull();
  });

  it("takes the table's menu from the page on the dish and cart pages", () => {
    const { calls } = mockFetch({});
    for (const [pathname, search] of [
      ['/dishDetail', '?menuId=goldendragon&tableId=5&dishId=d1'],
      ['/cart/goldendragon/5', ''],
      ['/cart/GoldenDragon/5', ''],
    ] as const) {
      const online = withName(pathname);
      const menuId = pathname.includes('GoldenDragon') ? 'GoldenDragon' : 'goldendragon';
      writeFirstData({ menuId, tableId: '5', qr: null, online });
      const client = new QueryClient();
      prefetchDinerData(client, { pathname, search });
      expect(client.getQueryData(onlineMenuQuery('goldendragon', '5').queryKey), pathname).toEqual(online);
    }
    expect(calls).toHaveLength(0);
  });

  it("keeps the checkout page's answer without dishes for its page, out of the query cache (decision 0612)", () => {
    const { calls } = mockFetch({});
    const online = withName('/checkout/goldendragon/5');
    const client = new QueryClient();
    writeFirstData({ menuId: 'goldendragon', tableId: '5', qr: null, checkout: online });
    prefetchDinerData(client, { pathname: '/checkout/goldendragon/5', search: '' });
    expect(checkoutAnswerOfPage('goldendragon', '5')?.online).toEqual(online);
    expect(checkoutAnswerOfPage('goldendragon', '6')).toBeUndefined();
    expect(client.getQueryData(onlineMenuQuery('goldendragon', '5').queryKey)).toBeUndefined();
    expect(calls).toHaveLength(0);
    // Another table's page does not give its answer to this one.
    writeFirstData({ menuId: 'goldendragon', tableId: '6', qr: null, checkout: online });
    prefetchDinerData(client, { pathname: '/checkout/goldendragon/7', search: '' });
    expect(checkoutAnswerOfPage('goldendragon', '7')).toBeUndefined();
  });

  it("fetches the dish page's menu, and nothing for other pages", () => {
    const { calls } = mockFetch({ 'GET /api/online': { body: menuBody } });
    prefetchDinerData(new QueryClient(), {
      pathname: '/dishDetail',
      search: '?menuId=goldendragon&tableId=5&dishId=d1',
    });
    prefetchDinerData(new QueryClient(), { pathname: '/sign-in', search: '' });
    prefetchDinerData(new QueryClient(), { pathname: '/checkout/goldendragon/5', search: '' });
    expect(calls.map((c) => c.path)).toEqual(['/api/online']);
  });
});

describe('fetchOnlineMenu', () => {
  it('answers first and keeps the copy for the next visit once the browser is idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    mockFetch({ 'GET /api/online': { body: menuBody } });
    const data = await onlineMenuQuery('goldendragon', '5').queryFn!({
      signal: new AbortController().signal,
    } as never);
    expect(data).toMatchObject(menuBody);
    expect(localStorage.getItem(menuCacheKey('goldendragon', '5'))).toBeNull();
    for (const run of idle) run();
    expect(JSON.parse(localStorage.getItem(menuCacheKey('goldendragon', '5'))!)).toEqual({
      version: 7,
      menuId: 'm1',
      menu: menuBody.menu,
    });
  });
});
