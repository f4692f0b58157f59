import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { cartKey, orderedCartKey, readCart, readOrderedCart } from '../../cart/cart-store';
import { addOrderToHistory } from '../order-history';
import { ThankYouPage } from './thank-you-page';

const renderThankYou = (path: string) =>
  renderRoutes(
    [{ path: '/orderSuccess/:menuId/:tableId/:reference/:type?', element: <ThankYouPage /> }],
    path,
  );

const item = {
  id: 'l1',
  dish: { id: 'd1', name: 'Kung Pao Chicken' },
  size: null,
  options: [],
  subTotal: 1280,
  specialInstructions: '',
  isTakeaway: false,
  quantity: 1,
};

afterEach(() => localStorage.clear());

describe('ThankYouPage', () => {
  it("shows the last 4 characters of the order's number (not of its id) and links to the summary", async () => {
    addOrderToHistory({
      restaurantId: 'goldendragon',
      reference: '0f3c-9a1b2c3d',
      orderNumber: 'Zq81xk3_wT',
    });
    renderThankYou('/orderSuccess/goldendragon/5/0f3c-9a1b2c3d');
    expect(await screen.findByTestId('order-number')).toHaveTextContent('3_WT');
    expect(screen.getByRole('link', { name: 'View Order' })).toHaveAttribute(
      'href',
      '/orderSuccessDetail/goldendragon/5/0f3c-9a1b2c3d',
    );
    expect(
      screen.getByText('Thank you for your order! It has been successfully received and is being processed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
  });

  it('asks the server for the order number of an order this tab did not place', async () => {
    const { calls } = mockFetch({
      'GET /api/orderSummary': {
        body: {
          orders: [{ id: 'abcd1234', orderNumber: 'NUMBERwxyz' }],
          specialTerms: '',
          currencySymbol: '$',
        },
      },
    });
    renderThankYou('/orderSuccess/goldendragon/5/abcd1234');
    await waitFor(() => expect(screen.getByTestId('order-number')).toHaveTextContent('WXYZ'));
    expect(calls[0]?.url.search).toBe('?restaurantId=goldendragon&orderIds=abcd1234');
  });

  it("shows the restaurant's order completion message for the order's type", async () => {
    addOrderToHistory({ restaurantId: 'goldendragon', reference: 'abcd1234', orderNumber: 'Order-0001' });
    const onlineSettings = {
      orderCompleteMessages: [
        { type: 'dinein', message: 'We bring it to your table.' },
        { type: 'takeaway', message: 'Ready at the counter in 15 minutes.' },
      ],
    };
    mockFetch({
      'GET /api/online': { body: { restaurant: { themeColor: '#e91e63', onlineSettings }, menu: null } },
    });
    renderThankYou('/orderSuccess/goldendragon/pickup/abcd1234');
    expect(await screen.findByTestId('order-complete-message')).toHaveTextContent(
      'Ready at the counter in 15 minutes.',
    );
  });

  it('tells a framing page about a successful payment and empties the cart that placed the order', async () => {
    addOrderToHistory({ restaurantId: 'goldendragon', reference: 'abcd1234', orderNumber: 'Order-0001' });
    localStorage.setItem(
      cartKey('goldendragon'),
      JSON.stringify({
        savedAt: Date.now(),
        items: [item],
        orderNumber: 'Order-0001',
        awaitingPayment: { reference: 'abcd1234', orderNumber: 'Order-0001', fingerprint: 'f' },
      }),
    );
    const postMessage = vi.fn();
    const parent = vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    renderThankYou('/orderSuccess/goldendragon/5/abcd1234?type=success');
    expect(await screen.findByTestId('order-number')).toHaveTextContent('0001');
    expect(postMessage).toHaveBeenCalledWith({ type: 'payment_success' }, '*');
    await waitFor(() => expect(readCart('goldendragon').items).toEqual([]));
    expect(localStorage.getItem(cartKey('goldendragon'))).toBeNull();
    expect(localStorage.getItem(orderedCartKey('goldendragon'))).not.toBeNull();
    expect(readOrderedCart('goldendragon')).toEqual([item]);
    parent.mockRestore();
  });

  it("keeps a cart that is not the paid order's", async () => {
    addOrderToHistory({ restaurantId: 'goldendragon', reference: 'abcd1234', orderNumber: 'Order-0001' });
    localStorage.setItem(
      cartKey('goldendragon'),
      JSON.stringify({
        savedAt: Date.now(),
        items: [item],
        orderNumber: 'Order-0002',
        awaitingPayment: null,
      }),
    );
    renderThankYou('/orderSuccess/goldendragon/5/abcd1234?type=success');
    expect(await screen.findByTestId('order-number')).toHaveTextContent('0001');
    expect(readCart('goldendragon').items).toHaveLength(1);
  });
});
