import { AUTH_MESSAGES } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { signIn, signOut } from '../support/auth';
import { newPage, openPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const reporter = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantReport')!;

describe('sign-in and password reset', () => {
  it('a back-office page without a session lands on /sign-in', async () => {
    const { page, context } = await newPage();
    for (const path of ['/dashboard', '/settings', '/outbox', '/']) {
      await page.goto(path);
      await page.waitForURL('**/sign-in');
    }
    await context.close();
  });

  it('a wrong password shows the login error', async () => {
    const { page, context } = await newPage();
    await openPage(page, '/sign-in');
    await page.getByLabel('Email').fill(reporter.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in now' }).click();
    await expect.poll(() => page.getByText(AUTH_MESSAGES.loginError).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await context.close();
  });

  it('a reset link from the outbox sets a new password and the old one stops working', async () => {
    const newPassword = 'brand-new-pass-42';
    // The diner-facing user asks for a reset.
    const { page, context } = await newPage();
    await page.goto('/forget-password');
    await page.getByLabel('Email').fill(reporter.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText(AUTH_MESSAGES.resetLinkSent).isVisible()).toBe(true);

    // An admin reads the outbox and finds the link (the offline e-mail adapter).
    const adminSide = await newPage();
    await signIn(adminSide.page, admin.email, admin.password);
    await adminSide.page.goto('/outbox');
    await adminSide.page.getByRole('row').filter({ hasText: reporter.email }).first().click();
    const link = adminSide.page.getByRole('dialog').getByRole('link', { name: /reset-password\?token=/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/reset-password\?token=/);
    await adminSide.context.close();

    // The link sets a new password.
    await page.goto(new URL(href!).pathname + new URL(href!).search);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: /reset password/i }).click();
    await page.waitForURL('**/sign-in');

    // The old password no longer works.
    await page.getByLabel('Email').fill(reporter.email);
    await page.getByLabel('Password', { exact: true }).fill(reporter.password);
    await page.getByRole('button', { name: 'Sign in now' }).click();
    await expect.poll(() => page.getByText(AUTH_MESSAGES.loginError).isVisible()).toBe(true);

    // The new one does; the link is single-use.
    await signIn(page, reporter.email, newPassword);
    await page.goto(new URL(href!).pathname + new URL(href!).search);
    await expect.poll(() => page.getByText(AUTH_MESSAGES.resetLinkInvalid).isVisible()).toBe(true);

    // Put the demo password back through the settings page (exercises the password form too).
    await page.goto('/settings');
    await page.getByLabel('New password', { exact: true }).fill(reporter.password);
    await page.getByLabel('Confirm new password').fill(reporter.password);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect.poll(() => page.getByText(AUTH_MESSAGES.passwordUpdated).isVisible()).toBe(true);
    await signOut(page);
    await signIn(page, reporter.email, reporter.password);
    await context.close();
  });
});
