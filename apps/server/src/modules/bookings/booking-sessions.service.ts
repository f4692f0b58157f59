import {
  BOOKING_MESSAGES,
  type BookingSession,
  type BookingSessionInput,
  bookingSessionError,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { requireTablesOnPlan } from '../floor-plan/tables-on-plan';
import { toStaffSession } from './booking-views';
import {
  deleteSession,
  findSession,
  listRestaurantTables,
  listSessions,
  type SessionWithTables,
  saveSession,
} from './bookings.repository';

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
  // Only tables of the floor plan, stored in the plan's spelling (decision 0481).
  const spelled = await requireTablesOnPlan(
    db,
    restaurantId,
    tables.map((t) => t.tableNumber),
  );
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
        tableNumber: spelled[i]!,
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
