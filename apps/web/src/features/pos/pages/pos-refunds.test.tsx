import type { Transaction } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { makeBill, makeDishLine, makeFloor, makeOrder, makeSetup } from '../../../test/pos-fixtures';
import { POS_CATEGORIES } from '../../../test/pos-menu-fixtures';
import { renderRoutes } from '../../../test/render';
import { PosBillPage } from './pos-bill-page';

// Issue 28: an overpaid bill offers its refund; a paid bill offers Refund (by amount or dish) and Reopen.

const cashPayment = (amount: number, extra: Partial<Transaction['paymentTypes'][number]> = {}) => ({
  id: 'p1',
  type: 'CASH',
  paymentAmount: amount,
  merchantAmount: amount,
  time: '2026-03-02T02:00:00Z',
  reference: null,
  change: 0,
  tendered: amount,
  tip: 0,
  createdBy: 'Amy',
  portion: null,
  refunded: 0,
  ...extra,
});

/** 15.00 paid, then a 50 % discount: the bill comes to 7.80, 7.20 overpaid. */
const overpaid = makeBill(
  'b1',
  { subtotal: 1560, discounts: 780, total: 780, paid: 1500 },
  {
    orders: [makeOrder('o1', [makeDishLine('l1', 'Roast Duck', 1560)])],
    paymentTypes: [cashPayment(1500)],
  },
);

const paid = makeBill(
  'b1',
  { total: 2000, paid: 2000 },
  {
    billPaid: true,
    payTime: '2026-03-02T02:00:00Z',
    orders: [makeOrder('o1', [makeDishLine('l1', 'Roast Duck', 1500), makeDishLine('l2', 'Tea', 500)])],
    paymentTypes: [cashPayment(2000)],
  },
);

function renderBill(bill: Transaction, permissions: string[] = []) {
  const mocked = mockFetch({
    'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin', permissions) } },
    'GET /api/pos/setup': { body: makeSetup(POS_CATEGORIES) },
    'GET /api/pos/floor': { body: makeFloor([]) },
    'GET /api/transaction/b1': { body: { transaction: bill } },
    'POST /api/transactions/b1/refunds': {
      body: { transaction: { ...bill, balance: 0, totals: { ...bill.totals, balance: 0 } } },
    },
    'POST /api/transactions/b1/reopen': { body: { transaction: { ...bill, billPaid: false } } },
  });
  renderRoutes([{ path: '/pos/bill/:transactionId', element: <PosBillPage /> }], '/pos/bill/b1');
  const posted = (path: string) => mocked.calls.filter((c) => c.path === path && c.method !== 'GET');
  return { posted, user: userEvent.setup() };
}

describe('refunds at the POS', () => {
  it('offers the overpayment back instead of Pay, to the cash payment, with the reason', async () => {
    const { user, posted } = renderBill(overpaid);
    expect(
      await screen.findByText('More has been paid than the bill comes to: refund $7.20 to close it.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund overpayment $7.20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund a payment' });
    expect(within(dialog).getByRole('button', { name: 'CASH · $15.00 left' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByLabelText('Amount to refund ($)')).toHaveValue('7.20');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $7.20' }));
    await waitFor(() => expect(posted('/api/transactions/b1/refunds')).toHaveLength(1));
    expect(posted('/api/transactions/b1/refunds')[0]?.body).toEqual({
      paymentId: 'p1',
      amount: 720,
      reason: 'Overpaid',
      requestId: expect.any(String),
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Refund a payment' })).not.toBeInTheDocument(),
    );
  });

  it('refuses more than was overpaid before calling the server', async () => {
    const { user, posted } = renderBill(overpaid);
    await user.click(await screen.findByRole('button', { name: 'Refund overpayment $7.20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund a payment' });
    const amount = within(dialog).getByLabelText('Amount to refund ($)');
    await user.clear(amount);
    await user.type(amount, '9');
    expect(within(dialog).getByText(/more than was overpaid/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Refund \$/ })).toBeDisabled();
    expect(posted('/api/transactions/b1/refunds')).toHaveLength(0);
  });

  it('refunds a dish of a paid bill, and reopens it with a reason', async () => {
    const { user, posted } = renderBill(paid);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    let dialog = await screen.findByRole('dialog', { name: 'Refund a payment' });
    await user.click(within(dialog).getByRole('checkbox', { name: '1 × Tea · $5.00' }));
    expect(within(dialog).getByLabelText('Amount to refund ($)')).toHaveValue('5.00');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $5.00' }));
    expect(
      await within(dialog).findByText('Please select or enter a reason for the refund.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Wrong item' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund $5.00' }));
    await waitFor(() => expect(posted('/api/transactions/b1/refunds')).toHaveLength(1));
    expect(posted('/api/transactions/b1/refunds')[0]?.body).toEqual({
      paymentId: 'p1',
      lineIds: ['l2'],
      reason: 'Wrong item',
      requestId: expect.any(String),
    });

    await user.click(await screen.findByRole('button', { name: 'Reopen bill' }));
    dialog = await screen.findByRole('dialog', { name: 'Reopen this bill' });
    await user.click(within(dialog).getByRole('button', { name: 'Correct the bill' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(posted('/api/transactions/b1/reopen')).toHaveLength(1));
    expect(posted('/api/transactions/b1/reopen')[0]?.body).toEqual({ reason: 'Correct the bill' });
  });

  it('gives back a tip alone, apart from the sale, held to the tip left (decision 0576)', async () => {
    // 20.00 by card with a 3.00 tip, 1.00 of it given back already.
    const tipped = makeBill(
      'b1',
      { total: 2000, paid: 2000, tips: 300 },
      {
        billPaid: true,
        payTime: '2026-03-02T02:00:00Z',
        orders: [makeOrder('o1', [makeDishLine('l1', 'Roast Duck', 2000)])],
        paymentTypes: [cashPayment(2000, { type: 'EFTPOS', tendered: null, tip: 300, tipRefunded: 100 })],
      },
    );
    const { user, posted } = renderBill(tipped);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund a payment' });
    expect(
      within(dialog).getByRole('button', { name: 'EFTPOS · $20.00 left · tip $2.00' }),
    ).toBeInTheDocument();
    const amount = within(dialog).getByLabelText('Amount to refund ($)');
    await user.clear(amount);
    await user.type(amount, '0');
    const tip = within(dialog).getByLabelText('Tip to give back ($)');
    await user.type(tip, '2.50');
    expect(
      within(dialog).getByText("The tip refund is more than is left of this payment's tip."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Refund \$/ })).toBeDisabled();
    await user.clear(tip);
    await user.type(tip, '1.50');
    await user.click(within(dialog).getByRole('button', { name: 'Customer complaint' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund $1.50' }));
    await waitFor(() => expect(posted('/api/transactions/b1/refunds')).toHaveLength(1));
    expect(posted('/api/transactions/b1/refunds')[0]?.body).toEqual({
      paymentId: 'p1',
      amount: 0,
      tip: 150,
      reason: 'Customer complaint',
      requestId: expect.any(String),
    });
  });
});
