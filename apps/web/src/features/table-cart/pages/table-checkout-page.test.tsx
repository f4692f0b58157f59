import type { PlaceOrderResponse, TableCartResponse } from '@rpos/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEventSource } from '../../../test/event-source-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { makeOnlineResponse } from '../../../test/online-fixtures';
import { renderRoutes } from '../../../test/render';
import { TableCheckoutPage } from './table-checkout-page';

const cart: TableCartResponse = {
  tableId: '5',
  version: 7,
  lines: [
    {
      id: 'a1',
      dish: { id: 'd1', name: 'Siu Mai', altName: null },
      size: null,
      options: [],
      specialInstructions: '',
      isTakeaway: false,
      quantity: 2,
      subTotal: 880,
      lineTotal: 1760,
      problem: null,
      addedBy: { dinerTag: 'tag-ann', nickname: 'Ann' },
    },
    {
      id: 'b1',
      dish: { id: 'd2', name: 'Coca-Cola', altName: null },
      size: null,
      options: [],
      specialInstructions: '',
      isTakeaway: false,
      quantity: 1,
      subTotal: 400,
      lineTotal: 400,
      problem: null,
      addedBy: { dinerTag: 'tag-bob', nickname: 'Bob' },
    },
  ],
  subtotal: 2160,
  count: 3,
  diners: [],
  checkoutInProgress: false,
  lastOrder: null,
  you: 'tag-ann',
};

const placed = {
  success: true,
  orderNumber: 'abcdefgh1234',
  reference: 'order-1',
  totalCent: 2160,
  paymentType: 'payAtCounter',
} as unknown as PlaceOrderResponse;

function online() {
  const answer = makeOnlineResponse([]);
  answer.restaurant.onlineSettings.isGroupOrderingEnabled = true;
  return answer;
}

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/tableCheckout/:menuId/:tableId', element: <TableCheckoutPage /> },
      { path: '/orderSuccess/:menuId/:tableId/:reference', element: <p>thank you</p> },
    ],
    path,
  );

afterEach(() => localStorage.clear());

describe('TableCheckoutPage', () => {
  it('orders every line of the table at the version this phone sees, then shows the thank-you page', async () => {
    mockEventSource();
    localStorage.setItem('rpos.dinerNickname', 'Ann');
    const { calls } = mockFetch({
      'GET /api/online': { body: online() },
      'GET /api/tableCart': { body: cart },
      'POST /api/tableCart/checkout': { body: placed },
    });
    renderAt('/tableCheckout/goldendragon/5?scope=table');
    expect(await screen.findByRole('heading', { name: 'Order for the whole table' })).toBeInTheDocument();
    expect(screen.getByTestId('table-checkout-summary')).toHaveTextContent('3 dishes, $21.60');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ann');
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '0412345678');
    await userEvent.click(screen.getByRole('radio', { name: 'Pay at counter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('thank you')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/tableCart/checkout')!;
    expect(sent.body).toMatchObject({
      menuId: 'goldendragon',
      tableId: '5',
      scope: 'table',
      version: 7,
      nickname: 'Ann',
      paymentType: 'payAtCounter',
      user: { name: 'Ann', phoneNumber: '0412345678' },
    });
  });

  it('"pay my items" counts only this phone’s lines; the server’s refusal is shown as it is', async () => {
    mockEventSource();
    mockFetch({
      'GET /api/online': { body: online() },
      'GET /api/tableCart': { body: cart },
      'POST /api/tableCart/checkout': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'Someone at your table is placing the order. Please wait a moment.',
        },
      },
    });
    renderAt('/tableCheckout/goldendragon/5?scope=mine');
    expect(await screen.findByRole('heading', { name: 'Pay my items' })).toBeInTheDocument();
    expect(screen.getByTestId('table-checkout-summary')).toHaveTextContent('2 dishes, $17.60');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ann');
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '0412345678');
    await userEvent.click(screen.getByRole('radio', { name: 'Pay at counter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('table-checkout-error')).toHaveTextContent(
      'Someone at your table is placing the order.',
    );
  });
});
