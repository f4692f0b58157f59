import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bookingSessions, bookingSessionTables } from '../db/schema';
import { newId } from '../platform/ids';

/** [tableNumber, max guests, min guests] */
type DemoTable = [string, number, number];
interface DemoSession {
  name: string;
  description: string;
  guestNum: number;
  startTime: string;
  endTime: string;
  depositCents: number | null;
  tables: DemoTable[];
}

/** Golden Dragon's tables 1-12 seat 2, 2, 4, 4, 4, 4, 6, 6, 8, 8, 10, 12 (demo-restaurants.ts). */
const GOLDEN_DRAGON_SESSIONS: DemoSession[] = [
  {
    name: 'Lunch',
    description: 'Yum cha and lunch specials',
    guestNum: 40,
    startTime: '11:30',
    endTime: '14:30',
    depositCents: null,
    tables: [
      ['1', 2, 1],
      ['2', 2, 1],
      ['3', 4, 2],
      ['4', 4, 2],
      ['5', 4, 2],
      ['6', 4, 2],
      ['7', 6, 3],
      ['8', 6, 0],
    ],
  },
  {
    name: 'Dinner',
    description: 'À la carte dinner',
    guestNum: 60,
    startTime: '17:30',
    endTime: '21:30',
    depositCents: null,
    tables: [
      ['1', 2, 1],
      ['2', 2, 1],
      ['3', 4, 2],
      ['4', 4, 2],
      ['5', 4, 2],
      ['6', 4, 2],
      ['7', 6, 3],
      ['8', 6, 3],
      ['9', 8, 4],
      ['10', 8, 4],
    ],
  },
  {
    name: 'Banquet Dinner',
    description: 'Set banquet for larger parties; a $20 deposit holds the table',
    guestNum: 22,
    startTime: '19:00',
    endTime: '22:00',
    depositCents: 2000,
    tables: [
      ['11', 10, 6],
      ['12', 12, 0],
    ],
  },
];

/** Golden Dragon's booking sessions (lunch, dinner, a banquet with a deposit); skipped when it has any. */
export async function insertDemoBookingSessions(
  tx: DbOrTx,
  options: { restaurantId: string; now: Date },
): Promise<void> {
  const existing = await tx
    .select({ id: bookingSessions.id })
    .from(bookingSessions)
    .where(eq(bookingSessions.restaurantId, options.restaurantId))
    .limit(1);
  if (existing.length > 0) return;
  for (const s of GOLDEN_DRAGON_SESSIONS) {
    const id = newId();
    await tx.insert(bookingSessions).values({
      id,
      restaurantId: options.restaurantId,
      name: s.name,
      description: s.description,
      guestNum: s.guestNum,
      startTime: s.startTime,
      endTime: s.endTime,
      depositRequired: s.depositCents !== null,
      depositCents: s.depositCents,
      createdAt: options.now,
      updatedAt: options.now,
    });
    await tx.insert(bookingSessionTables).values(
      s.tables.map(([tableNumber, maxGuests, minGuests], sort) => ({
        id: newId(),
        sessionId: id,
        tableNumber,
        maxGuests,
        minGuests,
        sort,
      })),
    );
  }
}
