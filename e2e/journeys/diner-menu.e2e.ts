import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { enterMenu } from '../support/diner';
import { openDinerPage, PHONE, planOrder, visible } from '../support/diner-checkout';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('diner URL of a demo table', () => {
  it('opens the bilingual demo menu on a phone, themed, with categories and dishes', async () => {
    const { page, context } = await newPage({ viewport: { width: 390, height: 844 } });
    const backOfficeChunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/.*(back-office|main-layout|outbox|settings)/i.test(r.url()))
        backOfficeChunks.push(r.url());
    });
    await page.goto('/online/goldendragon/5');
    await enterMenu(page);
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: /Golden Dragon/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    // Chinese altNames are shown next to English names.
    await expect
      .poll(() =>
        page
          .getByText(/[\u4e00-\u9fff]/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    // Prices come from cents, shown in dollars.
    await expect
      .poll(() =>
        page
          .getByText(/\$\d+\.\d{2}/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(backOfficeChunks).toEqual([]);
    await context.close();
  });

  it('search-engine bots get an empty page', async () => {
    const { page, context } = await newPage();
    const res = await page.request.get('/online/goldendragon/5', {
      headers: { 'user-agent': 'Googlebot/2.1' },
    });
    expect(res.status()).toBe(200);
    expect(await res.text()).not.toContain('<script');
    await context.close();
  });

  it('on a phone the "Added to cart" snackbar stays clear of the header, hides after 2 s under a resting pointer; the cart is themed', async () => {
    const plan = await planOrder();
    const { page, context } = await openDinerPage(plan);
    expect(page.viewportSize()).toEqual(PHONE);
    const addDish = async () => {
      const card = page.getByRole('button', { name: 'Crispy Pork Belly', exact: true }).first();
      await visible(card);
      await card.click();
      await page.getByRole('button', { name: /^Add \$/ }).click();
      await visible(page.getByRole('tablist', { name: 'Menu categories' }));
    };
    await page.goto(`/online/goldendragon/${plan.tableId}`);
    await enterMenu(page);
    await addDish();

    const snackbar = page.getByRole('alert').filter({ hasText: 'Added to cart' });
    const cart = page.getByRole('link', { name: /^Cart, [1-9]\d* items/ });
    await visible(snackbar);
    // Back from the dish the menu keeps its scroll position: bring the header's cart button into view.
    await cart.scrollIntoViewIfNeeded();
    // The whole snackbar, not only its message: on a phone MUI's root spans the viewport's width.
    const root = page.locator('.MuiSnackbar-root').filter({ has: snackbar });
    const [noteBox, cartBox] = await Promise.all([root.boundingBox(), cart.boundingBox()]);
    expect(noteBox).not.toBeNull();
    expect(cartBox).not.toBeNull();
    expect(overlaps(noteBox as Box, cartBox as Box)).toBe(false);
    // Right away, with no waiting: a snackbar over the cart button would intercept this click.
    await cart.click({ timeout: 2000 });
    await visible(page.getByRole('heading', { level: 1, name: 'Your cart' }));
    // The cart is in Golden Dragon's colour (#e91e63 of the demo data, darkened for contrast), not indigo.
    const back = page.getByRole('link', { name: 'Back to menu' }).first();
    expect(await back.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(198, 25, 84)');

    // A pointer resting on the snackbar (a phone's last tap) does not keep it: it goes after 2 s.
    await page.getByRole('link', { name: 'Back to menu' }).first().click();
    await addDish();
    await visible(snackbar);
    const box = (await snackbar.boundingBox()) as Box;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await snackbar.waitFor({ state: 'hidden', timeout: 3500 });
    await context.close();
  }, 120_000);
});
