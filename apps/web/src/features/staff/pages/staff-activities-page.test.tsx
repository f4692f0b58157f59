import type { StaffActivity } from '@rpos/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { StaffActivitiesPage } from './staff-activities-page';

const SLOW = { timeout: 45_000 };

const act = (i: number, more: Partial<StaffActivity>): StaffActivity => ({
  id: `a${i}`,
  operationType: 'payment',
  operationName: 'Paid CASH',
  details: 'Table 5',
  updatedAt: '2025-06-02T02:00:05.000Z',
  price: 1250,
  staffName: 'Mei Chen',
  transactionId: 'bill-1',
  ...more,
});

function setup(list: StaffActivity[]) {
  const fetch = mockFetch({
    'GET /api/staffActivities': ({ url }) => ({
      body: { staffActivityList: list, dateStr: url.searchParams.get('dateStr') },
    }),
  });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser('restaurantAdmin'));
  return {
    ...fetch,
    ...renderWithApp(<StaffActivitiesPage />, {
      path: '/staffActivities?date=02-06-25',
      route: '/staffActivities',
      client,
    }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('StaffActivitiesPage', () => {
  it(
    'shows the day in the table, sums it in the report view, links bills and the transactions day',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { calls } = setup([
        act(1, {}),
        act(2, { price: 500 }),
        act(3, {
          operationType: 'clockIn',
          operationName: 'Clocked in',
          details: 'Staff 1001',
          price: 0,
          transactionId: null,
        }),
      ]);
      const table = await screen.findByRole('table', { name: 'Staff activities' });
      expect(calls.find((c) => c.path === '/api/staffActivities')!.url.searchParams.get('dateStr')).toBe(
        '02-06-25',
      );
      const rows = within(table).getAllByRole('row');
      expect(
        within(rows[1]!)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['Payment', 'Paid CASH', '02/06/2025 12:00:05', '$12.50', 'Mei Chen', 'Table 5']);
      expect(within(rows[1]!).getByRole('link', { name: 'Table 5' })).toHaveAttribute(
        'href',
        '/transaction/bill-1',
      );
      expect(within(rows[3]!).queryByRole('link')).toBeNull();
      expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute(
        'href',
        '/transactions?date=02-06-25',
      );

      await user.click(screen.getByRole('button', { name: 'Report' }));
      const report = screen.getByRole('table', { name: 'Staff activities by staff member' });
      const lines = within(report)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
      expect(lines).toEqual([
        ['Mei Chen', 'Clock in', '1', '$0.00'],
        ['Mei Chen', 'Payment', '2', '$17.50'],
      ]);
    },
  );

  it("says 'No activities to download' for an empty day", SLOW, async () => {
    const user = userEvent.setup();
    setup([]);
    await screen.findByText('No activities on this day.');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('No activities to download')).toBeInTheDocument();
  });
});
