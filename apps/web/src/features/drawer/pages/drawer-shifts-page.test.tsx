import type { DrawerShift } from '@rpos/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { DrawerShiftsPage } from './drawer-shifts-page';

const SLOW = { timeout: 45_000 };

afterEach(() => vi.unstubAllGlobals());

const shift: DrawerShift = {
  id: 's1',
  status: 'closed',
  openedAt: '2025-06-02T00:00:00.000Z',
  openedBy: 'Mei Chen',
  closedAt: '2025-06-02T08:00:00.000Z',
  closedBy: 'Bo Boss',
  float: 20000,
  counted: 21700,
  overShort: -60,
  figures: {
    sales: [{ type: 'CASH', count: 1, amount: 1760 }],
    salesTotal: 1760,
    refunds: [],
    refundsTotal: 0,
    voids: { count: 0, amount: 0 },
    discounts: { count: 0, amount: 0 },
    noSales: 0,
    cash: {
      float: 20000,
      cashTendered: 2000,
      changeGiven: 240,
      cashRefunds: 0,
      payIns: 0,
      payOuts: 0,
      expected: 21760,
    },
  },
  movements: [
    {
      id: 'm1',
      type: 'payOut',
      amount: 300,
      reason: 'Supplier',
      staffName: 'Mei Chen',
      approvedBy: 'Bo Boss',
      at: '2025-06-02T03:00:00.000Z',
    },
  ],
  timezone: 'Australia/Sydney',
};

function setup(shifts: DrawerShift[]) {
  const fetch = mockFetch({
    'GET /api/drawerShifts': ({ url }) => ({
      body: {
        shifts,
        dateStr: url.searchParams.get('dateStr'),
        overShortTotal: shifts.reduce((s, x) => s + (x.overShort ?? 0), 0),
      },
    }),
  });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser('restaurantAdmin', ['transactions']));
  return {
    ...fetch,
    ...renderWithApp(<DrawerShiftsPage />, {
      path: '/drawerShifts?date=02-06-25',
      route: '/drawerShifts',
      client,
    }),
  };
}

describe('DrawerShiftsPage', () => {
  it(
    'shows the day’s Z reports on the restaurant’s clock, the day’s over/short, and saves the CSV',
    SLOW,
    async () => {
      const created: Blob[] = [];
      vi.stubGlobal(
        'URL',
        Object.assign(URL, {
          createObjectURL: (b: Blob) => {
            created.push(b);
            return 'blob:x';
          },
          revokeObjectURL: () => {},
        }),
      );
      const { calls } = setup([shift]);
      const z = await screen.findByLabelText('Z report');
      expect(calls.find((c) => c.path === '/api/drawerShifts')?.url.searchParams.get('dateStr')).toBe(
        '02-06-25',
      );
      expect(screen.getByText('Over/short of the day: -$0.60')).toBeInTheDocument();
      expect(within(z).getByText(/Opened 02\/06\/2025 10:00 by Mei Chen/)).toBeInTheDocument();
      expect(within(z).getByText(/Supplier · Mei Chen \(approved by Bo Boss\)/)).toBeInTheDocument();
      const csv = screen.getByRole('button', { name: 'CSV' });
      expect(csv).toBeEnabled();
      await userEvent.setup().click(csv);
      expect(created).toHaveLength(1);
      const text = await created[0]!.text();
      expect(text).toContain('Over/Short');
      expect(text).toContain('-0.60');
    },
  );

  it('says when no shift was opened that day', SLOW, async () => {
    setup([]);
    expect(await screen.findByText('No drawer shift was opened on this day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV' })).toBeDisabled();
  });
});
