import { checkoutPaymentTypes, PAYMENT_TYPE_MESSAGES as M, type PaymentTypesResponse } from '@rpos/domain';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';

// Golden Dragon's restaurant admin.
const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;

async function savedTypes(request: APIRequestContext) {
  const res = await request.get('/api/paymentTypes');
  expect(res.status()).toBe(200);
  return ((await res.json()) as PaymentTypesResponse).paymentTypes;
}

/** The Payment Type column of the list, top to bottom. */
async function shownTypes(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Payment types' });
  await table.waitFor();
  return table.locator('tbody tr td:nth-child(2)').allInnerTexts();
}

/**
 * POS payment types (restaurant-config.md §2.7): the restaurant admin adds a type on /newPaymentType,
 * finds it in the list in sort order, disables it (the POS checkout no longer offers it) and deletes
 * it. Golden Dragon's demo list is put back at the end.
 */
describe('POS payment types (restaurantAdmin)', () => {
  it('creates a type, sees it in sort order, disables it and deletes it', async () => {
    const { context, page } = await signedInPage(restaurantAdmin);
    const original = await savedTypes(page.request);
    const name = `Voucher ${Date.now().toString(36)}`;
    try {
      await page.goto('/paymentTypes');
      await page.getByRole('heading', { level: 1, name: 'POS Payment types Settings' }).waitFor();
      expect(await shownTypes(page)).toEqual(original.map((p) => p.paymentType));

      await page.getByRole('link', { name: 'Add New Payment Type' }).click();
      await page.waitForURL('**/newPaymentType');
      await page.getByLabel(/^Custom name/).fill(name);
      await page.getByLabel(/^Surcharge rate/).fill('101');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(M.surchargeRate).waitFor();
      await page.getByLabel(/^Surcharge rate/).fill('1.25');
      // Sort 3 like EFTPOS: equal sorts go by name, so it comes after EFTPOS and before AMEX (4).
      await page.getByLabel(/^Sort/).fill('3');
      await page.getByLabel('Description').fill('Gift vouchers');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => url.pathname === '/paymentTypes');
      await page.getByText(M.created).waitFor();

      const expected = [...original.map((p) => p.paymentType)];
      expected.splice(expected.indexOf('EFTPOS') + 1, 0, name);
      await expect.poll(() => shownTypes(page)).toEqual(expected);
      const row = page.getByRole('row').filter({ hasText: name });
      expect(await row.getByText('1.25%').isVisible()).toBe(true);

      // Disabled: still listed, no longer offered at checkout.
      const enabled = page.getByRole('switch', { name: `Enable ${name}` });
      expect(await enabled.isChecked()).toBe(true);
      await enabled.click();
      await page.getByText(M.updated).waitFor();
      await expect.poll(() => enabled.isChecked()).toBe(false);
      const afterDisable = await savedTypes(page.request);
      expect(afterDisable.find((p) => p.paymentType === name)).toMatchObject({ enabled: false, sort: 3 });
      expect(checkoutPaymentTypes(afterDisable).map((p) => p.paymentType)).not.toContain(name);

      // Delete needs a selection, then a confirmation.
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText(M.selectType).waitFor();
      await page.getByRole('checkbox', { name: `Select ${name}` }).check();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete payment types' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Deleted successfully!').waitFor();
      await expect.poll(() => shownTypes(page)).toEqual(original.map((p) => p.paymentType));
      expect(await savedTypes(page.request)).toEqual(original);

      await page.getByRole('main').getByRole('link', { name: 'My Restaurant' }).click();
      await page.waitForURL((url) => url.pathname.toLowerCase() === '/myrestaurant');
    } finally {
      const now = await savedTypes(page.request);
      if (JSON.stringify(now) !== JSON.stringify(original)) {
        const restored = await page.request.post('/api/updatePaymentTypes', {
          data: { paymentTypes: original },
        });
        expect(restored.status(), await restored.text()).toBe(200);
      }
      await context.close();
    }
  }, 120_000);
});
