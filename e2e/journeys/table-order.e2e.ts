import {
  DAY_NAMES,
  type OrderSummaryResponse,
  type PrintJobsResponse,
  type StaffOpenHoursResponse,
} from '@rpos/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { enterMenu } from '../support/diner';
import { PHONE, visible } from '../support/diner-checkout';

/**
 * One order for the whole table (issue 32): the restaurant admin turns "ordering together" on; two
 * phones (two browser contexts, so two diners) at table 5 build one cart, each sees the other's dish
 * appear live with who added it; one pays their own items at the counter (held for the table, decision
 * 0597), the other orders the rest for the table; the kitchen gets one document with both diners'
 * dishes and who ordered what, and the other phone sees "Ordered by ..." without a reload. Golden Dragon's
 * setting and hours are put back at the end: other journeys share the demo data.
 */

const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;
const ALL_DAY = { weekdays: [...DAY_NAMES], openStart: '00:00', openEnd: '24:00' };

/** Fills the checkout's contact fields and places the order, paying at the counter. */
async function placeAtCounter(page: Page, name: string) {
  await expect.poll(() => page.getByLabel(/^Name/).inputValue()).toBe(name);
  await page.getByLabel(/^Mobile number/).fill('0412345678');
  const guests = page.getByLabel(/^Number of guests/);
  if (await guests.isVisible()) await guests.fill('2');
  await page.getByRole('radio', { name: 'Pay at counter' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/orderSuccess\/goldendragon\/5\/[^/]+$/, { timeout: 60_000 });
}

const referenceOf = (page: Page) =>
  decodeURIComponent(new URL(page.url()).pathname.split('/').pop() as string);

async function addDish(page: Page, dish: string, nickname: string) {
  const card = page.getByRole('button', { name: dish, exact: true }).first();
  await visible(card);
  await card.click();
  await visible(page.getByRole('heading', { level: 1, name: dish }));
  await page.getByRole('button', { name: /^Add \$/ }).click();
  // The first add at a shared table asks the name the others see.
  const dialog = page.getByRole('dialog', { name: 'Ordering together' });
  await visible(dialog);
  await dialog.getByRole('textbox', { name: /Your name/ }).fill(nickname);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/online\/goldendragon\/5$/);
}

describe('ordering together at a table', () => {
  it('two phones at table 5 build one cart live; one pays their own, the other the rest: one kitchen order', async () => {
    const admin = await signedInPage(restaurantAdmin);
    const hours = (await (
      await admin.page.request.get('/api/restaurantOpenHours')
    ).json()) as StaffOpenHoursResponse;
    const ann = await newPage({ viewport: PHONE });
    const bob = await newPage({ viewport: PHONE });
    try {
      // Open all day, so a dine-in order is accepted whatever the time of the run.
      const open = await admin.page.request.put('/api/restaurantOpenHours/goldendragon', {
        data: { openHours: { openHoursItems: [ALL_DAY], closeDaysItems: [] } },
      });
      expect(open.status(), await open.text()).toBe(200);
      // The setting, on the Online Settings page.
      await admin.page.goto('/restaurantSettings');
      const card = admin.page.getByRole('form', { name: 'Online Ordering Settings' });
      const group = card.getByRole('switch', { name: 'Diners at one table share one cart and order once' });
      await visible(group);
      expect(await group.isChecked()).toBe(false);
      await group.click();
      await card.getByRole('button', { name: 'Save' }).click();
      await admin.page.getByText('Updated successfully').waitFor();

      for (const phone of [ann, bob]) {
        await phone.page.goto('/online/goldendragon/5');
        await enterMenu(phone.page);
      }
      let annLoads = 0;
      ann.page.on('load', () => annLoads++);

      await addDish(ann.page, 'Siu Mai', 'Ann');
      const annCart = ann.page.getByRole('link', { name: /^Cart, 1 items/ });
      await visible(annCart);
      // Bob's phone sees Ann's dish in the table's badge without doing anything.
      await visible(bob.page.getByRole('link', { name: /^Cart, 1 items/ }));
      await addDish(bob.page, 'Coca-Cola', 'Bob');
      // ... and Ann's badge follows Bob's add, live.
      await visible(ann.page.getByRole('link', { name: /^Cart, 2 items/ }));

      // Both look at the table's cart: who added what.
      await ann.page.getByRole('link', { name: /^Cart, 2 items/ }).click();
      await visible(ann.page.getByRole('heading', { level: 1, name: /ordering together/ }));
      await visible(ann.page.getByRole('heading', { name: 'Ann (you)' }));
      await visible(ann.page.getByRole('heading', { name: 'Bob' }));
      await visible(ann.page.getByRole('heading', { name: '1 × Coca-Cola' }));
      await bob.page.getByRole('link', { name: /^Cart, 2 items/ }).click();
      await visible(bob.page.getByRole('heading', { name: 'Bob (you)' }));
      // Bob may change only his own line: Ann's has no buttons on his phone.
      await expect.poll(() => bob.page.getByRole('button', { name: 'Remove Siu Mai' }).count()).toBe(0);
      await bob.page.getByRole('button', { name: 'One more Coca-Cola' }).click();
      await visible(ann.page.getByRole('heading', { name: '2 × Coca-Cola' }));

      // Bob pays his own items at the counter: his order waits for the rest of the table (decision 0597).
      await bob.page.getByRole('link', { name: 'Pay my items' }).click();
      await visible(bob.page.getByRole('heading', { level: 1, name: 'Pay my items' }));
      await placeAtCounter(bob.page, 'Bob');
      const bobReference = referenceOf(bob.page);
      await visible(ann.page.getByText(/^1 paid order\(s\) wait for the rest of the table/));
      await visible(ann.page.getByText(/Bob ordered their items: order #/));

      // Ann orders the rest for the table and pays at the counter.
      await ann.page.getByRole('link', { name: 'Order for the table' }).click();
      await visible(ann.page.getByRole('heading', { level: 1, name: 'Order for the whole table' }));
      await visible(ann.page.getByText(/^1 dishes?, /));
      await placeAtCounter(ann.page, 'Ann');
      const reference = referenceOf(ann.page);
      expect(annLoads).toBe(0);

      // Two orders, each paid its way, priced by the server.
      const summary = (await (
        await ann.page.request.get(
          `/api/orderSummary?restaurantId=goldendragon&orderIds=${encodeURIComponent(reference)},${encodeURIComponent(bobReference)}`,
        )
      ).json()) as OrderSummaryResponse;
      const annOrder = summary.orders.find((o) => o.items.some((i) => i.dish.name === 'Siu Mai'))!;
      const bobOrder = summary.orders.find((o) => o.items.some((i) => i.dish.name === 'Coca-Cola'))!;
      expect(summary.orders).toHaveLength(2);
      expect(annOrder.items.map((i) => [i.dish.name, i.quantity])).toEqual([['Siu Mai', 1]]);
      expect(bobOrder.items.map((i) => [i.dish.name, i.quantity])).toEqual([['Coca-Cola', 2]]);

      // The kitchen gets ONE order for the table: one document, both diners' dishes, who ordered what.
      const numbers = [annOrder.orderNumber, bobOrder.orderNumber];
      const kitchenJobs = async () =>
        (
          (await (await admin.page.request.get('/api/printJobs?pageSize=50')).json()) as PrintJobsResponse
        ).jobs.filter((j) => j.orderNumber !== null && numbers.includes(j.orderNumber));
      await expect.poll(async () => (await kitchenJobs()).length, { timeout: 30_000 }).toBeGreaterThan(0);
      const jobs = await kitchenJobs();
      expect(new Set(jobs.map((j) => j.orderNumber)).size).toBe(1);
      const preview = jobs.map((j) => j.preview ?? '').join('\n');
      for (const text of ['Siu Mai', 'Coca-Cola', 'for Ann', 'for Bob', 'TABLE ORDER · 2 diners'])
        expect(preview).toContain(text);

      // Bob's phone, back at the table's cart: emptied, with the last order shown.
      await bob.page.goto('/tableCart/goldendragon/5');
      const short = annOrder.orderNumber.slice(-4).toUpperCase();
      await visible(bob.page.getByText(`Ordered by Ann: order #${short}`));
      await visible(bob.page.getByText('Nobody has added anything yet.'));
    } finally {
      const off = await admin.page.request.put('/api/restaurantSettings', {
        data: { onlineSettings: { isGroupOrderingEnabled: false } },
      });
      expect(off.ok(), await off.text()).toBe(true);
      const back = await admin.page.request.put('/api/restaurantOpenHours/goldendragon', {
        data: { openHours: hours.openHours },
      });
      expect(back.ok(), await back.text()).toBe(true);
      await ann.context.close();
      await bob.context.close();
      await admin.context.close();
    }
  });
});
