import { FLOOR_PLAN_MESSAGES as M } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';

// Golden Dragon's restaurant admin.
const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;

/**
 * Issue 25, as far as it is built: the floor plan from My Restaurant's toolbar — an area with tables
 * drawn by range, moved with the keyboard — is what the diner's table URL, the QR page and the POS
 * floor read. (The full journey from an empty restaurant to a paid order is not written yet.)
 */
describe('go live: tables and the floor plan', () => {
  it('draws an area with tables that the diner URL and the POS floor then know', async () => {
    const { context, page } = await signedInPage(restaurantAdmin);
    try {
      await page.goto('/myRestaurant');
      await page.getByRole('link', { name: 'Tables and floor plan' }).click();
      await page.waitForURL('**/floorPlan');
      await page.getByRole('heading', { level: 1, name: 'Tables and floor plan' }).waitFor();

      await page.getByRole('button', { name: 'Add area' }).click();
      await page.getByRole('dialog').getByLabel('Area name').fill('Terrace');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByRole('tab', { name: 'Terrace (0)', selected: true }).waitFor();

      await page.getByRole('button', { name: 'Add tables' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add tables' });
      await dialog.getByLabel('Table numbers').fill('T1-T3');
      await dialog.getByRole('button', { name: 'Add tables' }).click();
      await page.getByRole('tab', { name: 'Terrace (3)' }).waitFor();

      const t2 = page.getByRole('button', { name: /^Table T2, 4 seats, column 4, row 1$/ });
      await t2.click();
      await t2.press('ArrowDown');
      await page.getByRole('button', { name: /^Table T2, 4 seats, column 4, row 2$/ }).waitFor();

      // A table number that breaks the rule is refused with the spec's text.
      const number = page.getByRole('textbox', { name: 'Table number', exact: true });
      await number.fill('T 2');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('alert').getByText(M.tableNumber).waitFor();

      // The diner's table URL knows the new table; the POS floor draws the Terrace.
      expect((await page.request.get('/api/online?menuId=goldendragon&tableId=T2')).status()).toBe(200);
      await page.goto('/pos');
      await page.getByRole('tab', { name: /^Terrace · 0\/3 in use$/ }).click();
      await page.getByRole('button', { name: /^Table T2, Free$/ }).waitFor();
    } finally {
      // Put Golden Dragon back: remove the Terrace's tables and the area.
      const plan = (await (await page.request.get('/api/floorPlan')).json()) as {
        areas: { id: string; name: string; tables: { id: string }[] }[];
      };
      for (const area of plan.areas.filter((a) => a.name === 'Terrace')) {
        for (const table of area.tables) await page.request.delete(`/api/floorPlan/tables/${table.id}`);
        await page.request.delete(`/api/floorPlan/areas/${area.id}`);
      }
      await context.close();
    }
  });
});
