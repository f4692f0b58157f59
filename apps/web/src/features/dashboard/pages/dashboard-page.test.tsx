import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

const SLOW = { timeout: 30_000 };

const week = [
  '2025-06-04',
  '2025-06-05',
  '2025-06-06',
  '2025-06-07',
  '2025-06-08',
  '2025-06-09',
  '2025-06-10',
];

function setup(user: ReturnType<typeof makeUser>) {
  const fetch = mockFetch({
    'GET /api/restaurantInfo': { body: { restaurant: { timezone: 'Australia/Sydney' } } },
    'GET /api/getTodaySalesReport': {
      body: {
        todaySales: 123450,
        todayCash: 20000,
        todayRefunds: 1500,
        todayTips: 700,
        todayTipsByStaff: [
          { staffName: 'Mei', tips: 500, count: 2 },
          { staffName: 'Bo', tips: 200, count: 1 },
        ],
        weekTotalSales: 700000,
        weekReports: week.map((date, i) => ({ date, amount: 100000 + i, cash: 20000, refunds: 0 })),
      },
    },
    'GET /api/getTodayDishReport': {
      body: {
        dishes: [
          { dishName: 'Peking Duck', altName: '北京烤鸭', totalCount: 4, totalSales: 15200 },
          { dishName: 'Rice', altName: null, totalCount: 2, totalSales: 800 },
        ],
      },
    },
  });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], user);
  renderWithApp(<DashboardPage />, { path: '/dashboard', client });
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage (back-office.md §2.4)', () => {
  it("shows the owner today's cards, the week's charts and today's dishes", SLOW, async () => {
    setup(makeUser('restaurantAdmin'));
    const sales = await screen.findByRole('region', { name: "Today's Sales" });
    expect(sales).toHaveTextContent('$1,234.50');
    expect(screen.getByRole('region', { name: "Today's Cash" })).toHaveTextContent('$200.00');
    expect(screen.getByRole('region', { name: "Today's Refunds" })).toHaveTextContent('$15.00');
    expect(screen.getByRole('region', { name: 'Week Total Sales' })).toHaveTextContent('$7,000.00');
    // Tips apart from the sales, with who took them (decision 0577).
    expect(screen.getByRole('region', { name: "Today's Tips" })).toHaveTextContent(
      '$7.00Mei $5.00 · Bo $2.00',
    );
    expect(screen.getByRole('figure', { name: 'Weekly Cash' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Weekly Sales' })).toBeInTheDocument();
    const dishes = await screen.findByRole('table', { name: "Today's Dish Report" });
    expect(
      within(dishes)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No', 'Name', 'Quantity', 'Amount']);
    expect(
      within(dishes).getByRole('row', { name: '1 Peking Duck (北京烤鸭) 4 $152.00' }),
    ).toBeInTheDocument();
  });

  it('shows a restaurantManager only the welcome message and fetches no figures', SLOW, async () => {
    const { calls } = setup(makeUser('restaurantManager', ['reports', 'orders']));
    expect(
      await screen.findByText('Welcome! Please use the navigation menu to find what you need.'),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    expect(calls.map((c) => c.path)).not.toContain('/api/getTodayDishReport');
    expect(calls.map((c) => c.path)).not.toContain('/api/getTodaySalesReport');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
