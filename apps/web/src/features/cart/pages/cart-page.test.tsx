import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeOnlineResponse } from '../../../test/online-fixtures';
import { renderRoutes } from '../../../test/render';
import { cartKey } from '../cart-store';
import { CartPage } from './cart-page';

const dish = {
  id: 'd1',
  name: 'Honey BBQ Pork',
  altName: '蜜汁叉烧',
  sizes: [{ id: 's2', name: 'Large', altName: '大', price: 2980, default: false, sort: 1, groups: [] }],
  groups: [],
};

function seed() {
  localStorage.setItem(
    cartKey('goldendragon'),
    JSON.stringify({
      savedAt: Date.now(),
      orderNumber: null,
      items: [
        {
          id: 'l1',
          dish,
          size: { id: 's2', price: 2980 },
          options: [],
          subTotal: 2980,
          specialInstructions: 'extra sauce',
          isTakeaway: false,
          quantity: 1,
        },
      ],
    }),
  );
}

const renderCart = () =>
  renderRoutes([{ path: '/cart/:menuId/:tableId', element: <CartPage /> }], '/cart/goldendragon/5');

afterEach(() => localStorage.clear());

describe('CartPage', () => {
  it('shows the empty state with a Back to menu link', async () => {
    mockFetch({ 'GET /api/online': { body: makeOnlineResponse([]) } });
    renderCart();
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to menu' })[0]).toHaveAttribute(
      'href',
      '/online/goldendragon/5',
    );
  });

  it('lists lines with size, alt name and instructions; the stepper, takeaway switch and remove work', async () => {
    seed();
    const online = makeOnlineResponse([]);
    online.restaurant.onlineSettings.dineinTakeawayEnabled = true;
    mockFetch({ 'GET /api/online': { body: online } });
    const user = userEvent.setup();
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Honey BBQ Pork (Large)' })).toBeInTheDocument();
    expect(screen.getByText('蜜汁叉烧')).toBeInTheDocument();
    expect(screen.getByText('extra sauce')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase Honey BBQ Pork (Large)' }));
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$59.60');
    const takeaway = await screen.findByRole('switch', { name: 'Takeaway' });
    await user.click(takeaway);
    expect(JSON.parse(localStorage.getItem(cartKey('goldendragon')) ?? '{}').items[0].isTakeaway).toBe(true);
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/checkout/goldendragon/5',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Honey BBQ Pork (Large)' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });
});
