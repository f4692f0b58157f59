import type {
  OutboxListResponse,
  PlaceOrderResponse,
  PromotionsResponse,
  VouchersResponse,
} from '@rpos/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sidebarSectionsShown, signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS, DEMO_MARKETING_EMAIL } from '../support/demo-accounts';
import { openDinerPage, orderAndPlace, planOrder, visible } from '../support/diner-checkout';

// The demo's marketing account, not an admin: the e2e server names it in MARKETING_ACCOUNT_EMAIL.
const marketing = DEMO_ACCOUNTS.find((a) => a.email === DEMO_MARKETING_EMAIL)!;
// The outbox (where the demo's SMS codes land) is the admin's page.
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

/** The newest SMS code texted to a phone, read from the outbox as the admin. */
async function smsCode(staff: Page, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await staff.request.get('/api/outbox?channel=sms&pageSize=100');
      const { messages } = (await res.json()) as OutboxListResponse;
      const m = messages.find((x) => x.recipient === phone && /verification code is \d{6}/.test(x.body));
      code = m && /(\d{6})/.exec(m.body)?.[1];
      return Boolean(code);
    })
    .toBe(true);
  return code!;
}

/**
 * Issue 17 part 2: the marketing account (decision 0363) creates a new-member promotion of 10 % up to $5 for Golden
 * Dragon; a diner joins at checkout with the SMS code, gets the voucher, applies it and pays less by
 * exactly the right amount; the voucher then shows as used in /vouchers. The promotion is deleted at
 * the end.
 */
describe('members journey', () => {
  it('a new member earns the welcome voucher and redeems it once', async () => {
    expect(marketing.role).not.toBe('admin');
    const { page: staff, context: staffContext } = await signedInPage(marketing, {
      viewport: { width: 1400, height: 900 },
    });
    const { page: outbox, context: outboxContext } = await signedInPage(admin);
    const tag = Date.now().toString(36).slice(-6);
    const promotionName = `Join ${tag}`;
    const phone = `0413${String(Date.now()).slice(-6)}`;
    let promotionId: string | undefined;
    const plan = await planOrder();
    const diner = await openDinerPage(plan);
    try {
      expect(
        (await staff.request.put('/api/userRestaurantId', { data: { restaurantId: 'goldendragon' } })).ok(),
      ).toBe(true);
      await staff.goto('/promotions');
      await staff.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
      // The Marketing menu is there for this account (not only the calls).
      expect(await sidebarSectionsShown(staff)).toContain('marketing');
      await staff.getByRole('button', { name: 'New Promotion' }).click();
      await staff.getByRole('region', { name: 'New Member' }).getByRole('link', { name: 'Start' }).click();
      await staff.waitForURL((url) => url.pathname === '/newMemberPromotion');
      await staff.getByLabel(/^Name/).fill(promotionName);
      await staff.getByLabel(/^Description/).fill(`10 % off, up to $5 (${tag})`);
      await staff.getByLabel(/^Discount percentage/).fill('10');
      await staff.getByLabel(/^Maximum amount/).fill('5');
      await staff.getByLabel(/^Expiry days/).fill('30');
      await staff.getByRole('button', { name: 'Save' }).click();
      await staff.waitForURL((url) => url.pathname === '/promotions');
      await staff.getByText('Saved successfully').waitFor();
      promotionId = (
        (await (await staff.request.get('/api/promotions')).json()) as PromotionsResponse
      ).promotions.find((p) => p.name === promotionName)?.id;
      expect(promotionId).toBeTruthy();

      // The diner: one dish, checkout, join there, pick the welcome voucher, pay at the counter.
      let placed: PlaceOrderResponse | undefined;
      diner.page.on('response', async (res) => {
        if (res.url().endsWith('/api/placeOrder') && res.ok())
          placed = (await res.json()) as PlaceOrderResponse;
      });
      await orderAndPlace(diner.page, plan, 'Pay at counter', 'Crispy Pork Belly', async (page) => {
        const panel = page.getByRole('region', { name: 'Your vouchers' });
        await visible(panel.getByText(`Join and get 10 % off, up to $5 (${tag})`));
        await panel.getByRole('button', { name: 'Join', exact: true }).click();
        await panel.getByLabel(/^First name/).fill('Nova');
        await panel.getByLabel(/^Last name/).fill('Tan');
        await panel.getByLabel(/^Mobile number/).fill(phone);
        await panel.getByRole('button', { name: 'Send code' }).click();
        await visible(panel.getByText('We sent you a code by SMS.'));
        await panel.getByLabel(/^Verification code/).fill(await smsCode(outbox, phone));
        await panel.getByRole('button', { name: 'Join', exact: true }).click();
        await visible(panel.getByText('Member: Nova'));
        await panel.getByRole('radio', { name: new RegExp(`^${promotionName}: 10% off`) }).check();
        await visible(page.getByTestId('checkout-discount'));
      });
      await diner.page.waitForURL(/\/orderSuccess\//);
      await expect.poll(() => placed).toBeTruthy();
      // 10 % of the subtotal, half up to the cent, never above $5; the surcharge comes after it.
      const expected = Math.min(500, Math.floor((placed!.subtotalCent * 10 + 50) / 100));
      expect(placed!.discountCent).toBe(expected);
      expect(placed!.totalCent).toBe(placed!.subtotalCent - expected + placed!.surchargeTotalCent);

      // The voucher is used now: /vouchers shows it so.
      await staff.goto('/vouchers');
      await staff.getByRole('heading', { level: 1, name: 'Vouchers' }).waitFor();
      const row = staff
        .getByRole('table', { name: 'Vouchers' })
        .getByRole('row')
        .filter({ hasText: 'Nova Tan' });
      await visible(row);
      expect(await row.getAttribute('data-status')).toBe('used');
      const listed = (await (await staff.request.get('/api/vouchers')).json()) as VouchersResponse;
      expect(listed.allVouchers.find((v) => v.userName === 'Nova Tan')).toMatchObject({
        type: 'newMember',
        status: 'used',
        name: promotionName,
      });
    } finally {
      if (promotionId) await staff.request.delete(`/api/promotions/${promotionId}`);
      await diner.context.close();
      await staffContext.close();
      await outboxContext.close();
    }
  });
});
