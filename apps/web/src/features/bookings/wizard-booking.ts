import type {
  DinerBookingSession,
  DinerRestaurant,
  PlaceBookingRequest,
  PlaceBookingResponse,
} from '@rpos/domain';
import type { SavedBooking } from './booking-storage';
import type { WizardDraft } from './wizard-state';

/** What the review step and the confirmation view list (diner.md §2). */
export type BookingDetails = Omit<SavedBooking, 'bookingId' | 'status' | 'holdUntil'>;

/** The review's details from the draft, the chosen session and the restaurant. */
export function reviewDetails(
  draft: WizardDraft,
  session: DinerBookingSession,
  restaurant: Pick<DinerRestaurant, 'name' | 'altName' | 'address' | 'phone'>,
): BookingDetails {
  return {
    restaurant: {
      name: restaurant.name,
      altName: restaurant.altName,
      address: restaurant.address,
      phone: restaurant.phone,
    },
    partySize: draft.partySize ?? 0,
    bookDateStr: draft.dateStr,
    startTime: session.startTime,
    endTime: session.endTime,
    disableEndTime: session.disableEndTime,
    sessionName: session.name,
    tables: session.tables.filter((t) => draft.tables.includes(t.tableNumber)).map((t) => t.tableNumber),
    hideTable: session.hideTableNo,
    name: draft.name.trim(),
    email: draft.email.trim(),
    mobilePhone: draft.mobilePhone.trim(),
    specialRequirement: draft.specialRequirement.trim(),
  };
}

/** The POST /booking body (diner.md §7: restaurantId, bookingSession, booking). */
export function bookingRequest(
  restaurantId: string,
  draft: WizardDraft,
  details: BookingDetails,
): PlaceBookingRequest {
  const sessionId = draft.sessionId ?? '';
  return {
    restaurantId,
    bookingSession: { id: sessionId },
    booking: {
      partySize: details.partySize,
      tables: { selectedTables: details.tables.map((tableNumber) => ({ tableNumber })) },
      startTime: details.startTime,
      endTime: details.endTime,
      bookDateStr: details.bookDateStr,
      sessionId,
      name: details.name,
      email: details.email,
      mobilePhone: details.mobilePhone,
      specialRequirement: details.specialRequirement || null,
      hideTable: details.hideTable,
      agreeTerms: draft.agreeTerms,
    },
  };
}

/** The booking as kept on this device once the server has answered. */
export const savedBookingFrom = (reply: PlaceBookingResponse, details: BookingDetails): SavedBooking => ({
  ...details,
  bookingId: reply.bookingId,
  status: reply.status,
  holdUntil: reply.holdUntil ?? null,
});

/** Where the diner goes after POST /booking answered. */
export type AfterBooking =
  | { kind: 'payment'; url: string }
  /** A card checkout session without a page to open: nothing to follow. */
  | { kind: 'noPaymentPage' }
  | { kind: 'confirmation'; path: string };

/** A payment page when a deposit is due (sandbox or Stripe Checkout), else the confirmation view. */
export function afterBooking(reply: PlaceBookingResponse, restaurantId: string): AfterBooking {
  if (reply.paymentUrl) return { kind: 'payment', url: reply.paymentUrl };
  if (reply.sessionId) return { kind: 'noPaymentPage' };
  const query = new URLSearchParams({ bookingId: reply.bookingId });
  return { kind: 'confirmation', path: `/bookingSuccess/${encodeURIComponent(restaurantId)}?${query}` };
}
