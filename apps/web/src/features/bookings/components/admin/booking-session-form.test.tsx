import { BOOKING_MESSAGES } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock';
import { renderWithApp } from '../../../../test/render';
import { BookingSessionPage } from '../../pages/booking-session-page';
import { bookingSession, TABLE_INFO } from './booking-admin.fixture';

// user-event typing in MUI forms is slow on a busy 2-core machine.
const SLOW = { timeout: 30_000 };

const listRoute = [{ path: '/bookingSessions', element: <p>Sessions list</p> }];

function renderNew(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({ 'GET /api/tableInfo': { body: TABLE_INFO }, ...routes });
  const view = renderWithApp(<BookingSessionPage />, {
    path: '/bookingSession',
    route: '/bookingSession',
    routes: listRoute,
  });
  return { ...fetch, ...view };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Dinner');
  await user.type(screen.getByLabelText(/^Total guests/), '30');
  await user.type(screen.getByLabelText(/^Start time/), '17:30');
  await user.type(screen.getByLabelText(/^End time/), '21:30');
}

describe('BookingSessionPage (new)', () => {
  it('shows every required-field message on Save, and sends nothing', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = renderNew();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BOOKING_MESSAGES.sessionName)).toBeInTheDocument();
    expect(screen.getByText('Guest number is required and must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Start time is required.')).toBeInTheDocument();
    expect(screen.getByText('End time is required.')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Require a deposit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Deposit is required and must be greater than 0')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('says so when the start is after the end', SLOW, async () => {
    const user = userEvent.setup();
    renderNew();
    await user.type(screen.getByLabelText(/^Name/), 'Late');
    await user.type(screen.getByLabelText(/^Total guests/), '10');
    await user.type(screen.getByLabelText(/^Start time/), '18:00');
    await user.type(screen.getByLabelText(/^End time/), '17:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The end time cannot be greater than the start time.'),
    ).toBeInTheDocument();
  });

  it('adds tables from /tableInfo with their seats and checks their capacity', SLOW, async () => {
    const user = userEvent.setup();
    renderNew();
    await fillValid(user);
    await user.click(await screen.findByRole('combobox', { name: 'Add a table' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Terrace')).toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'Table T1 (6 seats)' }));
    const max = screen.getByRole('spinbutton', { name: 'Table T1 max guests' });
    expect(max).toHaveValue(6);
    expect(screen.getByRole('spinbutton', { name: 'Table T1 min guests' })).toHaveValue(3);

    await user.clear(max);
    await user.type(max, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BOOKING_MESSAGES.sessionTableGuests)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove table T1' }));
    await user.click(screen.getByRole('button', { name: 'Add all tables' }));
    expect(
      screen.getAllByRole('group', { name: /^Table / }).map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Table 3', 'Table 4', 'Table T1']);
    expect(screen.getByRole('button', { name: 'Add all tables' })).toBeDisabled();
  });

  it('saves the session with its tables and deposit, then returns to the list', SLOW, async () => {
    const user = userEvent.setup();
    const saved = bookingSession({ sessionId: 'new1', name: 'Dinner' });
    const { calls } = renderNew({
      'POST /api/bookingSession': { body: { session: saved, message: 'Saved successfully!' } },
    });
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Description/), 'A la carte');
    await user.click(screen.getByRole('switch', { name: 'Require a deposit' }));
    await user.type(screen.getByLabelText(/^Deposit per booking/), '15');
    await user.click(screen.getByRole('switch', { name: "Don't show the end time to diners" }));
    await user.click(await screen.findByRole('combobox', { name: 'Add a table' }));
    await user.click(await screen.findByRole('option', { name: 'Table 4 (4 seats)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Sessions list')).toBeInTheDocument();
    expect(await screen.findByText('Saved successfully!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Dinner',
      sessionEnabled: true,
      sessionDesription: 'A la carte',
      guestNum: 30,
      startTime: '17:30',
      endTime: '21:30',
      disableEndTime: true,
      hideTableNo: false,
      depositRequired: true,
      deposit: 15,
      tables: [{ tableNumber: '4', guestNumber: 4, minNumOfGuests: 0 }],
    });
  });

  it("shows the server's refusal and stays on the form", SLOW, async () => {
    const user = userEvent.setup();
    renderNew({
      'POST /api/bookingSession': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'The table number alreay exists.' },
      },
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The table number alreay exists.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText('Sessions list')).not.toBeInTheDocument();
  });

  it('falls back to the spec text when the save fails otherwise', SLOW, async () => {
    const user = userEvent.setup();
    renderNew({ 'POST /api/bookingSession': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong! Cannot save the session!')).toBeInTheDocument();
  });
});

describe('BookingSessionPage (edit)', () => {
  it('loads the session into the form and saves it with PUT and its sessionId', SLOW, async () => {
    const user = userEvent.setup();
    const session = bookingSession({ depositRequired: true, deposit: 20 });
    const { calls } = mockFetch({
      'GET /api/allBookingSessions': { body: { sessions: [session] } },
      'GET /api/tableInfo': { body: TABLE_INFO },
      'PUT /api/bookingSession': { body: { session, message: 'Saved successfully!' } },
    });
    renderWithApp(<BookingSessionPage />, {
      path: '/bookingSession/s1',
      route: '/bookingSession/:sessionId',
      routes: listRoute,
    });
    expect(await screen.findByRole('heading', { name: 'Edit Booking Session' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Lunch');
    expect(screen.getByLabelText(/^Start time/)).toHaveValue('11:30');
    expect(screen.getByLabelText(/^Deposit per booking/)).toHaveValue(20);
    expect(screen.getByRole('spinbutton', { name: 'Table 3 min guests' })).toHaveValue(2);
    await user.click(screen.getByRole('switch', { name: 'Session enabled' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Sessions list');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ sessionId: 's1', sessionEnabled: false, deposit: 20 });
  });

  it('says the session cannot be found when it is not in the list', SLOW, async () => {
    mockFetch({ 'GET /api/allBookingSessions': { body: { sessions: [] } } });
    renderWithApp(<BookingSessionPage />, {
      path: '/bookingSession/gone',
      route: '/bookingSession/:sessionId',
    });
    expect(await screen.findByText(BOOKING_MESSAGES.sessionNotFound)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  });
});
