import type { TodayOrderResponse } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { backOfficeOrder, cardPayment, refundRecord } from '../test/back-office-order-fixtures';
import { OrdersPage } from './orders-page';

const SLOW = { timeout: 20_000 };

const day = (type: 'online' | 'local', orders = [backOfficeOrder()]): TodayOrderResponse => ({
  orders,
  type,
  dateStr: '02-06-25',
  timezone: 'Australia/Sydney',
  currencySymbol: '$',
});

function setup(
  today: (url: URL) => MockResponse,
  deleteReply: MockResponse = { body: { message: 'Deleted successfully!', ids: ['order-1'] } },
) {
  const fetch = mockFetch({
    'GET /api/user': {
      body: {
        userCredentials: { role: 'restaurantManager', restaurantId: 'r1', permissions: [{ code: 'orders' }] },
      },
    },
    'GET /api/todayOrder': ({ url }) => today(url),
    'PUT /api/deleteOrders': deleteReply,
  });
  const view = renderWithApp(<OrdersPage />, {
    path: '/orders?type=online&date=02-06-25',
    route: '/orders',
    routes: [{ path: '/orderDetail/:orderId', element: <p>detail</p> }],
  });
  return { ...fetch, ...view };
}

describe('OrdersPage', () => {
  it("shows the day's orders: link, restaurant time, Refunded flag, money in dollars", SLOW, async () => {
    const paid = cardPayment(1180);
    setup(() => ({
      body: day('online', [
        backOfficeOrder({ payment: paid, refund: [refundRecord(1180)] }),
        backOfficeOrder({
          id: 'order-2',
          orderNumber: 'ordAbc123ZZZ1',
          shortNumber: 'ZZZ1',
          total: 1050,
          customerName: 'Bob',
        }),
      ]),
    }));
    const table = await screen.findByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'XYZ9' })).toHaveAttribute(
      'href',
      '/orderDetail/ordAbc123XYZ9?type=online&date=02-06-25',
    );
    expect(within(rows[1]!).getByText('02/06/2025 12:03:04')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('YES')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$23.60')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('NO')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('$10.50')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Unpaid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Customers' })).toBeInTheDocument();
    expect(screen.getByLabelText('Order Date')).toHaveValue('02/06/2025');
  });

  it(
    'switches to Local Orders (no Download Customers there) and says when a day has none',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { calls } = setup((url) => ({
        body: day(
          url.searchParams.get('type') as 'online',
          url.searchParams.get('type') === 'local' ? [] : undefined,
        ),
      }));
      await screen.findByRole('link', { name: 'XYZ9' });
      await user.click(screen.getByRole('button', { name: 'Choose online or local orders' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Local Orders' }));
      expect(await screen.findByText('No orders on this day.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Local Orders' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Download Customers' })).toBeNull();
      const asked = calls.filter((c) => c.path === '/api/todayOrder').map((c) => c.url.search);
      expect(asked).toEqual(['?type=online&dateStr=02-06-25', '?type=local&dateStr=02-06-25']);
    },
  );

  it(
    "deletes the selected orders; a refusal reads 'Error in deleteOrders' with the reason",
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { calls } = setup(() => ({ body: day('online') }), {
        status: 400,
        body: {
          code: 'BAD_REQUEST',
          message: 'This order has been paid online. Refund it in full before deleting it.',
        },
      });
      await screen.findByRole('link', { name: 'XYZ9' });
      expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
      await user.click(screen.getByRole('checkbox', { name: 'Select order XYZ9' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(
        await screen.findByText(
          'Error in deleteOrders: This order has been paid online. Refund it in full before deleting it.',
        ),
      ).toBeInTheDocument();
      expect(calls.find((c) => c.path === '/api/deleteOrders')!.body).toEqual({
        ids: ['order-1'],
        type: 'online',
        dateStr: '02-06-25',
      });
    },
  );

  it("shows 'Error in retrieving the data' with Retry when the list fails", SLOW, async () => {
    const user = userEvent.setup();
    let fail = true;
    setup(() => (fail ? { status: 500, body: { code: 'INTERNAL', message: 'x' } } : { body: day('online') }));
    expect(await screen.findByText('Error in retrieving the data')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'XYZ9' })).toBeInTheDocument());
  });
});
