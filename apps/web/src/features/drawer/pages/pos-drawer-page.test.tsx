import type { DrawerShift } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { PosDrawerPage } from './pos-drawer-page';

// Issue 28: a shift opened with a $200 float, a cash sale, closed with the cash counted: the Z report.

afterEach(() => vi.unstubAllGlobals());

const figures = (expected: number): DrawerShift['figures'] => ({
  sales: [{ type: 'CASH', count: 1, amount: 1760 }],
  salesTotal: 1760,
  refunds: [],
  refundsTotal: 0,
  voids: { count: 1, amount: 880 },
  discounts: { count: 0, amount: 0 },
  noSales: 0,
  cash: {
    float: 20000,
    cashTendered: 2000,
    changeGiven: 240,
    cashRefunds: 0,
    payIns: 0,
    payOuts: 0,
    expected,
  },
});

const openShift: DrawerShift = {
  id: 's1',
  status: 'open',
  openedAt: '2026-03-02T00:00:00Z',
  openedBy: 'Ana Lee',
  closedAt: null,
  closedBy: null,
  float: 20000,
  counted: null,
  overShort: null,
  figures: figures(21760),
  movements: [],
  timezone: 'Australia/Sydney',
};

const closedShift: DrawerShift = {
  ...openShift,
  status: 'closed',
  closedAt: '2026-03-02T08:00:00Z',
  closedBy: 'Ana Lee',
  counted: 21700,
  overShort: -60,
};

function renderDrawer(initial: DrawerShift | null) {
  let current: DrawerShift | null = initial;
  const mocked = mockFetch({
    'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin', ['transactions']) } },
    'GET /api/pos/drawer': () => ({ body: { shift: current } }),
    'POST /api/pos/drawer/open': () => {
      current = openShift;
      return { body: { shift: openShift } };
    },
    'POST /api/pos/drawer/close': () => {
      current = null;
      return { body: { shift: closedShift } };
    },
    'POST /api/pos/drawer/print': { body: { jobs: [], total: 0 } },
  });
  renderRoutes([{ path: '/pos/drawer', element: <PosDrawerPage /> }], '/pos/drawer');
  const posted = (path: string) => mocked.calls.filter((c) => c.path === path && c.method === 'POST');
  return { posted, user: userEvent.setup() };
}

describe('the POS cash drawer', () => {
  it('opens a shift with a $200 float', async () => {
    const { user, posted } = renderDrawer(null);
    expect(await screen.findByText(/No shift is open/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open shift' });
    await user.type(within(dialog).getByLabelText('Float'), '200');
    await user.click(within(dialog).getByRole('button', { name: 'Open shift' }));
    await waitFor(() => expect(posted('/api/pos/drawer/open')).toHaveLength(1));
    expect(posted('/api/pos/drawer/open')[0]?.body).toEqual({ float: 20000 });
    const x = await screen.findByLabelText('X report (mid-shift, nothing reset)');
    expect(within(x).getByText('Expected in drawer').nextSibling).toHaveTextContent('$217.60');
    expect(within(x).getByText('Change given').nextSibling).toHaveTextContent('-$2.40');
  });

  it('closes with the cash counted and shows the Z report, short by 60 cents, and prints it', async () => {
    const { user, posted } = renderDrawer(openShift);
    await user.click(await screen.findByRole('button', { name: 'Close shift (Z report)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close shift (Z report)' });
    expect(within(dialog).getByText(/Expected: \$217\.60/)).toBeInTheDocument();
    const counted = within(dialog).getByLabelText('Cash counted');
    await user.type(counted, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Close shift (Z report)' }));
    expect(await within(dialog).findByText(/Please enter an amount in dollars/)).toBeInTheDocument();
    expect(posted('/api/pos/drawer/close')).toHaveLength(0);
    await user.clear(counted);
    await user.type(counted, '217');
    await user.click(within(dialog).getByRole('button', { name: 'Close shift (Z report)' }));
    await waitFor(() => expect(posted('/api/pos/drawer/close')).toHaveLength(1));
    expect(posted('/api/pos/drawer/close')[0]?.body).toEqual({ shiftId: 's1', counted: 21700 });
    const z = await screen.findByLabelText('Z report');
    expect(within(z).getByText('Short $0.60')).toBeInTheDocument();
    expect(within(z).getByText('Cash counted').nextSibling).toHaveTextContent('$217.00');
    expect(within(z).getByText('Voids (1)').nextSibling).toHaveTextContent('$8.80');
    await user.click(screen.getByRole('button', { name: 'Print Z report' }));
    await waitFor(() => expect(posted('/api/pos/drawer/print')).toHaveLength(1));
    expect(posted('/api/pos/drawer/print')[0]?.body).toEqual({ shiftId: 's1' });
  });
});
