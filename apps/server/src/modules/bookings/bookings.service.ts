import {
  BOOKING_HOLDING_STATUSES,
  BOOKING_MESSAGES,
  BOOKING_STATUS_MOVES,
  type BookingSession,
  type BookingSessionInput,
  type BookingSessionsResponse,
  type BookingSettings,
  bookingDraftError,
  bookingSessionError,
  type CloseDate,
  type DinerBookingResponse,
  type DinerBookingSession,
  dmyToIso,
  isoToDmy,
  localClock,
  type PlaceBookingRequest,
  type PlaceBookingResponse,
  paymentHoldUntil,
  type SessionTable,
  type StaffBooking,
  type StaffBookingStatus,
  sessionRefusal,
  tablesFitParty,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { independently } from '../../db/independent-queries';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { startBookingDepositPayment } from '../payments/payments.service';
import { loadDinerRestaurant } from '../restaurants/restaurants.service';
import { bookingConfirmationMail } from './booking-mail';
import {
  type BookingRow,
  claimTables,
  closedSessionIds,
  deleteSession,
  findBooking,
  findRestaurantRow,
  findSession,
  findSettings,
  insertBooking,
  lapseExpired,
  listBookings,
  listCloseDates,
  listRestaurantTables,
  listSessions,
  releaseTables,
  replaceCloseDates,
  type SessionWithTables,
  saveSession,
  saveSettings,
  sessionUsage,
  updateBooking,
} from './bookings.repository';

/** errorCode 999: the web app shows the server's text (diner.md §8). */
export const BOOKING_ERROR_CODE = 999;
const refuse = (message: string, code: 'BAD_REQUEST' | 'CONFLICT' = 'BAD_REQUEST') =>
  new AppError(code, message, { errorCode: BOOKING_ERROR_CODE });

const sessionTables = (s: SessionWithTables): SessionTable[] =>
  s.tables.map((t) => ({
    id: t.id,
    tableNumber: t.tableNumber,
    guestNumber: t.maxGuests,
    minNumOfGuests: t.minGuests,
  }));

const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);

/** A session as staff see it. */
export function toStaffSession(s: SessionWithTables): BookingSession {
  return {
    sessionId: s.id,
    name: s.name,
    sessionEnabled: s.enabled,
    sessionDesription: s.description,
    guestNum: s.guestNum,
    startTime: s.startTime,
    endTime: s.endTime,
    disableEndTime: s.disableEndTime,
    hideTableNo: s.hideTableNo,
    depositRequired: s.depositRequired,
    deposit: dollars(s.depositCents),
    tables: sessionTables(s),
    updatedAt: Math.floor(s.updatedAt.getTime() / 1000),
  };
}

/** A booking as the staff list shows it. */
export function toStaffBooking(b: BookingRow): StaffBooking {
  return {
    id: b.id,
    number: b.id.slice(-6),
    name: b.name,
    status: b.status,
    startTime: b.startTime,
    endTime: b.endTime,
    partySize: b.partySize,
    tables: b.tables.map((tableNumber) => ({ tableNumber })),
    email: b.email,
    mobilePhone: b.mobilePhone,
    specialRequirement: b.specialRequirement,
    createdAt: b.createdAt.toISOString(),
    bookDateStr: b.bookDate,
    sessionId: b.sessionId,
    sessionName: b.sessionName,
    depositAmount: b.depositCents,
  };
}

/** GET /restaurantBookingSessions: the sessions offered on a date for a party, with their free tables. */
export async function offeredSessions(
  deps: AppDeps,
  q: { restaurantId: string; dateStr: string; partySize: number },
): Promise<BookingSessionsResponse> {
  const db = deps.database.db;
  const { row, restaurant } = await loadDinerRestaurant(deps, q.restaurantId);
  const now = localClock(deps.now(), row.timezone);
  await lapseExpired(db, row.id, deps.now());
  const [sessions, settings, closed, usage] = await independently(db, [
    () => listSessions(db, row.id),
    () => findSettings(db, row.id),
    () => closedSessionIds(db, row.id, q.dateStr),
    () => sessionUsage(db, row.id, q.dateStr),
  ]);
  const offered: DinerBookingSession[] = [];
  for (const s of sessions) {
    const used = usage.get(s.id) ?? { guests: 0, tables: new Set<string>() };
    const tables = sessionTables(s);
    const refusal = sessionRefusal({
      session: { id: s.id, sessionEnabled: s.enabled, startTime: s.startTime, guestNum: s.guestNum, tables },
      dateStr: q.dateStr,
      partySize: q.partySize,
      now,
      closedSessionIds: closed,
      declineTodayBooking: settings.declineTodayBooking,
      bookedGuests: used.guests,
      takenTables: used.tables,
    });
    if (refusal) continue;
    offered.push({
      id: s.id,
      name: s.name,
      description: s.description,
      startTime: s.startTime,
      endTime: s.endTime,
      disableEndTime: s.disableEndTime,
      hideTableNo: s.hideTableNo,
      depositRequired: s.depositRequired,
      deposit: s.depositRequired ? dollars(s.depositCents) : null,
      tables: tables.filter((t) => !used.tables.has(t.tableNumber)),
    });
  }
  return { sessions: offered, restaurant };
}

function chosenTables(booking: PlaceBookingRequest['booking']): string[] {
  const t = booking.tables;
  const list = !t ? [] : Array.isArray(t) ? t : t.selectedTables;
  return [...new Set(list.map((x) => x.tableNumber.trim()).filter(Boolean))];
}

/**
 * POST /booking: checks the booking's fields, then in one transaction (the session row locked) checks
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

/**
 * A booking's deposit succeeded (payments' hook, in the payment's transaction): a pending booking is
 * confirmed; a lapsed one is confirmed again when its tables are still free, otherwise the payment is
 * flagged for refund; a cancelled one is refunded. The e-mail goes after the commit.
 */
export async function settleBookingDeposit(
  deps: AppDeps,
  tx: DbOrTx,
  bookingId: string,
): Promise<{ refund?: boolean; afterCommit?: () => Promise<void> }> {
  const booking = await findBooking(tx, bookingId, true);
  if (!booking) return {};
  const now = deps.now();
  if (booking.status === 'lapsed') {
    const claimed = await claimTables(
      tx,
      {
        restaurantId: booking.restaurantId,
        sessionId: booking.sessionId,
        bookDate: booking.bookDate,
        bookingId,
      },
      booking.tables,
    );
    if (!claimed) {
      await releaseTables(tx, bookingId);
      return { refund: true };
    }
  } else if (booking.status !== 'pendingPayment') {
    return booking.status === 'cancelled' ? { refund: true } : {};
  }
  const confirmed = await updateBooking(tx, bookingId, {
    status: 'confirmed',
    confirmedAt: now,
    holdUntil: null,
    updatedAt: now,
  });
  const restaurant = await findRestaurantRow(tx, booking.restaurantId);
  if (!restaurant) return {};
  const mail = bookingConfirmationMail(restaurant, confirmed, now);
  return { afterCommit: () => deps.mailer.send(mail) };
}

// ---- staff ----

export async function staffSessions(deps: AppDeps, restaurantId: string): Promise<BookingSession[]> {
  return (await listSessions(deps.database.db, restaurantId)).map(toStaffSession);
}

/** POST/PUT /bookingSession: validates (restaurant-config.md §5) and writes the session and its tables. */
export async function saveBookingSession(
  deps: AppDeps,
  restaurantId: string,
  input: BookingSessionInput,
  mode: 'create' | 'update',
): Promise<BookingSession> {
  const tables = (input.tables ?? []).map((t) => ({
    tableNumber: t.tableNumber.trim(),
    guestNumber: Number(t.guestNumber),
    minNumOfGuests: Number(t.minNumOfGuests ?? 0),
  }));
  const depositRequired = Boolean(input.depositRequired);
  const deposit = input.deposit === null || input.deposit === undefined ? null : Number(input.deposit);
  const error = bookingSessionError({
    name: input.name,
    guestNum: input.guestNum === null || input.guestNum === undefined ? null : Number(input.guestNum),
    startTime: input.startTime,
    endTime: input.endTime,
    depositRequired,
    deposit,
    tables,
  });
  if (error) throw new AppError('BAD_REQUEST', error);
  const numbers = tables.map((t) => t.tableNumber.toLowerCase());
  if (new Set(numbers).size !== numbers.length)
    throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.tableExists);
  const db = deps.database.db;
  const id = mode === 'create' ? newId() : input.sessionId;
  if (!id) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.sessionNotFound);
  if (mode === 'update' && !(await findSession(db, restaurantId, id)))
    throw new AppError('NOT_FOUND', BOOKING_MESSAGES.sessionNotFound);
  const now = deps.now();
  await db.transaction((tx) =>
    saveSession(
      tx,
      {
        id,
        restaurantId,
        name: (input.name ?? '').trim(),
        enabled: input.sessionEnabled ?? true,
        description: input.sessionDesription?.trim() || null,
        guestNum: Number(input.guestNum),
        startTime: input.startTime as string,
        endTime: input.endTime as string,
        disableEndTime: Boolean(input.disableEndTime),
        hideTableNo: Boolean(input.hideTableNo),
        depositRequired,
        depositCents: depositRequired && deposit !== null ? Math.round(deposit * 100) : null,
        updatedAt: now,
        ...(mode === 'create' ? { createdAt: now } : {}),
      },
      tables.map((t, i) => ({
        id: newId(),
        tableNumber: t.tableNumber,
        maxGuests: t.guestNumber,
        minGuests: t.minNumOfGuests,
        sort: i,
      })),
      mode === 'create',
    ),
  );
  const saved = await findSession(db, restaurantId, id);
  return toStaffSession(saved as SessionWithTables);
}

export async function removeBookingSession(
  deps: AppDeps,
  restaurantId: string,
  sessionId: string,
): Promise<void> {
  if (!(await deleteSession(deps.database.db, restaurantId, sessionId)))
    throw new AppError('NOT_FOUND', BOOKING_MESSAGES.sessionNotFound);
}

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

export async function bookingSettingsOf(deps: AppDeps, restaurantId: string) {
  const db = deps.database.db;
  const [settings, closeRows, sessions] = await independently(db, [
    () => findSettings(db, restaurantId),
    () => listCloseDates(db, restaurantId),
    () => listSessions(db, restaurantId),
  ]);
  const names = new Map(sessions.map((s) => [s.id, s.name]));
  return {
    settings,
    closeDates: groupCloseDates(closeRows, names),
    sessions: sessions.map((s) => ({ sessionId: s.id, sessionName: s.name })),
  };
}

function groupCloseDates(
  rows: { closeDate: string; sessionId: string }[],
  names: Map<string, string>,
): CloseDate[] {
  const byDate = new Map<string, CloseDate>();
  for (const r of rows) {
    const d = byDate.get(r.closeDate) ?? { date: isoToDmy(r.closeDate), sessions: [] };
    d.sessions.push({ sessionId: r.sessionId, sessionName: names.get(r.sessionId) ?? '' });
    byDate.set(r.closeDate, d);
  }
  return [...byDate.values()];
}

/** POST /bookingSettings: disclaimer (at most 100 characters) and declineTodayBooking. */
export async function updateBookingSettings(
  deps: AppDeps,
  restaurantId: string,
  input: { disclaimer?: string | null; declineTodayBooking?: boolean },
): Promise<BookingSettings> {
  const disclaimer = input.disclaimer === undefined ? undefined : input.disclaimer?.trim() || null;
  if (disclaimer && disclaimer.length > 100)
    throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.disclaimerMax);
  const db = deps.database.db;
  await db.transaction((tx) =>
    saveSettings(
      tx,
      restaurantId,
      { disclaimer, declineTodayBooking: input.declineTodayBooking },
      deps.now(),
    ),
  );
  return findSettings(db, restaurantId);
}

/** POST /bookingSessions: replaces the close dates; each closes the sessions listed with it. */
export async function updateCloseDates(
  deps: AppDeps,
  restaurantId: string,
  closeDates: { date: string; sessionIds?: string[]; sessions?: { sessionId: string }[] }[],
): Promise<CloseDate[]> {
  const db = deps.database.db;
  const sessions = await listSessions(db, restaurantId);
  const names = new Map(sessions.map((s) => [s.id, s.name]));
  const rows: { closeDate: string; sessionId: string }[] = [];
  for (const c of closeDates) {
    const iso = dmyToIso(c.date);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(Date.parse(iso)))
      throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.closeDate);
    const ids = [...(c.sessionIds ?? []), ...(c.sessions ?? []).map((s) => s.sessionId)];
    for (const id of new Set(ids)) {
      if (!names.has(id)) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.sessionNotFound);
      rows.push({ closeDate: iso, sessionId: id });
    }
  }
  await db.transaction((tx) => replaceCloseDates(tx, restaurantId, rows));
  return groupCloseDates(
    rows.sort((a, b) => a.closeDate.localeCompare(b.closeDate)),
    names,
  );
}

/** GET /tableInfo: the restaurant's tables by area, for the session form's table picker. */
export async function tableInfo(deps: AppDeps, restaurantId: string) {
  const rows = await listRestaurantTables(deps.database.db, restaurantId);
  const areas = new Map<string, { tableNumber: string; numberOfGuests: number; minNumOfGuests: number }[]>();
  for (const r of rows) {
    const name = r.area?.trim() || 'Main';
    const list = areas.get(name) ?? [];
    list.push({ tableNumber: r.tableNumber, numberOfGuests: r.seats, minNumOfGuests: r.minSeats });
    areas.set(name, list);
  }
  return { tableInfo: { areas: [...areas].map(([name, tables]) => ({ name, tables })) } };
}
