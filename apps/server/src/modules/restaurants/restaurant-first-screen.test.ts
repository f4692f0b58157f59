import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema';
import {
  FIXTURE_ENTRY,
  FIXTURE_INDEX_HTML,
  firstDataOf,
  firstScreenTestApp,
  PRERENDERED,
  webBuildWithRenderer,
} from '../../test/web-renderer-fixture';

/**
 * A built web app in miniature beside a server renderer in miniature (dist-ssr/prerender-entry.js,
 * what `vite build --ssr` makes of apps/web/src/first-screen/prerender-entry.tsx): it renders the
 * kind and the restaurant's name, and fails for a restaurant named "Boom".
 */
const fixture = webBuildWithRenderer(
  `export function renderRestaurantPage(kind, restaurantId, info) {
    if (info.restaurant.name === 'Boom') throw new Error('render failed');
    const name = info.restaurant.name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    return '<h1 class="css-x">' + kind + ' at ' + name + ' (' + restaurantId + ')</h1>';
  }\n`,
  {
    'route-preloads.json': JSON.stringify({
      routes: [{ path: '^/sign-in/?$', files: ['/assets/sign-in-page-Ab1.js'] }],
    }),
    'first-screens.json': JSON.stringify({
      pages: [{ path: '^/sign-in/?$', html: '<h1 class="css-y">Sign in</h1>' }],
    }),
  },
);
const { t, get } = await firstScreenTestApp(fixture);

async function renameGoldenDragon(name: string) {
  await t.db.update(restaurants).set({ name }).where(eq(restaurants.urlIdentifier, 'goldendragon'));
}

describe('the booking and queue pages with their first screen (decision 0604)', () => {
  it("carries the restaurant's page rendered by the web renderer, inert, and the restaurantInfo answer as the API gives it", async () => {
    const api = await get('/api/restaurantInfo?restaurantId=goldendragon');
    expect(api.statusCode).toBe(200);
    for (const [url, kind] of [
      ['/restaurantBooking/goldendragon', 'booking'],
      ['/Queue/goldendragon/', 'queue'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(
        `<div id="root">${PRERENDERED}<h1 class="css-x">${kind} at Golden Dragon (goldendragon)</h1></div></div>`,
      );
      expect(firstDataOf(res.body), url).toEqual({
        restaurantId: 'goldendragon',
        restaurantInfo: api.json(),
      });
      expect(res.headers.etag, url).toBeDefined();
      // The page's code loads beside the copy (decision 0611).
      expect(res.body, url).toContain(FIXTURE_ENTRY);
    }
  });

  it('keeps a name written to hurt out of the HTML and whole in the data', async () => {
    const name = '</script><script>alert(1)</script>';
    await renameGoldenDragon(name);
    try {
      const res = await get('/queue/goldendragon');
      expect(res.body).not.toContain('<script>alert(1)');
      expect((firstDataOf(res.body).restaurantInfo as { restaurant: { name: string } }).restaurant.name).toBe(
        name,
      );
    } finally {
      await renameGoldenDragon('Golden Dragon');
    }
  });

  it('serves the page as built for an unknown restaurant and when the render fails', async () => {
    expect((await get('/queue/nosuchplace')).body).toBe(FIXTURE_INDEX_HTML);
    await renameGoldenDragon('Boom');
    try {
      const res = await get('/restaurantBooking/goldendragon');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(FIXTURE_INDEX_HTML);
    } finally {
      await renameGoldenDragon('Golden Dragon');
    }
  });
});

describe('a page the build prerendered (decision 0604)', () => {
  it("writes the build's first screen into the sign-in page, inert, beside its route's chunks", async () => {
    const res = await get('/sign-in');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root">${PRERENDERED}<h1 class="css-y">Sign in</h1></div></div>`);
    expect(res.body).toContain(
      '<script type="application/json" id="rpos-route-chunks">["/assets/sign-in-page-Ab1.js"]',
    );
    expect(res.body).toContain(FIXTURE_ENTRY);
    expect((await get('/forgot-password')).body).toBe(FIXTURE_INDEX_HTML);
  });
});
