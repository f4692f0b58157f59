import { useTheme } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CartPage } from '../../features/cart/pages/cart-page';
import { CheckoutPage } from '../../features/checkout/pages/checkout-page';
import { OnlineMenuPage } from '../../features/online/pages/online-menu-page';
import { ThankYouPage } from '../../features/orders/pages/thank-you-page';
import { mockFetch } from '../../test/fetch-mock';
import { makeCategory, makeDish, makeOnlineResponse } from '../../test/online-fixtures';
import { renderRoutes } from '../../test/render';
import { accessibleColor } from '../theme/themes';
import { CustomerLayout } from './customer-layout';
import { OrderPagesLayout } from './restaurant-themed-layout';

// Golden Dragon's theme colour in the demo data (apps/server/src/demo/demo-restaurants.ts).
const GOLDEN_DRAGON = '#e91e63';
const THEMED = accessibleColor(GOLDEN_DRAGON);
const INDIGO = '#3f51b5';

function PrimaryColour() {
  return <output aria-label="primary colour">{useTheme().palette.primary.main}</output>;
}
const colour = () => screen.getByRole('status', { name: 'primary colour' });
const withColour = (page: ReactNode) => (
  <>
    <PrimaryColour />
    {page}
  </>
);

const menu = () => {
  const response = makeOnlineResponse([makeCategory('c1', [makeDish('d1')])]);
  return { ...response, restaurant: { ...response.restaurant, themeColor: GOLDEN_DRAGON } };
};
const NO_PROMOTIONS = {
  promotionCount: 0,
  promotionImage: null,
  restaurantName: 'Golden Dragon',
  restaurantAltName: null,
  promotionDeepLink: null,
};

const menuRoute = {
  path: '/online/:menuId/:tableId/:orderId?',
  element: <CustomerLayout />,
  children: [{ index: true, element: <OnlineMenuPage /> }],
};
/** The order pages under their layout, as routes.tsx mounts them. */
const orderPages = {
  element: <OrderPagesLayout />,
  children: [
    { path: '/cart/:menuId/:tableId', element: withColour(<CartPage />) },
    { path: '/checkout/:menuId/:tableId', element: withColour(<CheckoutPage />) },
    { path: '/orderSuccess/:menuId/:tableId/:reference/:type?', element: withColour(<ThankYouPage />) },
  ],
};
const renderOrderPage = (path: string) => renderRoutes([orderPages], path);

describe('CustomerLayout themes every diner page', () => {
  it("gives the cart the menu's colour, with no request of its own", async () => {
    const { calls } = mockFetch({
      'GET /api/online': { body: menu() },
      'GET /api/activePromotions': { body: NO_PROMOTIONS },
    });
    const { router } = renderRoutes([menuRoute, orderPages], '/online/goldendragon/5');
    await screen.findByRole('heading', { level: 1, name: 'Golden Dragon' });
    const before = calls.length;
    await router.navigate('/cart/goldendragon/5');
    await screen.findByRole('heading', { level: 1, name: 'Your cart' });
    expect(colour()).toHaveTextContent(THEMED);
    expect(colour()).not.toHaveTextContent(INDIGO);
    expect(calls.slice(before)).toEqual([]);
  });

  it('keeps the colour the menu showed for the checkout after a full page load (no flash of indigo)', async () => {
    mockFetch({
      'GET /api/online': { body: menu() },
      'GET /api/activePromotions': { body: NO_PROMOTIONS },
    });
    const first = renderRoutes([menuRoute], '/online/goldendragon/5');
    await screen.findByRole('heading', { level: 1, name: 'Golden Dragon' });
    first.unmount();

    // A new page load: an empty query cache, the menu request not answered yet.
    const { calls } = mockFetch({ 'GET /api/online': () => new Promise(() => {}) });
    renderOrderPage('/checkout/goldendragon/5');
    expect(colour()).toHaveTextContent(THEMED);
    expect(calls.filter((c) => c.path === '/api/restaurantInfo')).toEqual([]);
  });

  it("asks for the restaurant's colour when a page without it opens first (thank-you after a payment)", async () => {
    const { calls } = mockFetch({
      'GET /api/restaurantInfo': { body: { restaurant: menu().restaurant, disclaimer: null } },
    });
    renderOrderPage('/orderSuccess/goldendragon/5/0f3c-9a1b2c3d');
    await screen.findByTestId('order-number');
    await expect.poll(() => colour().textContent).toBe(THEMED);
    expect(calls.find((c) => c.path === '/api/restaurantInfo')?.url.searchParams.get('restaurantId')).toBe(
      'goldendragon',
    );
  });
});
