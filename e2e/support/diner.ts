import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Presses Tab until the target has the focus. */
export async function tabTo(page: Page, target: Locator, max = 150) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target} with the Tab key`);
}

/** Past the promotions landing (Order Now) and the announcement dialog (Close), by mouse or keyboard. */
export async function enterMenu(page: Page, keyboard = false) {
  const orderNow = page.getByRole('button', { name: 'Order Now' });
  const categories = page.getByRole('tablist', { name: 'Menu categories' });
  await expect.poll(async () => (await orderNow.isVisible()) || (await categories.isVisible())).toBe(true);
  if (await orderNow.isVisible()) {
    if (keyboard) {
      await tabTo(page, orderNow);
      await page.keyboard.press('Enter');
    } else await orderNow.click();
  }
  // The announcement opens as the menu shows (once per 5 minutes; every context is fresh), and a
  // modal dialog hides the page behind it from the accessibility tree: wait for either.
  const dialog = page.getByRole('dialog');
  await expect.poll(async () => (await categories.isVisible()) || (await dialog.isVisible())).toBe(true);
  await dialog.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
  if (await dialog.isVisible()) {
    if (keyboard) await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  }
  await expect.poll(() => categories.isVisible()).toBe(true);
}
