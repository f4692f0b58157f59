import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { expectPath, signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';

const menuAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'menuAdmin')!;

/**
 * The staff menu screens on the built app: the menu form, service availability, the list with its
 * search, the items CSV download and Publish QR / Unpublish QR. The menu is published for food-court
 * QR codes (no diner journey uses them) and unpublished at the end, so the demo data diners see stays.
 */
describe('menu management (menuAdmin)', () => {
  it('creates a menu, sets its service hours, downloads its items CSV, publishes and unpublishes it for QR', async () => {
    const { page, context } = await signedInPage(menuAdmin);
    const name = `E2E Food court ${Date.now().toString(36)}`;

    // The menu form.
    await page.goto('/menu');
    await page.getByLabel('Menu name').fill(name);
    await page.getByLabel('Description').fill('Made by the browser journey');
    await page.getByRole('combobox', { name: 'QR code type' }).click();
    await page.getByRole('option', { name: 'Food court' }).click();
    await page.getByRole('switch', { name: 'Fifth' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully!').waitFor();
    await page.waitForURL(/\/menu\/[^/]+$/);
    const menuId = new URL(page.url()).pathname.split('/').pop()!;
    expect(await page.getByLabel('Menu name').inputValue()).toBe(name);

    // Service availability: Monday 09:00-17:00 by Add Time Period, Saturday 10:30-14:00.
    await page.getByRole('link', { name: 'Service availability' }).click();
    await page.waitForURL(`**/menu/${menuId}/service-availability`);
    const monday = page.getByRole('group', { name: 'Monday' });
    await monday.getByRole('button', { name: /Add Time Period/ }).click();
    expect(await monday.getByLabel('Monday Start 1').inputValue()).toBe('09:00');
    const saturday = page.getByRole('group', { name: 'Saturday' });
    await saturday.getByRole('button', { name: /Add Time Period/ }).click();
    await saturday.getByLabel('Saturday Start 1').fill('10:30');
    await saturday.getByLabel('Saturday End 1').fill('14:00');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/myMenu/${menuId}`),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const body = (await (await saved).request().postDataJSON()) as unknown;
    expect(body).toEqual({
      serviceAvailability: [
        { day_of_week: 1, time_periods: [{ start_time: '09:00', end_time: '17:00' }] },
        { day_of_week: 6, time_periods: [{ start_time: '10:30', end_time: '14:00' }] },
      ],
    });
    await page.getByText('Service availability updated successfully').waitFor();
    await page.waitForURL(`**/menu/${menuId}`);
    expectPath(page, `/menu/${menuId}`);

    // The list: search for it, select it.
    await page.goto('/mymenus');
    await page.getByLabel('Search menus').fill(name);
    const row = page.locator(`tr[data-menu-id="${menuId}"]`);
    await row.waitFor();
    await expect.poll(() => page.locator('tbody tr[data-menu-id]').count()).toBe(1);
    expect(await row.getByTestId('menu-status').innerText()).toContain('Unpublished');
    await row.getByRole('checkbox').check();

    // Download its items CSV.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await page.getByRole('menuitem', { name: 'Items CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^E2E-Food-court-[a-z0-9]+-items\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.replace(/^\uFEFF/, '').split('\n')[0]).toMatch(/name/i);

    // Publish QR, after its confirmation; the list shows the published state and version.
    await page.getByRole('button', { name: 'Publish QR', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish QR' });
    await confirm.getByText(`Publish "${name}" for Food court QR codes?`).waitFor();
    await confirm.getByRole('button', { name: 'Publish QR', exact: true }).click();
    await page.getByText('Published successfully!').waitFor();
    await expect.poll(() => row.getByTestId('menu-status').innerText()).toMatch(/Published v\d+/);

    // Unpublish QR leaves the demo restaurant as it was for the other journeys.
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Unpublish QR' }).click();
    await page
      .getByRole('dialog', { name: 'Unpublish QR' })
      .getByRole('button', { name: 'Unpublish QR' })
      .click();
    await page.getByText('Unpublished successfully!').waitFor();
    await expect.poll(() => row.getByTestId('menu-status').innerText()).toContain('Unpublished');
    await context.close();
  });
});
