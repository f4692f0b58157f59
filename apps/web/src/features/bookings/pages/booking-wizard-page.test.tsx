import type { DinerBookingSession } from '@rpos/domain';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Handler, type MockResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { bookingKey } from '../booking-storage';
import { BANQUET, LUNCH, RESTAURANT_INFO } from '../wizard-test-fixtures';
import { BookingWizardPage } from './booking-wizard-page';

// 11:00 on Monday 2 March 2026 in Sydney.
const NOW = new Date('2026-03-02T00:00:00Z');
const BOOKING_ID = '0f4c2a10-1111-4222-8333-abcdef12cd56';

function setUp(options: {
  sessions?: (dateStr: string) => DinerBookingSession[] | MockResponse;
  booking?: MockResponse | Handler;
}) {
  const sessions = options.sessions ?? (() => [LUNCH]);
  const fetched = mockFetch({
    'GET /api/restaurantInfo': { body: RESTAURANT_INFO },
    'GET /api/restaurantBookingSessions': ({ url }) => {
      const answer = sessions(url.searchParams.get('dateStr') ?? '');
      return Array.isArray(answer)
        ? { body: { sessions: answer, restaurant: RESTAURANT_INFO.restaurant } }
        : answer;
    },
    'POST /api/booking': options.booking ?? { body: { bookingId: BOOKING_ID, status: 'confirmed' } },
  });
  const rendered = renderRoutes(
    [
      { path: '/restaurantBooking/:restaurantId', element: <BookingWizardPage /> },
      { path: '/bookingSuccess/:restaurantId', element: <p>confirmation view</p> },
      { path: '/sandbox/pay/:paymentId', element: <p>sandbox checkout</p> },
    ],
    '/restaurantBooking/goldendragon',
  );
  return { ...fetched, ...rendered, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
const alertText = () => screen.getByRole('alert').textContent;

async function chooseTime(user: User, partySize: string, dateStr: string, slot: RegExp) {
  await screen.findByRole('heading', { name: 'Golden Dragon' });
  await user.selectOptions(screen.getByLabelText('Number of guests'), partySize);
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: dateStr } });
  await user.click(await screen.findByRole('radio', { name: slot }));
  await next(user);
}

async function fillContact(user: User) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Mobile phone/ }), '0412345678');
  await next(user);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('booking wizard', { timeout: 30_000 }, () => {
  it('shows the restaurant, its disclaimer and the four steps', async () => {
    setUp({});
    expect(await screen.findByRole('heading', { name: 'Golden Dragon' })).toBeInTheDocument();
    expect(screen.getByText('金龙酒家')).toBeInTheDocument();
    expect(screen.getByText('Tables are held for 15 minutes.')).toBeInTheDocument();
    for (const step of ['Time', 'Table', 'Contact', 'Review'])
      expect(screen.getByText(step)).toBeInTheDocument();
  });

  it('walks Time → Table → Contact → Review with each step’s messages, then books', async () => {
    const { user, calls, router } = setUp({});
    await screen.findByRole('heading', { name: 'Golden Dragon' });
    await next(user);
    expect(alertText()).toBe('Please select a future date');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-02' } });
    expect(await screen.findByText('Loading time slots…')).toBeInTheDocument();
    await screen.findByRole('radio', { name: /Lunch/ });
    await next(user);
    expect(alertText()).toBe('Please select a time slot');
    await user.selectOptions(screen.getByLabelText('Number of guests'), '5');
    await user.click(await screen.findByRole('radio', { name: /Lunch 11:30 – 14:30/ }));
    await next(user);

    // Table: at least one, within the summed capacity.
    expect(screen.getByText('Choose the tables for 5 guests')).toBeInTheDocument();
    await next(user);
    expect(alertText()).toBe('Please select a table');
    await user.click(screen.getByRole('checkbox', { name: 'Table 3 · Seats 2–4' }));
    await next(user);
    expect(alertText()).toBe('Please check tables maximum and minimum capacity requirements.');
    await user.click(screen.getByRole('checkbox', { name: 'Table 1 · Seats 1–2' }));
    await next(user);

    // Contact: messages under their fields.
    await next(user);
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada 99');
    await next(user);
    expect(screen.getByText('Please enter a valid name')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Name/ }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada Lovelace');
    await next(user);
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@');
    await next(user);
    expect(screen.getByText('please enter a valid email')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'example.com');
    await next(user);
    expect(screen.getByText('Please enter your mobile phone')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Mobile phone/ }), '0412345678');
    await next(user);

    // Review: the details, the terms, Confirm.
    for (const detail of ['02/03/2026', '11:30 – 14:30', '1, 3', '1 George St, Sydney', '0412345678'])
      expect(screen.getByText(detail)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(alertText()).toBe('Please agree the terms and conditions.');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('confirmation view')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?bookingId=${BOOKING_ID}`);
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/booking');
    expect(post?.headers.clientId).toMatch(/.+/);
    expect(post?.body).toMatchObject({
      restaurantId: 'goldendragon',
      bookingSession: { id: 'lunch' },
      booking: {
        partySize: 5,
        bookDateStr: '2026-03-02',
        sessionId: 'lunch',
        tables: { selectedTables: [{ tableNumber: '1' }, { tableNumber: '3' }] },
        name: 'Ada Lovelace',
        agreeTerms: true,
      },
    });
    const saved = JSON.parse(localStorage.getItem(bookingKey('goldendragon')) ?? '{}');
    expect(saved).toMatchObject({ bookingId: BOOKING_ID, status: 'confirmed', tables: ['1', '3'] });
  });

  it('a new date clears the chosen slot and hides the slots until they are loaded again', async () => {
    const { user } = setUp({
      sessions: (dateStr) => (dateStr === '2026-03-04' ? [] : [LUNCH]),
    });
    await screen.findByRole('heading', { name: 'Golden Dragon' });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-03' } });
    await user.click(await screen.findByRole('radio', { name: /Lunch/ }));
    expect(screen.getByRole('radio', { name: /Lunch/ })).toBeChecked();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-04' } });
    expect(screen.queryByRole('radio', { name: /Lunch/ })).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'No time slots are free on this date for this party. Please select another date.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-03' } });
    expect(await screen.findByRole('radio', { name: /Lunch/ })).not.toBeChecked();
    await next(user);
    expect(alertText()).toBe('Please select a time slot');
  });

  it('treats a table minimum of 0 as its maximum', async () => {
    const { user } = setUp({});
    await chooseTime(user, '4', '2026-03-03', /Lunch/);
    await user.click(screen.getByRole('checkbox', { name: 'Table 8 · Seats 6' }));
    await next(user);
    expect(alertText()).toBe('Please check tables maximum and minimum capacity requirements.');
  });

  it('refuses a slot that has already begun today', async () => {
    vi.setSystemTime(new Date('2026-03-02T01:00:00Z'));
    const { user } = setUp({});
    await chooseTime(user, '2', '2026-03-02', /Lunch/);
    expect(alertText()).toBe('Please select a future time');
  });

  it('says when the slots fail to load', async () => {
    setUp({ sessions: () => ({ status: 500, body: { code: 'INTERNAL', message: 'x' } }) });
    await screen.findByRole('heading', { name: 'Golden Dragon' });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-03' } });
    // The call is tried twice (one retry, a second apart) before the message shows.
    expect(
      await screen.findByText('Something went wrong, please try again', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('without the session any more, the table step asks for another date and Back resets everything', async () => {
    let offered = [LUNCH];
    const { user, client } = setUp({ sessions: () => offered });
    await chooseTime(user, '2', '2026-03-03', /Lunch/);
    offered = [];
    await client.refetchQueries();
    expect(
      await screen.findByText('There are no tables for this time. Please select another date.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Date')).toHaveValue('');
    expect(screen.getByLabelText('Number of guests')).toHaveValue('2');
  });

  it('hides the tables in the review when the session hides table numbers, and goes to the deposit checkout', async () => {
    const { user, router } = setUp({
      sessions: () => [BANQUET],
      booking: {
        body: {
          bookingId: BOOKING_ID,
          status: 'pendingPayment',
          paymentUrl: '/sandbox/pay/p1',
          sessionId: 'sbx_cs_p1',
          holdUntil: '2026-03-02T00:15:00.000Z',
        },
      },
    });
    await chooseTime(user, '8', '2026-03-05', /Banquet Dinner 19:00 – 22:00/);
    expect(screen.getByText('The restaurant will choose your table.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '1. · Seats 6–10' }));
    await next(user);
    await fillContact(user);
    expect(screen.queryByText('Tables')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('sandbox checkout')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sandbox/pay/p1');
    const saved = JSON.parse(localStorage.getItem(bookingKey('goldendragon')) ?? '{}');
    expect(saved).toMatchObject({ status: 'pendingPayment', hideTable: true, sessionName: 'Banquet Dinner' });
  });

  it.each([
    [
      { status: 409, body: { code: 'CONFLICT', message: 'Tables were just taken', errorCode: 999 } },
      'Tables were just taken',
    ],
    [
      { status: 400, body: { code: 'VALIDATION', message: 'Mobile phone is too long' } },
      'Mobile phone is too long',
    ],
    [
      { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong! Please try again.' } },
      'Cannot find a table',
    ],
  ])('shows the booking failure (%#) and lets the diner try again', async (reply, text) => {
    let posts = 0;
    const { user } = setUp({
      booking: () => {
        posts += 1;
        return reply;
      },
    });
    await chooseTime(user, '2', '2026-03-03', /Lunch/);
    await user.click(screen.getByRole('checkbox', { name: 'Table 1 · Seats 1–2' }));
    await next(user);
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.dblClick(confirm);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(posts).toBe(1);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});
