import { z } from 'zod';
import { DinerRestaurant } from '../restaurants/restaurants.contract';
import { BOOKING_STATUSES, STAFF_BOOKING_STATUSES } from './booking-rules';

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please select a future date');
const Dmy = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Please select a future date');

export const BookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatus>;

/** A table of a booking session: guestNumber is its maximum, minNumOfGuests its minimum (0 = max). */
export const SessionTable = z.object({
  id: z.string().optional(),
  tableNumber: z.string(),
  guestNumber: z.coerce.number().int(),
  minNumOfGuests: z.coerce.number().int().default(0),
});
export type SessionTable = z.infer<typeof SessionTable>;

/** A booking session as staff see and save it (restaurant-config.md §3). deposit in dollars. */
export const BookingSession = z.object({
  sessionId: z.string(),
  name: z.string(),
  sessionEnabled: z.boolean(),
  sessionDesription: z.string().nullable(),
  guestNum: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  disableEndTime: z.boolean(),
  hideTableNo: z.boolean(),
  depositRequired: z.boolean(),
  deposit: z.number().nullable(),
  tables: z.array(SessionTable),
  /** Seconds since the epoch. */
  updatedAt: z.number().int(),
});
export type BookingSession = z.infer<typeof BookingSession>;

/** POST /bookingSession body; PUT /bookingSession adds sessionId. Messages come from the service. */
export const BookingSessionInput = z.object({
  sessionId: z.string().optional(),
  name: z.string().nullish(),
  sessionEnabled: z.boolean().default(true),
  sessionDesription: z.string().max(500).nullish(),
  guestNum: z.coerce.number().nullish(),
  startTime: z.string().nullish(),
  endTime: z.string().nullish(),
  disableEndTime: z.boolean().default(false),
  hideTableNo: z.boolean().default(false),
  depositRequired: z.boolean().default(false),
  deposit: z.coerce.number().nullish(),
  tables: z.array(SessionTable).default([]),
});
export type BookingSessionInput = z.input<typeof BookingSessionInput>;
export const AllBookingSessionsResponse = z.object({ sessions: z.array(BookingSession) });
export const BookingSessionResponse = z.object({ session: BookingSession, message: z.string() });
export const BookingSessionParams = z.object({ sessionId: z.string() });

/** A session as the diner's wizard sees it, with the tables still free on the date. */
export const DinerBookingSession = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  disableEndTime: z.boolean(),
  hideTableNo: z.boolean(),
  depositRequired: z.boolean(),
  deposit: z.number().nullable(),
  tables: z.array(SessionTable),
});
export type DinerBookingSession = z.infer<typeof DinerBookingSession>;

export const BookingSessionsQuery = z.object({
  restaurantId: z.string().min(1),
  dateStr: IsoDate,
  partySize: z.coerce
    .number()
    .int()
    .min(1, 'Please select the number of guests')
    .max(20, 'Please select the number of guests'),
});
export const BookingSessionsResponse = z.object({
  sessions: z.array(DinerBookingSession),
  restaurant: DinerRestaurant,
  /** Ours (decision 0122): booking is closed by the booking QR type's settings; sessions is then empty. */
  bookingClosed: z.boolean(),
});
export type BookingSessionsResponse = z.infer<typeof BookingSessionsResponse>;

/** POST /booking (diner.md §7). Field rules and messages are checked by the service (booking-rules). */
export const PlaceBookingRequest = z.object({
  restaurantId: z.string().min(1),
  bookingSession: z
    .object({ id: z.string().optional(), sessionId: z.string().optional() })
    .passthrough()
    .nullish(),
  booking: z
    .object({
      partySize: z.coerce.number().nullish(),
      tables: z
        .union([
          z.array(z.object({ tableNumber: z.string() }).passthrough()),
          z
            .object({ selectedTables: z.array(z.object({ tableNumber: z.string() }).passthrough()) })
            .passthrough(),
        ])
        .nullish(),
      startTime: z.string().nullish(),
      endTime: z.string().nullish(),
      bookDateStr: z.string().nullish(),
      sessionId: z.string().nullish(),
      name: z.string().max(100).nullish(),
      email: z.string().max(100).nullish(),
      mobilePhone: z.string().max(30).nullish(),
      specialRequirement: z.string().max(500).nullish(),
      hideTable: z.boolean().nullish(),
      agreeTerms: z.boolean().nullish(),
    })
    .passthrough(),
});
export type PlaceBookingRequest = z.infer<typeof PlaceBookingRequest>;
export const PlaceBookingHeaders = z.object({ clientid: z.string().max(200).optional() }).passthrough();
export const PlaceBookingResponse = z.object({
  bookingId: z.string(),
  status: BookingStatus,
  /** Present when a deposit is due: the card checkout session (Stripe) or the sandbox checkout. */
  sessionId: z.string().optional(),
  stripeAccount: z.string().optional(),
  paymentUrl: z.string().optional(),
  /** Until when an unpaid booking holds its tables (ISO). */
  holdUntil: z.string().optional(),
});
export type PlaceBookingResponse = z.infer<typeof PlaceBookingResponse>;
/** GET /booking/{bookingId}: what the confirmation view reads back (after a deposit's checkout). */
export const DinerBookingParams = z.object({ bookingId: z.string().min(10).max(100) });
export const DinerBookingResponse = z.object({
  bookingId: z.string(),
  confirmationNumber: z.string(),
  status: BookingStatus,
  bookDateStr: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  partySize: z.number().int(),
  /** Empty when the session hides table numbers. */
  tables: z.array(z.object({ tableNumber: z.string() })),
  hideTable: z.boolean(),
  sessionName: z.string(),
  name: z.string(),
  holdUntil: z.string().nullable(),
});
export type DinerBookingResponse = z.infer<typeof DinerBookingResponse>;
/** Refusals: errorCode 999 carries a message for the diner (diner.md §8). */
export const BookingError = z.object({
  code: z.string(),
  message: z.string(),
  errorCode: z.number().optional(),
});

/** A booking in the staff list (restaurant-config.md §2.4). */
export const StaffBooking = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  status: BookingStatus,
  startTime: z.string(),
  endTime: z.string(),
  partySize: z.number().int(),
  tables: z.array(z.object({ tableNumber: z.string() })),
  email: z.string(),
  mobilePhone: z.string(),
  specialRequirement: z.string().nullable(),
  createdAt: z.string(),
  bookDateStr: z.string(),
  sessionId: z.string(),
  sessionName: z.string(),
  depositAmount: z.number().int().nullable(),
});
export type StaffBooking = z.infer<typeof StaffBooking>;
export const BookingsQuery = z.object({ dateStr: z.union([IsoDate, Dmy]) });
export const BookingsResponse = z.object({ bookings: z.array(StaffBooking) });
export const BookingStatusParams = z.object({ bookingId: z.string() });
export const UpdateBookingStatusRequest = z.object({ status: z.enum(STAFF_BOOKING_STATUSES) });
export const UpdateBookingStatusResponse = z.object({ booking: StaffBooking });

export const SessionRef = z.object({ sessionId: z.string(), sessionName: z.string() });
export const CloseDate = z.object({ date: Dmy, sessions: z.array(SessionRef) });
export type CloseDate = z.infer<typeof CloseDate>;
export const BookingSettings = z.object({
  disclaimer: z.string().nullable(),
  declineTodayBooking: z.boolean(),
});
export type BookingSettings = z.infer<typeof BookingSettings>;
export const BookingSettingsResponse = z.object({
  settings: BookingSettings,
  closeDates: z.array(CloseDate),
  sessions: z.array(SessionRef),
});
export const UpdateBookingSettingsRequest = z.object({
  disclaimer: z.string().nullish(),
  declineTodayBooking: z.boolean().optional(),
});
export const UpdateBookingSettingsResponse = z.object({ settings: BookingSettings, message: z.string() });
/** POST /bookingSessions: the whole list of close dates, each with the sessions it closes. */
export const UpdateCloseDatesRequest = z.object({
  closeDates: z.array(
    z.object({
      date: Dmy,
      sessionIds: z.array(z.string()).optional(),
      sessions: z.array(z.object({ sessionId: z.string() }).passthrough()).optional(),
    }),
  ),
  sessionIds: z.array(z.string()).optional(),
});
export const UpdateCloseDatesResponse = z.object({ closeDates: z.array(CloseDate), message: z.string() });

export const TableInfoResponse = z.object({
  tableInfo: z.object({
    areas: z.array(
      z.object({
        name: z.string(),
        tables: z.array(
          z.object({
            tableNumber: z.string(),
            numberOfGuests: z.number().int(),
            minNumOfGuests: z.number().int(),
          }),
        ),
      }),
    ),
  }),
});
export const SuccessMessage = z.object({ success: z.literal(true), message: z.string() });
