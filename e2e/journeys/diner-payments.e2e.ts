import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '@rpos/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { openPage } from '../support/browser';
import { enterMenu } from '../support/diner';
import {
  type OrderPlan,
  openDinerPage,
  orderAndPlace,
  payWithTestCard,
  planOrder,
  visible,
} from '../support/diner-checkout';

/**
 * Online payments with the sandbox provider (the default), on a phone: card authorised, declined and
 * with a 3-D Secure challenge; the wallet (QR/H5 page, then the status page polling); PayPal; and the
 * session payment page's redirectResult check. Golden Dragon offers card (sandbox card provider),
 * WeChat Pay and PayPal in the demo data.
 */

const THANK_YOU = 'Thank you for your order! It has been successfully received and is being processed.';

let plan: OrderPlan | null = null;
const thePlan = async () => {
  plan ??= await planOrder();
  return plan;
};

async function expectThankYou(page: Page) {
  await page.waitForURL(/\/orderSuccess\/goldendragon\/[^/]+\/[^/?]+\?type=success$/, { timeout: 60_000 });
  await visible(page.getByText(THANK_YOU));
}

/** On the card payment screen: answers the order id (the route's) and the number its header shows. */
async function onCardScreen(page: Page) {
  await page.waitForURL(/\/adyenPayment\/goldendragon\/[^/]+\/[^/?]+$/, { timeout: 60_000 });
  await visible(page.getByTestId('sandbox-notice'));
  await expect.poll(() => page.getByTestId('payment-order-number').textContent()).toMatch(/^[A-Z0-9_-]{4}$/);
  const short = (await page.getByTestId('payment-order-number').textContent()) ?? '';
  await expect
    .poll(() => page.getByTestId('sandbox-notice').textContent())
    .toContain(PAYMENT_MESSAGES.sandboxNotice);
  return { reference: decodeURIComponent(new URL(page.url()).pathname.split('/').pop() as string), short };
}

/** Order with a card and land on the card payment screen; answers the order id. */
async function toCardScreen(page: Page, p: OrderPlan) {
  await orderAndPlace(page, p, 'Card');
  return (await onCardScreen(page)).reference;
}

/** From the menu with a cart: cart → checkout with the same details as orderAndPlace → Place order. */
async function checkoutAgain(page: Page, p: OrderPlan, payLabel: string) {
  await page.getByRole('link', { name: /^Cart, [1-9]\d* items?/ }).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Checkout' }));
  await page.getByLabel(/^Name/).fill('Paying Diner');
  if (p.dineIn) await page.getByLabel(/^Number of guests/).fill('2');
  await page.getByLabel(/^Mobile number/).fill('0412345678');
  if (!p.dineIn) {
    await page.getByRole('radio', { name: 'Choose a time' }).check();
    await page.getByLabel(/^Date/).fill(p.date as string);
    await page.getByLabel(/^Time/).fill(p.time as string);
  }
  await page.getByRole('radio', { name: payLabel, exact: true }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
}

/** The payment id of the sandbox page the browser is on. */
const paymentIdOf = (page: Page) =>
  decodeURIComponent(new URL(page.url()).pathname.split('/').pop() as string);

describe('diner payments journey (sandbox provider)', () => {
  it('card authorised → thank-you screen; card screen, thank-you, summary and invoice show one number', async () => {
    const { page, context } = await openDinerPage(await thePlan());
    await orderAndPlace(page, await thePlan(), 'Card');
    const { reference, short } = await onCardScreen(page);
    await expectNoSeriousA11yViolations(page, 'card payment');
    await payWithTestCard(page, SANDBOX_TEST_CARDS.authorise);
    await expectThankYou(page);
    await expect.poll(() => page.getByTestId('order-number').textContent()).toBe(short);
    await page.getByRole('link', { name: 'View Order' }).click();
    await visible(page.getByRole('img', { name: `QR code of order ${short}` }));
    await openPage(page, `/invoice/goldendragon/${encodeURIComponent(reference)}`);
    await expect.poll(() => page.getByTestId('invoice-number').textContent()).toBe(short);
    await context.close();
  }, 120_000);

  it('card declined → the failure message at once, the cart kept, a retry with a good card pays that order', async () => {
    const plan = await thePlan();
    const { page, context } = await openDinerPage(plan);
    await orderAndPlace(page, plan, 'Card');
    const first = await onCardScreen(page);
    await payWithTestCard(page, SANDBOX_TEST_CARDS.decline);
    await page.waitForURL(
      new RegExp(`/online/goldendragon/[^/]+/${encodeURIComponent(first.reference)}\\?type=error$`),
    );
    // Back on the menu: the failure at once (no promotion landing in front of it), the cart still full.
    await visible(page.getByText(PAYMENT_MESSAGES.paymentFailedTryAgain, { exact: true }));
    await visible(page.getByText(PAYMENT_MESSAGES.paymentFailed, { exact: true }));
    expect(await page.getByRole('button', { name: 'Order Now' }).isVisible()).toBe(false);
    await visible(page.getByRole('link', { name: /^Cart, [1-9]\d* items?/ }));
    // The toast closes by itself after 2 seconds (diner.md §8).
    await expect
      .poll(() => page.getByText(PAYMENT_MESSAGES.paymentFailedTryAgain, { exact: true }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(false);

    // The same cart again: the same order (same id, same number), paid this time.
    await checkoutAgain(page, plan, 'Card');
    const retry = await onCardScreen(page);
    expect(retry).toEqual(first);
    await payWithTestCard(page, SANDBOX_TEST_CARDS.authorise);
    await expectThankYou(page);
    expect(decodeURIComponent(new URL(page.url()).pathname.split('/').pop() as string)).toBe(first.reference);
    await expect.poll(() => page.getByTestId('order-number').textContent()).toBe(first.short);

    // Paid: the cart is done.
    await page.goto(`/online/goldendragon/${plan.tableId}`);
    await enterMenu(page);
    await visible(page.getByRole('link', { name: /^Cart, 0 items/ }));
    await context.close();
  }, 180_000);

  it('card with a 3-D Secure challenge: Pass → thank-you screen', async () => {
    const { page, context } = await openDinerPage(await thePlan());
    await toCardScreen(page, await thePlan());
    await payWithTestCard(page, SANDBOX_TEST_CARDS.challenge);
    await page.waitForURL(/\/sandbox\/challenge\/[^/]+$/);
    await visible(page.getByText(PAYMENT_MESSAGES.sandboxNotice));
    await expectNoSeriousA11yViolations(page, '3-D Secure challenge');
    await page.getByRole('button', { name: 'Pass' }).click();
    await expectThankYou(page);
    await context.close();
  }, 120_000);

  it('wallet: the QR/H5 page, then the status page polls until Success → thank-you screen', async () => {
    const { page, context } = await openDinerPage(await thePlan());
    await orderAndPlace(page, await thePlan(), 'WeChat Pay');
    await page.waitForURL(/\/sandbox\/pay\/[^/]+$/, { timeout: 60_000 });
    await visible(page.getByText(PAYMENT_MESSAGES.sandboxNotice));
    await visible(page.getByRole('img', { name: 'QR code to pay with WeChat' }));
    await expectNoSeriousA11yViolations(page, 'wallet page');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/wechatPayment\/goldendragon\/[^/]+\/[^/]+\/[^/]+$/);
    await expectThankYou(page);
    await context.close();
  }, 120_000);

  it('PayPal: approve → thank-you screen', async () => {
    const { page, context } = await openDinerPage(await thePlan());
    await orderAndPlace(page, await thePlan(), 'PayPal');
    await page.waitForURL(/\/sandbox\/pay\/[^/]+$/, { timeout: 60_000 });
    await visible(page.getByText(PAYMENT_MESSAGES.sandboxNotice));
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expectThankYou(page);
    await context.close();
  }, 120_000);

  for (const outcome of ['pass', 'fail'] as const) {
    it(`session payment: a redirectResult is checked through the details call (${outcome})`, async () => {
      const { page, context } = await openDinerPage(await thePlan());
      await toCardScreen(page, await thePlan());
      await payWithTestCard(page, SANDBOX_TEST_CARDS.challenge);
      await page.waitForURL(/\/sandbox\/challenge\/[^/]+$/);
      const paymentId = paymentIdOf(page);
      const info = await (await page.request.get(`/api/sandbox/payments/${paymentId}`)).json();
      const challenge = await page.request.post(`/api/sandbox/payments/${paymentId}/challenge`, {
        data: { outcome },
      });
      expect(challenge.status()).toBe(200);
      const { redirectResult } = (await challenge.json()) as { redirectResult: string };
      const orderNumber = info.orderNumber as string;
      const details = Buffer.from(
        JSON.stringify({
          orderNumber,
          restaurantId: 'goldendragon',
          environment: 'sandbox',
          clientKey: 'sandbox',
        }),
      ).toString('base64');
      const query = new URLSearchParams({
        paymentDetails: details,
        sessionId: `sbx_cs_${paymentId}`,
        redirectResult,
      });
      await page.goto(`/obSessionPayment?${query}`);
      if (outcome === 'pass') {
        await page.waitForURL(new RegExp(`/obPaymentSuccess/${encodeURIComponent(orderNumber)}$`));
        await visible(page.getByRole('heading', { name: 'Payment successful' }));
      } else {
        await visible(page.getByText(PAYMENT_MESSAGES.sessionFailedOrCancelled, { exact: true }));
        await page.waitForURL(new RegExp(`/obPaymentError/${encodeURIComponent(orderNumber)}$`));
        await visible(page.getByText(PAYMENT_MESSAGES.resultFailed, { exact: true }));
      }
      await context.close();
    }, 120_000);
  }
});
