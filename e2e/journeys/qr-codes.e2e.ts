import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { newPage, openPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { enterMenu } from '../support/diner';

const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;
const CLOSED = 'Online ordering is closed. Please try again later.';
const QUEUE_CLOSED = 'The online queue is closed. Please try again later.';
const BOOKING_CLOSED = 'Online booking is closed. Please try again later.';

/** Clicks a download button and decodes the saved PNG with an independent decoder (jsQR). */
async function downloadAndDecode(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const png = PNG.sync.read(await readFile((await download.path())!));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return { text: code?.data, width: png.width, height: png.height, fileName: download.suggestedFilename() };
}

/** The QR codes page: switch a QR type off and on again, print a table's code. */
describe('QR codes', () => {
  it('disabling the takeaway QR stops the takeaway diner at once; the PNGs decode to the diner URLs', async () => {
    const diner = await newPage({ viewport: { width: 390, height: 844 } });
    await diner.page.goto('/online/goldendragon/takeaway');
    await enterMenu(diner.page);
    const closed = diner.page.getByText(CLOSED);
    expect(await closed.isVisible()).toBe(false);

    const { context, page } = await signedInPage(restaurantAdmin);
    const takeawaySwitch = page.getByRole('switch', { name: 'Takeaway Disabled' });
    const save = async () => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL('**/myRestaurant');
    };
    try {
      await page.goto('/qrcodes/goldendragon');
      await takeawaySwitch.waitFor();
      expect(await takeawaySwitch.isChecked()).toBe(false);
      await takeawaySwitch.check();
      await save();
      // The open diner page learns it without a reload.
      await expect.poll(() => closed.isVisible(), { timeout: 5_000 }).toBe(true);

      // Each card's template decodes to the URL the diner opens.
      await page.goto('/qrcodes/goldendragon');
      await takeawaySwitch.waitFor();
      expect(await takeawaySwitch.isChecked()).toBe(true);
      const origin = new URL(page.url()).origin;
      const takeaway = await downloadAndDecode(page, 'Download PNG Takeaway');
      expect(takeaway).toMatchObject({
        text: `${origin}/online/goldendragon/takeaway`,
        width: 1240,
        height: 1754,
      });
      const booking = await downloadAndDecode(page, 'Download PNG Booking');
      expect(booking.text).toBe(`${origin}/restaurantBooking/goldendragon`);

      // A table's code, through GET /getTableQrString; a bad number shows the rule's text.
      const tableField = page.getByLabel('Table number').first();
      await tableField.fill('5 A');
      await page.getByRole('button', { name: 'Generate' }).click();
      await page.getByText('The table number should only include letters and numbers').first().waitFor();
      await tableField.fill('5');
      await page.getByRole('button', { name: 'Generate' }).click();
      const table = await downloadAndDecode(page, 'Download PNG Table 5');
      expect(table).toMatchObject({ text: `${origin}/online/goldendragon/5`, width: 946, height: 1312 });
      expect(table.fileName).toBe('goldendragon-table-5-qr.png');

      // The decoded URL is a working diner page.
      const scanned = await newPage({ viewport: { width: 390, height: 844 } });
      await scanned.page.goto(table.text!);
      await enterMenu(scanned.page);
      expect(await scanned.page.getByText('Table 5').first().isVisible()).toBe(true);
      await scanned.context.close();

      // The printable PDF of every table.
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download every table (PDF)' }).click(),
      ]);
      expect(pdf.suggestedFilename()).toBe('goldendragon-table-qr-codes.pdf');
      expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      // Re-enable takeaway so other journeys find it on.
      const restore = await page.request.put('/api/updateRestaurantValues/', {
        data: { qrCodeSettings: [{ name: 'takeaway', disabled: false, disabledDate: null }] },
      });
      expect(restore.ok()).toBe(true);
      await context.close();
    }
    await expect.poll(() => closed.isVisible(), { timeout: 5_000 }).toBe(false);
    await diner.context.close();
  });

  it('disabling the queue and booking QRs closes the queue page and the booking wizard (decisions 0122-0123)', async () => {
    const phone = { viewport: { width: 390, height: 844 } };
    const queue = await newPage(phone);
    await queue.page.goto('/queue/goldendragon');
    const submit = queue.page.getByRole('button', { name: 'Submit' });
    await submit.waitFor();
    const queueClosed = queue.page.getByText(QUEUE_CLOSED);

    const { context, page } = await signedInPage(restaurantAdmin);
    const queueSwitch = page.getByRole('switch', { name: 'Queue Disabled' });
    const bookingSwitch = page.getByRole('switch', { name: 'Booking Disabled' });
    // The queue page has no stream of the restaurant: it reads the switch again when the diner comes back.
    const comeBack = (p: Page) => p.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    try {
      await page.goto('/qrcodes/goldendragon');
      await queueSwitch.waitFor();
      expect(await queueSwitch.isChecked()).toBe(false);
      await queueSwitch.check();
      await bookingSwitch.check();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL('**/myRestaurant');

      await comeBack(queue.page);
      await queueClosed.waitFor({ timeout: 5_000 });
      expect(await submit.count()).toBe(0);

      // A diner opening the pages now is told at once.
      const fresh = await newPage(phone);
      await openPage(fresh.page, '/queue/goldendragon');
      await fresh.page.getByText(QUEUE_CLOSED).waitFor();
      await openPage(fresh.page, '/restaurantBooking/goldendragon');
      await fresh.page.getByText(BOOKING_CLOSED).waitFor();
      expect(await fresh.page.getByRole('button', { name: 'Next' }).count()).toBe(0);
      await fresh.context.close();

      // POST /queuePosition refuses too, whatever the page shows.
      const refused = await queue.page.request.post('/api/queuePosition', {
        data: {
          recaptcha: '',
          name: 'Ada',
          guestNum: 2,
          phoneNumber: '0412345678',
          restaurantId: 'goldendragon',
        },
      });
      expect(refused.status()).toBe(400);
      expect((await refused.json()).message).toBe(QUEUE_CLOSED);
    } finally {
      const restore = await page.request.put('/api/updateRestaurantValues/', {
        data: {
          qrCodeSettings: [
            { name: 'queue', disabled: false, disabledDate: null },
            { name: 'booking', disabled: false, disabledDate: null },
          ],
        },
      });
      expect(restore.ok()).toBe(true);
      await context.close();
    }
    await comeBack(queue.page);
    await submit.waitFor({ timeout: 5_000 });
    expect(await queueClosed.count()).toBe(0);
    await queue.context.close();
  });
});
