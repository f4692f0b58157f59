import { ONLINE_MESSAGES } from '@rpos/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expectPath, signedInPage } from '../support/auth';
import { newPage, openPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { visible } from '../support/diner-checkout';
import { firstSignIn } from '../support/go-live';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const run = Date.now().toString(36).slice(-5);

interface NewAccount {
  firstName: string;
  username: string;
  email: string;
  phone: string;
}

function newAccount(name: string): NewAccount {
  return {
    firstName: name,
    username: `${name.toLowerCase()}${run}`,
    email: `${name.toLowerCase()}.${run}@Example.TEST`,
    phone: '0400555666',
  };
}

/**
 * Fills the user form and saves; answers the generated password the form shows, read-only with Copy,
 * before saving (decision 0458).
 */
async function saveNewUser(page: Page, account: NewAccount, choose: () => Promise<void>): Promise<string> {
  await page.getByRole('heading', { level: 1, name: 'Add user' }).waitFor();
  const password = await page.getByTestId('generated-password').inputValue();
  expect(password).toMatch(/^[A-Za-z2-9]{8}$/);
  await page.getByRole('textbox', { name: 'First name' }).fill(account.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Journey');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(account.phone);
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await choose();
  const path = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((url) => url.pathname !== path);
  return password;
}

async function pickOption(page: Page, combobox: RegExp | string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The admin adds a restaurant from the list (back-office.md §2.11): the form's rules, then the saved
 * restaurant's page (identifier fixed) and the list's search.
 */
async function createRestaurant(page: Page, identifier: string, name: string): Promise<void> {
  await page.goto('/restaurants');
  await page.getByRole('heading', { level: 1, name: 'Restaurants' }).waitFor();
  await visible(page.getByRole('link', { name: 'Golden Dragon' }));
  await expectNoSeriousA11yViolations(page, 'restaurant list');
  await page.getByRole('link', { name: 'Add Restaurant', exact: true }).click();
  await page.waitForURL(/\/restaurant$/);

  const save = page.getByRole('button', { name: 'Save' });
  expect(await save.isDisabled()).toBe(true);
  await page.getByRole('textbox', { name: /^Name/ }).fill('E2');
  await page.getByRole('textbox', { name: /Identifier/ }).fill(identifier);
  await visible(page.getByText('Restaurant name must be at least 3 characters long'));
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await expectNoSeriousA11yViolations(page, 'new restaurant form');
  await save.click();
  await page.waitForURL(new RegExp(`/restaurant/${identifier}$`), { timeout: 30_000 });
  await visible(page.getByRole('navigation', { name: 'Restaurant settings shortcuts' }));
  expect(await page.getByRole('textbox', { name: /Identifier/ }).getAttribute('readonly')).not.toBeNull();

  await page.goto('/restaurants');
  await page.getByRole('searchbox', { name: 'Search' }).fill(identifier);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await visible(row);
  expect(await row.getByRole('cell', { name: 'None', exact: true }).isVisible()).toBe(true);
}

describe('users journeys (back-office.md §2.10, §6)', () => {
  it('admin creates a restaurant and its restaurantAdmin, who signs in with the generated password and creates an orders manager', async () => {
    const identifier = `e2e${run}${Math.random().toString(36).slice(2, 5)}`;
    const restaurantName = 'Journey Dumplings';
    const owner = newAccount('Olive');
    const manager = newAccount('Manny');
    const adminPage = await signedInPage(admin);
    let ownerPassword: string;
    try {
      const { page } = adminPage;
      await createRestaurant(page, identifier, restaurantName);
      await page.goto(`/userAdd/${identifier}`);
      ownerPassword = await saveNewUser(page, owner, async () => {
        await pickOption(page, /Role/, 'Restaurant Admin');
        expect(
          await page.getByRole('combobox', { name: 'Restaurant of the account' }).textContent(),
        ).toContain(restaurantName);
      });
      await page.waitForURL('**/users');
      await page.getByRole('searchbox', { name: 'Search users' }).fill(owner.username);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: owner.username }) });
      await row.getByText('Must change password').waitFor();
      await expectNoSeriousA11yViolations(page, 'users list');
    } finally {
      await adminPage.context.close();
    }

    const ownerSession = await firstSignIn(owner.email.toLowerCase(), ownerPassword, { checkA11y: true });
    let managerPassword: string;
    try {
      const { page } = ownerSession;
      await page.goto('/users');
      await page.getByRole('link', { name: 'Add user' }).click();
      await page.waitForURL(/\/userAdd\//);
      expect(await page.getByRole('combobox', { name: /Role/ }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, 'user form');
      managerPassword = await saveNewUser(page, manager, async () => {
        await page.getByRole('checkbox', { name: 'Orders' }).check();
      });
      await page.waitForURL(/\/myrestaurant$/i);
    } finally {
      await ownerSession.context.close();
    }

    const managerSession = await firstSignIn(manager.email.toLowerCase(), managerPassword);
    try {
      const { page } = managerSession;
      await page.goto('/orders');
      await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      expectPath(page, '/orders');
      const me = await (await page.request.get('/api/user')).json();
      expect(me.userCredentials.restaurantName).toBe(restaurantName);
      await page.goto('/transactions');
      await page.waitForURL('**/dashboard');
      expectPath(page, '/dashboard');
    } finally {
      await managerSession.context.close();
    }

    // The new restaurant is usable at once: its diner URL answers (no published menu yet).
    const diner = await newPage({ viewport: { width: 390, height: 844 } });
    try {
      await openPage(diner.page, `/online/${identifier}/pickup-delivery`);
      await visible(diner.page.getByText(ONLINE_MESSAGES.menuNotPublished));
    } finally {
      await diner.context.close();
    }
  }, 150_000);

  it('admin gives a restaurantGroupAdmin two restaurants; the group admin switches between them', async () => {
    const group = newAccount('Gwen');
    const adminPage = await signedInPage(admin);
    let password: string;
    try {
      const { page } = adminPage;
      await page.goto('/user');
      password = await saveNewUser(page, group, () => pickOption(page, /Role/, 'Restaurant Group Admin'));
      await page.waitForURL('**/users');
      await page.getByRole('searchbox', { name: 'Search users' }).fill(group.username);
      await page.getByRole('checkbox', { name: `Select ${group.username}` }).check();
      await page.getByRole('button', { name: 'Add Restaurants' }).click();
      const dialog = page.getByRole('dialog', { name: 'Select a restaurant to add' });
      await dialog.getByText('No restaurant assigned yet.').waitFor();
      for (const name of ['Golden Dragon', 'Bondi Bites']) {
        await dialog.getByRole('combobox', { name: 'Restaurant' }).click();
        await page.getByRole('option', { name, exact: true }).click();
      }
      await expectNoSeriousA11yViolations(page, 'add restaurants dialog');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Restaurant group updated successfully').waitFor();
    } finally {
      await adminPage.context.close();
    }

    const session = await firstSignIn(group.email.toLowerCase(), password);
    try {
      const { page } = session;
      const picker = page.getByRole('combobox', { name: 'Restaurant' });
      for (const name of ['Golden Dragon', 'Bondi Bites', 'Golden Dragon']) {
        await picker.click();
        await page.getByRole('option', { name, exact: true }).click();
        await page.getByText('Updated successfully!').first().waitFor();
        await expect.poll(() => picker.textContent()).toContain(name);
        const me = await page.request.get('/api/user');
        expect((await me.json()).userCredentials.restaurantName).toBe(name);
      }
    } finally {
      await session.context.close();
    }
  });
});
