import { PAYMENT_MESSAGES } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setForbiddenHandler } from '../shared/api/api-client';
import { mockEventSource as mockEventSourceStub } from '../test/event-source-mock';
import { type MockResponse, mockFetch } from '../test/fetch-mock';
import { makeUser } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { patchRoutesOnNavigation, routes } from './routes';

/** The app's route table with the back-office routes it discovers on navigation. */
const renderApp = (path: string) => renderRoutes(routes, path, undefined, { patchRoutesOnNavigation });

const FORBIDDEN: MockResponse = { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } };

describe('routes', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = setForbiddenHandler(() => {});
    // A desktop screen: the sidebar is the persistent drawer.
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('min-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        onchange: null,
        dispatchEvent: () => false,
      })),
    );
  });
  afterEach(() => restore());

  it('sends a signed-out visitor from / to /sign-in', async () => {
    mockFetch({ 'GET /api/user': FORBIDDEN });
    const { router } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign in now' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('opens the dashboard with the welcome message and the sidebar of the role', async () => {
    mockFetch({ 'GET /api/user': { body: { userCredentials: makeUser('restaurantManager', ['reports']) } } });
    const { router } = renderApp('/');
    expect(
      await screen.findByText('Welcome! Please use the navigation menu to find what you need.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect([...nav.querySelectorAll('[data-section]')].map((e) => e.getAttribute('data-section'))).toEqual([
      'reports',
      'account',
      'settings',
    ]);
  });

  it('matches paths case-insensitively', async () => {
    mockFetch({ 'GET /api/user': { body: { userCredentials: makeUser('admin') } } });
    renderApp('/SETTINGS');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });

  it('shows a titled placeholder for a section not built yet', async () => {
    mockFetch({ 'GET /api/user': { body: { userCredentials: makeUser('admin') } } });
    renderApp('/providerreports');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Provider Reports' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This page is not available yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Welcome! Please use the navigation menu to find what you need.'),
    ).toBeInTheDocument();
  });

  it('serves the menu list at /myMenus and /mymenus', async () => {
    mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('menuAdmin') } },
      'GET /api/myMenus': { body: { menus: [], total: 0, page: 1, pageSize: 10 } },
    });
    renderApp('/mymenus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menus' })).toBeInTheDocument();
    expect(await screen.findByText('No menus yet. Create one with New.')).toBeInTheDocument();
  });

  it('adds the payment screens on the first navigation to one, under the order pages', async () => {
    const { router } = renderApp('/paymentResult/failure/abc123');
    expect(await screen.findByText(PAYMENT_MESSAGES.resultFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/paymentResult/failure/abc123');
  });

  it('adds the booking and queue pages on the first navigation to one, under the root', async () => {
    mockFetch({ 'GET /api/restaurantInfo': { status: 404, body: { message: 'Restaurant not found' } } });
    const { router } = renderApp('/bookingSuccess/goldendragon');
    expect(
      await screen.findByText('We could not find a booking made on this device for this restaurant.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bookingSuccess/goldendragon');
    await router.navigate('/queue/goldendragon');
    // The queue page: its restaurant failed to load, so it says so (diner.md §8).
    expect(await screen.findByText('Something went wrong, please try it later.')).toBeInTheDocument();
  });

  it('sends unknown paths to /not-found', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('shows the account: name, e-mail, role label, restaurant and permissions', async () => {
    mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('restaurantManager', ['orders', 'reports']) } },
    });
    renderApp('/account');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(within(main).getByText('restaurantmanager@rpos.test')).toBeInTheDocument();
    expect(within(main).getAllByText('Restaurant Manager').length).toBeGreaterThan(0);
    expect(within(main).getByText('Golden Dragon')).toBeInTheDocument();
    expect(within(main).getByText('orders')).toBeInTheDocument();
  });

  it('keeps the outbox to admins', async () => {
    mockFetch({ 'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } } });
    const { router } = renderApp('/outbox');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByText('Outbox')).not.toBeInTheDocument();
  });

  it('keeps the POS to users passing the transactions check, in its own frame', async () => {
    mockFetch({ 'GET /api/user': { body: { userCredentials: makeUser('restaurantManager', ['orders']) } } });
    const { router, unmount } = renderApp('/pos');
    await screen.findByText('Welcome! Please use the navigation menu to find what you need.');
    expect(router.state.location.pathname).toBe('/dashboard');
    unmount();

    mockEventSourceStub();
    mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('restaurantManager', ['transactions']) } },
      'GET /api/pos/setup': { status: 500, body: { message: 'Setup failed.' } },
      'GET /api/pos/floor': { body: { tables: [], counterBills: [] } },
    });
    const second = renderApp('/POS');
    expect(await screen.findByRole('heading', { level: 1, name: 'Floor' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await screen.findByText('Setup failed.')).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/POS');
  });

  it('lists the outbox newest first and opens a message with clickable links', async () => {
    const user = userEvent.setup();
    const link = 'http://localhost:3000/reset-password?token=abcdefghijklmnop';
    const message = {
      id: 'o1',
      channel: 'email',
      recipient: 'report@rpos.demo',
      subject: 'Reset your password',
      body: `Open this link to choose a new password: ${link}\nIt expires in one hour.`,
      html: null,
      attachments: [],
      transport: 'outbox',
      status: 'stored',
      error: null,
      createdAt: '2026-03-04T05:06:07Z',
    };
    const { calls } = mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('admin') } },
      'GET /api/outbox': { body: { messages: [message], total: 1 } },
      'GET /api/outbox/o1': { body: message },
    });
    renderApp('/outbox');
    const row = (await screen.findByText('report@rpos.demo')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}:07$/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/outbox')?.url.search).toBe('?page=0&pageSize=25');
    await user.click(row as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: /reset-password\?token=/ })).toHaveAttribute(
      'href',
      link,
    );
  });

  it('signs out: posts /logout, clears the cache and goes to /sign-in', async () => {
    const user = userEvent.setup();
    let signedIn = true;
    const { calls } = mockFetch({
      'GET /api/user': () => (signedIn ? { body: { userCredentials: makeUser('admin') } } : FORBIDDEN),
      'POST /api/logout': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    const { router, client } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/logout')).toBe(true);
    expect(client.getQueryData(['auth', 'user'])).toBeUndefined();
  });

  it('goes to /sign-in even when the logout call fails', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('admin') } },
      'POST /api/logout': { status: 500, body: { message: 'down' } },
    });
    const { router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('lets a user with several restaurants pick one, then reloads the user', async () => {
    const user = userEvent.setup();
    let acting = 'r1';
    const { calls } = mockFetch({
      'GET /api/user': () => ({
        body: {
          userCredentials: makeUser('restaurantGroupAdmin', [], {
            restaurantId: acting,
            restaurantName: acting === 'r1' ? 'Golden Dragon' : 'Bondi Bites',
          }),
        },
      }),
      'GET /api/restaurantIds': {
        body: [
          { restaurantId: 'r1', urlIdentifier: 'goldendragon', name: 'Golden Dragon', type: 'Restaurant' },
          { restaurantId: 'r2', urlIdentifier: 'bondibites', name: 'Bondi Bites', type: 'Restaurant' },
        ],
      },
      'PUT /api/userRestaurantId': ({ body }) => {
        acting = (body as { restaurantId: string }).restaurantId;
        return { body: { message: 'ok', userCredentials: makeUser('restaurantGroupAdmin') } };
      },
    });
    renderApp('/account');
    await user.click(await screen.findByRole('combobox', { name: 'Restaurant' }));
    await user.click(await screen.findByRole('option', { name: 'Bondi Bites' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ restaurantId: 'r2' }));
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Bondi Bites')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/user').length).toBeGreaterThan(1);
  });

  it('checks a reset link before asking for the new password', async () => {
    mockFetch({ 'GET /api/resetPassword': { body: { valid: false } } });
    renderApp('/reset-password?token=abcdefghijklmnop');
    expect(
      await screen.findByText('This reset link is invalid or has expired. Please request a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
  });

  it('resets the password with the token and goes to /sign-in', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/resetPassword': { body: { valid: true } },
      'POST /api/resetPassword': { body: { message: 'ok' } },
    });
    const { router } = renderApp('/reset-password?token=abcdefghijklmnop');
    await user.type(await screen.findByLabelText('Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      token: 'abcdefghijklmnop',
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(await screen.findByText('Your password has been changed. Please sign in.')).toBeInTheDocument();
  });

  it('asks for a reset link, then goes to / (the sign-in) with the confirmation (decision 0457)', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/foregetPassword': { body: { message: 'Check your email for reset password link' } },
      'GET /api/user': FORBIDDEN,
    });
    const { router } = renderApp('/forget-password');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'report@rpos.demo');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Check your email for reset password link')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByRole('button', { name: 'Sign in now' })).toBeInTheDocument();
  });

  it("says 'Something went wrong! Please try again' when the reset e-mail cannot be sent", async () => {
    const user = userEvent.setup();
    mockFetch({ 'POST /api/foregetPassword': { status: 500, body: { message: 'down' } } });
    renderApp('/forget-password');
    await user.type(await screen.findByLabelText('Email'), 'report@rpos.demo');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Something went wrong! Please try again')).toBeInTheDocument();
  });
});
