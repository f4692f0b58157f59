import { DAY_NAMES, type PosBillResponse, type StaffOpenHoursResponse, type Transaction } from '@rpos/domain';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { visible } from '../support/diner-checkout';

/**
 * Issue 28 at the counter, on a 1024×768 screen: a takeaway split by amount, its first part paid in
 * cash with a $10 note (tendered and change kept, the next part starts with no type chosen); a 50 %
 * discount after that part (the dialog closes) leaves the bill overpaid; the POS offers the refund,
 * the bill closes, and its receipt shows the cash tendered, the change and the refund. The paid bill
 * is then reopened with a reason and closed again.
 */

const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;
const TABLET = { width: 1024, height: 768 };
const ALL_DAY = { weekdays: [...DAY_NAMES], openStart: '00:00', openEnd: '24:00' };
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function putHours(request: APIRequestContext, openHours: unknown) {
  const res = await request.put('/api/restaurantOpenHours/goldendragon', { data: { openHours } });
  expect(res.status(), await res.text()).toBe(200);
}

async function billOf(request: APIRequestContext, id: string): Promise<Transaction> {
  const res = await request.get(`/api/transaction/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as PosBillResponse).transaction;
}

const billIdOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').pop() as string);

async function withPos(run: (pos: Page) => Promise<void>) {
  const { context, page } = await signedInPage(restaurantAdmin, { viewport: TABLET });
  const res = await page.request.get('/api/restaurantOpenHours');
  expect(res.status()).toBe(200);
  const original = ((await res.json()) as StaffOpenHoursResponse).openHours;
  try {
    await putHours(page.request, { openHoursItems: [ALL_DAY], closeDaysItems: [] });
    await run(page);
  } finally {
    await putHours(page.request, original);
    await context.close();
  }
}

describe('POS refunds journey', () => {
  it(
    'a cash part with change, a discount after it refunded back, closed; reopened with a reason and closed again',
    () =>
      withPos(async (pos) => {
        await pos.goto('/pos');
        await pos.getByRole('button', { name: 'New takeaway' }).click();
        await visible(pos.getByRole('heading', { name: 'New takeaway order' }));
        await pos.getByLabel('Search dishes').fill('coca');
        const coke = pos.getByRole('button', { name: 'Add Coca-Cola, $4.00' });
        await coke.click();
        await coke.click();
        await pos.getByRole('button', { name: 'Send' }).click();
        const customer = pos.getByRole('dialog', { name: 'Customer details' });
        await customer.getByRole('textbox', { name: /Customer name/ }).fill('Refund Journey');
        await customer.getByRole('button', { name: 'Send' }).click();
        await pos.waitForURL(/\/pos\/bill\/[^/]+$/);
        const id = billIdOf(pos);
        await visible(pos.getByRole('heading', { name: 'Takeaway · Refund Journey' }));

        // Split by amount: $5.00 in cash with a $10 note.
        await pos.getByRole('button', { name: 'Pay', exact: true }).click();
        const pay = pos.getByRole('dialog', { name: /^Pay the bill/ });
        await pay.getByRole('button', { name: 'Split by amount' }).click();
        await pay.getByLabel('Part 1 ($)').fill('5');
        await visible(pay.getByText('Part 1: $5.00, next'));
        await pay.getByRole('button', { name: 'CASH' }).click();
        await pay.getByLabel('Cash tendered ($)').fill('10');
        await visible(pay.getByText('Change due $5.00'));
        await pay.getByRole('button', { name: 'Pay $5.00' }).click();
        await visible(pay.getByText('Part 1: $5.00, paid'));
        await visible(pay.getByText(/Give \$5\.00 change\./));
        // The next part starts with no payment type chosen.
        await expect
          .poll(() => pay.getByRole('button', { name: 'CASH' }).getAttribute('aria-pressed'))
          .toBe('false');
        const part = await billOf(pos.request, id);
        expect(part.paymentTypes.map((p) => [p.type, p.paymentAmount, p.change, p.tendered])).toEqual([
          ['CASH', 500, 500, 1000],
        ]);
        await pay.getByRole('button', { name: 'Close' }).click();

        // A 50 % discount after the part: the dialog closes and the bill is overpaid.
        await pos.getByRole('button', { name: 'Discount' }).click();
        const discount = pos.getByRole('dialog', { name: 'Add a discount' });
        await discount.getByLabel('Percentage (%)').fill('50');
        await discount.getByRole('button', { name: 'Add custom discount' }).click();
        await expect.poll(() => discount.isVisible()).toBe(false);
        const over = await billOf(pos.request, id);
        expect(over.balance).toBeLessThan(0);
        const overpaid = -over.balance;
        await visible(
          pos.getByText(`More has been paid than the bill comes to: refund ${money(overpaid)} to close it.`),
        );

        // The refund, then Close.
        await pos.getByRole('button', { name: `Refund overpayment ${money(overpaid)}` }).click();
        const refund = pos.getByRole('dialog', { name: 'Refund a payment' });
        await refund.getByRole('button', { name: `Refund ${money(overpaid)}` }).click();
        await expect.poll(() => refund.isVisible()).toBe(false);
        await pos.getByRole('button', { name: 'Close bill' }).click();
        await visible(pos.getByText('This bill is paid.'));
        const receipt = pos.locator('.pos-receipt');
        await visible(receipt.getByText('CASH · Tendered $10.00 · Change $5.00'));
        await visible(receipt.getByText('Refund to CASH · Overpaid'));
        const paid = await billOf(pos.request, id);
        expect(paid).toMatchObject({ billPaid: true, balance: 0 });
        expect(paid.refunds.map((r) => [r.type, r.amount, r.credit, r.reason])).toEqual([
          ['CASH', overpaid, 0, 'Overpaid'],
        ]);
        expect(paid.operationHistory.map((o) => o.operationType)).toContain('refund');

        // Reopened with a reason, then closed again.
        await pos.getByRole('button', { name: 'Reopen bill' }).click();
        const reopen = pos.getByRole('dialog', { name: 'Reopen this bill' });
        await reopen.getByRole('button', { name: 'Correct the bill' }).click();
        await reopen.getByRole('button', { name: 'Reopen', exact: true }).click();
        await visible(pos.getByRole('heading', { name: 'Takeaway · Refund Journey' }));
        await pos.getByRole('button', { name: 'Close bill' }).click();
        await visible(pos.getByText('This bill is paid.'));
        const again = await billOf(pos.request, id);
        expect(again.operationHistory.map((o) => o.operationName)).toContain('Reopened (Correct the bill)');
        expect(again.billPaid).toBe(true);
      }),
    150_000,
  );
});
