import {
  BOOKING_HOLDING_STATUSES,
  BOOKING_MESSAGES,
  BOOKING_STATUS_MOVES,
  bookingDraftError,
  type DinerBookingResponse,
  dmyToIso,
  localClock,
  type PlaceBookingRequest,
  type PlaceBookingResponse,
  paymentHoldUntil,
  type StaffBooking,
  type StaffBookingStatus,
  sessionRefusal,
  tablesFitParty,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { startBookingDepositPayment } from '../payments/booking-deposit-payments.service';
import { closedQrTypes } from '../qr-codes/qr-type-closed';
import { loadDinerRestaurant } from '../restaurants/restaurants.service';
import { bookingConfirmationMail } from './booking-mail';
import { sessionTables, toStaffBooking } from './booking-views';
import {
  type BookingRow,
  claimTables,
  closedSessionIds,
  findBooking,
  findRestaurantRow,
  findSession,
  findSettings,
  insertBooking,
  lapseExpired,
  listBookings,
  releaseTables,
  sessionUsage,
  updateBooking,
} from './bookings.repository';

/** errorCode 999: the web app shows the server's text (diner.md §8). */
export const BOOKING_ERROR_CODE = 999;
const refuse = (message: string, code: 'BAD_REQUEST' | 'CONFLICT' = 'BAD_REQUEST') =>
  new AppError(code, message, { errorCode: BOOKING_ERROR_CODE });

function chosenTables(booking: PlaceBookingRequest['booking']): string[] {
  const t = booking.tables;
  const list = !t ? [] : Array.isArray(t) ? t : t.selectedTables;
  return [...new Set(list.map((x) => x.tableNumber.trim()).filter(Boolean))];
}

/**
 * POST /booking: refuses while the booking QR type is closed (decision 0122), checks the booking's fields, then in one transaction (the session row locked) checks
 * the session is still offered and the chosen tables free and fitting, writes the booking and claims
 * its tables (the claims' primary key refuses a second holder). With a deposit the booking waits for
 * its payment (pendingPayment, held BOOKING_PAYMENT_HOLD_MINUTES); otherwise it is confirmed and the
 * confirmation e-mail goes out.
 */
export async function placeBooking(
  deps: AppDeps,
  body: PlaceBookingRequest,
  clientId: string | undefined,
): Promise<PlaceBookingResponse> {
  const db = deps.database.db;
  const { row: restaurant } = await loadDinerRestaurant(deps, body.restaurantId);
  const nowDate = deps.now();
  if ((await closedQrTypes(db, restaurant, ['booking'], nowDate)).booking)
    throw refuse(BOOKING_MESSAGES.closed);
  const now = localClock(nowDate, restaurant.timezone);
  const b = body.booking;
  const sessionId = b.sessionId ?? body.bookingSession?.id ?? body.bookingSession?.sessionId ?? null;
  const tables = chosenTables(b);
  // "Not before yesterday" on the client; the server allows no past date at all.
  const draftError = bookingDraftError(
    {
      partySize: b.partySize,
      bookDateStr: b.bookDateStr,
      sessionId,
      tables: tables.map((tableNumber) => ({ tableNumber })),
      name: b.name,
      email: b.email,
      mobilePhone: b.mobilePhone,
      agreeTerms: b.agreeTerms,
    },
    now.isoDate,
  );
  if (draftError) throw refuse(draftError);
  const partySize = Number(b.partySize);
  const bookDate = b.bookDateStr as string;

  const booking = await db.transaction(async (tx) => {
    const session = await findSession(tx, restaurant.id, sessionId as string, true);
    if (!session) throw refuse(BOOKING_MESSAGES.timeSlot);
    const all = sessionTables(session);
    const picked = all.filter((t) => tables.includes(t.tableNumber));
    if (picked.length !== tables.length) throw refuse(BOOKING_MESSAGES.table);
    if (!tablesFitParty(picked, partySize)) throw refuse(BOOKING_MESSAGES.capacity);
    await lapseExpired(tx, restaurant.id, nowDate);
    const settings = await findSettings(tx, restaurant.id);
    const closed = await closedSessionIds(tx, restaurant.id, bookDate);
    const usage = await sessionUsage(tx, restaurant.id, bookDate);
    const used = usage.get(session.id) ?? { guests: 0, tables: new Set<string>() };
    const refusal = sessionRefusal({
      session: {
        id: session.id,
        sessionEnabled: session.enabled,
        startTime: session.startTime,
        guestNum: session.guestNum,
        tables: picked,
      },
      dateStr: bookDate,
      partySize,
      now,
      closedSessionIds: closed,
      declineTodayBooking: settings.declineTodayBooking,
      bookedGuests: used.guests,
      takenTables: used.tables,
    });
    if (refusal === 'past') throw refuse(BOOKING_MESSAGES.futureTime);
    if (refusal) throw refuse(BOOKING_MESSAGES.noTable, 'CONFLICT');
    const deposit = session.depositRequired && session.depositCents ? session.depositCents : null;
    const created = await insertBooking(tx, {
      id: newId(),
      restaurantId: restaurant.id,
      sessionId: session.id,
      sessionName: session.name,
      bookDate,
      startTime: session.startTime,
      endTime: session.endTime,
      partySize,
      tables: picked.map((t) => t.tableNumber),
      hideTable: session.hideTableNo,
      name: (b.name ?? '').trim(),
      email: (b.email ?? '').trim(),
      mobilePhone: (b.mobilePhone ?? '').trim(),
      specialRequirement: b.specialRequirement?.trim() || null,
      status: deposit ? 'pendingPayment' : 'confirmed',
      depositCents: deposit,
      holdUntil: deposit ? paymentHoldUntil(nowDate) : null,
      clientId: clientId ?? null,
      confirmedAt: deposit ? null : nowDate,
      createdAt: nowDate,
      updatedAt: nowDate,
    });
    const claimed = await claimTables(
      tx,
      { restaurantId: restaurant.id, sessionId: session.id, bookDate, bookingId: created.id },
      created.tables,
    );
    if (!claimed) throw refuse(BOOKING_MESSAGES.noTable, 'CONFLICT');
    return created;
  });

  if (booking.status === 'confirmed') {
    await sendConfirmation(deps, booking);
    return { bookingId: booking.id, status: booking.status };
  }
  // Every outcome lands on the confirmation view, which reads the booking's state back (GET /booking/{id}).
  const back = `/bookingSuccess/${encodeURIComponent(restaurant.urlIdentifier)}?bookingId=${booking.id}`;
  try {
    const started = await startBookingDepositPayment(deps, {
      restaurant,
      bookingId: booking.id,
      amount: booking.depositCents ?? 0,
      shopperEmail: booking.email,
      returnPaths: {
        success: `${back}&type=success`,
        failure: `${back}&type=error`,
        cancel: `${back}&type=cancel`,
      },
    });
    return {
      bookingId: booking.id,
      status: booking.status,
      holdUntil: booking.holdUntil?.toISOString(),
      ...(started.sessionId ? { sessionId: started.sessionId } : {}),
      ...(started.stripeAccount ? { stripeAccount: started.stripeAccount } : {}),
      ...(started.paymentUrl ? { paymentUrl: started.paymentUrl } : {}),
    };
  } catch (err) {
    // No payment could start: the booking lets its tables go at once.
    await db.transaction(async (tx) => {
      await updateBooking(tx, booking.id, { status: 'lapsed', updatedAt: deps.now() });
      await releaseTables(tx, booking.id);
    });
    throw err;
  }
}

/** GET /booking/{bookingId}: the booking's state for the diner's confirmation view (lapse applied). */
export async function dinerBooking(deps: AppDeps, bookingId: string): Promise<DinerBookingResponse> {
  const db = deps.database.db;
  let b = await findBooking(db, bookingId);
  if (!b) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.bookingNotFound);
  if (b.status === 'pendingPayment' && b.holdUntil && b.holdUntil <= deps.now()) {
    await lapseExpired(db, b.restaurantId, deps.now());
    b = (await findBooking(db, bookingId)) ?? b;
  }
  return {
    bookingId: b.id,
    confirmationNumber: b.id.slice(-6),
    status: b.status,
    bookDateStr: b.bookDate,
    startTime: b.startTime,
    endTime: b.endTime,
    partySize: b.partySize,
    tables: b.hideTable ? [] : b.tables.map((tableNumber) => ({ tableNumber })),
    hideTable: b.hideTable,
    sessionName: b.sessionName,
    name: b.name,
    holdUntil: b.holdUntil?.toISOString() ?? null,
  };
}

/** Sends the confirmation e-mail (outbox or SMTP); a failed delivery is logged, never undoes the booking. */
async function sendConfirmation(deps: AppDeps, booking: BookingRow): Promise<void> {
  const restaurant = await findRestaurantRow(deps.database.db, booking.restaurantId);
  if (!restaurant) return;
  await deps.mailer.send(bookingConfirmationMail(restaurant, booking, deps.now())).catch(() => undefined);
}

// ---- staff ----

/** GET /bookings: the bookings of a date (YYYY-MM-DD or DD/MM/YYYY); lapsed holds are settled first. */
export async function bookingsOn(
  deps: AppDeps,
  restaurantId: string,
  dateStr: string,
): Promise<StaffBooking[]> {
  const db = deps.database.db;
  const date = dateStr.includes('/') ? dmyToIso(dateStr) : dateStr;
  await lapseExpired(db, restaurantId, deps.now());
  return (await listBookings(db, restaurantId, date)).map(toStaffBooking);
}

/** Staff move a booking (seat, no-show, cancel, or undo a seat/no-show); leaving holds releases tables. */
export async function changeBookingStatus(
  deps: AppDeps,
  restaurantId: string,
  bookingId: string,
  status: StaffBookingStatus,
): Promise<StaffBooking> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const booking = await findBooking(tx, bookingId, true);
    if (!booking || booking.restaurantId !== restaurantId)
      throw new AppError('NOT_FOUND', BOOKING_MESSAGES.bookingNotFound);
    if (booking.status === status) return toStaffBooking(booking);
    if (!BOOKING_STATUS_MOVES[booking.status].includes(status))
      throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.statusChange);
    const holds = BOOKING_HOLDING_STATUSES.includes(status);
    if (!holds) await releaseTables(tx, bookingId);
    else if (!BOOKING_HOLDING_STATUSES.includes(booking.status)) {
      const ok = await claimTables(
        tx,
        { restaurantId, sessionId: booking.sessionId, bookDate: booking.bookDate, bookingId },
        booking.tables,
      );
      if (!ok) throw new AppError('CONFLICT', BOOKING_MESSAGES.noTable);
    }
    return toStaffBooking(await updateBooking(tx, bookingId, { status, holdUntil: null, updatedAt: now }));
  });
}
