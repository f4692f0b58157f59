import { type DishReport, parseCsv } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { DishesReportPage } from './dishes-report-page';

const SLOW = { timeout: 30_000 };

const report: DishReport = {
  dishes: [
    {
      category: 'Mains',
      totalSales: 9000,
      totalCounts: 4,
      dishes: [
        { name: 'Beef', altName: null, total: 6000, count: 3, isOption: false, productId: 'b' },
        { name: 'Duck', altName: '鸭', total: 3000, count: 1, isOption: false, productId: 'd' },
      ],
    },
    {
      category: 'Drinks',
      totalSales: 2000,
      totalCounts: 5,
      dishes: [{ name: 'Tea', altName: null, total: 2000, count: 5, isOption: false, productId: 't' }],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('DishesReportPage', () => {
  it(
    'sorts by count, lets a header re-sort, toggles options and saves dish-report.csv as sorted',
    SLOW,
    async () => {
      const user = userEvent.setup();
      let saved: Blob | null = null;
      vi.stubGlobal(
        'URL',
        Object.assign(URL, {
          createObjectURL: vi.fn((blob: Blob) => {
            saved = blob;
            return 'blob:x';
          }),
          revokeObjectURL: vi.fn(),
        }),
      );
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      const { calls } = mockFetch({
        'GET /api/restaurantInfo': { body: { restaurant: { timezone: 'Australia/Sydney' } } },
        'GET /api/dishesOrderReport': { body: report },
      });
      const client = testQueryClient();
      client.setQueryData(['auth', 'user'], makeUser('restaurantAdmin'));
      renderWithApp(<DishesReportPage />, { path: '/dishesReport', client });

      const table = await screen.findByRole('table', { name: 'Dishes' });
      const names = () =>
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((r) => within(r).getAllByRole('cell')[2]?.textContent);
      expect(names()).toEqual(['Tea', 'Beef', 'Duck (鸭)']);
      await user.click(within(table).getByRole('button', { name: 'Total' }));
      expect(names()).toEqual(['Beef', 'Duck (鸭)', 'Tea']);
      await user.click(within(table).getByRole('button', { name: 'Total' }));
      expect(names()).toEqual(['Tea', 'Duck (鸭)', 'Beef']);

      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('dish-report.csv');
      click.mockRestore();
      const rows = parseCsv(await (saved as unknown as Blob).text());
      expect(rows?.[0]).toEqual(['No', 'Category', 'Name', 'Alt Name', 'Option', 'Quantity', 'Total']);
      expect(rows?.slice(1).map((r) => r[2])).toEqual(['Tea', 'Duck', 'Beef']);

      expect(
        calls.find((c) => c.path === '/api/dishesOrderReport')?.url.searchParams.get('isUsingOption'),
      ).toBe('false');
      await user.click(screen.getByLabelText('Show options'));
      await waitFor(() =>
        expect(
          calls.some(
            (c) => c.path === '/api/dishesOrderReport' && c.url.searchParams.get('isUsingOption') === 'true',
          ),
        ).toBe(true),
      );

      await user.click(screen.getByRole('tab', { name: 'Category Sales Breakdown' }));
      const categories = screen.getByRole('table', { name: 'Categories' });
      expect(within(categories).getByRole('row', { name: 'Mains 4 $90.00' })).toBeInTheDocument();
      expect(screen.getByRole('figure', { name: 'Sales by category' })).toBeInTheDocument();
    },
  );
});
