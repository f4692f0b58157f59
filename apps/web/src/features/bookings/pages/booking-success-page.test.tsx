import type { DinerBookingResponse } from '@rpos/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { bookingKey, readSavedBooking, type SavedBooking, saveBooking } from '../booking-storage';
import { RESTAURANT_INFO, SAVED_BOOKING } from '../wizard-test-fixtures';
import { BookingSuccessPage } from './booking-success-page';

const fromServer = (status: DinerBookingResponse['status']): DinerBookingResponse => ({
  bookingId: SAVED_BOOKING.bookingId,
  confirmationNumber: SAVED_BOOKING.bookingId.slice(-6),
  status,
  bookDateStr: SAVED_BOOKING.bookDateStr,
  startTime: SAVED_BOOKING.startTime,
  endTime: SAVED_BOOKING.endTime,
  partySize: SAVED_BOOKING.partySize,
  tables: [{ tableNumber: '1' }],
  hideTable: false,
  sessionName: SAVED_BOOKING.sessionName,
  name: SAVED_BOOKING.name,
  holdUntil: status === 'pendingPayment' ? '2026-03-02T00:15:00.000Z' : null,
});

function renderAt(path: string, saved: SavedBooking | null, server?: DinerBookingResponse) {
  if (saved) saveBooking('goldendragon', saved);
  const fetched = mockFetch({
    'GET /api/restaurantInfo': { body: RESTAURANT_INFO },
    [`GET /api/booking/${SAVED_BOOKING.bookingId}`]: server ? { body: server } : { status: 500, body: {} },
  });
  renderRoutes(
    [
      { path: '/bookingSuccess/:restaurantId', element: <BookingSuccessPage /> },
      { path: '/restaurantBooking/:restaurantId', element: <p>booking wizard</p> },
    ],
    path,
  );
  return fetched;
}

const bookingCalls = (calls: { path: string }[]) => calls.filter((c) => c.path.startsWith('/api/booking/'));

describe('booking confirmation', { timeout: 20_000 }, () => {
  it('shows the saved booking: the confirmation number (last 6 characters) and the review details', async () => {
    const { calls } = renderAt('/bookingSuccess/goldendragon', SAVED_BOOKING);
    expect(await screen.findByTestId('booking-confirmation-number')).toHaveTextContent('12cd56');
    expect(screen.getByText('Your booking is confirmed.')).toBeInTheDocument();
    for (const detail of ['Golden Dragon', '03/03/2026', '11:30 – 14:30', 'Ada Lovelace', 'Window seat'])
      expect(screen.getByText(detail)).toBeInTheDocument();
    expect(bookingCalls(calls)).toEqual([]);
  });

  it('reads a booking awaiting its deposit back from the server and keeps the new status', async () => {
    renderAt(
      `/bookingSuccess/goldendragon?bookingId=${SAVED_BOOKING.bookingId}&type=success`,
      { ...SAVED_BOOKING, status: 'pendingPayment', holdUntil: '2026-03-02T00:15:00.000Z' },
      fromServer('confirmed'),
    );
    expect(screen.getByText('Checking your booking…')).toBeInTheDocument();
    expect(await screen.findByText('Your booking is confirmed.')).toBeInTheDocument();
    expect(readSavedBooking('goldendragon')).toMatchObject({ status: 'confirmed', holdUntil: null });
  });

  it('says when the deposit is still unpaid after a cancelled checkout, and when the booking lapsed', async () => {
    renderAt(
      `/bookingSuccess/goldendragon?bookingId=${SAVED_BOOKING.bookingId}&type=cancel`,
      { ...SAVED_BOOKING, status: 'pendingPayment' },
      fromServer('pendingPayment'),
    );
    expect(await screen.findByTestId('booking-status')).toHaveTextContent(
      'Awaiting payment: your booking is confirmed once the deposit is paid.',
    );
    expect(screen.getByText('The payment failed or was cancelled.')).toBeInTheDocument();
  });

  it('shows a lapsed booking as lapsed', async () => {
    renderAt(
      '/bookingSuccess/goldendragon',
      { ...SAVED_BOOKING, status: 'pendingPayment' },
      fromServer('lapsed'),
    );
    expect(
      await screen.findByText('This booking has lapsed: the deposit was not paid in time.'),
    ).toBeInTheDocument();
  });

  it('without a saved booking (or with another one) says so and links to the wizard', async () => {
    renderAt('/bookingSuccess/goldendragon?bookingId=someone-elses-booking', SAVED_BOOKING);
    expect(
      screen.getByText('We could not find a booking made on this device for this restaurant.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a table' })).toHaveAttribute(
      'href',
      '/restaurantBooking/goldendragon',
    );
    expect(localStorage.getItem(bookingKey('goldendragon'))).not.toBeNull();
  });
});
