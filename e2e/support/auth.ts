import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Signs in through the sign-in screen and waits for the back-office. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in now' }).click();
  await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith('/sign-in'));
  await page.locator('nav[aria-label="Sidebar"]').waitFor();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/sign-in');
}

/** The sidebar's top-level sections, in order. */
export async function sidebarSectionsShown(page: Page): Promise<string[]> {
  const nav = page.locator('nav[aria-label="Sidebar"]');
  await nav.waitFor();
  return nav
    .locator('[data-section]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-section') ?? ''));
}

export function expectPath(page: Page, path: string): void {
  expect(new URL(page.url()).pathname.toLowerCase()).toBe(path.toLowerCase());
}
