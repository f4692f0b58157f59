import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock';
import { makeUser } from '../../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../../test/render';
import { bookingAdminKeys } from '../../api/booking-admin-api';
import { BookingSessionsPage } from '../../pages/booking-sessions-page';
import { bookingSession } from './booking-admin.fixture';

const SLOW = { timeout: 30_000 };

const lunch = bookingSession();
const banquet = bookingSession({
  sessionId: 's2',
  name: 'Banquet',
  sessionEnabled: false,
  guestNum: 24,
  startTime: '18:00',
  endTime: '22:00',
  depositRequired: true,
  deposit: 20,
});

function renderSessions(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({
    'GET /api/allBookingSessions': { body: { sessions: [lunch, banquet] } },
    ...routes,
  });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser('restaurantManager', ['bookingManagement']));
  client.setQueryData(bookingAdminKeys.timezone('goldendragon'), 'Australia/Sydney');
  const view = renderWithApp(<BookingSessionsPage />, {
    path: '/bookingSessions',
    client,
    routes: [
      { path: '/bookingSession/:sessionId?', element: <p>Session form</p> },
      { path: '/bookingSettings', element: <p>Settings</p> },
    ],
  });
  return { ...fetch, ...view };
}

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('BookingSessionsPage', () => {
  it('lists the sessions with the spec columns, 25 a page of 5, 10 or 25', SLOW, async () => {
    const user = userEvent.setup();
    renderSessions();
    const table = await screen.findByRole('table', { name: 'Booking sessions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .slice(1),
    ).toEqual(['Name', 'Total Guests', 'Start Time - End Time', 'Require Deposit', 'Updated At']);
    const first = within(row('Lunch'));
    expect(first.getByText('40')).toBeInTheDocument();
    expect(first.getByText('11:30 - 14:30')).toBeInTheDocument();
    expect(first.getByText('No')).toBeInTheDocument();
    expect(first.getByText('02/03/2026 09:30:00')).toBeInTheDocument();
    const second = within(row('Banquet'));
    expect(second.getByText('Yes ($20.00)')).toBeInTheDocument();
    expect(second.getByText('Disabled')).toBeInTheDocument();

    const pageSize = screen.getByRole('combobox', { name: /Rows per page/ });
    expect(pageSize).toHaveTextContent('25');
    await user.click(pageSize);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '25']);
  });

  it('links rows to the form, and has Add Booking Session and Booking Settings', SLOW, async () => {
    const user = userEvent.setup();
    const { router } = renderSessions();
    await screen.findByRole('table', { name: 'Booking sessions' });
    expect(screen.getByRole('link', { name: 'Add Booking Session' })).toHaveAttribute(
      'href',
      '/bookingSession',
    );
    expect(screen.getByRole('link', { name: 'Booking Settings' })).toHaveAttribute(
      'href',
      '/bookingSettings',
    );
    await user.click(screen.getByRole('link', { name: 'Banquet' }));
    expect(router.state.location.pathname).toBe('/bookingSession/s2');
  });

  it('deletes exactly one selected session after confirming', SLOW, async () => {
    const user = userEvent.setup();
    let sessions = [lunch, banquet];
    const { calls } = renderSessions({
      'GET /api/allBookingSessions': () => ({ body: { sessions } }),
      'DELETE /api/bookingSession/s2': () => {
        sessions = [lunch];
        return { body: { success: true, message: 'Deleted successfully!' } };
      },
    });
    await screen.findByRole('table', { name: 'Booking sessions' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Please only one session')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all sessions' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Lunch' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete booking session' });
    expect(within(dialog).getByText(/"Banquet"/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Banquet' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/bookingSession/s2']);
  });

  it('shows the spec text when the delete fails', SLOW, async () => {
    const user = userEvent.setup();
    renderSessions({
      'DELETE /api/bookingSession/s1': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    });
    await screen.findByRole('table', { name: 'Booking sessions' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Lunch' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete booking session' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error in deleting the session')).toBeInTheDocument();
  });

  it('shows the load failure text with a retry', SLOW, async () => {
    renderSessions({
      'GET /api/allBookingSessions': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    });
    expect(await screen.findByText('Something went wrong, please try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
