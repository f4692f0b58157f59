import type { PrintJobsResponse } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { enterMenu } from '../support/diner';
import { openDinerPage, planOrder, visible } from '../support/diner-checkout';

// Golden Dragon's restaurant admin reads the print outbox.
const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;
const DINER = `Allergy Diner ${Date.now().toString(36)}`;

/**
 * Allergens (issue 32): on a phone a diner hides peanut dishes (Kung Pao Chicken stays: its "No
 * peanuts" option can leave them out), orders it anyway with the peanuts, sees peanut already declared
 * at checkout (from the filter) and places the order; the kitchen docket in the print outbox (the demo
 * printers are unreachable, decision 0349) flags the order and the Kung Pao Chicken line.
 */
describe('allergens (diner, restaurantAdmin)', () => {
  it('a diner hides peanut dishes, declares a peanut allergy and orders; the docket flags it', async () => {
    const plan = await planOrder();
    const { page, context } = await openDinerPage(plan);
    try {
      await page.goto(`/online/goldendragon/${plan.tableId}`);
      await enterMenu(page);
      const dish = (name: string) => page.getByRole('button', { name, exact: true });
      await visible(dish('Chiu Chow Dumplings').first());

      await page.getByRole('button', { name: 'Allergens & diet' }).click();
      const filter = page.getByRole('dialog', { name: 'Allergens & diet' });
      await filter
        .getByRole('group', { name: 'Hide dishes with' })
        .getByRole('button', { name: 'Peanut', exact: true })
        .click();
      await filter.getByRole('button', { name: 'Done' }).click();
      await visible(page.getByRole('button', { name: 'Allergens & diet (1)' }));
      await expect.poll(() => dish('Chiu Chow Dumplings').count()).toBe(0);
      await expect.poll(() => dish('Kung Pao Prawns').count()).toBe(0);

      // Kept: its option can leave the peanuts out. Its card and screen say what it contains.
      const card = dish('Kung Pao Chicken').first();
      await visible(card);
      await card.click();
      await visible(page.getByRole('heading', { level: 1, name: 'Kung Pao Chicken' }));
      const allergens = page.getByTestId('allergens');
      await expect
        .poll(() => allergens.getAttribute('aria-label'))
        .toBe('Contains Gluten, Wheat, Peanut, Soy');
      // "No peanuts" takes peanut away on the screen; the diner wants them after all.
      // (An optional single choice: a second tap clears it.)
      const noPeanuts = page.getByRole('radio', { name: /No peanuts/ });
      await noPeanuts.click();
      await expect.poll(() => allergens.getAttribute('aria-label')).toBe('Contains Gluten, Wheat, Soy');
      await noPeanuts.click();
      await expect
        .poll(() => allergens.getAttribute('aria-label'))
        .toBe('Contains Gluten, Wheat, Peanut, Soy');
      await page.getByRole('button', { name: /^Add \$/ }).click();
      await visible(page.getByRole('link', { name: /^Cart, [1-9]\d* items/ }));

      await page.getByRole('link', { name: /^Cart, / }).click();
      await page.getByRole('link', { name: 'Checkout' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Checkout' }));
      await page.getByLabel(/^Name/).fill(DINER);
      if (plan.dineIn) await page.getByLabel(/^Number of guests/).fill('2');
      await page.getByLabel(/^Mobile number/).fill('0412345678');
      if (!plan.dineIn) {
        await page.getByRole('radio', { name: 'Choose a time' }).check();
        await page.getByLabel(/^Date/).fill(plan.date as string);
        await page.getByLabel(/^Time/).fill(plan.time as string);
      }
      // Declared already: the allergens the diner hid on the menu.
      const declared = page.getByRole('group', { name: 'Allergies' });
      await expect
        .poll(() =>
          declared.getByRole('button', { name: 'Peanut', exact: true }).getAttribute('aria-pressed'),
        )
        .toBe('true');
      await page.getByRole('radio', { name: 'Pay at counter', exact: true }).check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(/\/orderSuccess\//, { timeout: 60_000 });
    } finally {
      await context.close();
    }

    // The kitchen's paper, in the print outbox: the order and its Kung Pao Chicken line are flagged.
    const staff = await signedInPage(restaurantAdmin);
    try {
      const find = async () => {
        const res = await staff.page.request.get('/api/printJobs?status=outbox&pageSize=50');
        expect(res.status()).toBe(200);
        return ((await res.json()) as PrintJobsResponse).jobs.find((j) => j.preview.includes(DINER));
      };
      await expect.poll(async () => !!(await find()), { timeout: 30_000 }).toBe(true);
      const job = (await find())!;
      await staff.page.goto('/printJobs?status=outbox');
      await staff.page
        .getByRole('button', { name: `Show the paper of ${job.title}` })
        .first()
        .click();
      const paper = staff.page.getByLabel('Paper preview').first();
      await visible(paper);
      const text = (await paper.textContent()) ?? '';
      expect(text).toContain('ALLERGY: PEANUT');
      const rows = text.split('\n');
      const line = rows.findIndex((r) => r.includes('Kung Pao Chicken'));
      expect(line).toBeGreaterThanOrEqual(0);
      expect(rows.slice(line + 1, line + 4).some((r) => r.includes('!! ALLERGY: PEANUT !!'))).toBe(true);
    } finally {
      await staff.context.close();
    }
  });
});
