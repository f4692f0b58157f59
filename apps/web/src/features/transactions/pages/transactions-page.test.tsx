import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockEventSource } from '../../../test/event-source-mock';
import { type Handler, type MockResponse, mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { dayAnswer, makeTransaction } from '../test/transaction-fixtures';
import { TransactionsPage } from './transactions-page';

const SLOW = { timeout: 20_000 };

afterEach(() => vi.unstubAllGlobals());

const bills = [
  makeTransaction('bill-aaaaaa111111'),
  makeTransaction('bill-bbbbbb222222', { isInvoicePrinted: true, tableNo: '7' }),
];

function setup(
  routes: Record<string, MockResponse | Handler> = {},
  user = makeUser('restaurantManager', ['transactions', 'delTransactions']),
) {
  const fetch = mockFetch({ 'POST /api/transactions': { body: dayAnswer(bills) }, ...routes });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], user);
  return {
    ...fetch,
    ...renderWithApp(<TransactionsPage />, {
      path: '/transactions?date=03-06-25',
      route: '/transactions',
      client,
    }),
  };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Transactions' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('TransactionsPage', () => {
  it('reloads the day at once when the staff stream says a bill changed', SLOW, async () => {
    const events = mockEventSource();
    let day = bills.slice(0, 1);
    const { calls } = setup({ 'POST /api/transactions': () => ({ body: dayAnswer(day) }) });
    await screen.findByRole('link', { name: '111111' });
    const stream = events.open().find((x) => x.url.endsWith('/api/staff/events'));
    expect(stream).toBeDefined();
    day = bills;
    act(() =>
      stream!.emit('transactionChanged', {
        transactionId: 'bill-bbbbbb222222',
        tableNo: '7',
        operationType: 'addOrder',
      }),
    );
    expect(await screen.findByRole('link', { name: '222222' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/transactions')).toHaveLength(2);
  });

  it(
    'lists the day with the id as its last 6 characters, orders, type, table, total, paid time, payments and operations',
    SLOW,
    async () => {
      const { calls } = setup();
      await screen.findByRole('link', { name: '111111' });
      const asked = calls.find((c) => c.path === '/api/transactions')!;
      expect(asked.url.searchParams.get('dateStr')).toBe('03-06-25');
      expect(asked.body).toEqual({ showDeletedTransactions: false });
      expect(rows()[0]).toEqual([
        '',
        '111111',
        'bill-aaaaaa111111-order',
        'Dine In',
        '5',
        '$23.80',
        '03/06/2025 12:00:05',
        'CASH',
        'Opened, Paid CASH',
      ]);
      expect(screen.getByRole('link', { name: '111111' })).toHaveAttribute(
        'href',
        '/transaction/bill-aaaaaa111111?page=1&date=03-06-25',
      );
      expect(screen.getByRole('link', { name: 'bill-aaaaaa111111-order' })).toHaveAttribute(
        'href',
        '/orderDetail/bill-aaaaaa111111-order',
      );
      // A manager without staffManagement: no Staff Activities; not an admin: no switch.
      expect(screen.queryByRole('link', { name: 'Staff Activities' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Show deleted transactions')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Remove Invalid Transactions' })).toBeInTheDocument();
    },
  );

  it('filters by the search and says when nothing matches', SLOW, async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('link', { name: '111111' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '222222');
    expect(rows().map((r) => r[1])).toEqual(['222222']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like it');
    expect(screen.getByText('No transactions match the search.')).toBeInTheDocument();
  });

  it(
    'refuses in the dialog as §5 says, then deletes the chosen bills with the reason and the day',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { calls } = setup({ 'POST /api/updateTransactions': { body: { deleted: 1 } } });
      await screen.findByRole('link', { name: '111111' });
      await user.click(screen.getByRole('button', { name: 'Remove Invalid Transactions' }));
      let dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a transaction.');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('checkbox', { name: 'Select transaction 222222' }));
      await user.click(screen.getByRole('button', { name: 'Remove Invalid Transactions' }));
      dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select or enter a reason.');
      await user.click(within(dialog).getByRole('radio', { name: 'Refund' }));
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Cannot delete transactions with invoice printed',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('checkbox', { name: 'Select transaction 222222' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select transaction 111111' }));
      await user.click(screen.getByRole('button', { name: 'Remove Invalid Transactions' }));
      dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate bill');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await screen.findByText('Deleted successfully!');
      expect(calls.find((c) => c.path === '/api/updateTransactions')?.body).toEqual({
        transactionIds: ['bill-aaaaaa111111'],
        dateStr: '03-06-25',
        reason: 'Duplicate bill',
      });
    },
  );

  it("shows the server's refusal in the dialog", SLOW, async () => {
    const user = userEvent.setup();
    setup({
      'POST /api/updateTransactions': {
        status: 409,
        body: { code: 'CONFLICT', message: 'This bill has been deleted.' },
      },
    });
    await screen.findByRole('link', { name: '111111' });
    await user.click(screen.getByRole('checkbox', { name: 'Select transaction 111111' }));
    await user.click(screen.getByRole('button', { name: 'Remove Invalid Transactions' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Test transaction' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This bill has been deleted.');
  });

  it(
    'gives an admin the switch and Staff Activities, and asks for deleted bills when it is on',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { calls } = setup({}, makeUser('admin'));
      await screen.findByRole('link', { name: '111111' });
      expect(screen.getByRole('link', { name: 'Staff Activities' })).toHaveAttribute(
        'href',
        '/staffActivities',
      );
      await user.click(screen.getByLabelText('Show deleted transactions'));
      await waitFor(() =>
        expect(calls.filter((c) => c.path === '/api/transactions').at(-1)?.body).toEqual({
          showDeletedTransactions: true,
        }),
      );
    },
  );

  it('hides the delete button when the server says the user may not delete', SLOW, async () => {
    setup(
      { 'POST /api/transactions': { body: dayAnswer(bills, { canDeleteTransactions: false }) } },
      makeUser('restaurantManager', ['transactions']),
    );
    await screen.findByRole('link', { name: '111111' });
    expect(screen.queryByRole('button', { name: 'Remove Invalid Transactions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select transaction 111111' })).not.toBeInTheDocument();
  });

  it('says so when the day has no bills', SLOW, async () => {
    setup({ 'POST /api/transactions': { body: dayAnswer([]) } });
    expect(await screen.findByText('No transactions on this day.')).toBeInTheDocument();
  });

  it('offers Retry when loading fails', SLOW, async () => {
    setup({ 'POST /api/transactions': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    expect(await screen.findByText('Error loading transactions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
