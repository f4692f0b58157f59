import { BACK_OFFICE_ORDER_MESSAGES as M, SANDBOX_TEST_CARDS, type TodayOrderResponse } from '@rpos/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import {
  centsOf,
  openDinerPage,
  orderAndPlace,
  payWithTestCard,
  planOrder,
  visible,
} from '../support/diner-checkout';

// Golden Dragon's restaurant manager (orders, orderRefunds).
const manager = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantManager')!;

/** A diner pays a Golden Dragon order by card on the sandbox; answers its short number. */
async function cardPaidOrder(): Promise<string> {
  const plan = await planOrder();
  const { page, context } = await openDinerPage(plan);
  try {
    await orderAndPlace(page, plan, 'Card');
    await page.waitForURL(/\/adyenPayment\/goldendragon\//, { timeout: 60_000 });
    await expect
      .poll(() => page.getByTestId('payment-order-number').textContent())
      .toMatch(/^[A-Z0-9_-]{4}$/);
    const short = (await page.getByTestId('payment-order-number').textContent()) ?? '';
    await payWithTestCard(page, SANDBOX_TEST_CARDS.authorise);
    await page.waitForURL(/\/orderSuccess\/goldendragon\/.+\?type=success$/, { timeout: 60_000 });
    return short;
  } finally {
    await context.close();
  }
}

/** The row of today's online orders whose Order Id reads `short`. */
const rowOf = (page: Page, short: string) =>
  page
    .getByRole('table', { name: 'Orders' })
    .getByRole('row')
    .filter({
      has: page.getByRole('link', { name: short, exact: true }),
    });

/**
 * back-office.md §2.6, §4, §5: a diner pays a Golden Dragon order by card (the sandbox provider); the
 * manager finds it among today's online orders (Refunded NO), refunds half of it on its detail page,
 * lands back on /orders and sees it marked refunded. Demo state is put back at the end: the rest is
 * refunded and the order deleted from the list.
 */
describe('order refund journey (restaurantManager)', () => {
  it('refunds half of a card-paid order and sees it marked refunded', async () => {
    const short = await cardPaidOrder();
    const { context, page } = await signedInPage(manager);
    let found: TodayOrderResponse['orders'][number] | undefined;
    let dateStr = '';
    try {
      await page.goto('/orders');
      await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      await visible(page.getByRole('button', { name: 'Online Orders' }));
      const row = rowOf(page, short);
      await visible(row);
      expect(await row.getByRole('cell', { name: 'NO', exact: true }).isVisible()).toBe(true);
      expect(await row.getByRole('cell', { name: 'Paid', exact: true }).isVisible()).toBe(true);
      const total = centsOf(await row.locator('td').last().innerText());
      expect(total).toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page, 'orders list');

      await row.getByRole('link', { name: short, exact: true }).click();
      await page.waitForURL(/\/orderDetail\//);
      await visible(page.getByRole('region', { name: 'Card payment' }));
      await expectNoSeriousA11yViolations(page, 'order detail');
      await page.getByRole('button', { name: 'Refund Amount' }).click();
      const dialog = page.getByRole('dialog');
      const ok = dialog.getByRole('button', { name: 'OK' });
      await dialog.getByLabel('Refund amount ($)').fill(((total + 1) / 100).toFixed(2));
      expect(await ok.isDisabled()).toBe(true);
      const half = Math.floor(total / 2);
      await dialog.getByLabel('Refund amount ($)').fill((half / 100).toFixed(2));
      await ok.click();

      await page.waitForURL((url) => url.pathname === '/orders');
      await visible(page.getByText(M.refundSuccessful));
      const after = rowOf(page, short);
      await expect.poll(() => after.getByRole('cell', { name: 'YES', exact: true }).isVisible()).toBe(true);

      dateStr = new URL(page.url()).searchParams.get('date') ?? '';
      const res = await page.request.get(`/api/todayOrder?type=online&dateStr=${dateStr}`);
      found = ((await res.json()) as TodayOrderResponse).orders.find((o) => o.shortNumber === short);
      expect(found?.payment).toMatchObject({ amount_refunded: half, refundableAmount: total - half });
    } finally {
      // Back to the demo state: the rest refunded, the order off the list.
      if (found?.payment) {
        const rest = await page.request.post('/api/onlinePaymentRefund', {
          data: {
            refundAmount: found.payment.refundableAmount,
            paymentIntent: found.payment.paymentId,
            partnerOrderId: found.orderNumber,
            orderDate: dateStr,
            idempotencyKey: `e2e-rest-${found.id}`,
          },
        });
        expect(rest.status()).toBe(200);
        const gone = await page.request.put('/api/deleteOrders', {
          data: { ids: [found.id], type: 'online', dateStr },
        });
        expect(gone.status()).toBe(200);
      }
      await context.close();
    }
  }, 240_000);
});
