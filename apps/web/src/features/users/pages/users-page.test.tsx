import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { account, RESTAURANT_OPTIONS } from '../test/user-fixtures';
import { UsersPage } from './users-page';

const SLOW = { timeout: 40_000 };
/** Waits for an answer on a busy machine (findBy's 1 s is not always enough). */
const WAIT = { timeout: 8_000 };

const everyone = [
  account('annmgr', { mustChangePassword: true }),
  account('grace', {
    role: 'restaurantGroupAdmin',
    restaurantId: null,
    restaurantName: null,
    restaurants: [{ restaurantId: 'r1', name: 'Golden Dragon' }],
  }),
  ...Array.from({ length: 11 }, (_, i) => account(`user${String(i).padStart(2, '0')}`)),
];

function setup(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({
    'GET /api/users': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const search = url.searchParams.get('search');
      const found = search ? everyone.filter((u) => u.username.includes(search)) : everyone;
      return {
        body: {
          users: found.slice((page - 1) * pageSize, page * pageSize),
          total: found.length,
          page,
          pageSize,
        },
      };
    },
    'GET /api/restaurantIds': { body: RESTAURANT_OPTIONS },
    ...routes,
  });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser('admin'));
  return {
    ...fetch,
    ...renderWithApp(<UsersPage />, {
      path: '/users',
      client,
      routes: [{ path: '/user/:username', element: <p>edit</p> }],
    }),
  };
}

const row = (username: string) => screen.getByRole('link', { name: username }).closest('tr') as HTMLElement;
const check = (user: ReturnType<typeof userEvent.setup>, username: string) =>
  user.click(screen.getByRole('checkbox', { name: `Select ${username}` }));

afterEach(() => vi.unstubAllGlobals());

describe('UsersPage', () => {
  it('pages on the server; usernames link to /user/{username}; search from 4 characters', SLOW, async () => {
    const user = userEvent.setup();
    const { calls, router } = setup();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Username', 'Name', 'Email', 'Role', 'Restaurant', 'Phone', 'Created At']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(row('annmgr')).getByText('Must change password')).toBeInTheDocument();
    expect(within(row('annmgr')).getByText('02/06/2025 12:00:05')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'user10' })).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('2');

    const search = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(search, { target: { value: 'gra' } });
    expect(await screen.findByRole('link', { name: 'annmgr' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.searchParams.has('search'))).toBe(false);
    fireEvent.change(search, { target: { value: ' grac ' } });
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('search')).toBe('grac'));
    await user.click(await screen.findByRole('link', { name: 'grace' }));
    expect(router.state.location.pathname).toBe('/user/grace');
  });

  it(
    "deletes the chosen accounts: 'Deleted successfully!' or 'Error in deleting the user'",
    SLOW,
    async () => {
      const user = userEvent.setup();
      let fail = false;
      const { calls } = setup({
        'DELETE /api/user': () =>
          fail ? { status: 500, body: { message: 'x' } } : { body: { message: 'Deleted successfully!' } },
      });
      await screen.findByRole('table', { name: 'Users' });
      expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
      await check(user, 'user00');
      await check(user, 'user01');
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete users' }, WAIT);
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Deleted successfully!', {}, WAIT)).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([
        { username: 'user00' },
        { username: 'user01' },
      ]);

      fail = true;
      await check(user, 'user02');
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Delete users' }, WAIT)).getByRole('button', {
          name: 'Delete',
        }),
      );
      expect(await screen.findByText('Error in deleting the user', {}, WAIT)).toBeInTheDocument();
    },
  );

  it(
    'Add Restaurants: the three texts of §5, then the dialog and PUT /updateRestaurantGroup',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { calls } = setup({
        'PUT /api/updateRestaurantGroup': ({ body }) => ({
          body: {
            message: 'Restaurant group updated successfully',
            user: { ...everyone[1], restaurants: body },
          },
        }),
      });
      await screen.findByRole('table', { name: 'Users' });
      const addRestaurants = screen.getByRole('button', { name: 'Add Restaurants' });
      await user.click(addRestaurants);
      expect(
        await screen.findByText('Please select only one restaurant group account.', {}, WAIT),
      ).toBeInTheDocument();
      await check(user, 'annmgr');
      await user.click(addRestaurants);
      expect(
        await screen.findByText('Please select a restaurant group admin account.', {}, WAIT),
      ).toBeInTheDocument();
      await check(user, 'annmgr');
      await check(user, 'grace');
      await user.click(addRestaurants);

      const dialog = await screen.findByRole('dialog', { name: 'Select a restaurant to add' }, WAIT);
      expect(within(dialog).getByText('Golden Dragon')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Remove Golden Dragon' }));
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await within(dialog).findByText('Please add a restaurant.', {}, WAIT)).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);

      await user.click(within(dialog).getByRole('combobox', { name: 'Restaurant' }));
      const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
      expect(options).toEqual(['Golden Dragon', 'Bondi Bites']);
      await user.click(screen.getByRole('option', { name: 'Bondi Bites' }));
      await user.click(within(dialog).getByRole('combobox', { name: 'Restaurant' }));
      await user.click(await screen.findByRole('option', { name: 'Golden Dragon' }));
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Restaurant group updated successfully', {}, WAIT)).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        username: 'grace',
        restaurants: ['r2', 'r1'],
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );

  it('a restaurantAdmin sees no Add Restaurants and adds users to its restaurant', SLOW, async () => {
    mockFetch({
      'GET /api/users': { body: { users: [account('annmgr')], total: 1, page: 1, pageSize: 10 } },
    });
    const client = testQueryClient();
    client.setQueryData(['auth', 'user'], makeUser('restaurantAdmin'));
    renderWithApp(<UsersPage />, { path: '/users', client });
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('button', { name: 'Add Restaurants' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add user' })).toHaveAttribute('href', '/userAdd/r1');
  });

  it("a failed list says 'Error in retrieving the data' with Retry", SLOW, async () => {
    mockFetch({ 'GET /api/users': { status: 500, body: { message: 'down' } } });
    const client = testQueryClient();
    client.setQueryData(['auth', 'user'], makeUser('admin'));
    renderWithApp(<UsersPage />, { path: '/users', client });
    expect(await screen.findByText('Error in retrieving the data', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
