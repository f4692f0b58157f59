import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { renderRoutes } from '../test/render';
import { orderRoutes } from './order-routes';

// The real route table: the header's My Orders links here without a reference before any order.
const routes = [{ path: '/', children: orderRoutes }];

describe('the orders summary route (OrderSummaryPage)', () => {
  it('says there are no orders yet and leads back to the menu when the diner has none', async () => {
    const { calls } = mockFetch({});
    renderRoutes(routes, '/orderSuccessDetail/goldendragon/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(
      screen.getByText('You have no orders yet. Orders you place here show up on this page.'),
    ).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: 'Back to menu' });
    expect(back.length).toBeGreaterThan(0);
    for (const link of back) expect(link).toHaveAttribute('href', '/online/goldendragon/5');
    expect(calls.filter((c) => c.path === '/api/orderSummary')).toEqual([]);
  });

  it('lists the order of the link', async () => {
    mockFetch({
      'GET /api/orderSummary': {
        body: {
          orders: [
            {
              id: 'order-1-abcd',
              orderNumber: 'ord7k2wxyz',
              orderTime: '2026-01-05T01:30:00.000Z',
              orderTimeText: '05/01/2026 12:30:00',
              realTableId: '5',
              type: 'local',
              items: [],
              surcharges: [],
              subtotal: 1280,
              discountTotal: 0,
              discountName: null,
              total: 1280,
              paymentType: null,
              status: 'placed',
            },
          ],
          specialTerms: '',
          currencySymbol: '$',
        },
      },
    });
    renderRoutes(routes, '/orderSuccessDetail/goldendragon/5/order-1-abcd');
    expect(await screen.findByRole('region', { name: 'Order WXYZ' })).toBeInTheDocument();
    expect(screen.getByText('Not Paid')).toBeInTheDocument();
    expect(screen.queryByText(/You have no orders yet/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-discount')).toBeNull();
  });

  it("shows a member voucher's name and its amount, negative, between subtotal and total", async () => {
    mockFetch({
      'GET /api/orderSummary': {
        body: {
          orders: [
            {
              id: 'order-2-abcd',
              orderNumber: 'ord7k2wxyz',
              orderTime: '2026-01-05T01:30:00.000Z',
              orderTimeText: '05/01/2026 12:30:00',
              realTableId: '5',
              type: 'local',
              items: [],
              surcharges: [],
              subtotal: 2600,
              discountTotal: 260,
              discountName: 'Welcome 10%',
              total: 2340,
              paymentType: null,
              status: 'placed',
            },
          ],
          specialTerms: '',
          currencySymbol: '$',
        },
      },
    });
    renderRoutes(routes, '/orderSuccessDetail/goldendragon/5/order-2-abcd');
    const order = await screen.findByRole('region', { name: 'Order WXYZ' });
    const line = within(order).getByTestId('order-discount');
    expect(within(line).getByText('Welcome 10%')).toBeInTheDocument();
    expect(within(line).getByText('-$2.60')).toBeInTheDocument();
    expect(within(order).getByText('$26.00')).toBeInTheDocument();
    expect(within(order).getByText('$23.40')).toBeInTheDocument();
  });
});
