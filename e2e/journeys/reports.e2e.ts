import { readFile } from 'node:fs/promises';
import { parseCsv, type TodaySalesReport } from '@rpos/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';

// Golden Dragon's owner (restaurantAdmin passes every check) and its manager (reports among its
// permissions, but restaurantManager sees only the welcome message on the dashboard).
const owner = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;
const manager = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantManager')!;

/** '$1,234.50' as the screens write cents. */
const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${Math.floor(Math.abs(cents) / 100).toLocaleString('en-AU')}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** Clicks the button that saves a CSV; answers the file's name and its rows (header first). */
async function downloadCsv(page: Page, button: string): Promise<{ name: string; rows: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const rows = parseCsv(await readFile((await download.path())!, 'utf8'));
  if (!rows) throw new Error(`${download.suggestedFilename()} is not CSV`);
  return { name: download.suggestedFilename(), rows };
}

/** Opens a report and presses Query over its opening range (today and the 6 days before). */
async function queryLastWeek(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByRole('button', { name: 'Query' }).click();
  await expect.poll(() => page.getByText('Something went wrong, please try again.').count()).toBe(0);
}

/** Runs `use` on a page signed in as the owner at 1280 px, closed after. */
async function asOwner(use: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await signedInPage(owner, { viewport: { width: 1280, height: 900 } });
  try {
    await use(page);
  } finally {
    await context.close();
  }
}

/**
 * back-office.md §2.4, §2.5: the owner sees today's demo sales on the dashboard (the demo history
 * fills the last 120 days) and runs every report over the last 7 days, saving each CSV; the manager
 * sees the welcome message only and its dish report is never fetched.
 */
describe('reports journey', () => {
  it("the owner's dashboard shows the server's figures of today in cards and charts", () =>
    asOwner(async (page) => {
      // What the server says now; the page (a fresh context, nothing cached) asks the same right after.
      const answer = await page.request.get('/api/getTodaySalesReport');
      expect(answer.ok()).toBe(true);
      const today = (await answer.json()) as TodaySalesReport;
      await page.goto('/dashboard');
      expect(today.weekTotalSales).toBeGreaterThan(0);
      for (const [card, cents] of [
        ["Today's Sales", today.todaySales],
        ["Today's Cash", today.todayCash],
        ["Today's Refunds", today.todayRefunds],
        ['Week Total Sales', today.weekTotalSales],
        ["Today's Tips", today.todayTips ?? 0],
      ] as const) {
        await expect
          .poll(() => page.getByRole('region', { name: card }).textContent())
          .toContain(money(cents));
      }
      const weekly = page.getByRole('figure', { name: 'Weekly Sales' });
      await weekly.locator('svg').first().waitFor();
      await weekly.getByRole('button', { name: 'Show the numbers' }).click();
      const last = today.weekReports.at(-1)!;
      await expect
        .poll(() => weekly.getByRole('table').getByRole('row').last().textContent())
        .toContain(money(last.amount));
      await page.getByRole('figure', { name: 'Weekly Cash' }).locator('svg').first().waitFor();
      const dishes = page.getByRole('region', { name: "Today's Dish Report" });
      await expect.poll(() => dishes.textContent()).toMatch(/No dishes sold today yet\.|Quantity/);
      await expectNoSeriousA11yViolations(page, 'dashboard');
    }));

  it('runs the sales report and saves sales-report.csv and sales-month-report.csv', () =>
    asOwner(async (page) => {
      await page.goto('/salesReport');
      const months = page.getByRole('table', { name: 'Months' });
      await months.waitFor();
      const file = await downloadCsv(page, 'Download CSV');
      expect(file.name).toBe('sales-report.csv');
      // Refunds, tips, voids and the drawer's over/short follow the sales (decision 0577).
      expect(file.rows[0]).toEqual([
        'Month',
        'Sales',
        'Refunds',
        'Tips',
        'Voids',
        'Voided Value',
        'Over/Short',
      ]);
      expect(file.rows.length).toBeGreaterThan(1);
      const latest = file.rows.at(-1)![0]!;
      await page.getByRole('button', { name: `Show the days of ${latest}` }).click();
      await page.getByRole('table', { name: `Days of ${latest}` }).waitFor();
      const days = await downloadCsv(page, `Download ${latest} CSV`);
      expect(days.name).toBe('sales-month-report.csv');
      expect(days.rows[0]).toEqual([
        'Month',
        'Date',
        'Sales',
        'Refunds',
        'Tips',
        'Voids',
        'Voided Value',
        'Over/Short',
      ]);
      expect(days.rows[1]?.[0]).toBe(latest);
    }));

  it('runs the sales details and order source/type reports over the last 7 days', () =>
    asOwner(async (page) => {
      await queryLastWeek(page, '/salesDetailsReport', 'Sales Details Report');
      await page.getByRole('figure', { name: 'Sales by order hour' }).locator('svg').first().waitFor();
      await page.getByRole('figure', { name: 'Sales by weekday' }).waitFor();
      await expectNoSeriousA11yViolations(page, 'sales details report');

      await queryLastWeek(page, '/orderTypeReport', 'Order Source and Type Report');
      await page.getByRole('figure', { name: 'Order source' }).locator('svg').first().waitFor();
      await page.getByRole('figure', { name: 'Order type' }).locator('svg').first().waitFor();
    }));

  it('runs both dish reports and saves dish-report.csv and dishes-report.csv', () =>
    asOwner(async (page) => {
      const header = ['No', 'Category', 'Name', 'Alt Name', 'Option', 'Quantity', 'Total'];
      await queryLastWeek(page, '/dishesReport', 'Dish Report (Order)');
      await page.getByRole('table', { name: 'Dishes' }).waitFor();
      const order = await downloadCsv(page, 'Download CSV');
      expect(order.name).toBe('dish-report.csv');
      expect(order.rows[0]).toEqual(header);
      expect(order.rows.length).toBeGreaterThan(1);
      // Count descending by default.
      const counts = order.rows.slice(1).map((r) => Number(r[5]));
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      await page.getByRole('tab', { name: 'Category Sales Breakdown' }).click();
      await page.getByRole('figure', { name: 'Sales by category' }).locator('svg').first().waitFor();

      await queryLastWeek(page, '/dishesTransactionReport', 'Dish Report (Transaction)');
      await page.getByRole('table', { name: 'Dishes' }).waitFor();
      const bills = await downloadCsv(page, 'Download CSV');
      expect(bills.name).toBe('dishes-report.csv');
      expect(bills.rows[0]).toEqual(header);
      expect(bills.rows.length).toBeGreaterThan(1);
      expect(bills.rows.length).toBeLessThanOrEqual(101);
    }));

  it('runs the payment types report by type and by table, and saves payment-types.csv', () =>
    asOwner(async (page) => {
      await queryLastWeek(page, '/paymentTypesReport', 'Payment Types Report');
      await page.getByRole('table', { name: 'Payment types' }).waitFor();
      const byType = await downloadCsv(page, 'Download CSV');
      expect(byType.name).toBe('payment-types.csv');
      expect(byType.rows[0]).toEqual(['Payment Type', 'Count', 'Amount', 'Tax']);
      const total = byType.rows.at(-1)!;
      expect(total[0]).toBe('Total');
      // Tax is the amount / 11, in cents.
      const cents = Math.round(Number(total[2]) * 100);
      expect(Math.round(Number(total[3]) * 100)).toBe(Math.round(cents / 11));

      await page.getByLabel('Group by Table').check();
      await page.getByRole('button', { name: 'Query' }).click();
      await page.getByRole('table', { name: 'Takings by table' }).waitFor();
      const byTable = await downloadCsv(page, 'Download CSV');
      expect(byTable.rows[0]).toEqual(['Table', 'Payment Types', 'Transactions', 'Amount', 'Tax', 'Average']);
      await expectNoSeriousA11yViolations(page, 'payment types report');
    }));

  it('shows a restaurantManager the welcome message only, fetching no figures', async () => {
    const { context, page: managerPage } = await signedInPage(manager);
    try {
      const asked: string[] = [];
      managerPage.on('request', (r) => asked.push(new URL(r.url()).pathname));
      await managerPage.goto('/dashboard');
      await managerPage.getByText('Welcome! Please use the navigation menu to find what you need.').waitFor();
      await managerPage.waitForTimeout(500);
      expect(asked).not.toContain('/api/getTodayDishReport');
      expect(asked).not.toContain('/api/getTodaySalesReport');
      expect(await managerPage.getByRole('figure').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
