import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock';
import { makeUser } from '../../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../../test/render';
import { bookingAdminKeys } from '../../api/booking-admin-api';
import { BookingsPage } from '../../pages/bookings-page';
import { staffBooking } from './booking-admin.fixture';

const SLOW = { timeout: 30_000 };

const BOOKINGS = [
  staffBooking(),
  staffBooking({
    id: 'b2',
    number: 'pay456',
    name: 'Grace Hopper',
    status: 'pendingPayment',
    partySize: 12,
    tables: [{ tableNumber: '11' }, { tableNumber: '12' }],
    specialRequirement: null,
    depositAmount: 2000,
  }),
  staffBooking({ id: 'b3', number: 'sea789', name: 'Alan Turing', status: 'seated', partySize: 2 }),
  staffBooking({ id: 'b4', number: 'nos000', name: 'Edsger Dijkstra', status: 'noShow' }),
  staffBooking({ id: 'b5', number: 'can111', name: 'Barbara Liskov', status: 'cancelled' }),
  staffBooking({ id: 'b6', number: 'lap222', name: 'Donald Knuth', status: 'lapsed' }),
];

function renderBookings(routes: Parameters<typeof mockFetch>[0] = {}, path = '/bookings?date=2026-03-05') {
  const fetch = mockFetch({ 'GET /api/bookings': { body: { bookings: BOOKINGS } }, ...routes });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser('restaurantManager', ['bookingManagement']));
  client.setQueryData(bookingAdminKeys.timezone('goldendragon'), 'Australia/Sydney');
  const view = renderWithApp(<BookingsPage />, { path, route: '/bookings', client });
  return { ...fetch, ...view };
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('BookingsPage', () => {
  it('asks for the date shown and lists every column, with readable status chips', SLOW, async () => {
    const { calls } = renderBookings();
    const table = await screen.findByRole('table', { name: 'Bookings of 05/03/2026' });
    expect(calls.find((c) => c.path === '/api/bookings')?.url.searchParams.get('dateStr')).toBe('2026-03-05');
    expect(screen.getByLabelText('Date (dd/MM/yyyy)')).toHaveValue('05/03/2026');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Number',
      'Name',
      'Status',
      'Start Time - End Time',
      'Guests',
      'Tables',
      'Email',
      'Phone',
      'Special Requirements',
      'Created Time',
      'Actions',
    ]);
    const ada = within(row('Ada Lovelace'));
    expect(ada.getByText('abc123')).toBeInTheDocument();
    expect(ada.getByText('Confirmed')).toBeInTheDocument();
    expect(ada.getByText('11:30 - 14:30')).toBeInTheDocument();
    expect(ada.getByText('ada@example.com')).toBeInTheDocument();
    expect(ada.getByText('0412345678')).toBeInTheDocument();
    expect(ada.getByText('Window seat')).toBeInTheDocument();
    // Created on the restaurant's clock (Sydney), not the browser's.
    expect(ada.getByText('02/03/2026 09:30:05')).toBeInTheDocument();

    const grace = within(row('Grace Hopper'));
    expect(grace.getByText('Awaiting deposit')).toBeInTheDocument();
    expect(grace.getByText('11, 12')).toBeInTheDocument();
    expect(grace.getByText('Deposit $20.00')).toBeInTheDocument();
    expect(within(row('Alan Turing')).getByText('Seated')).toBeInTheDocument();
    expect(within(row('Edsger Dijkstra')).getByText('No-show')).toBeInTheDocument();
    expect(within(row('Barbara Liskov')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row('Donald Knuth')).getByText('Lapsed')).toBeInTheDocument();
    // Cancelled and lapsed bookings offer no moves.
    expect(within(row('Donald Knuth')).queryByRole('button')).not.toBeInTheDocument();
    // Guests of the bookings holding tables: 4 + 12 + 2.
    expect(screen.getByText('6 bookings, 18 guests holding tables')).toBeInTheDocument();
  });

  it('shows 10 bookings a page at first, with 5, 10 and 25 offered', SLOW, async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) =>
      staffBooking({ id: `m${i}`, number: `n${i}`, name: `Guest ${String(i).padStart(2, '0')}` }),
    );
    renderBookings({ 'GET /api/bookings': { body: { bookings: many } } });
    await screen.findByText('Guest 00');
    expect(screen.getByText('Guest 09')).toBeInTheDocument();
    expect(screen.queryByText('Guest 10')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '25']);
  });

  it('moves to another date by typing it or by the day buttons', SLOW, async () => {
    const user = userEvent.setup();
    const { calls, router } = renderBookings();
    await screen.findByText('Ada Lovelace');
    const field = screen.getByLabelText('Date (dd/MM/yyyy)');
    await user.clear(field);
    await user.type(field, '07/03/2026');
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-03-07'));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-03-08'));
    await waitFor(() =>
      expect(calls.map((c) => c.url.searchParams.get('dateStr'))).toEqual(
        expect.arrayContaining(['2026-03-05', '2026-03-07', '2026-03-08']),
      ),
    );
    expect(await screen.findByRole('table', { name: 'Bookings of 08/03/2026' })).toBeInTheDocument();
  });

  it('seats a confirmed booking and cancels one after confirming', SLOW, async () => {
    const user = userEvent.setup();
    // The server's list follows the moves.
    let current = [...BOOKINGS];
    const move =
      (id: string) =>
      ({ body }: { body: unknown }) => {
        const { status } = body as { status: (typeof BOOKINGS)[number]['status'] };
        current = current.map((b) => (b.id === id ? { ...b, status } : b));
        return { body: { booking: current.find((b) => b.id === id) } };
      };
    const { calls } = renderBookings({
      'GET /api/bookings': () => ({ body: { bookings: current } }),
      'PUT /api/bookings/b00000000abc123/status': move('b00000000abc123'),
      'PUT /api/bookings/b2/status': move('b2'),
    });
    await screen.findByText('Ada Lovelace');
    await user.click(
      within(row('Ada Lovelace')).getByRole('button', { name: 'Change the status of booking abc123' }),
    );
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Seat', 'Mark no-show', 'Cancel booking']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Seat' }));
    expect(await screen.findByText('Booking abc123: Seated')).toBeInTheDocument();
    await waitFor(() => expect(within(row('Ada Lovelace')).getByText('Seated')).toBeInTheDocument());

    await user.click(
      within(row('Grace Hopper')).getByRole('button', { name: 'Change the status of booking pay456' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking pay456: Cancelled')).toBeInTheDocument();
    await waitFor(() => expect(within(row('Grace Hopper')).getByText('Cancelled')).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/api/bookings/b00000000abc123/status', { status: 'seated' }],
      ['/api/bookings/b2/status', { status: 'cancelled' }],
    ]);
  });

  it("shows the server's refusal of a move", SLOW, async () => {
    const user = userEvent.setup();
    renderBookings({
      'PUT /api/bookings/b3/status': {
        status: 409,
        body: { code: 'CONFLICT', message: 'Cannot find a table' },
      },
    });
    await screen.findByText('Alan Turing');
    await user.click(
      within(row('Alan Turing')).getByRole('button', { name: 'Change the status of booking sea789' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Back to confirmed' }));
    expect(await screen.findByText('Cannot find a table')).toBeInTheDocument();
  });

  it('shows the load failure text with a retry', SLOW, async () => {
    renderBookings({ 'GET /api/bookings': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    expect(await screen.findByText('Something went wrong, please try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
