import type { LiveTransaction, LiveTransactionsResponse, TransactionDish } from '@rpos/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockEventSource } from '../../../test/event-source-mock';
import { type Handler, type MockResponse, mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { LiveTransactionsPage } from './live-transactions-page';

const SLOW = { timeout: 20_000 };

const dish = (name: string, quantity: number): TransactionDish => ({
  quantity,
  subTotal: 500,
  lineTotal: 500 * quantity,
  dish: { id: name, name, altName: null, price: 500 },
  size: null,
  options: [],
  specialInstructions: '',
  isTakeaway: false,
  permanentDeletion: false,
  isVoidedDish: false,
  lineId: name,
  price: 500,
  voidReason: null,
  seat: null,
});

function bill(
  id: string,
  type: NonNullable<LiveTransaction['type']>,
  more: { table?: string; person?: string; total?: number; paid?: boolean; dishes?: TransactionDish[] } = {},
): LiveTransaction {
  const dinein = type === 'dinein';
  const delivery = type === 'delivery' || type === 'deliveryPartner';
  return {
    id,
    transactionId: id,
    type,
    tableNumber: dinein ? (more.table ?? '5') : null,
    // 12:00:05 on Monday 2 June 2025 in Sydney.
    timestamp: '2025-06-02T02:00:05.000Z',
    currencySymbolString: '$',
    isDinein: dinein,
    isOnlineTakeawayOrPickup: !dinein && !delivery,
    isTakeawayDelivery: delivery,
    table: {
      isTakeaway: !dinein && !delivery,
      isDeliveryOrder: delivery,
      takeawayPerson: dinein ? null : (more.person ?? 'Mei Chen'),
      totalSpending: more.total ?? 1250,
      balance: more.paid ? 0 : (more.total ?? 1250),
      billPaid: more.paid ?? false,
      timeStamp: '2025-06-02T02:00:05.000Z',
      orders: [
        {
          orderId: `${id}-o`,
          orderNumber: `${id}-order`,
          createdAt: '2025-06-02T02:00:05.000Z',
          status: 'placed',
          isAccepted: true,
          dishes: more.dishes ?? [dish('Siu Mai', 2)],
          subtotal: 1000,
        },
      ],
    },
  };
}

const answer = (list: LiveTransaction[]): LiveTransactionsResponse => ({ liveTransactions: list });
const initial = [
  bill('t5', 'dinein', { table: '5', total: 2380, dishes: [dish('Siu Mai', 2), dish('Coca-Cola', 1)] }),
  bill('t6', 'dinein', { table: '6', paid: true }),
  bill('p1', 'pickup', { person: 'Ana' }),
  bill('d1', 'delivery', { person: 'Dev' }),
  bill('d2', 'deliveryPartner', { person: 'Uber' }),
];

let EventSourceMock: ReturnType<typeof mockEventSource>;
beforeEach(() => {
  EventSourceMock = mockEventSource();
});
afterEach(() => vi.unstubAllGlobals());

function setup(
  routes: Record<string, MockResponse | Handler> = {},
  user = makeUser('restaurantManager', ['transactions', 'delTransactions']),
) {
  const fetch = mockFetch({ 'GET /api/liveTransactions': { body: answer(initial) }, ...routes });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], user);
  return { ...fetch, ...renderWithApp(<LiveTransactionsPage />, { path: '/live-transactions', client }) };
}

const tabs = () => screen.getAllByRole('tab').map((t) => t.textContent);
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('LiveTransactionsPage', () => {
  it(
    'counts the bills of each tab and shows Table/Order, Total Price, Start Time, Status and Items',
    SLOW,
    async () => {
      const user = userEvent.setup();
      setup();
      await screen.findByRole('table', { name: 'Dine In bills' });
      expect(tabs()).toEqual(['Dine In (2)', 'Pickups (1)', 'Takeaway (0)', 'Deliveries (2)']);
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
        'Table/Order',
        'Total Price',
        'Start Time',
        'Status',
        'Items',
        'Actions',
      ]);
      expect(rows()).toEqual([
        ['Table 5', '$23.80', '02/06/2025 12:00:05', 'Active', '2 × Siu Mai, 1 × Coca-Cola', ''],
        ['Table 6', '$12.50', '02/06/2025 12:00:05', 'Paid', '2 × Siu Mai', ''],
      ]);
      await user.click(screen.getByRole('tab', { name: 'Deliveries (2)' }));
      expect(rows().map((r) => r[0])).toEqual(['Dev', 'Uber']);
      await user.click(screen.getByRole('tab', { name: 'Takeaway (0)' }));
      expect(screen.getByText('No open bills here.')).toBeInTheDocument();
    },
  );

  it('reloads at once when the staff stream says a bill changed', SLOW, async () => {
    let list = initial;
    const { calls } = setup({ 'GET /api/liveTransactions': () => ({ body: answer(list) }) });
    await screen.findByText('Table 5');
    const stream = EventSourceMock.open().find((s) => s.url.endsWith('/api/staff/events'));
    expect(stream).toBeDefined();
    list = [...initial, bill('t9', 'dinein', { table: '9' })];
    act(() =>
      stream!.emit('transactionChanged', { transactionId: 't9', tableNo: '9', operationType: 'addOrder' }),
    );
    expect(await screen.findByText('Table 9')).toBeInTheDocument();
    expect(tabs()[0]).toBe('Dine In (3)');
    expect(calls.filter((c) => c.path === '/api/liveTransactions')).toHaveLength(2);
  });

  it('deletes a bill with a reason, and all old bills after asking', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      'DELETE /api/liveTransactions/t5': { body: {} },
      'POST /api/deleteAllOldTransactions': {
        body: { deleted: 2, kept: 1, before: '2025-06-01T14:00:00.000Z' },
      },
    });
    await screen.findByText('Table 5');
    await user.click(screen.getByRole('button', { name: 'Delete Table 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Table 5' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByText('Please select or enter a reason.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Walked out');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully!')).toBeInTheDocument();
    const del = calls.find((c) => c.method === 'DELETE');
    expect(del?.path).toBe('/api/liveTransactions/t5');
    expect(del?.url.searchParams.get('reason')).toBe('Walked out');

    await user.click(screen.getByRole('button', { name: 'Delete All Old' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete all old transactions' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Deleted 2 old transactions. 1 bill with a printed invoice was kept'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/deleteAllOldTransactions')).toBe(true);
  });

  it('offers no delete without delTransactions', SLOW, async () => {
    setup({}, makeUser('restaurantManager', ['transactions']));
    await screen.findByText('Table 5');
    expect(screen.queryByRole('button', { name: 'Delete All Old' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Table 5' })).toBeNull();
  });

  it("says 'Error loading live transactions: {message}' and retries", SLOW, async () => {
    const user = userEvent.setup();
    let fail = true;
    setup({
      'GET /api/liveTransactions': () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL', message: 'Database down' } }
          : { body: answer(initial) },
    });
    expect(
      await screen.findByText('Error loading live transactions: Database down', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Table 5')).toBeInTheDocument());
  });
});
