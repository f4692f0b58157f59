import { createServer, type Server, type Socket } from 'node:net';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './a11y';
import { newPage, openPage } from './browser';
import { visible } from './diner-checkout';

/** A new account's fields, unique to the run. */
export interface NewAccount {
  firstName: string;
  email: string;
  username: string;
}

/** The admin's restaurant form (back-office.md §2.11): name, identifier, address; saved. */
export async function addRestaurant(page: Page, identifier: string, name: string, address: string) {
  await page.goto('/restaurants');
  await page.getByRole('link', { name: 'Add Restaurant', exact: true }).click();
  await page.waitForURL(/\/restaurant$/);
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: /Identifier/ }).fill(identifier);
  await page.getByRole('combobox', { name: /^Address/ }).fill(address);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(new RegExp(`/restaurant/${identifier}$`), { timeout: 30_000 });
}

/** The admin adds the restaurant's admin; answers the generated password shown before saving. */
export async function addRestaurantAdmin(page: Page, identifier: string, account: NewAccount) {
  await page.goto(`/userAdd/${identifier}`);
  await page.getByRole('heading', { level: 1, name: 'Add user' }).waitFor();
  const password = await page.getByTestId('generated-password').inputValue();
  await page.getByRole('textbox', { name: 'First name' }).fill(account.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Owner');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('0400555666');
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await page.getByRole('combobox', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Restaurant Admin', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/users');
  return password;
}

/**
 * First sign-in with a generated password: the back-office asks for the account's own password first
 * (decision 0207), then opens. Answers the signed-in page; `checkA11y` runs axe on the password form.
 */
export async function firstSignIn(email: string, password: string, { checkA11y = false } = {}) {
  const opened = await newPage({ viewport: { width: 1280, height: 900 } });
  const { page } = opened;
  await openPage(page, '/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in now' }).click();
  await page.waitForURL('**/change-password');
  await page.getByRole('heading', { name: 'Choose your own password' }).waitFor();
  if (checkA11y) await expectNoSeriousA11yViolations(page, 'change password');
  await page.getByLabel('New password', { exact: true }).fill(`own-${password}`);
  await page.getByLabel('Confirm new password').fill(`own-${password}`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.locator('nav[aria-label="Sidebar"]').waitFor();
  return opened;
}

/** The setup checklist on My Restaurant: a step's state ("Done" / "To do") by its label. */
export function checklistStep(page: Page, label: string) {
  return page.getByRole('list', { name: 'Set up your restaurant' }).getByRole('link', { name: label });
}

/** A diner on table 3's menu: one dish, dine-in, pay at the counter; lands on the order's page. */
export async function dinerOrdersAtTable(page: Page, dish: string) {
  const card = page.getByRole('button', { name: dish, exact: true }).first();
  await visible(card);
  await card.click();
  await page.getByRole('button', { name: /^Add \$/ }).click();
  await visible(page.getByRole('link', { name: /^Cart, [1-9]\d* items/ }));
  await page.getByRole('link', { name: /^Cart, / }).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Checkout' }));
  await page.getByLabel(/^Name/).fill('First Diner');
  // A new restaurant does not ask for the number of guests (online settings); one that does gets 2.
  const guests = page.getByLabel(/^Number of guests/);
  if ((await guests.count()) > 0) await guests.fill('2');
  const mobile = page.getByLabel(/^Mobile number/);
  if ((await mobile.count()) > 0) await mobile.fill('0412345678');
  await page.getByRole('radio', { name: 'Pay at counter', exact: true }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/orderSuccess\//, { timeout: 30_000 });
  expect(new URL(page.url()).pathname).toMatch(/\/orderSuccess\/[^/]+\/3\/[^/]+$/);
}

/** A network receipt printer on loopback: the bytes of each connection. */
export function fakePrinter(): Promise<{ server: Server; port: number; received: Buffer[] }> {
  const received: Buffer[] = [];
  const server = createServer((socket: Socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => {
      received.push(Buffer.concat(chunks));
      socket.end();
    });
    socket.on('error', () => undefined);
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      ok({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    }),
  );
}
