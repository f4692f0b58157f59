import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { SalesDetailsReportPage } from './sales-details-report-page';

// Three charts drawn in jsdom: slow on a busy 2-core machine.
const SLOW = { timeout: 60_000 };

const hours = (amountAt: Record<number, number>) =>
  Array.from({ length: 24 }, (_, hour) => ({ hour, amount: amountAt[hour] ?? 0 }));

function setup(routes: Parameters<typeof mockFetch>[0]) {
  const fetch = mockFetch({
    'GET /api/restaurantInfo': { body: { restaurant: { timezone: 'Australia/Sydney' } } },
    ...routes,
  });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser('restaurantReport'));
  renderWithApp(<SalesDetailsReportPage />, { path: '/salesDetailsReport', client });
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('SalesDetailsReportPage', () => {
  it('queries the last 7 days, and sends the weekday filter to both calls', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      'GET /api/salesHoursReport': { body: hours({ 12: 4550, 19: 10000 }) },
      'GET /api/salesByDates': ({ url }) => ({
        body:
          url.searchParams.get('weekday') === 'Mon'
            ? [{ date: '2025-06-02', amount: 4550 }]
            : [
                { date: '2025-06-02', amount: 4550 },
                { date: '2025-06-03', amount: 10000 },
              ],
      }),
    });
    const hourChart = await screen.findByRole('figure', { name: 'Sales by order hour' });
    const first = calls.find((c) => c.path === '/api/salesHoursReport')!;
    expect(first.url.searchParams.get('weekday')).toBe('All');
    const start = first.url.searchParams.get('startDateStr')!;
    const end = first.url.searchParams.get('endDateStr')!;
    expect((Date.parse(end) - Date.parse(start)) / 86_400_000).toBe(6);

    // The chart's text alternative: the table of its numbers.
    await user.click(within(hourChart).getByRole('button', { name: 'Show the numbers' }));
    const numbers = within(hourChart).getByRole('table', { name: 'The numbers of Sales by order hour' });
    expect(within(numbers).getByRole('row', { name: '12:00 $45.50' })).toBeInTheDocument();

    const weekdays = screen.getByRole('figure', { name: 'Sales by weekday' });
    await user.click(within(weekdays).getByRole('button', { name: 'Show the numbers' }));
    expect(within(weekdays).getByRole('row', { name: 'Tue $100.00' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Weekday' }));
    await user.click(screen.getByRole('option', { name: 'Mon' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url.searchParams.get('weekday') === 'Mon')
          .map((c) => c.path)
          .sort(),
      ).toEqual(['/api/salesByDates', '/api/salesHoursReport']),
    );
    const monday = await screen.findByRole('figure', { name: 'Sales by weekday' });
    await waitFor(() => expect(within(monday).queryByRole('row', { name: /^Tue/ })).not.toBeInTheDocument());
    await user.click(within(monday).getByRole('button', { name: 'Show the numbers' }));
    expect(within(monday).getByRole('row', { name: 'Mon $45.50' })).toBeInTheDocument();
  });

  it('says so when the period holds nothing', SLOW, async () => {
    setup({
      'GET /api/salesHoursReport': { body: hours({}) },
      'GET /api/salesByDates': { body: [] },
    });
    expect(await screen.findByText('No data available for the selected period.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('clears the charts when a call fails', SLOW, async () => {
    setup({
      'GET /api/salesHoursReport': { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
      'GET /api/salesByDates': { body: [{ date: '2025-06-02', amount: 4550 }] },
    });
    expect(await screen.findByText('Something went wrong, please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
