import type { MyRestaurant } from '@rpos/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { enterMenu } from '../support/diner';

const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;

/**
 * My restaurant (restaurant-config.md §2.1) on the built app: the restaurant admin edits the profile,
 * saves, reloads and finds it kept; uploads a PNG logo and the diner menu header shows it. The
 * original phone, description and logo are put back at the end.
 */
describe('my restaurant (restaurantAdmin)', () => {
  it('saves the profile, keeps it over a reload, and a new logo reaches the diner header', async () => {
    const { page, context } = await signedInPage(restaurantAdmin);
    const original = (await (await page.request.get('/api/myrestaurant')).json()) as MyRestaurant;
    const originalLogo = original.logo
      ? await (await page.request.get(original.logo, { headers: { accept: 'image/png,image/jpeg' } })).body()
      : null;
    const stamp = Date.now().toString(36);
    const phone = `02 9${stamp.slice(-3).replace(/\D/g, '7')} 0000`;
    const description = `E2E description ${stamp}`;
    try {
      // The sidebar's "My Restaurant" leads to the page.
      await page.goto('/dashboard');
      await page.locator('nav[aria-label="Sidebar"]').getByRole('link', { name: 'My Restaurant' }).click();
      await page.waitForURL(/\/myRestaurant$/i);
      const form = page.getByRole('form', { name: 'Profile' });
      await form.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
      await expect
        .poll(() => form.getByRole('textbox', { name: /Identifier/ }).getAttribute('readonly'))
        .not.toBeNull();
      await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
      await form.getByRole('textbox', { name: 'Description', exact: true }).fill(description);
      await form.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Saved successfully!').waitFor();

      await page.reload();
      await expect
        .poll(() => form.getByRole('textbox', { name: 'Phone', exact: true }).inputValue())
        .toBe(phone);
      expect(await form.getByRole('textbox', { name: 'Description', exact: true }).inputValue()).toBe(
        description,
      );

      // A PNG logo: uploaded from the page, then shown by the diner menu's header.
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#009688' } })
        .png()
        .toBuffer();
      const uploaded = page.waitForResponse(
        (r) => r.url().includes('/api/restaurant/image/') && r.request().method() === 'POST',
      );
      await page
        .getByLabel('Upload logo')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
      const { imageUrl } = (await (await uploaded).json()) as { imageUrl: string };
      await page.getByText('Uploaded successfully').waitFor();
      await expect.poll(() => page.getByTestId('restaurant-logo').getAttribute('src')).toBe(imageUrl);

      const diner = await newPage({ viewport: { width: 390, height: 844 } });
      await diner.page.goto('/online/goldendragon/5');
      await enterMenu(diner.page);
      await expect
        .poll(() =>
          diner.page
            .getByRole('img', { name: /Golden Dragon/ })
            .first()
            .getAttribute('src'),
        )
        .toBe(imageUrl);
      await diner.context.close();
    } finally {
      // Put the demo restaurant back as it was.
      const now = (await (await page.request.get('/api/myrestaurant')).json()) as MyRestaurant;
      const restore = await page.request.put('/api/myrestaurant/', {
        data: {
          name: now.name,
          altName: now.altName,
          urlIdentifier: now.urlIdentifier,
          address: now.address,
          addressObject: now.addressObject,
          restrauntDescription: original.restrauntDescription,
          abn: now.abn,
          phone: original.phone,
          latitude: now.latitude,
          longitude: now.longitude,
          timezone: now.timezone,
          themeColor: now.themeColor,
          websiteStyle: now.websiteStyle,
          notificationEmail: now.notificationEmail,
          isOnline: now.isOnline,
          serviceBell: now.serviceBell,
          takeawayPayment: now.takeawayPayment,
          stripeFeeOnUs: now.stripeFeeOnUs,
          posSurchagesOnUs: now.posSurchagesOnUs,
          orderAheadDisabled: now.orderAheadDisabled,
          isBigMenuImageUsed: now.isBigMenuImageUsed,
          isDineMobileOptional: now.isDineMobileOptional,
          isPOSClientPaymentDisabled: now.isPOSClientPaymentDisabled,
          smsVerify: now.smsVerify,
          isPOSOpenCashEnabled: now.isPOSOpenCashEnabled,
        },
      });
      expect(restore.status(), await restore.text()).toBe(200);
      if (originalLogo && now.logo !== original.logo) {
        const back = await page.request.post(`/api/restaurant/image/${original.urlIdentifier}`, {
          multipart: { image: { name: 'logo.png', mimeType: 'image/png', buffer: originalLogo } },
        });
        expect(back.status(), await back.text()).toBe(200);
      }
      await context.close();
    }
  });
});
