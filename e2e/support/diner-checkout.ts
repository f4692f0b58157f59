import { isRestaurantOpen, type OnlineResponse, toWallDateTime } from '@rpos/domain';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage } from './browser';
import { enterMenu } from './diner';

/**
 * A diner's order, for the order and payment journeys. Open hours are real: dine-in at table 5 when
 * Golden Dragon is open now; otherwise (the server refuses "now" orders when closed) a takeaway order
 * scheduled for the next opening, with the browser's clock set to that opening so the menu lets dishes
 * be added, which the real server accepts because the time is in the future and inside the hours.
 */

export const PHONE = { width: 390, height: 844 };
const STEP_MS = 30 * 60_000;

export interface OrderPlan {
  tableId: string;
  dineIn: boolean;
  fakeNow?: Date;
  date?: string;
  time?: string;
}

export const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);

/** The checkout's date and time fields for a pickup at `at`, on the restaurant's clock. */
function pickupAt(at: Date, timezone: string): { date: string; time: string } {
  const [date, time] = toWallDateTime(at, timezone).split('T');
  return { date: date!, time: time! };
}

/** When and where to order so that the real server accepts it now. */
export async function planOrder(): Promise<OrderPlan> {
  const probe = await newPage();
  try {
    const res = await probe.page.request.get('/api/online?menuId=goldendragon&tableId=5');
    expect(res.status()).toBe(200);
    const { restaurant } = (await res.json()) as OnlineResponse;
    const now = Date.now();
    if (
      isRestaurantOpen(restaurant, new Date(now)) &&
      isRestaurantOpen(restaurant, new Date(now + 10 * 60_000))
    )
      return { tableId: '5', dineIn: true };
    let at = Math.ceil((now + 60 * 60_000) / STEP_MS) * STEP_MS;
    while (
      !(isRestaurantOpen(restaurant, new Date(at)) && isRestaurantOpen(restaurant, new Date(at + STEP_MS)))
    )
      at += STEP_MS;
    return {
      tableId: 'takeaway',
      dineIn: false,
      fakeNow: new Date(at),
      ...pickupAt(new Date(at + STEP_MS), restaurant.timezone),
    };
  } finally {
    await probe.context.close();
  }
}

/** A phone-sized page with the plan's clock. */
export async function openDinerPage(plan: OrderPlan) {
  const opened = await newPage({ viewport: PHONE });
  if (plan.fakeNow) await opened.page.clock.setFixedTime(plan.fakeNow);
  return opened;
}

/**
 * Menu → one dish → cart → checkout filled in with the pay type whose radio label is `payLabel`
 * ('Card', 'WeChat Pay', 'PayPal', 'Pay at counter') → `beforePlace` (checks on the filled-in
 * checkout) → Place order.
 */
export async function orderAndPlace(
  page: Page,
  plan: OrderPlan,
  payLabel: string,
  dish = 'Crispy Pork Belly',
  beforePlace?: (page: Page) => Promise<void>,
) {
  await page.goto(`/online/goldendragon/${plan.tableId}`);
  await enterMenu(page);
  const card = page.getByRole('button', { name: dish, exact: true }).first();
  await visible(card);
  await card.click();
  await visible(page.getByRole('heading', { level: 1, name: dish }));
  await page.getByRole('button', { name: /^Add \$/ }).click();
  await visible(page.getByRole('link', { name: /^Cart, [1-9]\d* items/ }));
  await page.getByRole('link', { name: /^Cart, / }).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Checkout' }));
  await page.getByLabel(/^Name/).fill('Paying Diner');
  if (plan.dineIn) await page.getByLabel(/^Number of guests/).fill('2');
  await page.getByLabel(/^Mobile number/).fill('0412345678');
  if (!plan.dineIn) {
    await page.getByRole('radio', { name: 'Choose a time' }).check();
    await page.getByLabel(/^Date/).fill(plan.date as string);
    await page.getByLabel(/^Time/).fill(plan.time as string);
  }
  await page.getByRole('radio', { name: payLabel, exact: true }).check();
  await beforePlace?.(page);
  await page.getByRole('button', { name: 'Place order' }).click();
}

/** '$1,234.56' → 123456 (cents), as the diner pages show money. */
export const centsOf = (text: string): number => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** The simulated card drop-in: holder name, number, expiry, CVC, then Pay. */
export async function payWithTestCard(page: Page, number: string) {
  await visible(page.getByTestId('sandbox-card-form'));
  await page.getByLabel(/^Name on card/).fill('Paying Diner');
  await page.getByLabel(/^Card number/).fill(number);
  await page.getByLabel(/^Expiry/).fill('12/30');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
