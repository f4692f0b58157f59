import { readFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { DAY_NAMES, GO_LIVE_MESSAGES } from '@rpos/domain';
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
  firstSignIn,
} from '../support/go-live';
import { decodePdfQrCodes } from '../support/pdf-qr';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const DISH = 'Crispy Pork Belly';

/** A network receipt printer on loopback: the bytes of each connection. */
function fakePrinter(): Promise<{ server: Server; port: number; received: Buffer[] }> {
  const received: Buffer[] = [];
  const server = createServer((socket: Socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => {
      received.push(Buffer.concat(chunks));
      socket.end();
    });
    socket.on('error', () => undefined);
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      ok({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    }),
  );
}

/** Follows a step of the setup checklist from My Restaurant to its page. */
async function openStep(page: Page, label: string, path: RegExp) {
  await page.goto('/myRestaurant');
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
      const main = page.locator('tbody tr[data-menu-id]').filter({ hasText: 'Main' }).first();
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
      await page.goto('/myRestaurant');
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

      // Go live.
      await page.goto('/myRestaurant');
      for (const step of [
        'Opening hours',
        'A published menu',
        'Tables on the floor plan',
        'Table QR codes downloaded',
      ])
        await visible(checklistStep(page, step).getByRole('img', { name: 'Done' }));
      await page.getByRole('button', { name: 'Go live' }).click();
      await visible(page.getByText(GO_LIVE_MESSAGES.live));
      lap('live');

      // A diner scans table 3's code: orders and pays at the counter.
      const diner = await newPage({ viewport: PHONE });
      try {
        await dinerOrdersAtTable(diner.page, codes[2]!, DISH);
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
