import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { buildTestApp } from '../../test/test-app';
import {
  FIXTURE_ENTRY,
  FIXTURE_INDEX_HTML,
  firstDataOf,
  PRERENDERED,
  webBuildWithRenderer,
} from '../../test/web-renderer-fixture';
import { dishNamed, line, menuOf, payload, placeOrder, SUNDAY_NOON } from './order-test-helpers';

/**
 * A built web app in miniature beside a server renderer in miniature (dist-ssr/prerender-entry.js,
 * what `vite build --ssr` makes of apps/web/src/first-screen/prerender-entry.tsx): it renders what
 * it was given, and fails for a restaurant named "Boom".
 */
const fixture = webBuildWithRenderer(
  `const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  export function renderRestaurantPage() { return '<h1>restaurant</h1>'; }
  export function renderOrderSummaryPage(menuId, tableId, reference, summary, themeColor) {
    return '<h1 class="css-s">' + summary.orders.length + ' order ' + esc(reference) + ' at ' + esc(menuId) +
      '/' + esc(tableId) + ' in ' + themeColor + '</h1>';
  }
  export function renderInvoicePage(restaurantId, orderId, invoice, themeColor) {
    if (invoice.restaurant.name === 'Boom') throw new Error('render failed');
    return '<h1 class="css-i">Invoice ' + invoice.invoiceNumber + ' of ' + esc(invoice.restaurant.name) +
      ' in ' + themeColor + '</h1>';
  }\n`,
);
const { dist } = fixture;
afterAll(fixture.remove);

const t = await buildTestApp({ webDist: dist });
let order: { reference: string; orderNumber: string };

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: SUNDAY_NOON });
  t.setNow(SUNDAY_NOON);
  const menu = await menuOf(t, 'goldendragon', '5');
  const res = await placeOrder(t, payload([line(dishNamed(menu, 'Coca-Cola'), { quantity: 2 })]));
  expect(res.statusCode, res.body).toBe(200);
  order = res.json();
});

const get = (url: string) => t.request({ method: 'GET', url });

async function renameGoldenDragon(name: string) {
  await t.db.update(restaurants).set({ name }).where(eq(restaurants.urlIdentifier, 'goldendragon'));
}

describe("an order's summary and invoice pages with their first screen (decision 0605)", () => {
  it("carries the summary rendered by the web renderer, inert, and the API's answers for the URL", async () => {
    const api = await get(`/api/orderSummary?restaurantId=goldendragon&orderIds=${order.reference}`);
    expect(api.statusCode).toBe(200);
    const info = await get('/api/restaurantInfo?restaurantId=goldendragon');
    const res = await get(`/orderSuccessDetail/goldendragon/5/${order.reference}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<div id="root">${PRERENDERED}<h1 class="css-s">1 order ${order.reference} at goldendragon/5 in #e91e63</h1></div></div>`,
    );
    expect(firstDataOf(res.body)).toEqual({
      menuId: 'goldendragon',
      reference: order.reference,
      themeColor: info.json().restaurant.themeColor,
      orderSummary: api.json(),
    });
    expect(res.headers.etag).toBeDefined();
    expect(res.body).toContain(FIXTURE_ENTRY);
  });

  it("carries the invoice rendered by the web renderer and GET /invoice's answer", async () => {
    const api = await get(`/api/invoice?restaurantId=goldendragon&orderId=${order.reference}`);
    expect(api.statusCode).toBe(200);
    const res = await get(`/Invoice/goldendragon/${order.reference}/`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `${PRERENDERED}<h1 class="css-i">Invoice ${api.json().invoiceNumber} of Golden Dragon in #e91e63</h1></div>`,
    );
    expect(firstDataOf(res.body)).toEqual({
      restaurantId: 'goldendragon',
      orderId: order.reference,
      themeColor: '#e91e63',
      invoice: api.json(),
    });
    expect(res.body).toContain(FIXTURE_ENTRY);
  });

  it("serves the page as built where the API answers nothing: an unknown order, another restaurant's, no reference", async () => {
    for (const url of [
      '/orderSuccessDetail/goldendragon/5/nosuchorder',
      '/orderSuccessDetail/goldendragon/5',
      `/orderSuccessDetail/bondibites/5/${order.reference}`,
      `/orderSuccessDetail/goldendragon/5/${order.reference},other`,
      '/invoice/goldendragon/nosuchorder',
      `/invoice/bondibites/${order.reference}`,
      `/invoice/nosuchplace/${order.reference}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(FIXTURE_INDEX_HTML);
    }
    expect((await get(`/api/invoice?restaurantId=bondibites&orderId=${order.reference}`)).statusCode).toBe(
      404,
    );
  });

  it('keeps a name written to hurt out of the HTML and whole in the data; a failing render → as built', async () => {
    const name = '</script><script>alert(1)</script>';
    await renameGoldenDragon(name);
    try {
      const res = await get(`/invoice/goldendragon/${order.reference}`);
      expect(res.body).toContain(PRERENDERED);
      expect(res.body).not.toContain('<script>alert(1)');
      expect((firstDataOf(res.body).invoice as { restaurant: { name: string } }).restaurant.name).toBe(name);
      await renameGoldenDragon('Boom');
      expect((await get(`/invoice/goldendragon/${order.reference}`)).body).toBe(FIXTURE_INDEX_HTML);
    } finally {
      await renameGoldenDragon('Golden Dragon');
    }
  });
});
