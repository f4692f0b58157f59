import type { StaffListResponse } from '@rpos/domain';
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';

// Golden Dragon's restaurant admin (passes the staffManagement and POS checks).
const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;
const TABLET = { width: 1024, height: 768 };

/** Staff added by this journey are deleted at the end, so other journeys find the POS unlocked. */
async function removeStaffNamed(request: APIRequestContext, lastName: string) {
  await request.post('/api/pos/staff/signOut');
  const res = await request.get('/api/staffList', { params: { search: lastName, pageSize: 25 } });
  const { staffList } = (await res.json()) as StaffListResponse;
  for (const s of staffList) await request.delete(`/api/staff/${s.id}`);
}

/** YYYY-MM-DD of the day before, on Sydney's clock. */
const sydneyYesterday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
    new Date(Date.now() - 86_400_000),
  );

/**
 * Staff and timesheets (back-office.md §2.12; decisions 0235–0244): the restaurant admin adds a staff
 * member (the PIN shows once); the POS, now locked, takes their staff number and PIN; they clock in
 * and out there; the timesheet shows the shift with its hours, a shift added at /timesheet/add shows
 * 8.50 hours, and the staff activities list the sign-in and the clocks.
 */
describe('staff, the POS clock and timesheets (restaurantAdmin)', () => {
  it('adds a staff member who clocks in and out on the POS; the timesheet shows the hours', async () => {
    const { context, page } = await signedInPage(restaurantAdmin, { viewport: TABLET });
    const lastName = `Tester${Date.now().toString(36)}`;
    const name = `Mei ${lastName}`;
    try {
      // Add the staff member: the number is offered, the PIN shown once.
      await page.goto('/staffList');
      await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
      await page.getByRole('link', { name: 'Add Staff' }).click();
      await page.waitForURL('**/staff');
      const number = await page.getByLabel(/^Staff Number/).inputValue();
      expect(number).toMatch(/^\d+$/);
      const save = page.getByRole('button', { name: 'Save Staff' });
      await page.getByLabel(/^First name/).fill('Mei');
      await page.getByLabel(/^Last name/).fill(lastName);
      await page.getByLabel(/^Email/).fill(`Mei.${lastName}@Example.com`);
      expect(await save.isDisabled()).toBe(true);
      await page.getByLabel(/^Phone Number/).fill('0412345678');
      await page.getByRole('checkbox', { name: 'Take payments and close bills' }).check();
      await save.click();
      const pinDialog = page.getByRole('dialog', { name: 'POS PIN' });
      const pin = (await pinDialog.locator('output').innerText()).trim();
      expect(pin).toMatch(/^\d{6}$/);
      await pinDialog.getByRole('button', { name: 'Done' }).click();
      await page.waitForURL((url) => url.pathname === '/staffList');
      const row = page.getByRole('row').filter({ hasText: name });
      await row.waitFor();
      expect(await row.getByText(`mei.${lastName.toLowerCase()}@example.com`).isVisible()).toBe(true);

      // The POS is locked until the staff member signs in with number and PIN.
      await page.goto('/pos');
      await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
      await page.getByLabel('Staff number').fill(number);
      await page.getByLabel('PIN').fill(pin);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      const bar = page.getByRole('banner');
      await bar.getByText(`${name} · ${number}`).waitFor();
      await page.getByRole('heading', { name: 'Tables' }).waitFor();
      await bar.getByRole('button', { name: 'Clock in' }).click();
      await bar.getByRole('button', { name: 'Clock out' }).click();
      await bar.getByRole('button', { name: 'Clock in' }).waitFor();

      // The timesheet (the last 7 days at first) shows the shift: both times and its hours.
      await page.goto('/timesheets');
      const sheet = page.getByRole('table', { name: 'Timesheets' });
      const shift = sheet.getByRole('row').filter({ hasText: name });
      await shift.waitFor();
      const cells = await shift.locator('td').allInnerTexts();
      expect(cells[3]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      expect(cells[4]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      expect(cells[5]).toMatch(/^0\.\d{2}$/);

      // A shift added by the manager yesterday, 09:00 to 17:30: 8.50 hours.
      const day = sydneyYesterday();
      // The time's date shows and takes dd/MM/yyyy, its time HH:mm (decision 0459).
      const [year, month, date] = day.split('-');
      for (const [type, time] of [
        ['Checkin', '09:00'],
        ['Checkout', '17:30'],
      ] as const) {
        await page.getByRole('link', { name: 'Add timesheet' }).click();
        await page.waitForURL('**/timesheet/add');
        await page.getByLabel(/^Staff/).fill(lastName);
        await page.getByRole('option', { name: new RegExp(lastName) }).click();
        await page.getByRole('radio', { name: type }).check();
        await page.getByRole('textbox', { name: /^Time/ }).fill(`${date}/${month}/${year}`);
        await page.getByRole('textbox', { name: 'HH:mm', exact: true }).fill(time);
        await page.getByLabel('Remarks').fill('Forgot to clock');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/timesheets');
        await page.getByText('Timesheet updated successfully').first().waitFor();
      }
      const shifts = sheet.getByRole('row').filter({ hasText: name });
      await expect.poll(() => shifts.count()).toBe(2);
      await sheet.getByRole('row').filter({ hasText: '8.50' }).filter({ hasText: name }).waitFor();

      // The staff activities of today (newest first) name the sign-in and both clocks.
      await page.goto('/staffActivities');
      const activities = page.getByRole('table', { name: 'Staff activities' });
      const mine = activities.getByRole('row').filter({ hasText: name });
      await expect.poll(() => mine.count()).toBe(3);
      expect(await mine.locator('td:first-child').allInnerTexts()).toEqual([
        'Clock out',
        'Clock in',
        'Sign in',
      ]);
    } finally {
      await removeStaffNamed(page.request, lastName);
      await context.close();
    }
  });
});
