import {
  AllBookingSessionsResponse,
  BookingError,
  BookingSessionInput,
  BookingSessionParams,
  BookingSessionResponse,
  BookingSessionsQuery,
  BookingSessionsResponse,
  BookingSettingsResponse,
  BookingStatusParams,
  BookingsQuery,
  BookingsResponse,
  DinerBookingParams,
  DinerBookingResponse,
  ErrorResponse,
  PlaceBookingHeaders,
  PlaceBookingRequest,
  PlaceBookingResponse,
  SuccessMessage,
  TableInfoResponse,
  UpdateBookingSettingsRequest,
  UpdateBookingSettingsResponse,
  UpdateBookingStatusRequest,
  UpdateBookingStatusResponse,
  UpdateCloseDatesRequest,
  UpdateCloseDatesResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { onBookingDepositSettled } from '../payments/payment-state';
import { offeredSessions } from './booking-availability.service';
import { settleBookingDeposit } from './booking-deposits.service';
import {
  removeBookingSession,
  saveBookingSession,
  staffSessions,
  tableInfo,
} from './booking-sessions.service';
import { bookingSettingsOf, updateBookingSettings, updateCloseDates } from './booking-settings.service';
import { bookingsOn, changeBookingStatus, dinerBooking, placeBooking } from './bookings.service';

const tags = ['bookings'];

/** Table bookings: the diner's wizard (diner.md §7) and booking administration (restaurant-config.md §7). */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  onBookingDepositSettled(settleBookingDeposit);
  const deps = app.deps;

  app.get(
    '/restaurantBookingSessions',
    {
      schema: {
        tags,
        summary: 'The sessions a diner may book on a date for a party, with their free tables',
        description:
          'restaurantId: the url identifier; dateStr YYYY-MM-DD. A session is offered when enabled, not ' +
          'closed on the date, not today while today’s bookings are declined, starting in the future, ' +
          'within its guest limit, and some free tables can seat the party (min 0 counts as max).',
        querystring: BookingSessionsQuery,
        response: { 200: BookingSessionsResponse, 404: ErrorResponse },
      },
    },
    async (request) => offeredSessions(deps, request.query),
  );

  app.post(
    '/booking',
    {
      schema: {
        tags,
        summary: 'A diner books tables of a session',
        description:
          'Answers bookingId; with a deposit also the payment step (sessionId + stripeAccount for ' +
          'Stripe, paymentUrl for the sandbox checkout) and holdUntil: the booking is confirmed when the ' +
          'deposit succeeds and lapses when unpaid by then. Refusals: 400 with the field message, 409 ' +
          "'Cannot find a table' when the tables were taken (errorCode 999).",
        headers: PlaceBookingHeaders,
        body: PlaceBookingRequest,
        response: { 200: PlaceBookingResponse, 400: BookingError, 404: ErrorResponse, 409: BookingError },
      },
    },
    async (request) => placeBooking(deps, request.body, request.headers.clientid),
  );

  app.get(
    '/booking/:bookingId',
    {
      schema: {
        tags,
        summary: 'A booking’s state for the diner’s confirmation view',
        description:
          'status pendingPayment until the deposit is paid, then confirmed; lapsed when unpaid in time.',
        params: DinerBookingParams,
        response: { 200: DinerBookingResponse, 404: ErrorResponse },
      },
    },
    async (request) => dinerBooking(deps, request.params.bookingId),
  );

  const staff = staffOnly({ permission: 'bookingManagement', needsRestaurant: true });
  const security = [{ session: [] }];
  const denied = { 400: ErrorResponse, 403: ErrorResponse };
  const rid = (request: Parameters<typeof requireActor>[0]) => actingRestaurantId(requireActor(request));

  app.get(
    '/allBookingSessions',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Booking sessions',
        response: { 200: AllBookingSessionsResponse, ...denied },
      },
    },
    async (request) => ({ sessions: await staffSessions(deps, rid(request)) }),
  );

  app.post(
    '/bookingSession',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Creates a booking session with its tables',
        body: BookingSessionInput,
        response: { 200: BookingSessionResponse, ...denied },
      },
    },
    async (request) => ({
      session: await saveBookingSession(deps, rid(request), request.body, 'create'),
      message: 'Saved successfully!',
    }),
  );

  app.put(
    '/bookingSession',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Updates a booking session (body carries sessionId); its tables are replaced',
        body: BookingSessionInput,
        response: { 200: BookingSessionResponse, 404: ErrorResponse, ...denied },
      },
    },
    async (request) => ({
      session: await saveBookingSession(deps, rid(request), request.body, 'update'),
      message: 'Saved successfully!',
    }),
  );

  app.delete(
    '/bookingSession/:sessionId',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Deletes a booking session (bookings already made keep their copy)',
        params: BookingSessionParams,
        response: { 200: SuccessMessage, 404: ErrorResponse, ...denied },
      },
    },
    async (request) => {
      await removeBookingSession(deps, rid(request), request.params.sessionId);
      return { success: true as const, message: 'Deleted successfully!' };
    },
  );

  app.get(
    '/bookings',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Bookings of a date (YYYY-MM-DD or DD/MM/YYYY)',
        querystring: BookingsQuery,
        response: { 200: BookingsResponse, ...denied },
      },
    },
    async (request) => ({ bookings: await bookingsOn(deps, rid(request), request.query.dateStr) }),
  );

  app.put(
    '/bookings/:bookingId/status',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Seats, marks no-show, cancels or reinstates a booking',
        params: BookingStatusParams,
        body: UpdateBookingStatusRequest,
        response: { 200: UpdateBookingStatusResponse, 404: ErrorResponse, 409: ErrorResponse, ...denied },
      },
    },
    async (request) => ({
      booking: await changeBookingStatus(deps, rid(request), request.params.bookingId, request.body.status),
    }),
  );

  app.get(
    '/bookingSettings',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Booking settings, close dates and the sessions to close',
        response: { 200: BookingSettingsResponse, ...denied },
      },
    },
    async (request) => bookingSettingsOf(deps, rid(request)),
  );

  app.post(
    '/bookingSettings',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Saves the disclaimer (at most 100 characters) and declineTodayBooking',
        body: UpdateBookingSettingsRequest,
        response: { 200: UpdateBookingSettingsResponse, ...denied },
      },
    },
    async (request) => ({
      settings: await updateBookingSettings(deps, rid(request), request.body),
      message: 'Settings Updated Successfully',
    }),
  );

  app.post(
    '/bookingSessions',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Replaces the close dates (DD/MM/YYYY), each with the sessions it closes',
        body: UpdateCloseDatesRequest,
        response: { 200: UpdateCloseDatesResponse, ...denied },
      },
    },
    async (request) => ({
      closeDates: await updateCloseDates(deps, rid(request), request.body.closeDates),
      message: 'Close Dates Updated Successfully',
    }),
  );

  app.get(
    '/tableInfo',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'The restaurant’s tables by area',
        response: { 200: TableInfoResponse, ...denied },
      },
    },
    async (request) => tableInfo(deps, rid(request)),
  );
};
