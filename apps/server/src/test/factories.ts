import type { Role } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { restaurantAreas, restaurants, restaurantTables, userRestaurants, users } from '../db/schema';
import { hashPassword } from '../platform/auth/password';
import { SESSION_COOKIE } from '../platform/auth/sessions';
import { newId } from '../platform/ids';
import type { TestApp } from './test-app';

let seq = 0;
const unique = (): string => `${Date.now().toString(36)}${(seq++).toString(36)}`;

export type RestaurantRow = typeof restaurants.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** A restaurant (or a group with type 'restaurantGroup') with a unique url identifier. */
export async function createRestaurant(
  db: Db,
  fields: Partial<typeof restaurants.$inferInsert> = {},
): Promise<RestaurantRow> {
  const id = fields.id ?? newId();
  const [row] = await db
    .insert(restaurants)
    .values({ name: `Restaurant ${unique()}`, urlIdentifier: `r${unique()}`, ...fields, id })
    .returning();
  return row!;
}

export interface CreateUserOptions extends Partial<Omit<typeof users.$inferInsert, 'role' | 'passwordHash'>> {
  role?: Role | string;
  password?: string;
  /** Restaurants an admin assigned to the user (user_restaurants). */
  assignedRestaurantIds?: string[];
}

/** A back-office account; returns the row and its plain password. Hashing is the real argon2id. */
export async function createUser(
  db: Db,
  options: CreateUserOptions = {},
): Promise<{ user: UserRow; email: string; password: string }> {
  const {
    password = 'secret-pass-1',
    assignedRestaurantIds = [],
    role = 'restaurantAdmin',
    ...fields
  } = options;
  const u = unique();
  const [user] = await db
    .insert(users)
    .values({
      id: newId(),
      username: `user${u}`,
      email: `user${u}@example.test`,
      firstName: 'Test',
      lastName: 'User',
      phone: '0400000000',
      ...fields,
      role,
      passwordHash: await hashPassword(password),
    })
    .returning();
  for (const restaurantId of assignedRestaurantIds) {
    await db.insert(userRestaurants).values({ userId: user!.id, restaurantId });
  }
  return { user: user!, email: user!.email, password };
}

/** Signs in through POST /api/login; returns the cookie string for t.request({ as }). */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('sign-in set no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** A user of that role (with its own restaurant unless given) signed in: { user, cookie, ... }. */
export async function signedInUser(
  t: TestApp,
  options: CreateUserOptions = {},
): Promise<{ user: UserRow; email: string; password: string; cookie: string }> {
  const restaurantId =
    options.restaurantId !== undefined ? options.restaurantId : (await createRestaurant(t.db)).id;
  const created = await createUser(t.db, { ...options, restaurantId });
  return { ...created, cookie: await signIn(t, created.email, created.password) };
}

/**
 * A dine-in table of `restaurantId` in the area named `area` (default "Main"; made when missing).
 * Tables belong to a floor-plan area (decision 0370).
 */
export async function createTable(
  db: Db,
  restaurantId: string,
  fields: Partial<Omit<typeof restaurantTables.$inferInsert, 'areaId'>> & {
    tableNumber: string;
    area?: string;
  },
): Promise<typeof restaurantTables.$inferSelect> {
  const { area = 'Main', ...rest } = fields;
  const [found] = await db
    .select({ id: restaurantAreas.id })
    .from(restaurantAreas)
    .where(and(eq(restaurantAreas.restaurantId, restaurantId), eq(restaurantAreas.name, area)));
  const sort = (await db.select().from(restaurantAreas).where(eq(restaurantAreas.restaurantId, restaurantId)))
    .length;
  const areaId =
    found?.id ??
    (await db.insert(restaurantAreas).values({ id: newId(), restaurantId, name: area, sort }).returning())[0]!
      .id;
  const [row] = await db
    .insert(restaurantTables)
    .values({ id: newId(), name: `Table ${fields.tableNumber}`, ...rest, restaurantId, areaId })
    .returning();
  return row!;
}

/** Draws these tables in one area of a restaurant's floor plan (tests of what reads the plan). */
export async function drawTables(
  db: Db,
  restaurantId: string,
  area: string,
  numbers: readonly string[],
): Promise<void> {
  for (const tableNumber of numbers) await createTable(db, restaurantId, { tableNumber, area });
}
