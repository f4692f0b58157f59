import { ORDER_MESSAGES } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { makeCategory, makeDish, makeOnlineResponse } from '../test/online-fixtures';
import { renderCheckoutPage, renderDishPage, renderMenuPage } from './prerender-entry';

const online = makeOnlineResponse([
  makeCategory('c1', [
    makeDish('d1', { name: 'Beef Noodles', image: '/api/images/beef', description: 'Slow-cooked' }),
    makeDish('d2', { name: 'Plain Rice' }),
    makeDish('hidden', { name: 'Hidden', hideForWeb: true }),
  ]),
]);

describe('renderDishPage (decision 0606)', () => {
  it("renders the app's dish page from the GET /online answer: the dish's picture as the app shows it, its name, no ids", () => {
    const html = renderDishPage('goldendragon', '5', 'd1', online);
    expect(html).not.toBeNull();
    // The page's largest paint, asked for at once: its real address, the app's size, high priority.
    expect(html).toMatch(
      /<img class="[^"]+" src="\/api\/images\/beef" alt="Beef Noodles" width="800" height="450" fetchPriority="high"\/>/,
    );
    expect(html).toMatch(/<h1 class="[^"]+">Beef Noodles<\/h1>/);
    expect(html).toContain('Slow-cooked');
    expect(html).toContain('Golden Dragon');
    expect(html).toMatch(/Add \$12\.80/);
    // The copy sits beside the app's page: no ids, nor references to them.
    expect(html).not.toMatch(/\s(?:id|for|aria-describedby|aria-labelledby)="/);
  });

  it('renders a dish without a picture', () => {
    const html = renderDishPage('goldendragon', '5', 'd2', online) ?? '';
    expect(html).toContain('Plain Rice');
    expect(html).not.toContain('<img');
  });

  it('renders nothing for a dish the page would not show (unknown, hidden)', () => {
    expect(renderDishPage('goldendragon', '5', 'nope', online)).toBeNull();
    expect(renderDishPage('goldendragon', '5', 'hidden', online)).toBeNull();
  });
});

describe('renderCheckoutPage (decision 0608)', () => {
  it("renders the app's checkout form whole, member panel included, without the diner's cart", () => {
    const html = renderCheckoutPage('goldendragon', '5', online);
    expect(html).toMatch(/<h1 class="[^"]+">Checkout<\/h1>/);
    // The lazy member panel is drawn, not the page's loading state.
    expect(html).toContain('Join as a member');
    expect(html).not.toContain('role="status"');
    expect(html).toContain('Place order');
    // The cart lives in the browser: not called empty, no amounts until the app reads it.
    expect(html).not.toContain(ORDER_MESSAGES.emptyCart);
    expect(html).not.toContain('$0.00');
    // Growing text areas one row high, as the app first lays them out.
    const textAreas = html.match(/<textarea[^>]*>/g) ?? [];
    expect(textAreas.length).toBeGreaterThan(0);
    for (const tag of textAreas)
      expect(tag.includes('aria-hidden') || tag.includes('rows="1"'), tag).toBe(true);
    expect(html).not.toMatch(/\s(?:id|for|aria-describedby|aria-labelledby)="/);
  });
});

describe('renderMenuPage (decision 0609)', () => {
  const dishes = (category: string) =>
    [1, 2, 3, 4, 5].map((n) => makeDish(`${category}-${n}`, { name: `${category} dish ${n}` }));
  const menu = makeOnlineResponse([
    makeCategory('starters', dishes('Starter'), { name: 'Starters' }),
    makeCategory('mains', dishes('Main'), { name: 'Mains' }),
    makeCategory('desserts', dishes('Dessert'), { name: 'Desserts' }),
  ]);
  const noPromotions = {
    promotionCount: 0,
    promotionImage: null,
    restaurantName: 'Golden Dragon',
    restaurantAltName: null,
    promotionDeepLink: null,
  };

  it("renders the app's menu page down to its first screen: the first categories, whole, until 8 dishes", () => {
    const html = renderMenuPage('goldendragon', '5', menu, noPromotions) ?? '';
    expect(html).toContain('Golden Dragon');
    for (const n of [1, 2, 3, 4, 5]) {
      expect(html).toContain(`Starter dish ${n}`);
      expect(html).toContain(`Main dish ${n}`);
    }
    expect(html).not.toContain('Dessert dish');
    expect(html).not.toMatch(/\s(?:id|for|aria-describedby|aria-labelledby)="/);
  });

  it('renders nothing when the promotion landing comes first, or without a menu', () => {
    expect(renderMenuPage('goldendragon', '5', menu, { ...noPromotions, promotionCount: 2 })).toBeNull();
    expect(renderMenuPage('goldendragon', '5', { ...menu, menu: undefined }, noPromotions)).toBeNull();
  });
});
