import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookingCloseDates,
  bookingSessions,
  bookingSessionTables,
  bookingSettings,
  bookings,
  bookingTableClaims,
  restaurantAreas,
  restaurants,
  restaurantTables,
} from '../../db/schema';

export type BookingSessionRow = typeof bookingSessions.$inferSelect;
export type SessionTableRow = typeof bookingSessionTables.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type SessionWithTables = BookingSessionRow & { tables: SessionTableRow[] };

// ---- sessions ----

/** A restaurant's sessions with their tables, by start time. */
export async function listSessions(db: DbOrTx, restaurantId: string): Promise<SessionWithTables[]> {
  const rows = await db
    .select()
    .from(bookingSessions)
    .where(eq(bookingSessions.restaurantId, restaurantId))
    .orderBy(asc(bookingSessions.startTime), asc(bookingSessions.name));
  if (rows.length === 0) return [];
  const tables = await db
    .select()
    .from(bookingSessionTables)
    .where(
      inArray(
        bookingSessionTables.sessionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(bookingSessionTables.sort), asc(bookingSessionTables.tableNumber));
  return rows.map((r) => ({ ...r, tables: tables.filter((t) => t.sessionId === r.id) }));
}

/** One session of the restaurant with its tables; `lock` takes its row lock (booking writes). */
export async function findSession(
  db: DbOrTx,
  restaurantId: string,
  sessionId: string,
  lock = false,
): Promise<SessionWithTables | undefined> {
  const q = db
    .select()
    .from(bookingSessions)
    .where(and(eq(bookingSessions.id, sessionId), eq(bookingSessions.restaurantId, restaurantId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) return undefined;
  const tables = await db
    .select()
    .from(bookingSessionTables)
    .where(eq(bookingSessionTables.sessionId, row.id))
    .orderBy(asc(bookingSessionTables.sort), asc(bookingSessionTables.tableNumber));
  return { ...row, tables };
}

/** Writes a session and replaces its tables (in the caller's transaction). */
export async function saveSession(
  tx: DbOrTx,
  row: typeof bookingSessions.$inferInsert & { id: string },
  tables: Omit<typeof bookingSessionTables.$inferInsert, 'sessionId'>[],
  isNew: boolean,
): Promise<void> {
  if (isNew) await tx.insert(bookingSessions).values(row);
  else
    await tx
      .update(bookingSessions)
      .set(row)
      .where(and(eq(bookingSessions.id, row.id), eq(bookingSessions.restaurantId, row.restaurantId)));
  await tx.delete(bookingSessionTables).where(eq(bookingSessionTables.sessionId, row.id));
  if (tables.length > 0)
    await tx.insert(bookingSessionTables).values(tables.map((t) => ({ ...t, sessionId: row.id })));
}

export async function deleteSession(db: DbOrTx, restaurantId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(bookingSessions)
    .where(and(eq(bookingSessions.id, sessionId), eq(bookingSessions.restaurantId, restaurantId)))
    .returning({ id: bookingSessions.id });
  return rows.length > 0;
}

// ---- settings and close dates ----

export async function findSettings(
  db: DbOrTx,
  restaurantId: string,
): Promise<{ disclaimer: string | null; declineTodayBooking: boolean }> {
  const [row] = await db
    .select({
      disclaimer: restaurants.bookingDisclaimer,
      declineTodayBooking: sql<boolean>`coalesce(${bookingSettings.declineTodayBooking}, false)`,
    })
    .from(restaurants)
    .leftJoin(bookingSettings, eq(bookingSettings.restaurantId, restaurants.id))
    .where(eq(restaurants.id, restaurantId));
  return { disclaimer: row?.disclaimer ?? null, declineTodayBooking: Boolean(row?.declineTodayBooking) };
}

export async function saveSettings(
  tx: DbOrTx,
  restaurantId: string,
  s: { disclaimer?: string | null; declineTodayBooking?: boolean },
  now: Date,
): Promise<void> {
  if (s.disclaimer !== undefined)
    await tx
      .update(restaurants)
      .set({ bookingDisclaimer: s.disclaimer })
      .where(eq(restaurants.id, restaurantId));
  if (s.declineTodayBooking !== undefined)
    await tx
      .insert(bookingSettings)
      .values({ restaurantId, declineTodayBooking: s.declineTodayBooking, updatedAt: now })
      .onConflictDoUpdate({
        target: bookingSettings.restaurantId,
        set: { declineTodayBooking: s.declineTodayBooking, updatedAt: now },
      });
}

/** Close dates (YYYY-MM-DD) with the session ids each closes. */
export async function listCloseDates(
  db: DbOrTx,
  restaurantId: string,
): Promise<{ closeDate: string; sessionId: string }[]> {
  return db
    .select({ closeDate: bookingCloseDates.closeDate, sessionId: bookingCloseDates.sessionId })
    .from(bookingCloseDates)
    .where(eq(bookingCloseDates.restaurantId, restaurantId))
    .orderBy(asc(bookingCloseDates.closeDate));
}

/** Session ids closed on a date. */
export async function closedSessionIds(db: DbOrTx, restaurantId: string, date: string): Promise<Set<string>> {
  const rows = await db
    .select({ sessionId: bookingCloseDates.sessionId })
    .from(bookingCloseDates)
    .where(and(eq(bookingCloseDates.restaurantId, restaurantId), eq(bookingCloseDates.closeDate, date)));
  return new Set(rows.map((r) => r.sessionId));
}

export async function replaceCloseDates(
  tx: DbOrTx,
  restaurantId: string,
  rows: { closeDate: string; sessionId: string }[],
): Promise<void> {
  await tx.delete(bookingCloseDates).where(eq(bookingCloseDates.restaurantId, restaurantId));
  if (rows.length > 0)
    await tx
      .insert(bookingCloseDates)
      .values(rows.map((r) => ({ ...r, restaurantId })))
      .onConflictDoNothing();
}

// ---- bookings ----

/** Unpaid bookings whose hold has passed become lapsed and release their tables. */
export async function lapseExpired(db: DbOrTx, restaurantId: string, now: Date): Promise<void> {
  const lapsed = await db
    .update(bookings)
    .set({ status: 'lapsed', updatedAt: now })
    .where(
      and(
        eq(bookings.restaurantId, restaurantId),
        eq(bookings.status, 'pendingPayment'),
        lte(bookings.holdUntil, now),
      ),
    )
    .returning({ id: bookings.id });
  if (lapsed.length > 0)
    await db.delete(bookingTableClaims).where(
      inArray(
        bookingTableClaims.bookingId,
        lapsed.map((l) => l.id),
      ),
    );
}

/** Guests booked and tables held in a session on a date (holding bookings only). */
export async function sessionUsage(
  db: DbOrTx,
  restaurantId: string,
  date: string,
): Promise<Map<string, { guests: number; tables: Set<string> }>> {
  const rows = await db
    .select({ sessionId: bookings.sessionId, partySize: bookings.partySize, tables: bookings.tables })
    .from(bookings)
    .where(
      and(
        eq(bookings.restaurantId, restaurantId),
        eq(bookings.bookDate, date),
        inArray(bookings.status, ['pendingPayment', 'confirmed', 'seated']),
      ),
    );
  const usage = new Map<string, { guests: number; tables: Set<string> }>();
  for (const r of rows) {
    const u = usage.get(r.sessionId) ?? { guests: 0, tables: new Set<string>() };
    u.guests += r.partySize;
    for (const t of r.tables) u.tables.add(t);
    usage.set(r.sessionId, u);
  }
  return usage;
}

export async function insertBooking(tx: DbOrTx, row: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [created] = await tx.insert(bookings).values(row).returning();
  return created!;
}

/** Claims the tables for a booking; false when any is held already (the primary key refuses it). */
export async function claimTables(
  tx: DbOrTx,
  c: { restaurantId: string; sessionId: string; bookDate: string; bookingId: string },
  tableNumbers: string[],
): Promise<boolean> {
  const rows = await tx
    .insert(bookingTableClaims)
    .values(tableNumbers.map((tableNumber) => ({ ...c, tableNumber })))
    .onConflictDoNothing()
    .returning({ t: bookingTableClaims.tableNumber });
  return rows.length === tableNumbers.length;
}

export async function releaseTables(tx: DbOrTx, bookingId: string): Promise<void> {
  await tx.delete(bookingTableClaims).where(eq(bookingTableClaims.bookingId, bookingId));
}

export async function findBooking(
  db: DbOrTx,
  bookingId: string,
  lock = false,
): Promise<BookingRow | undefined> {
  const q = db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function updateBooking(
  tx: DbOrTx,
  bookingId: string,
  set: Partial<typeof bookings.$inferInsert>,
): Promise<BookingRow> {
  const [row] = await tx.update(bookings).set(set).where(eq(bookings.id, bookingId)).returning();
  return row!;
}

/** A restaurant's bookings of a date, by start time then creation. */
export async function listBookings(db: DbOrTx, restaurantId: string, date: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.restaurantId, restaurantId), eq(bookings.bookDate, date)))
    .orderBy(asc(bookings.startTime), asc(bookings.createdAt));
}

/** The restaurant's dine-in tables by area (GET /tableInfo). */
export async function listRestaurantTables(db: DbOrTx, restaurantId: string) {
  return db
    .select({
      tableNumber: restaurantTables.tableNumber,
      seats: restaurantTables.seats,
      minSeats: restaurantTables.minSeats,
      area: restaurantAreas.name,
    })
    .from(restaurantTables)
    .innerJoin(restaurantAreas, eq(restaurantAreas.id, restaurantTables.areaId))
    .where(and(eq(restaurantTables.restaurantId, restaurantId), isNull(restaurantTables.archivedAt)))
    .orderBy(asc(restaurantAreas.sort), asc(restaurantTables.sort), asc(restaurantTables.tableNumber));
}

export async function findRestaurantRow(db: DbOrTx, restaurantId: string) {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
  return row;
}
