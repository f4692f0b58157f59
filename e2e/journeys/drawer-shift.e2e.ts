import {
  DAY_NAMES,
  type PosBillResponse,
  type PosDrawerResponse,
  type StaffOpenHoursResponse,
  type Transaction,
} from '@rpos/domain';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { visible } from '../support/diner-checkout';

/**
 * Issue 28 at the counter, on a 1024×768 screen: a cash drawer shift opened with a $200 float, a
 * takeaway paid in cash with a $10 note, the X report read, then the shift closed with the cash
 * counted: the Z report shows what was expected and that the drawer balances.
 */

const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;
const TABLET = { width: 1024, height: 768 };
const ALL_DAY = { weekdays: [...DAY_NAMES], openStart: '00:00', openEnd: '24:00' };
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function putHours(request: APIRequestContext, openHours: unknown) {
  const res = await request.put('/api/restaurantOpenHours/goldendragon', { data: { openHours } });
  expect(res.status(), await res.text()).toBe(200);
}

async function drawerOf(request: APIRequestContext): Promise<PosDrawerResponse['shift']> {
  const res = await request.get('/api/pos/drawer');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as PosDrawerResponse).shift;
}

async function billOf(request: APIRequestContext, id: string): Promise<Transaction> {
  const res = await request.get(`/api/transaction/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as PosBillResponse).transaction;
}

async function withPos(run: (pos: Page) => Promise<void>) {
  const { context, page } = await signedInPage(restaurantAdmin, { viewport: TABLET });
  const res = await page.request.get('/api/restaurantOpenHours');
  expect(res.status()).toBe(200);
  const original = ((await res.json()) as StaffOpenHoursResponse).openHours;
  try {
    await putHours(page.request, { openHoursItems: [ALL_DAY], closeDaysItems: [] });
    // A shift left open by an earlier run is closed first (as counted).
    const left = await drawerOf(page.request);
    if (left) {
      const closed = await page.request.post('/api/pos/drawer/close', {
        data: { shiftId: left.id, counted: left.figures.cash.expected },
      });
      expect(closed.status(), await closed.text()).toBe(200);
    }
    await run(page);
  } finally {
    await putHours(page.request, original);
    await context.close();
  }
}

describe('cash drawer shift journey', () => {
  it('opens with a $200 float, takes a cash sale, reads X, closes with the count: the Z report balances', () =>
    withPos(async (pos) => {
      await pos.goto('/pos');
      await pos.getByRole('link', { name: 'Drawer' }).click();
      await pos.waitForURL(/\/pos\/drawer$/);
      await visible(pos.getByText(/No shift is open/));
      await pos.getByRole('button', { name: 'Open shift' }).click();
      const open = pos.getByRole('dialog', { name: 'Open shift' });
      await open.getByLabel('Float').fill('200');
      await open.getByRole('button', { name: 'Open shift' }).click();
      const x = pos.getByLabel('X report (mid-shift, nothing reset)');
      await visible(x);
      const shift = (await drawerOf(pos.request))!;
      expect(shift.float).toBe(20000);

      // A takeaway of two Coca-Cola paid with a $10 note.
      await pos.getByRole('link', { name: 'Floor' }).click();
      await pos.getByRole('button', { name: 'New takeaway' }).click();
      await visible(pos.getByRole('heading', { name: 'New takeaway order' }));
      await pos.getByLabel('Search dishes').fill('coca');
      const coke = pos.getByRole('button', { name: 'Add Coca-Cola, $4.00' });
      await coke.click();
      await coke.click();
      await pos.getByRole('button', { name: 'Send' }).click();
      const customer = pos.getByRole('dialog', { name: 'Customer details' });
      await customer.getByRole('textbox', { name: /Customer name/ }).fill('Drawer Journey');
      await customer.getByRole('button', { name: 'Send' }).click();
      await pos.waitForURL(/\/pos\/bill\/[^/]+$/);
      const id = decodeURIComponent(new URL(pos.url()).pathname.split('/').pop() as string);
      const due = (await billOf(pos.request, id)).balance;
      await pos.getByRole('button', { name: 'Pay', exact: true }).click();
      const pay = pos.getByRole('dialog', { name: /^Pay the bill/ });
      await pay.getByRole('button', { name: 'CASH' }).click();
      await pay.getByLabel('Cash tendered ($)').fill('10');
      await pay.getByRole('button', { name: /^Pay \$/ }).click();
      await visible(pos.getByText(`This bill is paid. Give ${money(1000 - due)} change.`));

      // X: the float, the cash taken and the change; nothing reset by reading it.
      await pos.getByRole('link', { name: 'Drawer' }).click();
      const during = (await drawerOf(pos.request))!;
      expect(during.figures.cash.cashTendered).toBeGreaterThanOrEqual(1000);
      const expected = during.figures.cash.expected;
      await expect
        .poll(() => x.getByText('Expected in drawer').locator('xpath=following-sibling::span').textContent())
        .toBe(money(expected));
      expect((await drawerOf(pos.request))!.figures).toEqual(during.figures);

      // Z: the cash counted is what was expected.
      await pos.getByRole('button', { name: 'Close shift (Z report)' }).click();
      const close = pos.getByRole('dialog', { name: 'Close shift (Z report)' });
      await visible(close.getByText(`Expected: ${money(expected)}`, { exact: false }));
      await close.getByLabel('Cash counted').fill((expected / 100).toFixed(2));
      await close.getByRole('button', { name: 'Close shift (Z report)' }).click();
      const z = pos.getByLabel('Z report');
      await visible(z);
      await visible(z.getByText('Balanced $0.00'));
      expect(await drawerOf(pos.request)).toBeNull();
      await pos.getByRole('button', { name: 'Print Z report' }).click();
      await visible(pos.getByText(/Sent to the printer/));

      // The back-office's day of shifts shows it closed, balanced.
      await pos.goto('/drawerShifts');
      await visible(pos.getByRole('heading', { name: 'Cash drawer shifts' }));
      await visible(pos.getByText(`Over/short of the day: ${money(0)}`));
    }));
});
