import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { newPage, openPage } from './browser';

/** Signs in through the sign-in screen and waits for the back-office. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await openPage(page, '/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in now' }).click();
  await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith('/sign-in'));
  await page.locator('nav[aria-label="Sidebar"]').waitFor();
}

/**
 * A page signed in as this account. The run's first call signs in through the sign-in screen and keeps
 * the session (cookies, local storage) in the run's auth-state folder; later calls, from any journey
 * file, start from it. Journeys that test signing in or out call signIn/signOut on a page of their own.
 */
export async function signedInPage(
  account: { email: string; password: string },
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const stateFile = join(inject('authStateDir'), `${account.email}.json`);
  if (existsSync(stateFile)) return newPage({ ...options, storageState: stateFile });
  const opened = await newPage(options);
  await signIn(opened.page, account.email, account.password);
  await opened.context.storageState({ path: stateFile });
  return opened;
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
