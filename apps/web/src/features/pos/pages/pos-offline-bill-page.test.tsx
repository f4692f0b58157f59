import 'fake-indexeddb/auto';
import { orderNumberFromUuid, type PosOrderRequest } from '@rpos/domain';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { makeFloor, makeSetup, makeTable } from '../../../test/pos-fixtures';
import { POS_CATEGORIES } from '../../../test/pos-menu-fixtures';
import { renderRoutes } from '../../../test/render';
import { resetOfflineDb } from '../offline/offline-db';
import { listQueue } from '../offline/offline-queue';
import { PosOfflineBillPage } from './pos-offline-bill-page';
import { PosOrderPage } from './pos-order-page';

let online = true;

beforeEach(async () => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // TanStack Query keeps the last online state it saw: each test starts online.
  onlineManager.setOnline(true);
  await resetOfflineDb();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderOffline(path: string, routes: Parameters<typeof mockFetch>[0] = {}) {
  const mocked = mockFetch({
    ...routes,
    'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } },
    'GET /api/pos/setup': { body: makeSetup(POS_CATEGORIES) },
    'GET /api/pos/floor': { body: makeFloor([makeTable('5', { name: 'Window 5' })]) },
    'GET /api/pos/staff/session': { body: { staffRequired: false, staff: null } },
  });
  const view = renderRoutes(
    [
      { path: '/pos/order', element: <PosOrderPage /> },
      { path: '/pos/offline/:localBillId', element: <PosOfflineBillPage /> },
      { path: '/pos', element: <p>The floor</p> },
    ],
    path,
  );
  return { ...view, mocked, user: userEvent.setup() };
}

describe('the POS offline', () => {
  it('a table ordered with no network is queued, then paid in cash with the change shown, and closed', async () => {
    const { user, mocked, router } = renderOffline('/pos/order?type=dinein&table=5&guests=2');
    await user.click(await screen.findByRole('button', { name: 'Add Spring Rolls, $8.50' }));
    // The guest declares a peanut allergy (decisions 0599, 0601): it stays with the queued ticket.
    await user.click(
      await screen.findByRole('combobox', { name: 'Guest’s allergies (flagged to the kitchen)' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Peanut' }));
    online = false;
    window.dispatchEvent(new Event('offline'));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    // Nothing went to the server: the order waits on the device, on the table's offline bill.
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/pos\/offline\/offline-/));
    expect(mocked.calls.some((c) => c.path === '/api/pos/orders')).toBe(false);
    expect(await screen.findByText('Order taken offline')).toBeInTheDocument();
    expect(screen.getByText('1 × Spring Rolls')).toBeInTheDocument();
    expect(screen.getByText('Guest’s allergies: Peanut (flagged to the kitchen)')).toBeInTheDocument();
    expect(screen.getByTestId('offline-balance')).toHaveTextContent('Balance $8.50');
    expect(
      screen.getByText(/^Needs the network, so not available offline: online card payments/),
    ).toBeInTheDocument();

    const cash = screen.getByLabelText('Cash handed over');
    await user.clear(cash);
    await user.type(cash, '10.00');
    expect(screen.getByText('Change to give: $1.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take cash' }));
    await waitFor(() => expect(screen.getByTestId('offline-balance')).toHaveTextContent('Balance $0.00'));
    await user.click(screen.getByRole('button', { name: 'Close bill' }));
    expect(await screen.findByText(/^Closed on this device/)).toBeInTheDocument();

    const queue = await listQueue();
    expect(queue.map((q) => q.change.kind)).toEqual(['order', 'payment', 'close']);
    expect(queue[0]!.change).toMatchObject({
      tableNo: '5',
      guests: 2,
      expectedSubtotal: 850,
      transactionId: null,
      allergens: ['pe'],
    });
    expect(queue[1]!.change).toMatchObject({ amount: 1000, expectedBalance: 850 });
    expect(new Set(queue.map((q) => q.change.localBillId)).size).toBe(1);
  });

  it('an online Send that gets no answer is queued under the same order number, so it is written once either way', async () => {
    const { user, mocked, router } = renderOffline('/pos/order?type=dinein&table=5&guests=2', {
      'POST /api/pos/orders': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Spring Rolls, $8.50' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/pos\/offline\/offline-/));
    const tried = mocked.calls
      .filter((c) => c.path === '/api/pos/orders')
      .map((c) => c.body as PosOrderRequest);
    expect(tried).toHaveLength(1);
    const [queued] = await listQueue();
    expect(orderNumberFromUuid(queued!.key)).toBe(tried[0]!.orderNumber);
  });
});
