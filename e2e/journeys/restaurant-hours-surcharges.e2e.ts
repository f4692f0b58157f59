import {
  DAY_NAMES,
  localClock,
  ORDER_MESSAGES,
  type PlaceOrderResponse,
  type StaffOpenHoursResponse,
  type SurchargeSetting,
} from '@rpos/domain';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { enterMenu } from '../support/diner';
import { centsOf, openDinerPage, orderAndPlace, PHONE, planOrder, visible } from '../support/diner-checkout';

/**
 * Open hours and surcharges set up by the restaurant's admin reach the diner at once (issue 12):
 * closing the restaurant shows on an open diner page without a reload and refuses the order; a
 * surcharge for today shows on the checkout (its line and the Total) and in the placed order's total.
 * Golden Dragon's hours and surcharges are restored at the end: other journeys share the demo data.
 */

const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;
const CLOSED = ORDER_MESSAGES.merchantClosed;
const ALL_DAY = { weekdays: [...DAY_NAMES], openStart: '00:00', openEnd: '24:00' };

async function savedHours(request: APIRequestContext) {
  const res = await request.get('/api/restaurantOpenHours');
  expect(res.status()).toBe(200);
  return ((await res.json()) as StaffOpenHoursResponse).openHours;
}

async function putHours(request: APIRequestContext, openHours: unknown) {
  const res = await request.put('/api/restaurantOpenHours/goldendragon', { data: { openHours } });
  expect(res.status(), await res.text()).toBe(200);
}

async function savedSurcharges(request: APIRequestContext) {
  const res = await request.get('/api/surcharges');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { surchargeSettings: SurchargeSetting[] }).surchargeSettings;
}

/** Counts full loads of the page from now on. */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => loads.count++);
  return loads;
}

describe('restaurant open hours and surcharges', () => {
  it('closing the restaurant shows on an open diner page without a reload and refuses the order', async () => {
    const { context, page: staff } = await signedInPage(restaurantAdmin);
    const original = await savedHours(staff.request);
    try {
      // Open all day, so the diner starts on an open restaurant whatever the time.
      await putHours(staff.request, { openHoursItems: [ALL_DAY], closeDaysItems: [] });

      // The diner: a second page of the same browser, a dish in the cart, back on the menu.
      const diner = await context.newPage();
      await diner.setViewportSize(PHONE);
      await diner.goto('/online/goldendragon/5');
      await enterMenu(diner);
      await diner.getByRole('button', { name: 'Crispy Pork Belly', exact: true }).first().click();
      await diner.getByRole('button', { name: /^Add \$/ }).click();
      await visible(diner.getByRole('link', { name: /^Cart, 1 items/ }));
      await visible(diner.getByRole('tablist', { name: 'Menu categories' }));
      expect(await diner.getByText(CLOSED).isVisible()).toBe(false);
      const loads = countLoads(diner);

      // The admin closes today on /openHours.
      await staff.bringToFront();
      await staff.goto('/openHours');
      await visible(staff.getByText('00:00 – 24:00'));
      const today = localClock(new Date(), 'Australia/Sydney');
      // The field shows and takes dd/MM/yyyy whatever the browser's language (decision 0459).
      await staff.getByRole('textbox', { name: 'Date', exact: true }).fill(today.dmyDate);
      await staff.getByRole('button', { name: 'Add Date' }).click();
      await visible(staff.getByText(today.dmyDate));
      await staff.getByRole('button', { name: 'Save' }).click();
      await staff.waitForURL((url) => url.pathname.toLowerCase() === '/myrestaurant');
      expect((await savedHours(staff.request)).closeDaysItems).toEqual([today.dmyDate]);

      // The open diner page says so at once, without a reload, and the order is refused.
      await diner.bringToFront();
      await expect.poll(() => diner.getByText(CLOSED).isVisible(), { timeout: 5_000 }).toBe(true);
      expect(loads.count).toBe(0);
      await diner.getByRole('link', { name: /^Cart, / }).click();
      await diner.getByRole('link', { name: 'Checkout' }).click();
      await visible(diner.getByRole('heading', { level: 1, name: 'Checkout' }));
      await diner.getByLabel(/^Name/).fill('Late Diner');
      await diner.getByLabel(/^Number of guests/).fill('2');
      await diner.getByLabel(/^Mobile number/).fill('0412345678');
      await diner.getByRole('radio', { name: 'Pay at counter', exact: true }).check();
      const [reply] = await Promise.all([
        diner.waitForResponse((r) => r.url().endsWith('/api/placeOrder')),
        diner.getByRole('button', { name: 'Place order' }).click(),
      ]);
      expect(reply.status()).toBe(400);
      await visible(diner.getByText(CLOSED).first());

      // Opened again while the diner is back on the menu (client-side): it no longer says closed.
      await diner.goBack();
      await diner.goBack();
      await visible(diner.getByRole('tablist', { name: 'Menu categories' }));
      await visible(diner.getByText(CLOSED));
      await putHours(staff.request, { openHoursItems: [ALL_DAY], closeDaysItems: [] });
      await expect.poll(() => diner.getByText(CLOSED).isVisible(), { timeout: 5_000 }).toBe(false);
      expect(loads.count).toBe(0);
    } finally {
      await putHours(staff.request, original);
      await context.close();
    }
  }, 120_000);

  it("a surcharge for every day shows on the checkout and in the placed order's total, and is deleted again", async () => {
    const { context, page: staff } = await signedInPage(restaurantAdmin);
    const original = await savedSurcharges(staff.request);
    try {
      await staff.goto('/surchargeSettings');
      await visible(staff.getByRole('link', { name: 'Sunday surcharge' }));
      await staff.getByRole('link', { name: 'Add New Surcharge' }).click();
      await staff.waitForURL('**/surcharge');
      const save = staff.getByRole('button', { name: 'Save' });
      await staff.getByLabel(/^Name/).fill('Journey surcharge');
      expect(await save.isDisabled()).toBe(true);
      // 20 %: above the Sunday (10 %) and holiday (15 %) ones, so it is the one that applies.
      await staff.getByLabel(/^Percentage/).fill('20');
      await staff.getByLabel('Description').fill('Every day, for the journey');
      for (const day of DAY_NAMES) await staff.getByRole('button', { name: day, exact: true }).click();
      await save.click();
      await staff.waitForURL((url) => url.pathname.toLowerCase() === '/myrestaurant');
      expect((await savedSurcharges(staff.request)).map((s) => s.name)).toContain('Journey surcharge');

      // The diner's next order pays it, and the checkout shows it and the Total before the order is placed.
      const plan = await planOrder();
      const diner = await openDinerPage(plan);
      const checkout = { subtotal: 0, surcharge: 0, total: 0 };
      try {
        const [reply] = await Promise.all([
          diner.page.waitForResponse((r) => r.url().endsWith('/api/placeOrder'), { timeout: 60_000 }),
          orderAndPlace(diner.page, plan, 'Pay at counter', undefined, async (page) => {
            const line = page.getByTestId('checkout-surcharge');
            await visible(line);
            expect(await line.count()).toBe(1);
            expect(await line.innerText()).toContain('Journey surcharge');
            checkout.subtotal = centsOf(await page.getByTestId('checkout-subtotal').innerText());
            checkout.surcharge = centsOf((await line.innerText()).replace('Journey surcharge', ''));
            checkout.total = centsOf(await page.getByTestId('checkout-total').innerText());
            expect(checkout.subtotal).toBeGreaterThan(0);
            expect(checkout.surcharge).toBe(Math.round(checkout.subtotal * 0.2));
            expect(checkout.total).toBe(checkout.subtotal + checkout.surcharge);
            await visible(page.getByText('Total', { exact: true }));
          }),
        ]);
        expect(reply.status()).toBe(200);
        const placed = (await reply.json()) as PlaceOrderResponse;
        const amount = Math.round(placed.subtotalCent * 0.2);
        expect(placed.surcharges).toEqual([expect.objectContaining({ name: 'Journey surcharge', amount })]);
        expect(placed.totalCent).toBe(placed.subtotalCent + amount);
        // What the checkout showed is what the server charged.
        expect([placed.subtotalCent, amount, placed.totalCent]).toEqual([
          checkout.subtotal,
          checkout.surcharge,
          checkout.total,
        ]);
        await diner.page.waitForURL(/\/orderSuccess\//, { timeout: 60_000 });
        await diner.page.getByRole('link', { name: 'View Order' }).click();
        await visible(diner.page.getByText('Journey surcharge').first());
      } finally {
        await diner.context.close();
      }

      // Deleted from the list, after the confirmation.
      await staff.goto('/surchargeSettings');
      await staff.getByRole('checkbox', { name: 'Select Journey surcharge' }).check();
      await staff.getByRole('button', { name: 'Delete' }).click();
      await staff.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await staff.waitForURL((url) => url.pathname.toLowerCase() === '/myrestaurant');
      expect((await savedSurcharges(staff.request)).map((s) => s.name)).not.toContain('Journey surcharge');
    } finally {
      const now = await savedSurcharges(staff.request);
      if (JSON.stringify(now) !== JSON.stringify(original)) {
        const res = await staff.request.put('/api/updateRestaurantValues/', {
          data: { surchargeSettings: original },
        });
        expect(res.status()).toBe(200);
      }
      await context.close();
    }
  }, 180_000);
});
