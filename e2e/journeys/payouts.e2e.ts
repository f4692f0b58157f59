import { localClock, PAYOUT_MESSAGES as M, type PayoutAccountResponse } from '@rpos/domain';
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

async function account(request: APIRequestContext) {
  const res = await request.get('/api/payoutAccount');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as PayoutAccountResponse).accountDetails;
}

const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-AU')}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The payment-provider account page on the sandbox (restaurant-config.md §2.6): the admin, acting on
 * Golden Dragon, opens Provider Payments from the sidebar, sets a daily payout time and sees the
 * simulated balance account follow (its schedule and its sweep), then transfers money to a bank
 * account and sees the balance go down by that amount.
 */
describe('Payment-provider account (admin, sandbox)', () => {
  it('sets a payout schedule the balance account follows; a transfer lowers the balance', async () => {
    const { context, page } = await signedInPage(admin, { viewport: { width: 1400, height: 900 } });
    try {
      const select = await page.request.put('/api/userRestaurantId', {
        data: { restaurantId: 'goldendragon' },
      });
      expect(select.ok()).toBe(true);
      const before = await account(page.request);

      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Provider Payments' }).first().click();
      await page.waitForURL((url) => url.pathname === '/providerPayments');
      await page.getByRole('heading', { level: 1, name: 'Payment Provider Account' }).waitFor();
      const details = page.getByRole('table', { name: 'Account details' });
      await details.getByText(dollars(before.balance)).first().waitFor();

      // A time 12 hours away in Sydney, so no payout runs during the journey.
      const now = localClock(new Date(), 'Australia/Sydney');
      const hour = (Math.floor(now.minutes / 60) + 12) % 24;
      const time = `${String(hour).padStart(2, '0')}:15`;
      await page.getByRole('button', { name: 'Set Payout Schedule' }).click();
      const scheduleDialog = page.getByRole('dialog', { name: 'Set Payout Schedule' });
      await scheduleDialog.getByLabel('Payout time').fill(time);
      await scheduleDialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText(M.scheduleSet).waitFor();
      await details.getByText(`Daily at ${time} (Australia/Sydney)`).waitFor();
      const sweeps = page.getByRole('table', { name: 'Sweeps' });
      await sweeps.getByText(`Daily at ${time} (Australia/Sydney)`).waitFor();
      const followed = await account(page.request);
      expect(followed).toMatchObject({ sweepHour: hour, sweepMinute: 15, balance: before.balance });

      // Transfer Money: the §5 text first, then a bank transfer of $12.34.
      await page.getByRole('button', { name: 'Transfer Money' }).click();
      const dialog = page.getByRole('dialog', { name: 'Transfer Money' });
      await dialog.getByRole('button', { name: 'Transfer Money' }).click();
      await dialog.getByText(M.fillAllFields).waitFor();
      await dialog.getByRole('combobox', { name: 'Transfer to' }).click();
      await page.getByRole('option', { name: 'Bank account' }).click();
      await dialog.getByLabel('Amount ($)').fill('12.34');
      await dialog.getByLabel('Description').fill('Supplier invoice');
      await dialog.getByLabel('Bank account number').fill('12345678');
      await dialog.getByLabel('BSB').fill('062-000');
      await dialog.getByRole('button', { name: 'Transfer Money' }).click();
      await page.getByText(M.transferred).waitFor();
      await details
        .getByText(dollars(before.balance - 1234))
        .first()
        .waitFor();
      await page.getByRole('table', { name: 'Latest transfers' }).getByText('Supplier invoice').waitFor();
      expect((await account(page.request)).balance).toBe(before.balance - 1234);

      // The sweep is deleted again from its list.
      await sweeps.getByRole('button', { name: /^Delete / }).click();
      await page
        .getByRole('dialog', { name: 'Delete the sweep' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByText(M.sweepDeleted).waitFor();
      await details.getByText('Not set').waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);
});
