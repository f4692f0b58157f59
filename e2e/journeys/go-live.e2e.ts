import { readFile } from 'node:fs/promises';
import { DAY_NAMES, GO_LIVE_MESSAGES, FLOOR_PLAN_MESSAGES as M } from '@rpos/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { PHONE, visible } from '../support/diner-checkout';
import {
  addRestaurant,
  addRestaurantAdmin,
  checklistStep,
  dinerOrdersAtTable,
  fakePrinter,
  firstSignIn,
} from '../support/go-live';
import { decodePdfQrCodes } from '../support/pdf-qr';

// Golden Dragon's restaurant admin.
const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;

/**
 * Issue 25: the floor plan from My Restaurant's toolbar — an area with tables
 * drawn by range, moved with the keyboard — is what the diner's table URL, the QR page and the POS
 * floor read. (The journey from an empty restaurant to its first paid order is the next one.)
 */
describe('go live: tables and the floor plan', () => {
  it('draws an area with tables that the diner URL and the POS floor then know', async () => {
    const { context, page } = await signedInPage(restaurantAdmin);
    try {
      await page.goto('/myRestaurant');
      await page.getByRole('link', { name: 'Tables and floor plan' }).click();
      await page.waitForURL('**/floorPlan');
      await page.getByRole('heading', { level: 1, name: 'Tables and floor plan' }).waitFor();

      await page.getByRole('button', { name: 'Add area' }).click();
      await page.getByRole('dialog').getByLabel('Area name').fill('Terrace');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByRole('tab', { name: 'Terrace (0)', selected: true }).waitFor();

      await page.getByRole('button', { name: 'Add tables' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add tables' });
      await dialog.getByLabel('Table numbers').fill('T1-T3');
      await dialog.getByRole('button', { name: 'Add tables' }).click();
      await page.getByRole('tab', { name: 'Terrace (3)' }).waitFor();

      const t2 = page.getByRole('button', { name: /^Table T2, 4 seats, column 4, row 1$/ });
      await t2.click();
      await t2.press('ArrowDown');
      await page.getByRole('button', { name: /^Table T2, 4 seats, column 4, row 2$/ }).waitFor();

      // A table number that breaks the rule is refused with the spec's text.
      const number = page.getByRole('textbox', { name: 'Table number', exact: true });
      await number.fill('T 2');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('alert').getByText(M.tableNumber).waitFor();

      // The diner's table URL knows the new table; the POS floor draws the Terrace.
      expect((await page.request.get('/api/online?menuId=goldendragon&tableId=T2')).status()).toBe(200);
      await page.goto('/pos');
      await page.getByRole('tab', { name: /^Terrace · 0\/3 in use$/ }).click();
      await page.getByRole('button', { name: /^Table T2, Free$/ }).waitFor();
    } finally {
      // Put Golden Dragon back: remove the Terrace's tables and the area.
      const plan = (await (await page.request.get('/api/floorPlan')).json()) as {
        areas: { id: string; name: string; tables: { id: string }[] }[];
      };
      for (const area of plan.areas.filter((a) => a.name === 'Terrace')) {
        for (const table of area.tables) await page.request.delete(`/api/floorPlan/tables/${table.id}`);
        await page.request.delete(`/api/floorPlan/areas/${area.id}`);
      }
      await context.close();
    }
  });
});

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const DISH = 'Crispy Pork Belly';
const ONLINE_CLOSED = 'Online ordering is closed. Please try again later.';

/** My Restaurant through the sidebar (no reload of the app). */
const myRestaurant = (page: Page) =>
  page.locator('nav[aria-label="Sidebar"]').getByRole('link', { name: 'My Restaurant' }).click();

/** Follows a step of the setup checklist from My Restaurant to its page. */
async function openStep(page: Page, label: string, path: RegExp) {
  await myRestaurant(page);
  await checklistStep(page, label).click();
  await page.waitForURL(path);
}

/**
 * Issue 25: a new restaurant goes live from nothing, in the browser, on the embedded database. The
 * admin adds the restaurant, its admin and a copy of Golden Dragon's menu; the restaurant admin signs
 * in and works the setup checklist (hours, the menu published, tables 1-8 on the floor plan, the QR
 * PDF whose codes decode to the tables' URLs, a payment type, the sandbox card onboarding, a printer)
 * and goes live; a diner orders at table 3 and pays at the counter; the docket prints; the POS floor
 * shows table 3 occupied and takes the payment; the dashboard shows the sale.
 */
describe('go live from zero', () => {
  let printer: Awaited<ReturnType<typeof fakePrinter>>;
  beforeAll(async () => {
    printer = await fakePrinter();
  });
  afterAll(() => new Promise<void>((ok) => printer.server.close(() => ok())));

  it('a new restaurant goes live and takes its first paid order', { timeout: 120_000 }, async () => {
    const started = Date.now();
    const laps: string[] = [];
    const lap = (what: string) => laps.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const run = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`;
    const id = `golive${run}`;
    const name = `Go Live ${run}`;
    const owner = { firstName: 'Olga', email: `olga.${run}@example.test`, username: `olga${run}` };

    // The admin: the restaurant, its admin, and a copy of Golden Dragon's menu for it.
    const adminPage = await signedInPage(admin);
    let password: string;
    try {
      const { page } = adminPage;
      await addRestaurant(page, id, name, '1 George St, Sydney NSW 2000');
      password = await addRestaurantAdmin(page, id, owner);
      await page.goto('/mymenus');
      const picker = page.getByRole('combobox', { name: 'Restaurant' });
      if (!((await picker.textContent()) ?? '').includes('Golden Dragon')) {
        await picker.click();
        await page.getByRole('option', { name: 'Golden Dragon', exact: true }).click();
      }
      const main = page.locator('tbody tr[data-menu-id]').filter({ hasText: 'Golden Dragon Main Menu' });
      await main.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Copy To', exact: true }).click();
      const copy = page.getByRole('dialog');
      await copy.getByRole('combobox', { name: 'Restaurant' }).click();
      await page.getByRole('option', { name, exact: true }).click();
      await copy.getByRole('button', { name: 'Copy' }).click();
      await page.getByText('Saved successfully!').waitFor();
    } finally {
      await adminPage.context.close();
    }
    lap('admin');

    // The restaurant admin's first sign-in: the checklist, nothing required done but the profile.
    const { context, page } = await firstSignIn(owner.email, password);
    try {
      await page.goto('/myRestaurant');
      await visible(page.getByRole('heading', { name: 'Set up your restaurant' }));
      await visible(checklistStep(page, 'Profile and address').getByRole('img', { name: 'Done' }));
      await visible(checklistStep(page, 'Tables on the floor plan').getByRole('img', { name: 'To do' }));

      // Opening hours: every day, all day.
      await openStep(page, 'Opening hours', /\/openHours$/);
      const days = page.getByRole('group', { name: 'Days' });
      for (const day of DAY_NAMES) await days.getByRole('button', { name: day }).click();
      await page.getByRole('textbox', { name: 'Open' }).fill('00:00');
      await page.getByRole('textbox', { name: 'Close' }).fill('24:00');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved successfully!').waitFor();

      // The copied menu, published as the main menu.
      await openStep(page, 'A published menu', /\/myMenus$/i);
      const row = page.locator('tbody tr[data-menu-id]').first();
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Publish Main', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Publish Main' })
        .getByRole('button', { name: 'Publish Main' })
        .click();
      await page.getByText('Published successfully!').waitFor();

      // Tables 1-8 on the floor plan's first area.
      await openStep(page, 'Tables on the floor plan', /\/floorPlan$/);
      await page.getByRole('button', { name: 'Add tables' }).click();
      const range = page.getByRole('dialog', { name: 'Add tables' });
      await range.getByLabel('Table numbers').fill('1-8');
      await range.getByRole('button', { name: 'Add tables' }).click();
      await page.getByRole('tab', { name: 'Main (8)' }).waitFor();
      lap('hours, menu, tables');

      // The QR PDF: a page per table, each code decoding to that table's diner URL.
      await openStep(page, 'Table QR codes downloaded', new RegExp(`/qrcodes/${id}$`));
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download every table (PDF)' }).click(),
      ]);
      const codes = await decodePdfQrCodes(await readFile((await pdf.path())!));
      const origin = new URL(page.url()).origin;
      expect(codes).toEqual(
        ['1', '2', '3', '4', '5', '6', '7', '8'].map((n) => `${origin}/online/${id}/${n}`),
      );
      lap('QR PDF decoded');

      // Payment types for the POS: a new restaurant has the usual ones (CASH among them); one more.
      await openStep(page, 'Payment types for the POS', /\/paymentTypes$/);
      await visible(page.getByRole('table', { name: 'Payment types' }).getByText('CASH', { exact: true }));
      await page.getByRole('link', { name: 'Add New Payment Type' }).click();
      await page.getByLabel(/^Custom name/).fill('Gift card');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => url.pathname === '/paymentTypes');
      await visible(page.getByRole('table', { name: 'Payment types' }).getByText('Gift card'));

      // Card payments: the sandbox onboarding.
      await myRestaurant(page);
      await page.getByRole('button', { name: 'Set up card payments' }).click();
      await page.getByRole('button', { name: 'Connect test account' }).click();
      await page.waitForURL(/\/myRestaurant\?onboarding=done$/);

      // A kitchen printer (a fake one on loopback) printing dockets of dine-in orders.
      await openStep(page, 'A printer or the kitchen display', /\/posPrinterSettings$/);
      await page.getByRole('button', { name: 'Add Printer' }).click();
      const add = page.getByRole('dialog', { name: 'Add Printer' });
      await add.getByLabel(/^Printer Name/).fill('Kitchen');
      await add.getByLabel(/^IP Address/).fill('127.0.0.1');
      await add.getByLabel(/^Port/).fill(String(printer.port));
      await add.getByRole('button', { name: 'Save' }).click();
      await visible(
        page.getByRole('table', { name: 'Printers' }).getByRole('cell', { name: 'Kitchen', exact: true }),
      );
      await page.getByRole('tab', { name: 'POS Print Settings' }).click();
      const docket = page.getByRole('region', { name: 'Kitchen Docket' });
      await docket.getByRole('combobox', { name: 'Default Printer' }).click();
      await page.getByRole('option', { name: 'Kitchen', exact: true }).click();
      const dineIn = docket.getByRole('switch', { name: 'Kitchen Docket DineIn' });
      if (!(await dineIn.isChecked())) await dineIn.check();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Updated successfully').waitFor();
      lap('payment type, card onboarding, printer');

      // A diner who scans table 3's code before Go live sees the menu, and that ordering is closed.
      const diner = await newPage({ viewport: PHONE });
      await diner.page.goto(codes[2]!);
      // A new restaurant has no promotions landing and no announcement: the menu opens at once.
      await visible(diner.page.getByRole('tablist', { name: 'Menu categories' }));
      const closed = diner.page.getByText(ONLINE_CLOSED);
      await visible(closed);

      // Go live: the diner's open page learns it without a reload.
      await myRestaurant(page);
      for (const step of [
        'Opening hours',
        'A published menu',
        'Tables on the floor plan',
        'Table QR codes downloaded',
      ])
        await visible(checklistStep(page, step).getByRole('img', { name: 'Done' }));
      await page.getByRole('button', { name: 'Go live' }).click();
      await visible(page.getByText(GO_LIVE_MESSAGES.live));
      await expect.poll(() => closed.isVisible(), { timeout: 10_000 }).toBe(false);
      lap('live');

      // The diner, on the page already open, orders and pays at the counter.
      try {
        await dinerOrdersAtTable(diner.page, DISH);
      } finally {
        await diner.context.close();
      }
      lap('diner ordered');

      // The docket prints.
      const ascii = () =>
        printer.received.map((b) => b.toString('latin1').replace(/[^\x20-\x7e\n]/g, '')).join('\n');
      await expect.poll(ascii, { timeout: 20_000 }).toContain(DISH);
      lap('docket printed');

      // The POS floor: table 3 occupied on the plan; the bill paid in cash.
      await page.goto('/pos');
      const tile = page.getByRole('button', { name: /^Table 3, Occupied, total \$/ });
      await visible(tile);
      await tile.click();
      await page.waitForURL(/\/pos\/bill\/[^/]+$/);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      const pay = page.getByRole('dialog', { name: /^Pay the bill/ });
      await pay.getByRole('button', { name: 'CASH' }).click();
      const total = pay.getByRole('button', { name: /^Pay \$/ });
      const amount = ((await total.textContent()) ?? '').replace(/^Pay /, '');
      await total.click();
      await visible(page.getByText(/^This bill is paid\./));
      lap('POS paid');

      // The dashboard shows the sale.
      await page.goto('/dashboard');
      const today = page.getByRole('region', { name: "Today's Sales" });
      await expect.poll(() => today.textContent(), { timeout: 15_000 }).toContain(amount);
      lap('dashboard');
    } catch (e) {
      if (process.env.E2E_DEBUG) {
        await page.screenshot({ path: '/tmp/golive-fail.png', fullPage: true });
        console.info(await (await page.request.get('/api/setupChecklist')).text());
      }
      throw e;
    } finally {
      await context.close();
      console.info(`go live from zero: ${laps.join(', ')}`);
    }
  });
});
