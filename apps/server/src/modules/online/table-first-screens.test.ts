import { describe, expect, it } from 'vitest';
import {
  expectDeferredApp,
  FIXTURE_ENTRY,
  firstDataOf,
  firstScreenTestApp,
  webBuildWithRenderer,
} from '../../test/web-renderer-fixture';

/**
 * A built web app in miniature beside a server renderer in miniature (dist-ssr/prerender-entry.js,
 * what `vite build --ssr` makes of apps/web/src/first-screen/prerender-entry.tsx): its dish page is
 * the dish's name and picture as found in the GET /online answer it is given, null for a dish not in
 * it, and it fails for the dish "boom"; its checkout is the restaurant's name and the table; its menu
 * the same and the first category's name, null with promotions running.
 */
const fixture = webBuildWithRenderer(
  `export function renderRestaurantPage() { return '<h1>restaurant</h1>'; }
  export function renderDishPage(menuId, tableId, dishId, online, now) {
    if (dishId === 'boom') throw new Error('render failed');
    const item = online.menu.categories.flatMap((c) => c.items).find((i) => i.id === dishId);
    if (!item) return null;
    return '<h1 class="css-d">' + item.name + ' at ' + online.restaurant.name + ' (' + menuId + '/' + tableId +
      ', ' + now.toISOString() + ')</h1><img src="' + item.image + '" fetchpriority="high">';
  }
  export function renderMenuPage(menuId, tableId, online, promotions, now) {
    if (promotions.promotionCount > 0) return null;
    return '<h1>Menu at ' + online.restaurant.name + ' (' + menuId + '/' + tableId + ')</h1><p>' +
      online.menu.categories[0].name + '</p>';
  }
  export function renderCheckoutPage(menuId, tableId, online) {
    return '<h1>Checkout at ' + online.restaurant.name + ' (' + menuId + '/' + tableId + ')</h1>';
  }\n`,
);
const NOW = new Date('2025-06-02T02:00:00Z');
const { get } = await firstScreenTestApp(fixture, NOW);

/** What the server wrote inside the root element. */
const rootOf = (html: string) =>
  (/<div id="root">([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? '').replace('<!--first-screen-->', '');

interface Dish {
  id: string;
  name: string;
  image: string | null;
}
async function tableMenu(): Promise<{ online: { menu: { categories: { items: Dish[] }[] } }; dish: Dish }> {
  const res = await get('/api/online?menuId=goldendragon&tableId=5');
  expect(res.statusCode).toBe(200);
  const online = res.json();
  const dish = (online.menu.categories as { items: Dish[] }[])
    .flatMap((c) => c.items)
    .find((i) => i.image !== null);
  expect(dish, 'a dish with a picture').toBeDefined();
  return { online, dish: dish! };
}

describe("the dish page with its first screen rendered from the table's menu (decision 0606)", () => {
  it('carries the dish page as the renderer makes it from the GET /online answer, inert, and that answer', async () => {
    const { online, dish } = await tableMenu();
    const res = await get(`/dishDetail?menuId=goldendragon&tableId=5&dishId=${dish.id}`);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe(
      '<div id="rpos-prerendered" inert aria-hidden="true">' +
        `<h1 class="css-d">${dish.name} at Golden Dragon (goldendragon/5, ${NOW.toISOString()})</h1>` +
        `<img src="${dish.image}" fetchpriority="high"></div>`,
    );
    // The app's code after the dish's picture (decision 0611).
    expectDeferredApp(res.body);
    // The data block as before (decision 0592): the app's query cache takes the same answer.
    expect(firstDataOf(res.body)).toEqual({ menuId: 'goldendragon', tableId: '5', qr: null, online });
    // The same page again comes from what was kept: the same bytes, the same ETag.
    const again = await get(`/dishDetail?menuId=goldendragon&tableId=5&dishId=${dish.id}`);
    expect(again.body).toBe(res.body);
    expect(again.headers.etag).toBe(res.headers.etag);
  });

  it('gives no first screen, only the data, for a dish not on the menu, without a dishId, or when the render fails', async () => {
    const { online } = await tableMenu();
    for (const url of [
      '/dishDetail?menuId=goldendragon&tableId=5&dishId=no-such-dish',
      '/dishDetail?menuId=goldendragon&tableId=5',
      '/dishDetail?menuId=goldendragon&tableId=5&dishId=boom',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(rootOf(res.body), url).toBe('');
      expect(firstDataOf(res.body), url).toEqual({ menuId: 'goldendragon', tableId: '5', qr: null, online });
    }
  });

  it('leaves the cart, the till checkout and a menu with its promotion landing without a rendered page', async () => {
    for (const url of ['/cart/goldendragon/5', '/tillCheckout/goldendragon/5']) {
      const res = await get(url);
      expect(rootOf(res.body), url).toBe('');
    }
    expect(rootOf((await get('/online/goldendragon/5')).body)).not.toContain('rpos-prerendered');
  });
});

describe("the checkout with its first screen rendered from the table's menu (decision 0608)", () => {
  it('carries the checkout as the renderer makes it, inert, and the GET /online answer without its dishes (decision 0612)', async () => {
    const { online } = await tableMenu();
    const res = await get('/checkout/goldendragon/5');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe(
      '<div id="rpos-prerendered" inert aria-hidden="true"><h1>Checkout at Golden Dragon (goldendragon/5)</h1></div>',
    );
    expect(firstDataOf(res.body)).toEqual({
      menuId: 'goldendragon',
      tableId: '5',
      qr: null,
      checkout: { ...online, menu: { ...online.menu, categories: [] } },
    });
    expect(res.body).toContain(FIXTURE_ENTRY);
    // Another table of the restaurant: its own page.
    expect(rootOf((await get('/checkout/goldendragon/6')).body)).toContain('(goldendragon/6)');
  });

  it('gives the page as built for an unknown restaurant', async () => {
    const res = await get('/checkout/no-such-restaurant/5');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
  });
});

describe('a menu without the promotion landing, its first screen rendered (decision 0609)', () => {
  it('carries the menu as the renderer makes it, inert, with both answers, and names the app code for after its first picture', async () => {
    const res = await get('/online/bondibites/1');
    expect(res.statusCode).toBe(200);
    const online = (await get('/api/online?menuId=bondibites&tableId=1')).json();
    const promotions = (await get('/api/activePromotions?restaurantId=bondibites')).json();
    expect(promotions.promotionCount).toBe(0);
    expect(rootOf(res.body)).toBe(
      '<div id="rpos-prerendered" inert aria-hidden="true"><h1>Menu at Bondi Bites (bondibites/1)</h1>' +
        `<p>${online.menu.categories[0].name}</p></div>`,
    );
    expect(firstDataOf(res.body)).toEqual({
      menuId: 'bondibites',
      tableId: '1',
      qr: null,
      online,
      promotions,
    });
    // The app's code is named for index.html's loader, not loaded in <head> (decision 0611).
    expectDeferredApp(res.body);
  });

  it('gives the page without a copy after a failed payment (the page says so above the menu)', async () => {
    for (const type of ['error', 'cancel']) {
      const res = await get(`/online/bondibites/1?type=${type}`);
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body), type).toBe('');
      expect(res.body).toContain(FIXTURE_ENTRY);
    }
  });
});
