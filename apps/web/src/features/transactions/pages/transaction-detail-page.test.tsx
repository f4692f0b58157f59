import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { makeTransaction } from '../test/transaction-fixtures';
import { TransactionDetailPage } from './transaction-detail-page';

const SLOW = { timeout: 20_000 };

afterEach(() => vi.unstubAllGlobals());

function setup(path: string, reply: { status?: number; body: unknown }) {
  mockFetch({ 'GET /api/transaction/bill-aaaaaa111111': reply });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser('restaurantManager', ['transactions']));
  return renderWithApp(<TransactionDetailPage />, {
    path,
    route: '/transaction/:transactionId?',
    client,
    routes: [{ path: '/transactions', element: <p>the list</p> }],
  });
}

describe('TransactionDetailPage', () => {
  it(
    'shows the orders, the figures and the operation history, with a back link to the page',
    SLOW,
    async () => {
      setup('/transaction/bill-aaaaaa111111?page=3&date=03-06-25', {
        body: { transaction: makeTransaction('bill-aaaaaa111111') },
      });
      expect(await screen.findByRole('link', { name: 'Order bill-aaaaaa111111-order' })).toHaveAttribute(
        'href',
        '/orderDetail/bill-aaaaaa111111-order',
      );
      expect(screen.getByRole('link', { name: 'Back to transactions' })).toHaveAttribute(
        'href',
        '/transactions?page=3&date=03-06-25',
      );
      expect(screen.getByText('Transaction Type').nextSibling).toHaveTextContent('Dine In');
      expect(screen.getByText('Total').nextSibling).toHaveTextContent('$23.80');
      expect(screen.getByText('Table Operations').nextSibling).toHaveTextContent('Opened, Paid CASH');
      const history = screen.getByRole('table', { name: 'Operation history' });
      const cells = within(history)
        .getAllByRole('row')
        .map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent));
      expect(cells).toEqual([
        ['Operation Type', 'Detail', 'Amount', 'Update Time', 'Update By'],
        ['Open bill', 'Opened', '$0.00', '03/06/2025 12:00:05', 'Ana Lee'],
        ['Payment', 'Paid CASH', '$23.80', '03/06/2025 12:00:05', 'Ana Lee'],
      ]);
    },
  );

  it('lists the POS refunds with who and why (issue 28)', SLOW, async () => {
    const bill = makeTransaction('bill-aaaaaa111111');
    setup('/transaction/bill-aaaaaa111111', {
      body: {
        transaction: {
          ...bill,
          totals: { ...bill.totals, refunded: 500 },
          refunds: [
            {
              id: 'r1',
              paymentId: 'pay-1',
              type: 'CASH',
              amount: 500,
              credit: 500,
              reason: 'Cold soup',
              lineIds: ['l1'],
              time: '2025-06-03T02:10:00.000Z',
              createdBy: 'Ana Lee (approved by Bo Boss)',
            },
          ],
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Refunds' });
    const cells = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent));
    expect(cells).toEqual([
      ['Time', 'Payment Type', 'Amount', 'Reason', 'By'],
      ['03/06/2025 12:10:00', 'CASH', '$5.00', 'Cold soup · 1 dish(es)', 'Ana Lee (approved by Bo Boss)'],
    ]);
    expect(screen.getByText('Refunded').nextSibling).toHaveTextContent('$5.00');
  });

  it('says when the bill cannot be loaded', SLOW, async () => {
    setup('/transaction/bill-aaaaaa111111', {
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Bill not found' },
    });
    expect(await screen.findByText('Error loading the transaction')).toBeInTheDocument();
  });

  it('goes to /transactions when no transaction is chosen', SLOW, async () => {
    setup('/transaction', { body: {} });
    expect(await screen.findByText('the list')).toBeInTheDocument();
  });
});
