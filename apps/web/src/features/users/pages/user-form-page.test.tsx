import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { account, MANAGER_PERMISSIONS, RESTAURANT_OPTIONS } from '../test/user-fixtures';
import { UserFormPage } from './user-form-page';

const SLOW = { timeout: 40_000 };
/** Waits for an answer on a busy machine (findBy's 1 s is not always enough). */
const WAIT = { timeout: 8_000 };

function setup(
  me: ReturnType<typeof makeUser>,
  path: string,
  route: string,
  routes: Parameters<typeof mockFetch>[0] = {},
) {
  const fetch = mockFetch({
    'GET /api/restaurantIds': { body: RESTAURANT_OPTIONS },
    'GET /api/userPermissions': ({ url }) => ({
      body: {
        permissions:
          url.searchParams.get('role') === 'restaurantStaff'
            ? [{ code: 'obPayment', name: 'OB Payment' }]
            : MANAGER_PERMISSIONS,
      },
    }),
    ...routes,
  });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], me);
  const done = ['/users', '/myrestaurant'].map((p) => ({ path: p, element: <p>{`at ${p}`}</p> }));
  return { ...fetch, ...renderWithApp(<UserFormPage />, { path, route, client, routes: done }) };
}

/** Fills the five text fields (change events: the machine is slow for typing). */
function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  }
}

const FIELDS = {
  'First name': 'Nina',
  'Last name': 'New',
  Email: '  Nina.New@Example.TEST ',
  Phone: '0400123456',
  Username: 'ninanew',
};

afterEach(() => vi.unstubAllGlobals());

describe('UserFormPage', () => {
  it(
    'admin adds a user: the generated 8-character password shows before saving with Copy, and POST /user sends it',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const writeText = vi.fn(async () => undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const { calls, router } = setup(makeUser('admin'), '/user', '/user', {
        'POST /api/user': ({ body }) => ({
          body: {
            message: 'Saved successfully',
            user: account((body as { username: string }).username),
            password: 'Ab3dEf7h',
          },
        }),
      });
      const save = await screen.findByRole('button', { name: 'Save' });
      const password = screen.getByTestId('generated-password');
      expect(password).toHaveAttribute('readonly');
      const generated = (password as HTMLInputElement).value;
      expect(generated).toMatch(/^[A-Za-z2-9]{8}$/);
      expect(generated).toMatch(/\d/);
      await user.click(screen.getByRole('button', { name: 'Copy' }));
      expect(writeText).toHaveBeenCalledWith(generated);
      expect(await screen.findByText('Password copied', {}, WAIT)).toBeInTheDocument();
      fill(FIELDS);
      expect(save).toBeDisabled();
      await user.click(screen.getByRole('combobox', { name: /Role/ }));
      await user.click(await screen.findByRole('option', { name: 'Restaurant Manager' }));
      await user.click(await screen.findByRole('checkbox', { name: 'Orders' }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '' } });
      expect(save).toBeDisabled();
      fill({ Phone: '0400123456' });
      expect(save).toBeEnabled();
      await user.click(save);

      await waitFor(() => expect(router.state.location.pathname).toBe('/users'), WAIT);
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        firstName: 'Nina',
        lastName: 'New',
        email: 'nina.new@example.test',
        phoneNumber: '0400123456',
        username: 'ninanew',
        role: 'restaurantManager',
        permissions: ['orders'],
        restaurantId: null,
        password: generated,
      });
    },
  );

  it("a taken username: 'This username is already taken! Please try another one.'", SLOW, async () => {
    const user = userEvent.setup();
    setup(makeUser('admin'), '/userAdd/goldendragon', '/userAdd/:restaurantId', {
      'POST /api/user': {
        status: 400,
        body: {
          code: 'BAD_REQUEST',
          message: 'This username is already taken! Please try another one.',
          username: 'ninanew',
        },
      },
    });
    await screen.findByRole('button', { name: 'Save' });
    fill(FIELDS);
    await user.click(screen.getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    expect(screen.getByText('This role passes every permission check or needs none.')).toBeInTheDocument();
    // /userAdd/{restaurantId} chooses the restaurant (sent as given; the server reads ids and identifiers).
    expect(await screen.findByRole('combobox', { name: 'Restaurant of the account' })).toHaveTextContent(
      'Golden Dragon',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findAllByText('This username is already taken! Please try another one.', {}, WAIT),
    ).toHaveLength(2);
  });

  it('a restaurantAdmin: no role selector, POST /restaurantManager, then /myrestaurant', SLOW, async () => {
    const user = userEvent.setup();
    const { calls, router } = setup(makeUser('restaurantAdmin'), '/userAdd/r1', '/userAdd/:restaurantId', {
      'POST /api/restaurantManager': {
        body: { message: 'Saved successfully', user: account('ninanew'), password: 'Zx9yWv8u' },
      },
    });
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('combobox', { name: /Role/ })).not.toBeInTheDocument();
    expect(screen.getByText('A new account of Golden Dragon')).toBeInTheDocument();
    fill(FIELDS);
    await user.click(await screen.findByRole('checkbox', { name: 'Orders' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myrestaurant'), WAIT);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      role: 'restaurantManager',
      permissions: ['orders'],
      restaurantId: 'r1',
      password: expect.stringMatching(/^[A-Za-z2-9]{8}$/),
    });
  });

  it(
    "edits /user/{username}: username fixed, no password, PUT /user, failure 'Something went wrong! Please try again.'",
    SLOW,
    async () => {
      const user = userEvent.setup();
      let fail = true;
      const { calls, router } = setup(makeUser('admin'), '/user/annmgr', '/user/:username?', {
        'GET /api/users/annmgr': {
          body: {
            user: account('annmgr', { permissions: [{ code: 'orders', name: 'Orders' }] }),
            permissions: MANAGER_PERMISSIONS,
          },
        },
        'PUT /api/user': () =>
          fail
            ? { status: 500, body: { message: 'x' } }
            : { body: { message: 'Saved successfully', user: account('annmgr') } },
      });
      expect(await screen.findByRole('textbox', { name: 'Username' })).toBeDisabled();
      expect(screen.queryByRole('textbox', { name: 'Password' })).not.toBeInTheDocument();
      expect(await screen.findByRole('checkbox', { name: 'Orders' })).toBeChecked();
      await user.click(screen.getByRole('combobox', { name: /Role/ }));
      await user.click(await screen.findByRole('option', { name: 'Restaurant Staff' }));
      expect(await screen.findByRole('checkbox', { name: 'OB Payment' })).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Something went wrong! Please try again.', {}, WAIT),
      ).toBeInTheDocument();
      // Orders cannot be given to restaurantStaff: the role change dropped it.
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        role: 'restaurantStaff',
        permissions: [],
      });
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('at /users', {}, WAIT)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/users');
    },
  );

  it('an unknown account says User not found', SLOW, async () => {
    setup(makeUser('admin'), '/user/ghost', '/user/:username?', {
      'GET /api/users/ghost': { status: 404, body: { code: 'NOT_FOUND', message: 'User not found' } },
    });
    expect(await screen.findByText('User not found', {}, WAIT)).toBeInTheDocument();
  });
});
