import { DEFAULT_AREA_NAME, localClock, placeNewTables, QR_SETTING_TYPES } from '@rpos/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import {
  closeDays,
  menuSettings,
  openHours,
  paymentProviderAccounts,
  qrCodeSettings,
  restaurantAreas,
  restaurantSetupMarks,
  restaurants,
  restaurantTables,
  surcharges,
  unavailableItems,
  userRestaurants,
  users,
} from '../db/schema';
import { makeImageVariants } from '../modules/images/image-variants';
import { type ImageInsert, imageRow, insertImageRows } from '../modules/images/images.repository';
import { publishMenu } from '../modules/menus/menus.service';
import { hashPassword } from '../platform/auth/password';
import { newId } from '../platform/ids';
import { DEMO_ACCOUNTS, DEMO_GROUP } from './demo-accounts';
import { insertDemoBookingSessions } from './demo-booking-sessions';
import { insertDemoMembers } from './demo-members';
import { buildMenuRows, insertMenuRows, type MenuRows } from './demo-menu-rows';
import { insertDemoPaymentTypes } from './demo-payment-types';
import { insertDemoDisplay, insertDemoPrinting } from './demo-printing';
import { insertDemoPromotions } from './demo-promotions';
import {
  DEMO_GROUP_PROFILE,
  DEMO_RESTAURANTS,
  type DemoRestaurant,
  FIXED_PUBLIC_HOLIDAYS,
} from './demo-restaurants';
import { DISH_IMAGE_SIZE, drawDishPng } from './dish-illustration';

export interface SeedResult {
  dinerPath: string;
  accounts: { role: string; email: string; password: string }[];
}

/** What a newcomer needs to try the demo: the diner URL of a table and the sign-ins. */
const DEMO_INFO: SeedResult = {
  dinerPath: '/online/goldendragon/5',
  accounts: DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password })),
};

/** The demo's URL and sign-ins when the demo restaurant is in the database (seeded at an earlier start). */
export async function demoDataInfo(db: DbOrTx): Promise<SeedResult | null> {
  const [r] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.urlIdentifier, 'goldendragon'))
    .limit(1);
  return r ? DEMO_INFO : null;
}

const TIMEZONE = 'Australia/Sydney';
/** Serialises seeding when several instances start on one empty database. */
const SEED_LOCK = 727275;

async function hasData(db: DbOrTx): Promise<boolean> {
  const [r] = await db.select({ id: restaurants.id }).from(restaurants).limit(1);
  if (r) return true;
  const [u] = await db.select({ id: users.id }).from(users).limit(1);
  return Boolean(u);
}

const hhmm = (v: string) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3, 5));

/** The next date (YYYY-MM-DD) falling on month-day `md`, today included. */
function nextDate(todayIso: string, md: string): string {
  const year = Number(todayIso.slice(0, 4));
  const candidate = `${year}-${md}`;
  return candidate >= todayIso ? candidate : `${year + 1}-${md}`;
}

interface Prepared {
  def: DemoRestaurant;
  id: string;
  logo: ImageInsert;
  menu: MenuRows;
}

/**
 * Draws pictures (with their WebP copies) and lays out every menu row before the transaction opens
 * (the slow, pure part).
 */
async function prepareRestaurants(now: Date): Promise<Prepared[]> {
  const prepared = DEMO_RESTAURANTS.map((def) => {
    const id = newId();
    const logo = imageRow({
      bytes: drawDishPng({ ...def.logo, name: def.profile.name }),
      contentType: 'image/png',
      width: DISH_IMAGE_SIZE,
      height: DISH_IMAGE_SIZE,
      restaurantId: id,
    });
    const menu = buildMenuRows(def.menu, { restaurantId: id, now, isMainMenu: true });
    return { def, id, logo, menu };
  });
  await addSeedVariants(prepared.flatMap((p) => [p.logo, ...p.menu.images]));
  return prepared;
}

/** The demo pictures' WebP copies (decision 90: WebP only, at a low effort, to keep seeding quick). */
async function addSeedVariants(rows: ImageInsert[]): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- image encoding on sharp's threads, no query
  await Promise.all(
    rows.map(async (row) => {
      row.variants = await makeImageVariants(row.bytes, 'seed');
    }),
  );
}

/**
 * Fills an empty database with the demo: the Harbour Eats group with Golden Dragon (bilingual,
 * yum cha) and Bondi Bites (cafe), their hours, tables, surcharges, published menus with pictures,
 * and one sign-in per role. Returns null, changing nothing, when the database already has data.
 */
export async function seedDemoDataIfEmpty(db: Db, options: { now: Date }): Promise<SeedResult | null> {
  if (await hasData(db)) return null;
  const { now } = options;
  // The password hashes (argon2) and the pictures' WebP copies (sharp) run side by side on the thread pool.
  const hashing = DEMO_ACCOUNTS.map((a) => hashPassword(a.password));
  const prepared = await prepareRestaurants(now);
  // eslint-disable-next-line no-restricted-syntax -- password hashes, no query
  const hashes = await Promise.all(hashing);
  const today = localClock(now, TIMEZONE).isoDate;

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasData(tx)) return null;

    const groupId = newId();
    await tx.insert(restaurants).values({
      id: groupId,
      urlIdentifier: DEMO_GROUP,
      type: 'restaurantGroup',
      ...DEMO_GROUP_PROFILE,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .insert(restaurants)
      .values(prepared.map((p) => ({ ...p.def.profile, id: p.id, groupId, createdAt: now, updatedAt: now })));
    await insertImageRows(
      tx,
      prepared.map((p) => p.logo),
    );
    for (const p of prepared) {
      await tx.update(restaurants).set({ logoImageId: p.logo.id }).where(eq(restaurants.id, p.id));
    }

    const holidayDates = [0, 1].flatMap((plus) =>
      FIXED_PUBLIC_HOLIDAYS.map((md) => `${Number(today.slice(0, 4)) + plus}-${md}`),
    );
    await tx.insert(openHours).values(
      prepared.flatMap((p) =>
        p.def.hours.map(([weekdays, start, end], sort) => ({
          id: newId(),
          restaurantId: p.id,
          weekdays,
          openStart: hhmm(start),
          openEnd: hhmm(end),
          sort,
        })),
      ),
    );
    await tx
      .insert(closeDays)
      .values(
        prepared.map((p) => ({ id: newId(), restaurantId: p.id, date: nextDate(today, p.def.closedOn) })),
      );
    const areaIds = new Map(prepared.map((p) => [p.id, newId()]));
    await tx.insert(restaurantAreas).values(
      prepared.map((p) => ({
        id: areaIds.get(p.id)!,
        restaurantId: p.id,
        name: DEFAULT_AREA_NAME,
        sort: 1,
      })),
    );
    // The demo's table QR codes count as downloaded and its cards as onboarded with the sandbox
    // (decision 0373): its setup checklist shows complete.
    await tx
      .insert(restaurantSetupMarks)
      .values(prepared.map((p) => ({ restaurantId: p.id, step: 'qrCodes', doneAt: now })));
    await tx.insert(paymentProviderAccounts).values(
      prepared.map((p) => ({
        restaurantId: p.id,
        provider: 'sandbox' as const,
        accountId: `sandbox_${p.def.profile.urlIdentifier}`,
        settings: { card: true },
        isActive: true,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await tx.insert(restaurantTables).values(
      prepared.flatMap((p) => {
        const places = placeNewTables([], p.def.seats.length);
        return p.def.seats.map((seats, i) => ({
          id: newId(),
          restaurantId: p.id,
          areaId: areaIds.get(p.id)!,
          tableNumber: String(i + 1),
          name: `Table ${i + 1}`,
          seats,
          sort: i + 1,
          ...places[i]!,
        }));
      }),
    );
    await tx.insert(surcharges).values(
      prepared.flatMap((p) => [
        {
          id: newId(),
          restaurantId: p.id,
          name: 'Sunday surcharge',
          description: '10% on Sundays',
          type: 'percentage' as const,
          value: p.def.sundaySurchargeBp,
          weekdays: [7],
          sort: 1,
        },
        {
          id: newId(),
          restaurantId: p.id,
          name: 'Public holiday surcharge',
          description: '15% on public holidays',
          type: 'percentage' as const,
          value: p.def.holidaySurchargeBp,
          isPublicHoliday: true,
          publicHolidayDates: holidayDates,
          sort: 2,
        },
      ]),
    );
    await tx.insert(qrCodeSettings).values(
      prepared.flatMap((p) =>
        QR_SETTING_TYPES.map((qrType) => ({
          restaurantId: p.id,
          qrType,
          isOrderingDisabled: p.def.qrDisabled.includes(qrType),
        })),
      ),
    );
    await tx.insert(menuSettings).values(
      prepared.map((p) => ({
        restaurantId: p.id,
        showDialog: true,
        dialogTitle: p.def.announcement.title,
        dialogText: p.def.announcement.text,
        dialogVersion: 1,
      })),
    );

    for (const p of prepared) {
      await insertMenuRows(tx, p.menu);
      if (p.def.profile.urlIdentifier === 'goldendragon')
        await insertDemoPrinting(tx, { restaurantId: p.id, menu: p.menu, now });
      await publishMenu(tx, p.menu.menu.id!, { now });
    }
    // Golden Dragon has sold out of seafood congee for today.
    const congee = prepared[0]!.menu.items.find((i) => i.name === 'Seafood Congee');
    if (congee)
      await tx
        .insert(unavailableItems)
        .values({ id: newId(), restaurantId: prepared[0]!.id, menuItemId: congee.id!, effectiveDate: today });
    const goldenDragonId = prepared.find((p) => p.def.profile.urlIdentifier === 'goldendragon')!.id;
    await insertDemoPromotions(tx, { restaurantId: goldenDragonId, now });
    await insertDemoMembers(tx, { restaurantId: goldenDragonId, now });
    await insertDemoBookingSessions(tx, {
      restaurantId: prepared.find((p) => p.def.profile.urlIdentifier === 'goldendragon')!.id,
      now,
    });
    await insertDemoPaymentTypes(tx, { restaurantIds: prepared.map((p) => p.id), now });

    const idOf = (urlIdentifier: string | null): string | null => {
      if (!urlIdentifier) return null;
      if (urlIdentifier === DEMO_GROUP) return groupId;
      return prepared.find((p) => p.def.profile.urlIdentifier === urlIdentifier)!.id;
    };
    const userRows = DEMO_ACCOUNTS.map((a, i) => ({
      id: newId(),
      username: a.email.split('@')[0]!,
      email: a.email.toLowerCase(),
      passwordHash: hashes[i]!,
      firstName: a.firstName,
      lastName: a.lastName,
      phone: '0400000000',
      role: a.role,
      restaurantId: idOf(a.restaurant),
      selectedRestaurantId: idOf(a.startsOn ?? null),
      permissions: a.permissions,
      createdAt: now,
      updatedAt: now,
    }));
    await tx.insert(users).values(userRows);
    const assignments = DEMO_ACCOUNTS.flatMap((a, i) =>
      a.assigned.map((urlIdentifier) => ({ userId: userRows[i]!.id, restaurantId: idOf(urlIdentifier)! })),
    );
    if (assignments.length) await tx.insert(userRestaurants).values(assignments);
    const account = (role: string) => {
      const row =
        userRows[DEMO_ACCOUNTS.findIndex((a) => a.role === role && a.restaurant === 'goldendragon')]!;
      return { id: row.id, username: row.username, email: row.email };
    };
    await insertDemoDisplay(tx, {
      restaurantId: goldenDragonId,
      till: account('restaurantManager'),
      display: account('restaurantStaff'),
      now,
    });

    return DEMO_INFO;
  });
}
