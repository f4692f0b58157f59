import type { OnlineResponse } from '@rpos/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockEventSource } from '../../../test/event-source-mock';
import { type MockResponse, mockFetch } from '../../../test/fetch-mock';
import { makeCategory, makeDish, makeOnlineResponse } from '../../../test/online-fixtures';
import { renderRoutes } from '../../../test/render';
import { landingKey } from '../diner-storage';
import { OnlineMenuPage } from './online-menu-page';

function renderMenu(path = '/online/goldendragon/5') {
  return renderRoutes(
    [
      { path: '/online/:menuId/:tableId/:orderId?', element: <OnlineMenuPage /> },
      { path: '/dishDetail', element: <p>Dish detail</p> },
    ],
    path,
  );
}

const NO_PROMOTIONS = {
  promotionCount: 0,
  promotionImage: null,
  restaurantName: 'Golden Dragon',
  restaurantAltName: null,
  promotionDeepLink: null,
};

function mockMenu(menu: OnlineResponse, extra: Record<string, MockResponse> = {}) {
  return mockFetch({
    'GET /api/online': { body: menu },
    'GET /api/activePromotions': { body: NO_PROMOTIONS },
    ...extra,
  });
}

const menu = makeOnlineResponse([
  makeCategory(
    'c1',
    [
      makeDish('d1', {
        name: 'Kung Pao Chicken',
        altName: '宫保鸡丁',
        price: 1280,
        tags: ['Hottest', 'Recommended'],
        image: '/api/images/d1',
      }),
      makeDish('d2', { name: 'Hidden dish', hideForWeb: true }),
      makeDish('d3', { name: 'Option only', isOption: true }),
      makeDish('d5', { name: 'Mapo Tofu', description: 'Silken TOFU in chili sauce', tags: ['Spicy'] }),
    ],
    { name: 'Mains', altName: '主菜' },
  ),
  makeCategory('c2', [makeDish('d4', { name: 'Spring Rolls', price: 650, tags: ['Hotter'] })], {
    name: 'Entrees',
    sort: 0,
  }),
]);

beforeEach(() => {
  mockEventSource();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OnlineMenuPage', () => {
  it('shows skeletons, then the restaurant, table, category tabs and dish cards', async () => {
    const { calls } = mockMenu(menu);
    renderMenu();
    expect(screen.getByRole('status', { name: 'Loading the menu' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Golden Dragon' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/online')?.url.search).toBe('?menuId=goldendragon&tableId=5');
    expect(screen.getByText('金龙酒家')).toBeInTheDocument();
    expect(screen.getByText('Table 5')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Golden Dragon logo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute(
      'href',
      '/cart/goldendragon/5',
    );
    // No order history yet: My Orders is in the header all the same (diner.md §2), to the summary.
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/orderSuccessDetail/goldendragon/5',
    );

    const tabs = within(screen.getByRole('tablist', { name: 'Menu categories' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Entrees', 'Mains 主菜']);

    const card = screen.getByRole('heading', { name: 'Kung Pao Chicken' }).closest('article');
    const dish = within(card as HTMLElement);
    expect(dish.getByText('宫保鸡丁')).toBeInTheDocument();
    expect(dish.getByText('$12.80')).toBeInTheDocument();
    expect(dish.getByText('Recommended')).toBeInTheDocument();
    expect(dish.getByRole('img', { name: 'Hottest, 3 chilis' })).toBeInTheDocument();
    const img = dish.getByRole('img', { name: 'Kung Pao Chicken' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '104');
    expect(img).toHaveAttribute('height', '104');
    expect(screen.getByText('$6.50')).toBeInTheDocument();
  });

  it('hides hidden, option-only, inactive and unavailable dishes', async () => {
    mockMenu({ ...menu, inactiveDishIds: ['d4'], unavailable: [{ menuItemId: 'd5', effectiveDate: null }] });
    renderMenu();
    expect(await screen.findByRole('heading', { name: 'Kung Pao Chicken' })).toBeInTheDocument();
    for (const name of ['Hidden dish', 'Option only', 'Spring Rolls', 'Mapo Tofu']) {
      expect(screen.queryByText(name)).not.toBeInTheDocument();
    }
    // The Entrees category is empty now, so it goes too.
    expect(screen.queryByRole('tab', { name: 'Entrees' })).not.toBeInTheDocument();
  });

  it('shows 1 to 3 chili icons for hotness tags', async () => {
    mockMenu(menu);
    renderMenu();
    await screen.findByRole('heading', { name: 'Kung Pao Chicken' });
    const chilis = (name: string) =>
      within(screen.getByRole('heading', { name }).closest('article') as HTMLElement).queryAllByTestId(
        'chili',
      ).length;
    expect(chilis('Kung Pao Chicken')).toBe(3);
    expect(chilis('Spring Rolls')).toBe(2);
    expect(chilis('Mapo Tofu')).toBe(1);
    expect(screen.getByRole('img', { name: 'Hottest, 3 chilis' })).toBeInTheDocument();
  });

  it('filters by name, altName or description, case-insensitively; blank clears', async () => {
    const user = userEvent.setup();
    mockMenu(menu);
    renderMenu();
    await screen.findByRole('heading', { name: 'Kung Pao Chicken' });
    const box = screen.getByRole('searchbox', { name: 'Search dishes' });
    await user.type(box, 'tofu');
    expect(screen.getByRole('heading', { name: 'Mapo Tofu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kung Pao Chicken' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Spring Rolls' })).not.toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '宫保');
    expect(screen.getByRole('heading', { name: 'Kung Pao Chicken' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mapo Tofu' })).not.toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'nothing like this');
    expect(screen.getByText('No dishes match your search.')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '   ');
    expect(screen.getByRole('heading', { name: 'Spring Rolls' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mapo Tofu' })).toBeInTheDocument();
  });

  it('opens the dish detail with the dish in the query', async () => {
    const user = userEvent.setup();
    mockMenu(menu);
    const { router } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Mapo Tofu' }));
    expect(await screen.findByText('Dish detail')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?menuId=goldendragon&tableId=5&dishId=d5');
    expect((router.state.location.state as { dish: { id: string } }).dish.id).toBe('d5');
  });

  it('links My Orders to the latest order of the local history', async () => {
    localStorage.setItem(
      'rpos.orderHistory',
      JSON.stringify([
        { orderTime: formatNow(), restaurantId: 'goldendragon', reference: 'ord-2', orderNumber: 'N2' },
      ]),
    );
    mockMenu(menu);
    renderMenu();
    expect(await screen.findByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/orderSuccessDetail/goldendragon/5/ord-2',
    );
  });

  it('shows the announcement once, and not again for the same version within 5 minutes', async () => {
    const user = userEvent.setup();
    const announced = {
      ...menu,
      announcement: {
        showDialog: true,
        dialogTitle: 'Notice',
        dialogText: 'Closed on Monday',
        dialogVersion: 3,
      },
    };
    mockMenu(announced);
    const first = renderMenu();
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    renderMenu();
    await screen.findByRole('heading', { name: 'Kung Pao Chicken' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A new version arrives live: shown again.
    const [source] = mockEventSourceOpen();
    act(() =>
      source?.emit('announcement', { ...announced.announcement, dialogVersion: 4, dialogTitle: 'New' }),
    );
    expect(await screen.findByRole('dialog', { name: 'New' })).toBeInTheDocument();
  });

  it('hides a dish when a live availability event makes it inactive, and brings it back', async () => {
    mockMenu(menu);
    const { unmount } = renderMenu();
    await screen.findByRole('heading', { name: 'Mapo Tofu' });
    const open = mockEventSourceOpen();
    expect(open).toHaveLength(1);
    expect(open[0]?.url).toBe('/api/online/events?menuId=goldendragon&tableId=5');
    act(() => open[0]?.emit('availability', { menuId: 'm1', inactiveDishIds: ['d5'], unavailable: [] }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Mapo Tofu' })).not.toBeInTheDocument());
    act(() => open[0]?.emit('availability', { menuId: 'm1', inactiveDishIds: [], unavailable: [] }));
    expect(await screen.findByRole('heading', { name: 'Mapo Tofu' })).toBeInTheDocument();
    act(() =>
      open[0]?.emit('qrSettings', { qrType: 'dinein', isOrderingDisabled: true, disabledDate: null }),
    );
    expect(await screen.findByText('Online ordering is closed. Please try again later.')).toBeInTheDocument();
    unmount();
    expect(mockEventSourceOpen()).toHaveLength(0);
  });

  it("shows the server's message for a service bell refusal with errorCode 10", async () => {
    const user = userEvent.setup();
    const bellMenu = makeOnlineResponse(menu.menu?.categories ?? [], {
      restaurant: { ...menu.restaurant, serviceBell: true, serviceTypes: ['Water', 'Bill'] },
    });
    const { calls } = mockMenu(bellMenu, {
      'POST /api/newMessage': {
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'Your request has already been sent.', errorCode: 10 },
      },
    });
    renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Call staff' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Bill' }));
    expect(await screen.findByText('Your request has already been sent.')).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/api/newMessage');
    expect(call?.body).toEqual({ tableId: '5', serviceType: 'Bill' });
    expect(call?.headers.restaurantId).toBe('goldendragon');
  });

  it('shows the generic message for a service bell failure without errorCode 10', async () => {
    const user = userEvent.setup();
    const bellMenu = makeOnlineResponse(menu.menu?.categories ?? [], {
      restaurant: { ...menu.restaurant, serviceBell: true, serviceTypes: ['Water'] },
    });
    mockMenu(bellMenu, {
      'POST /api/newMessage': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Call staff' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Water' }));
    expect(await screen.findByText('Something went wrong. Please try again')).toBeInTheDocument();
  });

  it('shows the promotion landing first and remembers the choice for 5 minutes', async () => {
    const user = userEvent.setup();
    mockMenu(menu, {
      'GET /api/activePromotions': {
        body: { ...NO_PROMOTIONS, promotionCount: 1, promotionImage: '/api/images/promo' },
      },
      'GET /api/obPromotions': {
        body: {
          promotionDetails: [{ id: 'p1', name: 'Buy 5 get 1', description: 'Free coffee', type: 'buyNFree' }],
        },
      },
    });
    const first = renderMenu();
    expect(await screen.findByRole('button', { name: 'Order Now' })).toBeInTheDocument();
    // The landing's picture is its largest paint: fetched first, never lazily, and sized (no shift).
    const picture = first.container.querySelector('img[src="/api/images/promo"]');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).not.toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '800');
    expect(picture).toHaveAttribute('height', '600');
    // The app-store badges follow one task later (below the fold), in a row that kept their height.
    expect(await screen.findByRole('link', { name: /App Store/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Promotions' }));
    expect(await screen.findByText('Buy 5 get 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(await screen.findByRole('heading', { name: 'Kung Pao Chicken' })).toBeInTheDocument();
    first.unmount();

    renderMenu();
    expect(await screen.findByRole('heading', { name: 'Kung Pao Chicken' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Promotions' })).not.toBeInTheDocument();
    first.unmount();

    // After 5 minutes the landing shows again.
    localStorage.setItem(
      landingKey('goldendragon'),
      JSON.stringify({ choice: 'order', at: Date.now() - 300_001 }),
    );
    renderMenu();
    expect(await screen.findByRole('button', { name: 'Promotions' })).toBeInTheDocument();
  });

  it("says 'Unable to Load Menu' with Try Again when promotions fail to load", async () => {
    mockFetch({ 'GET /api/online': { body: menu }, 'GET /api/activePromotions': { status: 500, body: {} } });
    renderMenu();
    expect(await screen.findByText('Unable to Load Menu', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("says 'Payment failed' and tells the parent window after ?type=error", async () => {
    mockMenu(menu);
    renderMenu('/online/goldendragon/5?type=error');
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
  });

  it("back from a failed payment: 'Payment failed' at once, the promotion landing stays out of the way", async () => {
    mockMenu(menu, { 'GET /api/activePromotions': { body: { ...NO_PROMOTIONS, promotionCount: 1 } } });
    renderMenu('/online/goldendragon/5/order-1?type=error');
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed');
    expect(screen.getByRole('heading', { name: 'Kung Pao Chicken' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Promotions' })).not.toBeInTheDocument();
  });

  it('back from a cancelled payment: the menu without the landing, payment_failure posted to the parent', async () => {
    const postMessage = vi.fn();
    const own = Object.getOwnPropertyDescriptor(window, 'parent');
    Object.defineProperty(window, 'parent', { configurable: true, value: { postMessage } });
    try {
      mockMenu(menu, { 'GET /api/activePromotions': { body: { ...NO_PROMOTIONS, promotionCount: 1 } } });
      renderMenu('/online/goldendragon/5/order-1?type=cancel');
      expect(await screen.findByRole('heading', { name: 'Kung Pao Chicken' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Promotions' })).not.toBeInTheDocument();
      expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
      expect(postMessage).toHaveBeenCalledWith({ type: 'payment_failure' }, '*');
    } finally {
      if (own) Object.defineProperty(window, 'parent', own);
    }
  });

  it('shows modern cards and the step layout with Previous / Next', async () => {
    const user = userEvent.setup();
    mockMenu({ ...menu, restaurant: { ...menu.restaurant, websiteStyle: 'step' } });
    renderMenu();
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spring Rolls' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kung Pao Chicken' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kung Pao Chicken' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows two-column image cards in the modern style', async () => {
    mockMenu({ ...menu, restaurant: { ...menu.restaurant, websiteStyle: 'modern' } });
    renderMenu();
    const img = await screen.findByRole('img', { name: 'Kung Pao Chicken' });
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows big dish images without layout shift when the restaurant uses them', async () => {
    mockMenu({
      ...menu,
      restaurant: { ...menu.restaurant, isBigMenuImageUsed: true, websiteStyle: 'classic' },
    });
    renderMenu();
    const img = await screen.findByRole('img', { name: 'Kung Pao Chicken' });
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '450');
    expect(img).toHaveAttribute('loading', 'lazy');
    // classic: the altName sits under the name, the price on a dotted leader.
    const card = within(
      screen.getByRole('heading', { name: 'Kung Pao Chicken' }).closest('article') as HTMLElement,
    );
    expect(card.getByText('宫保鸡丁')).toBeInTheDocument();
    expect(card.getByText('$12.80')).toBeInTheDocument();
  });

  it('sends the cached menu version and keeps the cached menu when the server says isSameVersion', async () => {
    mockMenu(menu);
    const first = renderMenu();
    await screen.findByRole('heading', { name: 'Kung Pao Chicken' });
    first.unmount();
    const { calls } = mockMenu({ ...menu, isSameVersion: true, menu: undefined });
    renderMenu();
    expect(await screen.findByRole('heading', { name: 'Kung Pao Chicken' })).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/api/online');
    expect(call?.headers.menuVersion).toBe('1');
    expect(call?.headers.menuId).toBe('m1');
  });

  it("says 'Please refresh the page and try again.' when the menu has nothing to show", async () => {
    mockMenu(makeOnlineResponse([makeCategory('c1', [])]));
    renderMenu();
    expect(await screen.findByText('Please refresh the page and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows the crash message with Reload when the menu cannot be loaded, and reports it', async () => {
    const { calls } = mockMenu(menu, {
      'GET /api/online': { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
      'POST /api/utils/logError': { body: { ok: true } },
    });
    renderMenu();
    expect(
      await screen.findByText('An error has occurred. Please try reloading the page.', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // 1 try + 3 retries.
    expect(calls.filter((c) => c.path === '/api/online')).toHaveLength(4);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/utils/logError')).toBe(true));
  }, 10_000);

  it("shows the server's known message for an unknown restaurant", async () => {
    mockMenu(menu, {
      'GET /api/online': { status: 404, body: { code: 'NOT_FOUND', message: 'Restaurant not found' } },
    });
    renderMenu('/online/nowhere/5');
    expect(await screen.findByText('Restaurant not found')).toBeInTheDocument();
  });
});

function mockEventSourceOpen() {
  return (
    globalThis as unknown as { EventSource: typeof import('../../../test/event-source-mock').MockEventSource }
  ).EventSource.open();
}

function formatNow(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
