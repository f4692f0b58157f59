import type { PromotionsResponse, VouchersResponse } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { visible } from '../support/diner-checkout';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

/**
 * back-office.md §2.13 (issue 17, part 1): the admin, acting on Golden Dragon, creates a new-member
 * promotion of 10 % up to $5 and sees it in the list; then issues a voucher to the demo member Mei Chen
 * and sees it, active, at the top of /vouchers. The promotion is deleted at the end.
 */
describe('promotions and vouchers journey (admin)', () => {
  it('creates a new-member promotion and a voucher for a demo member', async () => {
    const { page, context } = await signedInPage(admin, { viewport: { width: 1400, height: 900 } });
    const tag = Date.now().toString(36).slice(-6);
    const promotionName = `Welcome ${tag}`;
    const voucherName = `Sorry ${tag}`;
    let promotionId: string | undefined;
    try {
      const select = await page.request.put('/api/userRestaurantId', {
        data: { restaurantId: 'goldendragon' },
      });
      expect(select.ok()).toBe(true);

      await page.goto('/promotions');
      await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
      await page.getByRole('button', { name: 'New Promotion' }).click();
      await page.waitForURL('**/promotionTypes');
      await page.getByRole('region', { name: 'New Member' }).getByRole('link', { name: 'Start' }).click();
      await page.waitForURL((url) => url.pathname === '/newMemberPromotion');
      await page.getByLabel(/^Name/).fill(promotionName);
      await page.getByLabel(/^Description/).fill('10 % off your first order, up to $5');
      await page.getByLabel(/^Maximum amount/).fill('5');
      await page.getByLabel(/^Expiry days/).fill('30');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The discount percentage is required.').waitFor();
      await page.getByLabel(/^Discount percentage/).fill('10');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => url.pathname === '/promotions');
      await page.getByText('Saved successfully').waitFor();
      const row = page
        .getByRole('table', { name: 'Promotions' })
        .getByRole('row')
        .filter({ hasText: promotionName });
      await visible(row);
      expect(await row.getByRole('cell', { name: 'New Member', exact: true }).isVisible()).toBe(true);

      const saved = (
        (await (await page.request.get('/api/promotions')).json()) as PromotionsResponse
      ).promotions.find((p) => p.name === promotionName);
      expect(saved).toMatchObject({ type: 'newMember', isPercentage: true, percentage: 10, maxAmount: 500 });
      promotionId = saved?.id;

      await page.goto('/vouchers');
      await page.getByRole('heading', { level: 1, name: 'Vouchers' }).waitFor();
      await page.getByRole('button', { name: 'New Voucher' }).click();
      await page.waitForURL('**/newVoucher');
      expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await page.getByLabel('First name').fill('Mei');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByLabel('Mei Chen 0412345001').check();
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await visible(page.getByRole('button', { name: 'Remove Mei Chen' }));
      await page.getByLabel(/^Name/).fill(voucherName);
      await page.getByLabel(/^Description/).fill('$5 off your next visit');
      await page.getByLabel(/^Discount amount/).fill('5');
      await page.getByLabel(/^Maximum amount/).fill('5');
      await page.getByLabel(/^Expiry days/).fill('30');
      expect(await page.getByLabel('Expiry date').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => url.pathname === '/vouchers');
      await page.getByText('Saved successfully').waitFor();
      const voucherRow = page
        .getByRole('table', { name: 'Vouchers' })
        .getByRole('row')
        .filter({ hasText: voucherName });
      await visible(voucherRow);
      expect(await voucherRow.getByRole('cell', { name: 'Mei Chen', exact: true }).isVisible()).toBe(true);
      expect(await voucherRow.getAttribute('data-status')).toBe('active');

      const listed = (await (await page.request.get('/api/vouchers')).json()) as VouchersResponse;
      expect(listed.allVouchers.find((v) => v.name === voucherName)).toMatchObject({
        type: 'online',
        status: 'active',
        userName: 'Mei Chen',
        amount: 500,
      });
    } finally {
      if (promotionId) await page.request.delete(`/api/promotions/${promotionId}`);
      await context.close();
    }
  });
});
