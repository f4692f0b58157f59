import { randomUUID } from 'node:crypto';
import {
  type MenuItem,
  orderNumberFromUuid,
  type PosBillResponse,
  type PosSetupResponse,
  TRANSACTION_DELETE_REASONS,
} from '@rpos/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { visible } from '../support/diner-checkout';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const TEST_TRANSACTION = TRANSACTION_DELETE_REASONS[2];

/** A dish the counter can sell as it is: no sizes or choices, shown at any hour. */
const plainDish = (setup: PosSetupResponse): MenuItem => {
  const menu = setup.takeawayMenu ?? setup.menu;
  const dish = menu?.categories
    .flatMap((c) => c.items)
    .find(
      (d) =>
        d.active &&
        d.active_begin === null &&
        d.hidden_until === null &&
        d.activeWeekDays.length === 0 &&
        !d.isOption &&
        !d.isTakeawayDisabled &&
        d.sizes.length === 0 &&
        d.groups.length === 0,
    );
  if (!dish) throw new Error('no plain dish on the published menu');
  return dish;
};

/** A takeaway bill opened at the POS (through its API, as the counter does), answered with its id. */
async function counterBill(page: Page): Promise<string> {
  const setup = (await (await page.request.get('/api/pos/setup')).json()) as PosSetupResponse;
  const res = await page.request.post('/api/pos/orders', {
    data: {
      orderNumber: orderNumberFromUuid(randomUUID()),
      type: 'takeaway',
      items: [{ dish: { id: plainDish(setup).id }, quantity: 1 }],
      customerName: 'E2E Test Bill',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as PosBillResponse).transaction.uuid;
}

/**
 * back-office.md §2.7, §5, §6: an admin acting on Golden Dragon deletes a test bill from
 * /transactions with the reason 'Test transaction'; it leaves the list and comes back, tagged
 * Deleted with its reason, only with the admin-only "Show deleted transactions" switch on.
 */
describe('transactions journey (admin)', () => {
  it('deletes a test transaction with a reason and finds it only with the switch on', async () => {
    const { page, context } = await signedInPage(admin, { viewport: { width: 1400, height: 900 } });
    try {
      const select = await page.request.put('/api/userRestaurantId', {
        data: { restaurantId: 'goldendragon' },
      });
      expect(select.ok()).toBe(true);
      const billId = await counterBill(page);
      const short = billId.slice(-6);

      await page.goto('/transactions');
      await page.getByLabel('Search').fill(short);
      const table = page.getByRole('table', { name: 'Transactions' });
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: short, exact: true }) });
      await visible(row);

      await row.getByRole('checkbox', { name: `Select transaction ${short}` }).check();
      await page.getByRole('button', { name: 'Remove Invalid Transactions' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove invalid transactions' });
      await visible(dialog);
      // No reason yet: the spec's text, and nothing is sent.
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await visible(dialog.getByText('Please select or enter a reason.'));
      await dialog.getByRole('radio', { name: TEST_TRANSACTION }).check();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await visible(page.getByText('Deleted successfully!'));
      await expect.poll(() => row.count()).toBe(0);

      await page.getByLabel('Show deleted transactions').check();
      await visible(row);
      await visible(row.getByText(`Deleted: ${TEST_TRANSACTION}`, { exact: true }));
      await expect(
        row.getByRole('checkbox', { name: `Select transaction ${short}` }).isDisabled(),
      ).resolves.toBe(true);

      await page.getByLabel('Show deleted transactions').uncheck();
      await expect.poll(() => row.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
