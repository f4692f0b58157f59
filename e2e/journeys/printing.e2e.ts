import { createServer, type Server, type Socket } from 'node:net';
import type { PosPrintSettingsResponse, PrintersResponse } from '@rpos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { openDinerPage, orderAndPlace, planOrder, visible } from '../support/diner-checkout';

// Golden Dragon's restaurant admin.
const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;

/** A network receipt printer on loopback: keeps each connection's bytes. */
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

/** The printable ASCII of ESC/POS bytes (commands and CJK bytes dropped). */
const asciiOf = (bytes: Buffer) => bytes.toString('latin1').replace(/[^\x20-\x7e\n]/g, '');

/**
 * Real printing (issue 18): the restaurant admin adds a network printer pointing at a fake printer on
 * loopback and turns the kitchen docket on; a diner orders (pay at counter, accepted at once); the
 * fake printer receives a docket that decodes to the order's dish. Golden Dragon's print settings
 * are put back and the printer removed at the end.
 */
describe('printing (restaurantAdmin, diner)', () => {
  let printer: Awaited<ReturnType<typeof fakePrinter>>;
  beforeAll(async () => {
    printer = await fakePrinter();
  });
  afterAll(() => new Promise<void>((ok) => printer.server.close(() => ok())));

  it('adds a network printer and a kitchen docket setting; a diner order prints its docket', async () => {
    const { context, page } = await signedInPage(restaurantAdmin);
    const name = `Journey Kitchen ${Date.now().toString(36)}`;
    const before = await page.request.get('/api/posPrintSettings');
    expect(before.status()).toBe(200);
    const original = ((await before.json()) as PosPrintSettingsResponse).posPrintSettings;
    try {
      await page.goto('/posPrinterSettings');
      await page.getByRole('heading', { level: 1, name: 'Printer Settings' }).waitFor();
      await page.getByRole('button', { name: 'Add Printer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Printer' });
      await dialog.getByLabel(/^Printer Name/).fill(name);
      await dialog.getByLabel(/^IP Address/).fill('127.0.0.1');
      await dialog.getByLabel(/^Port/).fill(String(printer.port));
      await dialog.getByRole('combobox', { name: 'Language' }).click();
      await page.getByRole('option', { name: '2 Chinese Simplified' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await visible(page.getByRole('table', { name: 'Printers' }).getByRole('cell', { name, exact: true }));

      await page.getByRole('tab', { name: 'POS Print Settings' }).click();
      await page.getByRole('heading', { level: 1, name: 'POS Print Settings' }).waitFor();
      const docket = page.getByRole('region', { name: 'Kitchen Docket' });
      await docket.getByRole('combobox', { name: 'Default Printer' }).click();
      await page.getByRole('option', { name, exact: true }).click();
      for (const orderType of ['DineIn', 'TakeAway']) {
        const toggle = docket.getByRole('switch', { name: `Kitchen Docket ${orderType}` });
        if (!(await toggle.isChecked())) await toggle.check();
      }
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Updated successfully').waitFor();

      // A diner orders and pays at the counter: accepted at once, so the kitchen docket prints.
      const plan = await planOrder();
      const diner = await openDinerPage(plan);
      try {
        await orderAndPlace(diner.page, plan, 'Pay at counter', 'Crispy Pork Belly');
        await diner.page.waitForURL(/\/orderSuccess\//, { timeout: 60_000 });
      } finally {
        await diner.context.close();
      }
      await expect
        .poll(() => printer.received.map(asciiOf).join('\n'), { timeout: 30_000 })
        .toContain('Crispy Pork Belly');
      const docketText = printer.received.map(asciiOf).find((t) => t.includes('Crispy Pork Belly'))!;
      expect(docketText).toContain('KITCHEN');
      // Its job shows as printed on /printJobs.
      await page.getByRole('tab', { name: 'Print Jobs' }).click();
      await visible(page.getByRole('table', { name: 'Print jobs' }).getByText('Printed').first());
    } finally {
      await page.request.put('/api/posPrintSettings', { data: { posPrintSettings: original } });
      const list = (await (await page.request.get('/api/myprinters')).json()) as PrintersResponse;
      if (list.printers.some((p) => p.printerName === name))
        await page.request.delete(`/api/printer/${encodeURIComponent(name)}`);
      await context.close();
    }
  });
});
