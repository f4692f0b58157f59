import type { PosFloorResponse } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockEventSource } from '../../../test/event-source-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { makeFloor, makeSetup, makeSummary, makeTable } from '../../../test/pos-fixtures';
import { POS_CATEGORIES } from '../../../test/pos-menu-fixtures';
import { renderRoutes } from '../../../test/render';
import { PosFloorPage } from './pos-floor-page';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000 - 5_000).toISOString();

const floor = (): PosFloorResponse =>
  makeFloor(
    [
      makeTable('1', { name: 'T1', area: 'Patio', seats: 2 }),
      makeTable('2', {
        name: 'T2',
        area: 'Patio',
        status: 'occupied',
        bill: makeSummary('bill-2', {
          tableNo: '2',
          guests: 3,
          total: 4550,
          openedAt: minutesAgo(25),
          waitingOrders: 1,
        }),
      }),
      makeTable('5', {
        name: 'T5',
        area: 'Main room',
        status: 'awaitingPayment',
        bill: makeSummary('bill-5', {
          tableNo: '5',
          total: 12000,
          openedAt: minutesAgo(70),
          isInvoicePrinted: true,
        }),
      }),
    ],
    [makeSummary('bill-c', { type: 'pickup', customerName: 'Jane', total: 1850, openedAt: minutesAgo(4) })],
  );

function renderFloor(answers: { floor: () => PosFloorResponse; partners?: boolean }) {
  const mocked = mockFetch({
    'GET /api/pos/setup': {
      body: makeSetup(POS_CATEGORIES, {
        deliveryPartners: answers.partners ? [{ name: 'UberEats', sort: 1, commissionPercentage: 30 }] : [],
      }),
    },
    'GET /api/pos/floor': () => ({ body: answers.floor() }),
  });
  const view = renderRoutes(
    [
      { path: '/pos', element: <PosFloorPage /> },
      { path: '/pos/order', element: <p>Order screen</p> },
      { path: '/pos/bill/:transactionId', element: <p>Bill screen</p> },
    ],
    '/pos',
  );
  return { ...view, calls: mocked.calls, user: userEvent.setup() };
}

beforeEach(() => {
  mockEventSource();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PosFloorPage', () => {
  it('shows the tables by area with their status, total, minutes open and orders to accept, and the counter bills', async () => {
    renderFloor({ floor });
    const t2 = await screen.findByRole('button', {
      name: 'T2, Occupied, total $45.50, open 25 minutes, 1 order to accept',
    });
    expect(within(t2).getByText('25 min')).toBeInTheDocument();
    expect(within(t2).getByText('3 guests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'T1, Free' })).toHaveTextContent('2 seats');
    // Areas are tabs; each draws its tables where the floor plan puts them.
    expect(screen.getByRole('tab', { name: 'Patio · 1/2 in use', selected: true })).toBeInTheDocument();
    const plan = screen.getByRole('group', { name: 'Tables of Patio' });
    expect(within(plan).queryByRole('button', { name: /^T5/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Main room · 1/1 in use' }));
    expect(
      await screen.findByRole('button', { name: 'T5, Awaiting payment, total $120.00, open 70 minutes' }),
    ).toBeInTheDocument();
    const counter = screen.getByRole('region', { name: 'Counter orders' });
    expect(within(counter).getByText('Pickup · Jane')).toBeInTheDocument();
    expect(within(counter).getByText('$18.50')).toBeInTheDocument();
    expect(within(counter).getByText('4 min')).toBeInTheDocument();
    // No delivery partners: no partner button.
    expect(screen.getByRole('button', { name: 'New takeaway' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delivery partner' })).not.toBeInTheDocument();
  });

  it('asks a free table for its guests, then opens the order screen; a table with a bill opens it', async () => {
    const { user, router } = renderFloor({ floor, partners: true });
    await user.click(await screen.findByRole('button', { name: 'T1, Free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open T1' });
    const guests = within(dialog).getByRole('textbox', { name: 'Guests' });
    await user.clear(guests);
    await user.type(guests, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Open table' }));
    expect(within(dialog).getByText('Guests must be a whole number from 1 to 99.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '4' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=dinein&table=1&guests=4'));
    expect(router.state.location.pathname).toBe('/pos/order');

    await router.navigate('/pos');
    await user.click(await screen.findByRole('button', { name: /^T2, Occupied/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pos/bill/bill-2'));

    await router.navigate('/pos');
    await user.click(await screen.findByRole('button', { name: 'Delivery partner' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=deliveryPartner'));
  });

  it('says a restaurant has no tables yet, with the editor for those who may draw the plan', async () => {
    mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } },
      'GET /api/pos/setup': { body: makeSetup(POS_CATEGORIES) },
      'GET /api/pos/floor': { body: makeFloor([]) },
    });
    renderRoutes([{ path: '/pos', element: <PosFloorPage /> }], '/pos');
    expect(await screen.findByText(/The restaurant has no tables yet\./)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Draw the floor plan' })).toHaveAttribute(
      'href',
      '/floorPlan',
    );
  });

  it('says why the floor did not load, with Retry', async () => {
    mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } },
      'GET /api/pos/setup': { body: makeSetup(POS_CATEGORIES) },
      'GET /api/pos/floor': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong! Please try again.' },
      },
    });
    renderRoutes([{ path: '/pos', element: <PosFloorPage /> }], '/pos');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong! Please try again.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
