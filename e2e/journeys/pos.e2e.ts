import {
  DAY_NAMES,
  type PosBillResponse,
  type PosFloorResponse,
  percentOfCents,
  type StaffOpenHoursResponse,
  type Transaction,
} from '@rpos/domain';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { orderAndPlace, PHONE, visible } from '../support/diner-checkout';

/**
 * The web POS at the counter (issue 13), on a 1024×768 screen: (a) a diner's pay-at-counter order at
 * table 5 shows on the floor live; staff add a drink, apply the restaurant's 10 % discount and take
 * the payment split cash + card; the table is free again and the bill is paid with the right totals.
 * (b) a takeaway taken at the counter and paid in cash, with change.
 *
 * Open hours are real: Golden Dragon is opened all day for the journeys and its hours restored after.
 * A bill other journeys left open at table 5 (a diner journey's pay-at-counter order) is deleted first
 * as a test transaction, so the table starts free.
 */

const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;
const TABLET = { width: 1024, height: 768 };
const ALL_DAY = { weekdays: [...DAY_NAMES], openStart: '00:00', openEnd: '24:00' };
const CARD_RATE = 1.5; // VISAMastercard in the demo payment types

async function putHours(request: APIRequestContext, openHours: unknown) {
  const res = await request.put('/api/restaurantOpenHours/goldendragon', { data: { openHours } });
  expect(res.status(), await res.text()).toBe(200);
}

async function floorOf(request: APIRequestContext): Promise<PosFloorResponse> {
  const res = await request.get('/api/pos/floor');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as PosFloorResponse;
}

async function billOf(request: APIRequestContext, id: string): Promise<Transaction> {
  const res = await request.get(`/api/transaction/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as PosBillResponse).transaction;
}

const billIdOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').pop() as string);

/** Counts full loads of the page from now on. */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => loads.count++);
  return loads;
}

/** The pay dialog: a payment type, then Pay; waits for the answer. */
async function payWith(page: Page, type: RegExp | string) {
  const dialog = page.getByRole('dialog', { name: /^Pay the bill/ });
  await dialog.getByRole('button', { name: type }).click();
  const pay = dialog.getByRole('button', { name: /^Pay \$/ });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.click();
}

/**
 * A signed-in POS page on the tablet, with Golden Dragon open all day for the journey; its hours are
 * put back afterwards, whatever happens.
 */
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

/**
 * A bill another journey left open at table 5 is deleted as a test transaction; one with money on it
 * (a diner's card payment joined it) cannot be deleted (decision 0432), so its balance is paid in cash.
 */
async function freeTable5(request: APIRequestContext) {
  const left = (await floorOf(request)).tables.find((t) => t.tableNumber === '5')?.bill;
  if (!left) return;
  const res = await request.delete(
    `/api/liveTransactions/${left.uuid}?reason=${encodeURIComponent('Test transaction')}`,
  );
  if (res.status() === 409) {
    const paid = await request.post(`/api/transactions/${left.uuid}/payments`, {
      data: { type: 'CASH', amount: left.balance, requestId: `free-table-5-${left.uuid}` },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    return;
  }
  expect(res.status(), await res.text()).toBe(200);
}

describe('web POS journeys', () => {
  it(
    'a diner orders at table 5 → live on the floor → a drink, 10 % off, cash + card → the table is free and the bill paid',
    () =>
      withPos(async (pos) => {
        await freeTable5(pos.request);
        await pos.goto('/pos');
        await visible(pos.getByRole('heading', { level: 1, name: 'Floor' }));
        await visible(pos.getByRole('button', { name: 'Table 5, Free' }));
        const loads = countLoads(pos);

        // The diner, on a phone: one dish, pay at the counter.
        const diner = await newPage({ viewport: PHONE });
        await orderAndPlace(diner.page, { tableId: '5', dineIn: true }, 'Pay at counter');
        await diner.page.waitForURL(/\/orderSuccess\/goldendragon\/5\/[^/]+$/, { timeout: 60_000 });
        await diner.context.close();

        // The floor turns table 5 occupied by itself: the staff stream, no reload.
        const tile = pos.getByRole('button', { name: /^Table 5, Occupied, total \$/ });
        await expect.poll(() => tile.isVisible(), { timeout: 15_000 }).toBe(true);
        expect(loads.count).toBe(0);

        await tile.click();
        await pos.waitForURL(/\/pos\/bill\/[^/]+$/);
        const id = billIdOf(pos);
        await visible(pos.getByRole('heading', { name: 'Table 5 · 2 guests' }));
        await visible(pos.getByText('1 × Crispy Pork Belly'));
        const accept = pos.getByRole('button', { name: 'Accept' });
        if (await accept.isVisible()) await accept.click();

        // A drink from the menu, sent to the bill.
        await pos.getByLabel('Search dishes').fill('coca');
        await pos.getByRole('button', { name: 'Add Coca-Cola, $4.00' }).click();
        await visible(pos.getByRole('list', { name: 'New items' }).getByText('Coca-Cola'));
        await pos.getByRole('button', { name: 'Send' }).click();
        await visible(pos.getByText('1 × Coca-Cola'));
        await visible(pos.getByText('Tap a dish to add it.'));

        // The restaurant's 10 % discount.
        await pos.getByRole('button', { name: 'Discount' }).click();
        await pos
          .getByRole('dialog', { name: 'Add a discount' })
          .getByRole('button', { name: '10% off (10 %)' })
          .click();
        await visible(pos.getByText('10% off (10 %)'));
        const before = await billOf(pos.request, id);
        expect(before.totals.discounts).toBe(percentOfCents(before.totals.subtotal, 10));
        const due = before.totals.balance;
        await expect
          .poll(() => pos.locator('[data-figure="balance"]').textContent())
          .toBe(`Balance$${(due / 100).toFixed(2)}`);

        // Split by amount: $20.00 in cash, the rest by card.
        await pos.getByRole('button', { name: 'Pay', exact: true }).click();
        const dialog = pos.getByRole('dialog', { name: /^Pay the bill/ });
        await dialog.getByRole('button', { name: 'Split by amount' }).click();
        await dialog.getByLabel('Part 1 ($)').fill('20');
        await visible(dialog.getByText('Part 1: $20.00, next'));
        await payWith(pos, 'CASH');
        await visible(dialog.getByText('Part 1: $20.00, paid'));
        const rest = due - 2000;
        const surcharge = percentOfCents(rest, CARD_RATE);
        await dialog.getByRole('button', { name: /VISAMastercard/ }).click();
        await visible(
          dialog.getByText(
            `Card surcharge $${(surcharge / 100).toFixed(2)}: the customer pays $${((rest + surcharge) / 100).toFixed(2)}`,
          ),
        );
        await payWith(pos, /VISAMastercard/);

        // Paid: the receipt, and the bill's figures add up.
        await visible(pos.getByText('This bill is paid.'));
        const paid = await billOf(pos.request, id);
        expect(paid.billPaid).toBe(true);
        expect(paid.orders.flatMap((o) => o.dishes.map((d) => d.dish.name))).toEqual([
          'Crispy Pork Belly',
          'Coca-Cola',
        ]);
        expect(paid.paymentTypes.map((p) => [p.type, p.paymentAmount, p.merchantAmount])).toEqual([
          ['CASH', 2000, 2000],
          ['VISAMastercard', rest, rest + surcharge],
        ]);
        const t = paid.totals;
        expect(t.subtotal).toBe(paid.orders.reduce((s, o) => s + o.subtotal, 0));
        expect(t.discounts).toBe(percentOfCents(t.subtotal, 10));
        expect(t.paymentSurcharges).toBe(surcharge);
        expect(t.total).toBe(t.subtotal - t.discounts + t.surcharges + t.paymentSurcharges);
        expect(t.paid).toBe(t.total);
        expect(t.balance).toBe(0);
        await visible(pos.locator('.pos-receipt').getByText('VISAMastercard'));

        await pos.getByRole('link', { name: 'Back to the floor' }).click();
        await visible(pos.getByRole('button', { name: 'Table 5, Free' }));
      }),
    150_000,
  );

  it(
    'takes a takeaway at the counter and is paid in cash, with change',
    () =>
      withPos(async (pos) => {
        await pos.goto('/pos');
        await pos.getByRole('button', { name: 'New takeaway' }).click();
        await visible(pos.getByRole('heading', { name: 'New takeaway order' }));

        // A drink with options (the diner's dish form) and a plain one.
        await pos.getByRole('tab', { name: 'Drinks' }).click();
        await pos.getByRole('button', { name: /^Add Lemon Tea, / }).click();
        const dish = pos.getByRole('dialog', { name: /Lemon Tea/ });
        await dish.getByRole('radio', { name: /Iced/ }).check();
        await dish.getByRole('button', { name: /^Add \$/ }).click();
        await pos.getByRole('button', { name: 'Add Coca-Cola, $4.00' }).click();
        await visible(pos.getByRole('list', { name: 'New items' }).getByText(/Iced/));

        await pos.getByRole('button', { name: 'Send' }).click();
        const customer = pos.getByRole('dialog', { name: 'Customer details' });
        await customer.getByRole('textbox', { name: /Customer name/ }).fill('Counter Journey');
        await customer.getByRole('button', { name: 'Send' }).click();
        await pos.waitForURL(/\/pos\/bill\/[^/]+$/);
        const id = billIdOf(pos);
        await visible(pos.getByRole('heading', { name: 'Takeaway · Counter Journey' }));
        const due = (await billOf(pos.request, id)).balance;

        await pos.getByRole('button', { name: 'Pay', exact: true }).click();
        const dialog = pos.getByRole('dialog', { name: /^Pay the bill/ });
        await dialog.getByRole('button', { name: 'CASH' }).click();
        const quick = dialog.getByRole('group', { name: 'Quick cash amounts' }).getByRole('button');
        await quick.nth(1).click(); // the first round amount above what is due
        const tendered = Math.round(Number(await dialog.getByLabel('Cash tendered ($)').inputValue()) * 100);
        expect(tendered).toBeGreaterThan(due);
        await visible(dialog.getByText(`Change due $${((tendered - due) / 100).toFixed(2)}`));
        await dialog.getByRole('button', { name: /^Pay \$/ }).click();

        await visible(
          pos.getByText(`This bill is paid. Give $${((tendered - due) / 100).toFixed(2)} change.`),
        );
        const paid = await billOf(pos.request, id);
        expect(paid.billPaid).toBe(true);
        expect(paid.type).toBe('takeaway');
        expect(paid.customerName).toBe('Counter Journey');
        expect(paid.paymentTypes.map((p) => [p.type, p.paymentAmount, p.merchantAmount, p.change])).toEqual([
          ['CASH', due, due, tendered - due],
        ]);
        expect(paid.totals.balance).toBe(0);

        await pos.getByRole('link', { name: 'Back to the floor' }).click();
        await visible(pos.getByRole('heading', { level: 1, name: 'Floor' }));
        const counter = await floorOf(pos.request);
        expect(counter.counterBills.some((b) => b.uuid === id)).toBe(false);
      }),
    120_000,
  );
});
