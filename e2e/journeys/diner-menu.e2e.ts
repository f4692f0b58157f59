import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { enterMenu } from '../support/diner';

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
});
