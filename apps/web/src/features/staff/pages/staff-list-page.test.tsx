import type { Staff } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { StaffListPage } from './staff-list-page';

const SLOW = { timeout: 45_000 };

const member = (id: string, firstName: string, staffNumber: string): Staff => ({
  id,
  firstName,
  lastName: 'Chen',
  email: `${firstName.toLowerCase()}@example.com`,
  phoneNumber: '0412345678',
  staffNumber,
  permissions: [{ code: 'posVoids', name: 'Void dishes' }],
  updatedAt: '2025-06-02T02:00:05.000Z',
});

function setup(deleteStatus = 200) {
  const everyone = [member('s1', 'Mei', '1001'), member('s2', 'Sam', '1002')];
  const fetch = mockFetch({
    'GET /api/staffList': ({ url }) => {
      const q = (url.searchParams.get('search') ?? '').toLowerCase();
      const staffList = everyone.filter((s) => s.firstName.toLowerCase().includes(q));
      return { body: { staffList, total: staffList.length, page: 1, pageSize: 10 } };
    },
    'DELETE /api/staff/s2': { status: deleteStatus, body: { message: 'Deleted successfully!' } },
  });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser('restaurantAdmin'));
  return { ...fetch, ...renderWithApp(<StaffListPage />, { path: '/staffList', client }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('StaffListPage', () => {
  it(
    'lists Name (a link), Staff Number, Email, Permissions, Phone, Updated; searches on the server',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { calls } = setup();
      const table = await screen.findByRole('table', { name: 'Staff' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['', 'Name', 'Staff Number', 'Email', 'Permissions', 'Phone', 'Updated']);
      expect(within(table).getByRole('link', { name: 'Mei Chen' })).toHaveAttribute('href', '/staff/s1');
      expect(within(table).getAllByText('02/06/2025 12:00:05')).toHaveLength(2);
      expect(screen.getByRole('link', { name: 'Add Staff' })).toHaveAttribute('href', '/staff');
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sam');
      await waitFor(() => expect(within(table).queryByText('Mei Chen')).toBeNull());
      expect(calls.some((c) => c.url.searchParams.get('search') === 'sam')).toBe(true);
    },
  );

  it('deletes the chosen staff after asking; says so when it fails', SLOW, async () => {
    const user = userEvent.setup();
    setup(500);
    await screen.findByRole('table', { name: 'Staff' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Select the staff to delete')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Sam Chen' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete staff' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error in deleting the user')).toBeInTheDocument();
  });
});
