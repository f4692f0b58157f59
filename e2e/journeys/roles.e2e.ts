import { type Role, sidebarSections } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { sidebarSectionsShown, signIn, signOut } from '../support/auth';
import { newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';

describe('each role sees exactly its sidebar', () => {
  for (const account of DEMO_ACCOUNTS) {
    it(`${account.role}: sign in, sidebar, sign out`, async () => {
      const { page, context } = await newPage();
      await signIn(page, account.email, account.password);
      const expected = sidebarSections({
        role: account.role as Role,
        permissions: account.permissions,
        email: account.email,
      });
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
