import type { RestaurantSettingsResponse } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { enterMenu } from '../support/diner';

// Golden Dragon's restaurant admin.
const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;

/**
 * The online settings page: the restaurant admin sets a home dialog and a diner's open menu page shows
 * it at once (the announcement event), without a reload. The demo dialog ("Yum cha every day") is put
 * back at the end, so the other journeys find the demo data as seeded.
 */
describe('online settings (restaurantAdmin)', () => {
  it('sets a home dialog that an open diner menu shows without a reload', async () => {
    const admin = await signedInPage(restaurantAdmin);
    const before = (await (
      await admin.page.request.get('/api/restaurantSettings')
    ).json()) as RestaurantSettingsResponse;
    const { showDialog, dialogTitle, dialogText } = before.onlineSettings;
    const title = `Closed Monday ${Date.now().toString(36)}`;
    const text = 'We are closed on Monday for a private event. See you on Tuesday!';

    const diner = await newPage({ viewport: { width: 390, height: 844 } });
    try {
      await diner.page.goto('/online/goldendragon/5');
      await enterMenu(diner.page);
      let reloads = 0;
      diner.page.on('framenavigated', (frame) => {
        if (frame === diner.page.mainFrame()) reloads++;
      });

      await admin.page.goto('/restaurantSettings');
      const card = admin.page.getByRole('form', { name: 'Home Dialog' });
      await card.getByRole('textbox', { name: 'Title' }).fill(title);
      await card.getByRole('textbox', { name: 'Text' }).fill(text);
      const show = card.getByRole('switch', { name: 'Show the dialog' });
      if (!(await show.isChecked())) await show.click();
      await card.getByRole('button', { name: 'Save' }).click();
      await admin.page.getByText('Updated successfully').waitFor();

      const dialog = diner.page.getByRole('dialog', { name: title });
      await expect.poll(() => dialog.isVisible(), { timeout: 5_000 }).toBe(true);
      await expect.poll(() => dialog.getByText(text).isVisible()).toBe(true);
      expect(reloads).toBe(0);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);

      // A fresh diner page shows it too.
      const next = await newPage({ viewport: { width: 390, height: 844 } });
      await next.page.goto('/online/goldendragon/5');
      const orderNow = next.page.getByRole('button', { name: 'Order Now' });
      await orderNow.waitFor({ timeout: 10_000 }).catch(() => undefined);
      if (await orderNow.isVisible()) await orderNow.click();
      await expect.poll(() => next.page.getByRole('dialog', { name: title }).isVisible()).toBe(true);
      await next.context.close();
    } finally {
      const restored = await admin.page.request.put('/api/restaurantSettings', {
        data: { onlineSettings: { showDialog, dialogTitle, dialogText } },
      });
      expect(restored.ok(), await restored.text()).toBe(true);
      await diner.context.close();
      await admin.context.close();
    }
  });
});
