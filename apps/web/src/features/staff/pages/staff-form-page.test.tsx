import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { StaffFormPage } from './staff-form-page';

const SLOW = { timeout: 45_000 };

/** Types by pasting (one event per field: the machine is slow). */
const fill = async (user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) => {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
};
const permissions = [
  { code: 'posPayments', name: 'Take payments and close bills' },
  { code: 'posVoids', name: 'Void dishes' },
];

function setup() {
  const fetch = mockFetch({
    'GET /api/staffNumber': { body: { permissions, newStaffNumber: '1001' } },
    'POST /api/staff': ({ body }) => ({
      body: {
        message: 'Staff updated successfully!',
        pin: '042917',
        staff: {
          ...(body as object),
          id: 's1',
          permissions: [permissions[1]],
          updatedAt: '2025-06-02T00:00:00.000Z',
        },
      },
    }),
  });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser('restaurantAdmin'));
  return {
    ...fetch,
    ...renderWithApp(<StaffFormPage />, {
      path: '/staff',
      route: '/staff/:staffId?',
      client,
      routes: [{ path: '/staffList', element: <p>staff list</p> }],
    }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('StaffFormPage', () => {
  it('enables Save Staff only with every field; saves and shows the PIN once', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const number = await screen.findByLabelText(/Staff Number/);
    expect(number).toHaveValue('1001');
    expect(number).toHaveAttribute('readonly');
    const save = screen.getByRole('button', { name: 'Save Staff' });
    await fill(user, /First name/, 'Mei');
    await fill(user, /Last name/, 'Chen');
    await fill(user, /Email/, 'Mei@Example.com');
    expect(save).toBeDisabled();
    await fill(user, /Phone Number/, '04a12 345 678');
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('0412345678');
    await user.click(screen.getByRole('checkbox', { name: 'Void dishes' }));
    expect(save).toBeEnabled();
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'POS PIN' });
    expect(within(dialog).getByText('042917')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstName: 'Mei',
      lastName: 'Chen',
      email: 'Mei@Example.com',
      phoneNumber: '0412345678',
      staffNumber: '1001',
      permissions: ['posVoids'],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('staff list')).toBeInTheDocument();
  });

  it('shows the field text of a bad e-mail and sends nothing', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await screen.findByLabelText(/Staff Number/);
    await fill(user, /First name/, 'Mei');
    await fill(user, /Last name/, 'Chen');
    await fill(user, /Email/, 'not-an-email');
    await fill(user, /Phone Number/, '0412345678');
    await user.click(screen.getByRole('button', { name: 'Save Staff' }));
    expect(screen.getByText('Must be a valid email')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
