import type { BackOfficeOrder, OrderResponse } from '@rpos/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { backOfficeOrder, cardPayment } from '../test/back-office-order-fixtures';
import { OrderDetailPage } from './order-detail-page';

const SLOW = { timeout: 20_000 };

const item = {
  quantity: 1,
  dish: {
    id: 'd1',
    name: 'Fried Rice',
    foodName: 'Fried Rice',
    altName: null,
    foodAltName: null,
    description: '',
    price: 1000,
    isRefunded: false,
    isDeletedDish: false,
  },
  options: [],
  size: null,
  specialInstructions: '',
  specialString: '',
  subTotal: 1000,
  lineTotal: 1000,
  isTakeaway: false,
  permanentDeletion: false,
  isVoidedDish: false,
  voidReason: null,
};

function setup(
  path: string,
  permissions: string[] = ['orders', 'orderRefunds'],
  more: Partial<BackOfficeOrder> = {},
) {
  const payment = cardPayment();
  const answer: OrderResponse = {
    order: backOfficeOrder({
      ...more,
      payment,
      order: {
        items: [
          {
            ...item,
            size: { name: 'Large', price: 1400 },
            options: [{ id: 'o1', name: 'Extra chilli', quantity: 2, price: 100 }],
            specialInstructions: 'No egg',
            lineTotal: 1600,
          },
          {
            ...item,
            dish: { ...item.dish, name: 'Spring Roll' },
            isVoidedDish: true,
            voidReason: 'Out of stock',
          },
          { ...item, dish: { ...item.dish, name: 'Tea', isDeletedDish: true }, permanentDeletion: true },
        ],
        pickupTime: '2025-06-02T02:03:04.000Z',
        selectedDate: null,
        notes: null,
      },
    }),
    dateStr: '02-06-25',
    timezone: 'Australia/Sydney',
    currencySymbol: '$',
  };
  const fetch = mockFetch({
    'GET /api/user': {
      body: {
        userCredentials: {
          role: 'restaurantManager',
          restaurantId: 'r1',
          permissions: permissions.map((code) => ({ code, name: code })),
        },
      },
    },
    'GET /api/order': { body: answer },
    'POST /api/onlinePaymentRefund': {
      body: { success: true, message: 'Refund Successful', status: 'succeeded', amount: 2360 },
    },
  });
  const view = renderWithApp(<OrderDetailPage />, {
    path,
    route: '/orderDetail/:orderId?',
    routes: [{ path: '/orders', element: <p>orders list</p> }],
  });
  return { ...fetch, ...view };
}

describe('OrderDetailPage', () => {
  it('goes to /orders without an id', SLOW, async () => {
    setup('/orderDetail');
    expect(await screen.findByText('orders list')).toBeInTheDocument();
  });

  it(
    'shows the items with size, options and instructions, voided and deleted dishes marked',
    SLOW,
    async () => {
      const { calls } = setup('/orderDetail/ordAbc123XYZ9?type=online&date=02-06-25');
      const items = await screen.findByRole('table', { name: 'Items' });
      expect(within(items).getByText('Size: Large')).toBeInTheDocument();
      expect(within(items).getByText('+ Extra chilli x2 ($1.00)')).toBeInTheDocument();
      expect(within(items).getByText('Special instructions: No egg')).toBeInTheDocument();
      expect(within(items).getByText('Voided: Out of stock')).toBeInTheDocument();
      expect(within(items).getByText('Deleted')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Card payment' })).toBeInTheDocument();
      expect(calls.find((c) => c.path === '/api/order')!.url.search).toBe(
        '?orderNumber=ordAbc123XYZ9&dateStr=02-06-25&orderType=online',
      );
    },
  );

  it(
    'after a refund goes back to the same day of /orders; no refund buttons without orderRefunds',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { router } = setup('/orderDetail/ordAbc123XYZ9?type=online&date=02-06-25');
      await user.click(await screen.findByRole('button', { name: 'Refund All' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
      expect(await screen.findByText('orders list')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?type=online&date=02-06-25');
    },
  );

  it('shows the member voucher as a negative line between subtotal and total', SLOW, async () => {
    setup('/orderDetail/ordAbc123XYZ9', ['orders'], {
      subtotal: 2600,
      discountTotal: 260,
      discountName: 'Welcome 10%',
      total: 2340,
    });
    const items = await screen.findByRole('table', { name: 'Items' });
    const line = within(items).getByTestId('order-discount');
    expect(within(line).getByText('Welcome 10%')).toBeInTheDocument();
    expect(within(line).getByText('-$2.60')).toBeInTheDocument();
    expect(within(items).getByText('$26.00')).toBeInTheDocument();
    expect(within(items).getByText('$23.40')).toBeInTheDocument();
  });

  it('shows no discount line for an order without a voucher', SLOW, async () => {
    setup('/orderDetail/ordAbc123XYZ9', ['orders']);
    const items = await screen.findByRole('table', { name: 'Items' });
    expect(within(items).queryByTestId('order-discount')).toBeNull();
  });

  it('offers no refund to a user without orderRefunds', SLOW, async () => {
    setup('/orderDetail/ordAbc123XYZ9', ['orders']);
    expect(await screen.findByRole('region', { name: 'Card payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund All' })).toBeNull();
  });
});
