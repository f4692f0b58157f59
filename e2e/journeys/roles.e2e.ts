import { type Role, sidebarSections } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { sidebarSectionsShown, signIn, signOut } from '../support/auth';
import { newPage } from '../support/browser';
import { DEMO_ACCOUNTS, DEMO_MARKETING_EMAIL } from '../support/demo-accounts';

describe('each role sees exactly its sidebar', () => {
  for (const account of DEMO_ACCOUNTS) {
    it(`${account.role} (${account.email}): sign in, sidebar, sign out`, async () => {
      const { page, context } = await newPage();
      await signIn(page, account.email, account.password);
      // The e2e server names the demo's marketing account (e2e/support/global-setup.ts): it sees
      // Marketing besides the admin; the other restaurant and group admins do not.
      const expected = sidebarSections(
        { role: account.role as Role, permissions: account.permissions, email: account.email },
        { marketingAccountEmail: DEMO_MARKETING_EMAIL },
      );
      expect(expected.includes('marketing')).toBe(
        account.role === 'admin' || account.email === DEMO_MARKETING_EMAIL,
      );
      // restaurantStaff is not in the sidebar table: it sees no section ("other or missing: nothing").
      if (account.role === 'restaurantStaff') expect(expected).toEqual([]);
      else expect(expected.length).toBeGreaterThan(0);
      expect(await sidebarSectionsShown(page)).toEqual(expected);
      await signOut(page);
      // The session is over on the server: the back-office sends us back to sign-in.
      await page.goto('/settings');
      await page.waitForURL('**/sign-in');
      await context.close();
    });
  }
});
