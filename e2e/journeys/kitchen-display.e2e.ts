import {
  type KdsOrdersResponse,
  type LiveTransactionsResponse,
  TRANSACTION_DELETE_REASONS,
} from '@rpos/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { openDinerPage, orderAndPlace, planOrder, visible } from '../support/diner-checkout';

/**
 * The kitchen display (issue 18; decision 0310): Golden Dragon's manager has /kds open while a diner
 * orders from a table's QR code and pays at the counter; the order appears on the display live (the
 * staff event stream), under its cooking category ("Other": the demo dishes have no KDS category).
 * Bump takes it off the display, for good (a reload does not bring it back). The bill the order
 * opened is deleted as a test transaction afterwards, so the demo data is left as it was.
 *
 * Table 12 is used by no other journey. When Golden Dragon is closed, the order is a takeaway for the
 * next opening (diner-checkout.ts); it is on the display all the same (accepted, not yet cooked).
 */

const TEST_TRANSACTION = TRANSACTION_DELETE_REASONS[2];
const manager = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin' && a.restaurant === 'goldendragon')!;

async function openTicket(page: Page, orderNumber: string) {
  const res = await page.request.get('/api/kds/orders');
  expect(res.status()).toBe(200);
  const { categories } = (await res.json()) as KdsOrdersResponse;
  return categories.flatMap((c) => c.tickets).find((t) => t.orderNumber === orderNumber);
}

async function billOf(page: Page, orderId: string): Promise<string | undefined> {
  const res = await page.request.get('/api/liveTransactions');
  expect(res.status()).toBe(200);
  const { liveTransactions } = (await res.json()) as LiveTransactionsResponse;
  return liveTransactions.find((t) => t.table.orders.some((o) => o.orderId === orderId))?.id;
}

describe('kitchen display journey', () => {
  it('a diner orders; the kitchen display shows the order live and bumps it', async () => {
    const planned = await planOrder();
    const plan = planned.dineIn ? { ...planned, tableId: '12' } : planned;

    const kitchen = await signedInPage(manager);
    const stream = kitchen.page.waitForRequest((r) => r.url().endsWith('/api/staff/events'));
    await kitchen.page.goto('/kds');
    await stream;
    await visible(kitchen.page.getByRole('heading', { level: 1, name: /^Kitchen Display/ }));

    const diner = await openDinerPage(plan);
    let orderId: string | null = null;
    try {
      const answered = diner.page.waitForResponse(
        (r) => r.url().endsWith('/api/placeOrder') && r.request().method() === 'POST',
        // The whole menu-to-checkout walk comes first.
        { timeout: 60_000 },
      );
      await orderAndPlace(diner.page, plan, 'Pay at counter');
      const res = await answered;
      expect(res.status(), await res.text()).toBe(200);
      const orderNumber = (res.request().postDataJSON() as { order: { orderNumber: string } }).order
        .orderNumber;
      orderId = (await openTicket(kitchen.page, orderNumber))?.orderId ?? null;
      expect(orderId).not.toBeNull();

      // Live: the card shows without a reload, with the dish.
      const ticket = kitchen.page.locator(`[aria-label="#${orderNumber}"]`);
      await visible(ticket);
      await expect.poll(() => ticket.textContent()).toContain('Crispy Pork Belly');

      await ticket.getByRole('button', { name: `Bump order ${orderNumber} in Other` }).click();
      await visible(kitchen.page.getByText('Bumped'));
      await expect.poll(() => ticket.count()).toBe(0);
      await kitchen.page.reload();
      await visible(kitchen.page.getByRole('heading', { level: 1, name: /^Kitchen Display/ }));
      expect(await kitchen.page.locator(`[aria-label="#${orderNumber}"]`).count()).toBe(0);
      expect(await openTicket(kitchen.page, orderNumber)).toBeUndefined();
    } finally {
      if (orderId) {
        const left = await billOf(kitchen.page, orderId);
        if (left) {
          const del = await kitchen.page.request.delete(
            `/api/liveTransactions/${left}?reason=${encodeURIComponent(TEST_TRANSACTION)}`,
          );
          expect(del.ok(), await del.text()).toBe(true);
        }
      }
      await diner.context.close();
      await kitchen.context.close();
    }
  });
});
