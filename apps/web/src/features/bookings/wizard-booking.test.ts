import type { DinerBookingSession } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { afterBooking, bookingRequest, reviewDetails, savedBookingFrom } from './wizard-booking';
import { EMPTY_DRAFT } from './wizard-state';

const SESSION: DinerBookingSession = {
  id: 's9',
  name: 'Banquet Dinner',
  description: null,
  startTime: '19:00',
  endTime: '22:00',
  disableEndTime: false,
  hideTableNo: true,
  depositRequired: true,
  deposit: 20,
  tables: [
    { tableNumber: '11', guestNumber: 10, minNumOfGuests: 6 },
    { tableNumber: '12', guestNumber: 12, minNumOfGuests: 0 },
  ],
};
const RESTAURANT = { name: 'Golden Dragon', altName: '金龙', address: '1 George St', phone: '02 9000 0000' };
const draft = {
  ...EMPTY_DRAFT,
  partySize: 8,
  dateStr: '2026-03-05',
  sessionId: 's9',
  tables: ['11'],
  name: ' Ada Lovelace ',
  email: 'ada@example.com',
  mobilePhone: '0412345678',
  agreeTerms: true,
};

describe('wizard booking', () => {
  const details = reviewDetails(draft, SESSION, RESTAURANT);

  it('lists what the review shows, in the session order, trimmed', () => {
    expect(details).toMatchObject({
      restaurant: RESTAURANT,
      partySize: 8,
      bookDateStr: '2026-03-05',
      startTime: '19:00',
      endTime: '22:00',
      sessionName: 'Banquet Dinner',
      tables: ['11'],
      hideTable: true,
      name: 'Ada Lovelace',
      specialRequirement: '',
    });
  });

  it('posts restaurantId, bookingSession and booking with the selected tables', () => {
    expect(bookingRequest('goldendragon', draft, details)).toEqual({
      restaurantId: 'goldendragon',
      bookingSession: { id: 's9' },
      booking: {
        partySize: 8,
        tables: { selectedTables: [{ tableNumber: '11' }] },
        startTime: '19:00',
        endTime: '22:00',
        bookDateStr: '2026-03-05',
        sessionId: 's9',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        mobilePhone: '0412345678',
        specialRequirement: null,
        hideTable: true,
        agreeTerms: true,
      },
    });
  });

  it('keeps the reply with the details', () => {
    const reply = {
      bookingId: 'b1',
      status: 'pendingPayment' as const,
      holdUntil: '2026-03-02T00:15:00.000Z',
    };
    expect(savedBookingFrom(reply, details)).toMatchObject({
      bookingId: 'b1',
      status: 'pendingPayment',
      holdUntil: '2026-03-02T00:15:00.000Z',
      sessionName: 'Banquet Dinner',
    });
  });

  it('goes to the payment page when a deposit is due, else to the confirmation view', () => {
    expect(
      afterBooking({ bookingId: 'b1', status: 'pendingPayment', paymentUrl: '/sandbox/pay/p1' }, 'gd'),
    ).toEqual({
      kind: 'payment',
      url: '/sandbox/pay/p1',
    });
    expect(
      afterBooking(
        {
          bookingId: 'b1',
          status: 'pendingPayment',
          sessionId: 'cs_1',
          stripeAccount: 'acct_1',
          paymentUrl: 'https://checkout.stripe.com/c/pay/cs_1',
        },
        'gd',
      ),
    ).toEqual({ kind: 'payment', url: 'https://checkout.stripe.com/c/pay/cs_1' });
    expect(afterBooking({ bookingId: 'b1', status: 'pendingPayment', sessionId: 'cs_1' }, 'gd')).toEqual({
      kind: 'noPaymentPage',
    });
    expect(afterBooking({ bookingId: 'b1', status: 'confirmed' }, 'gd')).toEqual({
      kind: 'confirmation',
      path: '/bookingSuccess/gd?bookingId=b1',
    });
  });
});
