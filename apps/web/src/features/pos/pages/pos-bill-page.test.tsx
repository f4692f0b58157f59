import type { Transaction } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import {
  makeBill,
  makeDishLine,
  makeFloor,
  makeOrder,
  makeSetup,
  makeSummary,
  makeTable,
} from '../../../test/pos-fixtures';
import { POS_CATEGORIES } from '../../../test/pos-menu-fixtures';
import { renderRoutes } from '../../../test/render';
import { PosBillPage } from './pos-bill-page';

/** Table 5: two orders, one dish voided, the second order waiting for an accept, a 10 % discount. */
const openBill = makeBill(
  'b1',
  { subtotal: 5000, discounts: 500, total: 4500, gst: 409 },
  {
    orders: [
      makeOrder(
        'o1',
        [
          makeDishLine('l1', 'Spring Rolls', 1700, { quantity: 2, subTotal: 850 }),
          makeDishLine('l2', 'Beef Noodles', 1600, { isVoidedDish: true, voidReason: 'Wrong order' }),
        ],
        { orderNumber: 'Xq3kab12' },
      ),
      makeOrder('o2', [makeDishLine('l3', 'Roast Duck', 3300)], {
        isAccepted: false,
        orderNumber: 'Yt7pcd34',
      }),
    ],
    adjustments: [
      {
        id: 'adj1',
        adjustmentType: 'discount',
        name: '10% off',
        percentage: 10,
        price: 500,
        timeCreated: '2026-03-02T01:10:00Z',
      },
    ],
  },
);

function renderBill(
  bill: Transaction,
  role: Parameters<typeof makeUser>[0] = 'restaurantAdmin',
  permissions: string[] = [],
) {
  const mocked = mockFetch({
    'GET /api/user': { body: { userCredentials: makeUser(role, permissions) } },
    'GET /api/pos/setup': { body: makeSetup(POS_CATEGORIES) },
    'GET /api/pos/floor': {
      body: makeFloor([
        makeTable('5', { name: 'T5', status: 'occupied', bill: makeSummary('b1', { tableNo: '5' }) }),
        makeTable('6', { name: 'T6' }),
        makeTable('7', {
          name: 'T7',
          status: 'occupied',
          bill: makeSummary('b7', { tableNo: '7', total: 2000 }),
        }),
      ]),
    },
    'GET /api/transaction/b1': { body: { transaction: bill } },
    'POST /api/transactions/b1/orders/o2/accept': {
      body: { transaction: { ...bill, orders: bill.orders.map((o) => ({ ...o, isAccepted: true })) } },
    },
    'POST /api/transactions/b1/voidDish': { body: { transaction: bill } },
    'POST /api/transactions/b1/adjustments': { body: { transaction: bill } },
    'DELETE /api/transactions/b1/adjustments/adj1': { body: { transaction: { ...bill, adjustments: [] } } },
    'POST /api/transactions/b1/move': { body: { transaction: { ...bill, tableNo: '6' } } },
    'POST /api/transactions/b1/merge': { body: { transaction: bill } },
    'POST /api/transactions/b1/printInvoice': { body: { transaction: { ...bill, isInvoicePrinted: true } } },
    'DELETE /api/liveTransactions/b1': { body: { transaction: { ...bill, deleted: true } } },
    'POST /api/printBill': { body: { jobs: [], message: 'Sent to the printer' } },
  });
  const view = renderRoutes(
    [
      { path: '/pos/bill/:transactionId', element: <PosBillPage /> },
      { path: '/pos', element: <p>The floor</p> },
    ],
    '/pos/bill/b1',
  );
  const posted = (path: string) => mocked.calls.filter((c) => c.path === path && c.method !== 'GET');
  return { ...view, posted, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PosBillPage', () => {
  it('shows the sent orders, voids struck through with the reason, and the totals exactly as the server says', async () => {
    renderBill(openBill);
    expect(await screen.findByRole('heading', { name: 'T5 · 2 guests' })).toBeInTheDocument();
    const order1 = screen.getByRole('region', { name: 'Order AB12' });
    expect(within(order1).getAllByRole('listitem')).toHaveLength(2);
    expect(within(order1).getByText('Voided: Wrong order')).toBeInTheDocument();
    expect(within(order1).getByText('1 × Beef Noodles')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(order1).queryByRole('button', { name: 'Void Beef Noodles' })).not.toBeInTheDocument();
    const rows = [...document.querySelectorAll('[data-figure]')].map((r) => r.textContent);
    expect(rows).toEqual([
      'Subtotal$50.00',
      'Discounts-$5.00',
      'Total$45.00',
      'Balance$45.00',
      'GST included$4.09',
    ]);
    expect(screen.getByText('10% off (10 %)')).toBeInTheDocument();
  });

  it('accepts a waiting order and removes a discount', async () => {
    const { user, posted } = renderBill(openBill);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(posted('/api/transactions/b1/orders/o2/accept')).toHaveLength(1));
    expect(await screen.findByText('Order accepted.')).toBeInTheDocument();
    expect(screen.queryByText('Waiting to be accepted')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove 10% off' }));
    await waitFor(() => expect(posted('/api/transactions/b1/adjustments/adj1')).toHaveLength(1));
  });

  it('voids a dish with a reason from the list or typed, as a void or a removal', async () => {
    const { user, posted } = renderBill(openBill);
    await user.click(await screen.findByRole('button', { name: 'Void Spring Rolls' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void Spring Rolls' });
    await user.click(within(dialog).getByRole('button', { name: 'Void dish' }));
    expect(
      within(dialog).getByText('Please select or enter a reason for voiding this dish.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Out of stock' }));
    await user.click(within(dialog).getByRole('radio', { name: /Remove: it leaves the bill/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove dish' }));
    await waitFor(() => expect(posted('/api/transactions/b1/voidDish')).toHaveLength(1));
    expect(posted('/api/transactions/b1/voidDish')[0]?.body).toEqual({
      orderId: 'o1',
      lineId: 'l1',
      reason: 'Out of stock',
      permanentDeletion: true,
    });
  });

  it('adds a restaurant discount or a custom one checked by the discount rules', async () => {
    const { user, posted } = renderBill(openBill);
    await user.click(await screen.findByRole('button', { name: 'Discount' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a discount' });
    await user.click(within(dialog).getByRole('button', { name: '10% off (10 %)' }));
    await waitFor(() => expect(posted('/api/transactions/b1/adjustments')).toHaveLength(1));
    expect(posted('/api/transactions/b1/adjustments')[0]?.body).toEqual({ discountName: '10% off' });

    await user.click(await screen.findByRole('button', { name: 'Discount' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a discount' });
    await user.type(within(dialog).getByLabelText('Percentage (%)'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Add custom discount' }));
    expect(within(dialog).getByText('The discount percentage is not a valid number')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Amount' }));
    const amount = within(dialog).getByLabelText('Amount ($)');
    await user.clear(amount);
    await user.type(amount, '5.50');
    await user.type(within(dialog).getByLabelText('Name'), 'Birthday');
    await user.click(within(dialog).getByRole('button', { name: 'Add custom discount' }));
    await waitFor(() => expect(posted('/api/transactions/b1/adjustments')).toHaveLength(2));
    expect(posted('/api/transactions/b1/adjustments')[1]?.body).toEqual({
      custom: { name: 'Birthday', amount: 550 },
    });
  });

  it('moves the bill to a free table and merges another table’s bill', async () => {
    const { user, posted } = renderBill(openBill);
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    let dialog = await screen.findByRole('dialog', { name: 'Move the bill to a free table' });
    await user.click(await within(dialog).findByRole('button', { name: 'T6' }));
    await waitFor(() => expect(posted('/api/transactions/b1/move')[0]?.body).toEqual({ tableNo: '6' }));
    expect(await screen.findByText('The bill moved to T6.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Merge' }));
    dialog = await screen.findByRole('dialog', { name: /Merge another table/ });
    expect(within(dialog).queryByRole('button', { name: /^T5/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'T7 · $20.00' }));
    await waitFor(() =>
      expect(posted('/api/transactions/b1/merge')[0]?.body).toEqual({ fromTransactionId: 'b7' }),
    );
  });

  it('offers Delete only with delTransactions, with a reason', async () => {
    const { unmount } = renderBill(openBill, 'restaurantManager', ['transactions']);
    await screen.findByRole('button', { name: 'Pay' });
    expect(screen.queryByRole('button', { name: 'Delete bill' })).not.toBeInTheDocument();
    unmount();

    const { user, posted, router } = renderBill(openBill, 'restaurantManager', [
      'transactions',
      'delTransactions',
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this bill' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete bill' }));
    expect(within(dialog).getByText('Please select or enter a reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Other reason' }), 'Customer left');
    await user.click(within(dialog).getByRole('button', { name: 'Delete bill' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pos'));
    expect(posted('/api/liveTransactions/b1')[0]?.url.searchParams.get('reason')).toBe('Customer left');
  });

  it('shows a paid bill as its receipt, with Print and the way back to the floor', async () => {
    const paid = makeBill(
      'b1',
      { total: 4550, paid: 4550 },
      {
        billPaid: true,
        payTime: '2026-03-02T02:00:00Z',
        orders: [
          makeOrder('o1', [
            makeDishLine('l1', 'Roast Duck', 4550),
            makeDishLine('l2', 'Tea', 450, { permanentDeletion: true, voidReason: 'Wrong order' }),
          ]),
        ],
        paymentTypes: [
          {
            id: 'p1',
            type: 'CASH',
            paymentAmount: 4550,
            merchantAmount: 4550,
            time: '2026-03-02T02:00:00Z',
            reference: null,
            change: 450,
            tendered: 5000,
            tip: 0,
            createdBy: 'Amy',
            portion: null,
            refunded: 0,
          },
        ],
      },
    );
    const { user, posted } = renderBill(paid);
    expect(await screen.findByText('This bill is paid.')).toBeInTheDocument();
    const receipt = screen.getByLabelText('Receipt');
    expect(within(receipt).getByText('1 × Roast Duck')).toBeInTheDocument();
    expect(within(receipt).queryByText('1 × Tea')).not.toBeInTheDocument();
    expect(within(receipt).getByText('CASH · Tendered $50.00 · Change $4.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the floor' })).toHaveAttribute('href', '/pos');
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalled());
    expect(posted('/api/transactions/b1/printInvoice')).toHaveLength(1);

    // The paid bill's invoice to the receipt printer, through the print queue.
    await user.click(screen.getByRole('button', { name: 'Send to printer' }));
    expect(await screen.findByText('Sent to the printer')).toBeInTheDocument();
    expect(posted('/api/printBill').map((c) => c.body)).toEqual([
      { transactionId: 'b1', printType: 'Invoice' },
    ]);
  });
});
