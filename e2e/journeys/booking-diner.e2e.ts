import { localClock, PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '@rpos/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { newPage, openPage } from '../support/browser';
import { PHONE, payWithTestCard, visible } from '../support/diner-checkout';

/**
 * The diner's table booking on a phone, against the demo data: Golden Dragon's Lunch (no deposit) and
 * its Banquet Dinner, whose $20 deposit is paid with a test card typed on the sandbox's hosted
 * checkout. Each run has a fresh database, so the tables are free a week ahead.
 */

/** The restaurant's date `days` from today, YYYY-MM-DD. */
function sydneyDatePlus(days: number): string {
  return localClock(new Date(Date.now() + days * 86_400_000), 'Australia/Sydney').isoDate;
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** Time, Table, Contact, Review, then Confirm. */
async function book(page: Page, plan: { partySize: string; date: string; slot: RegExp; table: string }) {
  await openPage(page, '/restaurantBooking/goldendragon');
  await visible(page.getByRole('heading', { level: 1, name: 'Golden Dragon' }));
  await page.getByLabel('Number of guests').selectOption(plan.partySize);
  await page.getByLabel('Date').fill(plan.date);
  const slot = page.getByRole('radio', { name: plan.slot });
  await visible(slot);
  await slot.check();
  await expectNoSeriousA11yViolations(page, 'booking time step');
  await next(page);
  await page.getByRole('checkbox', { name: plan.table }).check();
  await next(page);
  await page.getByRole('textbox', { name: /^Name/ }).fill('Booking Diner');
  await page.getByRole('textbox', { name: /^Email/ }).fill('diner@example.com');
  await page.getByRole('textbox', { name: /^Mobile phone/ }).fill('0412345678');
  await next(page);
  await visible(page.getByText('Booking Diner'));
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
}

/** On the confirmation view: its number is the last 6 characters of the booking id in the address. */
async function expectConfirmed(page: Page) {
  await page.waitForURL(/\/bookingSuccess\/goldendragon\?bookingId=[^&]+/, { timeout: 60_000 });
  const bookingId = new URL(page.url()).searchParams.get('bookingId') ?? '';
  await expect
    .poll(() => page.getByTestId('booking-confirmation-number').textContent())
    .toBe(bookingId.slice(-6));
  await expect.poll(() => page.getByTestId('booking-status').getAttribute('data-status')).toBe('confirmed');
  await visible(page.getByText('Your booking is confirmed.'));
  await expectNoSeriousA11yViolations(page, 'booking confirmation');
}

describe('diner booking journey', () => {
  it('books a lunch table without a deposit and sees the confirmation number', async () => {
    const { page, context } = await newPage({ viewport: PHONE });
    await book(page, {
      partySize: '2',
      date: sydneyDatePlus(7),
      slot: /^Lunch 11:30 – 14:30/,
      table: 'Table 1 · Seats 1–2',
    });
    await expectConfirmed(page);
    await context.close();
  }, 120_000);

  /** Books the banquet (8 guests, table 11) `days` ahead and waits for the sandbox's hosted checkout. */
  async function bookBanquetToCheckout(page: Page, days: number) {
    await book(page, {
      partySize: '8',
      date: sydneyDatePlus(days),
      slot: /^Banquet Dinner 19:00 – 22:00/,
      table: 'Table 11 · Seats 6–10',
    });
    await page.waitForURL(/\/sandbox\/pay\/[^/]+$/, { timeout: 60_000 });
    await visible(page.getByText(PAYMENT_MESSAGES.sandboxNotice));
    await visible(page.getByText('$20.00 AUD'));
    // The hosted checkout lists the test cards and takes one in its card form.
    await visible(page.getByText(SANDBOX_TEST_CARDS.authorise.replace(/(\d{4})(?=\d)/g, '$1 ')));
  }

  it('books the banquet, pays the deposit with the test card on the sandbox checkout and sees the booking confirmed', async () => {
    const { page, context } = await newPage({ viewport: PHONE });
    await bookBanquetToCheckout(page, 8);
    await expectNoSeriousA11yViolations(page, 'hosted checkout');
    await payWithTestCard(page, SANDBOX_TEST_CARDS.authorise);
    await expectConfirmed(page);
    await visible(page.getByText('19:00 – 22:00'));
    await context.close();
  }, 120_000);

  it('a declined deposit card returns to the confirmation view saying the payment failed', async () => {
    const { page, context } = await newPage({ viewport: PHONE });
    await bookBanquetToCheckout(page, 9);
    await payWithTestCard(page, SANDBOX_TEST_CARDS.decline);
    await page.waitForURL(/\/bookingSuccess\/goldendragon\?bookingId=[^&]+&type=error$/, { timeout: 60_000 });
    await visible(page.getByText('The payment failed or was cancelled.'));
    await expect
      .poll(() => page.getByTestId('booking-status').getAttribute('data-status'))
      .toBe('pendingPayment');
    await context.close();
  }, 120_000);
});
