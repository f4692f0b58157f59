import {
  type LiveTransactionsResponse,
  type PlaceOrderResponse,
  TRANSACTION_DELETE_REASONS,
} from '@rpos/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { openDinerPage, orderAndPlace, planOrder, visible } from '../support/diner-checkout';

/**
 * Live transactions (back-office.md §2.8): Golden Dragon's manager has /live-transactions open while
 * a diner orders from a table's QR code and pays at the counter; the new bill shows within a second
 * (the staff event stream's transactionChanged, not the 30-second refetch). The manager then deletes
 * it as a test transaction, which is also how the demo data is left as it was.
 *
 * Table 11 is used by no other journey, so the order opens a bill of its own. When Golden Dragon is
 * closed, the order is a takeaway scheduled for the next opening (diner-checkout.ts), on the Takeaway tab.
 */

const TEST_TRANSACTION = TRANSACTION_DELETE_REASONS[2];
const manager = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin' && a.restaurant === 'goldendragon')!;

/** The bill an order is on, from GET /liveTransactions; undefined when it is not open. */
async function billOf(page: Page, orderId: string): Promise<string | undefined> {
  const res = await page.request.get('/api/liveTransactions');
  expect(res.status()).toBe(200);
  const { liveTransactions } = (await res.json()) as LiveTransactionsResponse;
  return liveTransactions.find((t) => t.table.orders.some((o) => o.orderId === orderId))?.id;
}

describe('live transactions journey', () => {
  it('the live transactions page shows a new QR order within a second', async () => {
    const planned = await planOrder();
    const plan = planned.dineIn ? { ...planned, tableId: '11' } : planned;
    const tab = plan.dineIn ? 'Dine In' : 'Takeaway';
    const label = plan.dineIn ? 'Table 11' : 'Paying Diner';

    const staff = await signedInPage(manager);
    const stream = staff.page.waitForRequest((r) => r.url().endsWith('/api/staff/events'));
    await staff.page.goto('/live-transactions');
    await stream;
    const tabButton = staff.page.getByRole('tab', { name: new RegExp(`^${tab} \\(\\d+\\)$`) });
    await visible(tabButton);
    await tabButton.click();
    const rows = staff.page.getByTestId('live-transaction-row').filter({ hasText: label });
    const before = await rows.count();

    const diner = await openDinerPage(plan);
    let orderId: string | null = null;
    try {
      const answered = diner.page.waitForResponse(
        (r) => r.url().endsWith('/api/placeOrder') && r.request().method() === 'POST',
      );
      await orderAndPlace(diner.page, plan, 'Pay at counter');
      const res = await answered;
      expect(res.status(), await res.text()).toBe(200);
      orderId = ((await res.json()) as PlaceOrderResponse).reference;
      const placedAt = Date.now();
      await expect.poll(() => rows.count(), { timeout: 1000, interval: 25 }).toBe(before + 1);
      expect(Date.now() - placedAt).toBeLessThan(1000);

      const row = rows.last();
      await expect.poll(() => row.textContent()).toContain('Active');
      await expect.poll(() => row.textContent()).toContain('Crispy Pork Belly');

      // Deleted as a test transaction, it leaves the list.
      await row.getByRole('button', { name: `Delete ${label}` }).click();
      const dialog = staff.page.getByRole('dialog', { name: `Delete ${label}` });
      await visible(dialog);
      await dialog.getByRole('radio', { name: TEST_TRANSACTION }).check();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await visible(staff.page.getByText('Deleted successfully!'));
      await expect.poll(() => rows.count()).toBe(before);
    } finally {
      // Whatever happened above, the demo data keeps no open bill from this journey.
      if (orderId) {
        const left = await billOf(staff.page, orderId);
        if (left) {
          const res = await staff.page.request.delete(
            `/api/liveTransactions/${left}?reason=${encodeURIComponent(TEST_TRANSACTION)}`,
          );
          expect(res.ok(), await res.text()).toBe(true);
        }
        expect(await billOf(staff.page, orderId)).toBeUndefined();
      }
      await diner.context.close();
      await staff.context.close();
    }
  });
});
