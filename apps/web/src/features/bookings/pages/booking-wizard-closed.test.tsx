import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { LUNCH, RESTAURANT_INFO } from '../wizard-test-fixtures';
import { BookingWizardPage } from './booking-wizard-page';

// Decisions 0122–0123: the booking QR type's switch closes the wizard.
const NOW = new Date('2026-03-02T00:00:00Z');
const CLOSED = 'Online booking is closed. Please try again later.';

/** `state.closed` is what the server says now; every call reads it when it answers. */
function setUp(state: { closed: boolean }, booking?: () => MockResponse) {
  const fetched = mockFetch({
    'GET /api/restaurantInfo': () => ({ body: { ...RESTAURANT_INFO, bookingClosed: state.closed } }),
    'GET /api/restaurantBookingSessions': () => ({
      body: {
        sessions: state.closed ? [] : [LUNCH],
        restaurant: RESTAURANT_INFO.restaurant,
        bookingClosed: state.closed,
      },
    }),
    'POST /api/booking': booking ?? (() => ({ body: { bookingId: 'b1', status: 'confirmed' } })),
  });
  renderRoutes(
    [
      { path: '/restaurantBooking/:restaurantId', element: <BookingWizardPage /> },
      { path: '/bookingSuccess/:restaurantId', element: <p>confirmation view</p> },
    ],
    '/restaurantBooking/goldendragon',
  );
  return { ...fetched, user: userEvent.setup({ delay: null }) };
}

/** The diner comes back to the tab: TanStack Query's focus manager listens to visibilitychange. */
const comeBack = () => act(() => void window.dispatchEvent(new Event('visibilitychange')));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('booking wizard while booking is closed', { timeout: 30_000 }, () => {
  it('says so up front with the header, and offers no step to fill in or submit', async () => {
    const { calls } = setUp({ closed: true });
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Golden Dragon' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/restaurantBookingSessions')).toBe(false);
  });

  it('learns on return to the page that booking closed, and goes on where it was once reopened', async () => {
    const state = { closed: false };
    const { user } = setUp(state);
    await screen.findByRole('heading', { name: 'Golden Dragon' });
    await user.selectOptions(screen.getByLabelText('Number of guests'), '2');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-03' } });
    await user.click(await screen.findByRole('radio', { name: /Lunch/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose the tables for 2 guests')).toBeInTheDocument();

    state.closed = true;
    comeBack();
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    state.closed = false;
    comeBack();
    expect(await screen.findByText('Choose the tables for 2 guests')).toBeInTheDocument();
    expect(screen.queryByText(CLOSED)).not.toBeInTheDocument();
  });

  it('a sessions answer saying closed makes the page read the restaurant again and say so', async () => {
    const state = { closed: false };
    const { user } = setUp(state);
    await screen.findByRole('heading', { name: 'Golden Dragon' });
    state.closed = true;
    await user.selectOptions(screen.getByLabelText('Number of guests'), '2');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-03' } });
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
  });

  it('a Confirm refused as closed swaps the wizard for the closed text', async () => {
    const state = { closed: false };
    const { user, calls } = setUp(state, () => {
      state.closed = true;
      return { status: 400, body: { code: 'BAD_REQUEST', message: CLOSED, errorCode: 999 } };
    });
    await screen.findByRole('heading', { name: 'Golden Dragon' });
    await user.selectOptions(screen.getByLabelText('Number of guests'), '2');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-03' } });
    await user.click(await screen.findByRole('radio', { name: /Lunch/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'Table 1 · Seats 1–2' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Mobile phone/ }), '0412345678');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByTestId('booking-closed')).toHaveTextContent(CLOSED);
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
