import { SANDBOX_TEST_CARDS } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { visible } from '../support/diner-checkout';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
// Golden Dragon's restaurant admin.
const owner = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;

/**
 * back-office.md §2.11, restaurant-config.md §2.7: a restaurant subscribes to a plan through the
 * sandbox's subscription checkout; its page and the admin's list then show the subscription active.
 * (An admin creating a restaurant, its admin and a manager is one journey in users.e2e.ts.)
 */
describe('merchants journey', () => {
  it('a restaurant subscribes through the sandbox checkout and the list shows it active', async () => {
    const { context, page } = await signedInPage(owner);
    try {
      await page.goto('/subscriptions');
      await page.getByRole('heading', { level: 1, name: 'Subscriptions' }).waitFor();
      await page.getByRole('link', { name: 'Choose a plan' }).click();
      await page.waitForURL(/\/prices$/);
      await page.getByRole('heading', { level: 1, name: 'Select a plan' }).waitFor();
      await expectNoSeriousA11yViolations(page, 'prices');
      await page.getByRole('button', { name: /^Subscribe POS Standard \$49\.95 \/ month/ }).click();

      await page.waitForURL(/\/sandbox\/subscribe\//, { timeout: 30_000 });
      await visible(page.getByTestId('sandbox-notice'));
      await page.getByLabel(/^Name on card/).fill('Raymond Wong');
      await page.getByLabel(/^Card number/).fill(SANDBOX_TEST_CARDS.decline);
      await page.getByLabel(/^Expiry/).fill('12/30');
      await page.getByLabel(/^Security code/).fill('123');
      await page.getByRole('button', { name: /^Subscribe for \$49\.95/ }).click();
      await visible(page.getByText('The card was declined. Please try another card.'));
      await page.getByLabel(/^Card number/).fill(SANDBOX_TEST_CARDS.authorise);
      await page.getByRole('button', { name: /^Subscribe for \$49\.95/ }).click();

      await page.waitForURL(/\/subscriptions/, { timeout: 30_000 });
      const row = page.getByRole('row').filter({ hasText: 'POS Standard' });
      await visible(row);
      expect(await row.getByRole('cell', { name: 'active', exact: true }).isVisible()).toBe(true);
      await expectNoSeriousA11yViolations(page, 'own subscriptions');
    } finally {
      await context.close();
    }

    const signedIn = await signedInPage(admin);
    try {
      const p = signedIn.page;
      await p.goto('/subscriptionList');
      await p.getByRole('heading', { level: 1, name: 'Subscriptions' }).waitFor();
      await p.getByLabel('Active subscriptions only').check();
      const row = p.getByRole('row').filter({ hasText: 'Golden Dragon' });
      await visible(row);
      expect(await row.getByRole('cell', { name: 'active', exact: true }).isVisible()).toBe(true);
      await expectNoSeriousA11yViolations(p, 'subscription list');
    } finally {
      await signedIn.context.close();
    }
  });
});
