import {
  localClock,
  OnlineSettings,
  PosSettings,
  type PublishedMenu,
  type SurchargeRule,
  type UnavailableEntry,
} from '@rpos/domain';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { analyzeStaleTables } from '../db/analyze';
import type { Database, DbOrTx } from '../db/client';
import {
  menus,
  menuVersions,
  posPaymentTypes,
  restaurants,
  restaurantTables,
  surcharges,
  transactions,
  unavailableItems,
  userRestaurants,
  users,
} from '../db/schema';
import { rebuildRestaurantDays } from '../modules/reports/report-refresh';
import { toSurchargeRule } from '../modules/surcharges/surcharges.repository';
import { writeBill } from './demo-history-bills';
import { type DayContext, planDay } from './demo-history-day';
import { MenuPicker } from './demo-history-menu';
import { CustomerSource, type StaffMember, StaffRoster, staffOf } from './demo-history-people';
import { type HistoryDay, historyDays, openWindows, WallClock } from './demo-history-plan';
import { HISTORY_PROFILES, type HistoryProfile } from './demo-history-profiles';
import { emptyHistoryRows, type HistoryRows, insertHistoryRows } from './demo-history-rows';
import type { BillContext, BuiltBill } from './demo-history-types';
import { DEMO_RESTAURANTS, type DemoRestaurant } from './demo-restaurants';
import { createIdSource, createRandom, hashSeed } from './prng';

// The demo restaurants' history (decisions 0150–0152): 120 days of closed bills ending now, built in
// memory from a seeded random source and written in bulk, one transaction per restaurant.

export const HISTORY_DAYS = 120;
/** Serialises history seeding when several instances start on one database. */
const HISTORY_LOCK = 727276;

/** Everything the generator reads of a restaurant, loaded once. */
export interface HistorySource {
  def: DemoRestaurant;
  profile: HistoryProfile;
  restaurantId: string;
  timezone: string;
  taxPercentage: number;
  menu: PublishedMenu;
  menuId: string;
  menuVersion: number;
  tables: { tableNumber: string; seats: number }[];
  paymentTypes: { name: string; share: number; rate: number }[];
  surchargeRules: SurchargeRule[];
  unavailable: UnavailableEntry[];
  staff: StaffMember[];
  onlineSettings: OnlineSettings;
  posSettings: PosSettings;
  isDineMobileOptional: boolean;
}

export interface BuiltHistory {
  rows: HistoryRows;
  bills: BuiltBill[];
}

/** What seeding one restaurant's history wrote, for the bench and the start-up log. */
export interface HistoryFigures {
  restaurant: string;
  days: number;
  bills: number;
  orders: number;
  rows: number;
  buildMs: number;
  writeMs: number;
  /** CPU time of this process while seeding it (wall time also counts what else the machine runs). */
  cpuMs: number;
}

/** The restaurant, its published main menu and the rest the history needs; null when it is missing. */
export async function loadHistorySource(db: DbOrTx, def: DemoRestaurant): Promise<HistorySource | null> {
  const profile = HISTORY_PROFILES[def.profile.urlIdentifier];
  const [r] = await db
    .select()
    .from(restaurants)
    .where(eq(restaurants.urlIdentifier, def.profile.urlIdentifier));
  if (!profile || !r) return null;
  const [version] = await db
    .select({ menuId: menuVersions.menuId, version: menuVersions.version, snapshot: menuVersions.snapshot })
    .from(menuVersions)
    .innerJoin(menus, eq(menus.id, menuVersions.menuId))
    .where(and(eq(menuVersions.restaurantId, r.id), eq(menus.isMainMenu, true)))
    .orderBy(desc(menuVersions.version))
    .limit(1);
  if (!version) return null;
  const tables = await db
    .select({ tableNumber: restaurantTables.tableNumber, seats: restaurantTables.seats })
    .from(restaurantTables)
    .where(eq(restaurantTables.restaurantId, r.id))
    .orderBy(restaurantTables.sort);
  const types = await db
    .select()
    .from(posPaymentTypes)
    .where(and(eq(posPaymentTypes.restaurantId, r.id), eq(posPaymentTypes.enabled, true)))
    .orderBy(posPaymentTypes.sort);
  const rules = await db
    .select()
    .from(surcharges)
    .where(eq(surcharges.restaurantId, r.id))
    .orderBy(surcharges.sort);
  const unavailable = await db
    .select({ menuItemId: unavailableItems.menuItemId, effectiveDate: unavailableItems.effectiveDate })
    .from(unavailableItems)
    .where(eq(unavailableItems.restaurantId, r.id));
  const assigned = db
    .select({ userId: userRestaurants.userId })
    .from(userRestaurants)
    .where(eq(userRestaurants.restaurantId, r.id));
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(
      or(
        eq(users.restaurantId, r.id),
        inArray(users.id, assigned),
        r.groupId
          ? and(eq(users.restaurantId, r.groupId), eq(users.role, 'restaurantGroupAdmin'))
          : undefined,
      ),
    );
  return {
    def,
    profile,
    restaurantId: r.id,
    timezone: r.timezone,
    taxPercentage: r.taxPercentage,
    menu: version.snapshot,
    menuId: version.menuId,
    menuVersion: version.version,
    tables,
    paymentTypes: types
      .map((t) => ({
        name: t.paymentType,
        share: profile.paymentShares[t.paymentType] ?? 0,
        rate: t.surchargeRateBp / 100,
      }))
      .filter((t) => t.share > 0 && t.name !== 'OBPayments'),
    surchargeRules: rules.map(toSurchargeRule),
    unavailable,
    staff: staffOf(people),
    onlineSettings: OnlineSettings.parse(r.onlineSettings ?? {}),
    posSettings: PosSettings.parse(r.posSettings ?? {}),
    isDineMobileOptional: r.isDineMobileOptional,
  };
}

/**
 * The history's rows, in memory, from the source alone: the same source, `now` and `days` give the
 * same rows, ids included.
 */
/**
 * Builds a restaurant's history a few days at a time, so that few rows are in memory at once (the
 * garbage collector would otherwise walk hundreds of thousands of them again and again). The same
 * source, `now` and `days` give the same rows, ids included.
 */
export class HistoryBuilder {
  readonly days: HistoryDay[];
  readonly bills: BuiltBill[] = [];
  private readonly key: string;
  private readonly billContext: BillContext;
  private readonly dayContext: DayContext;
  private readonly customersByPhone = new Map<string, HistoryRows['customers'][number]>();

  constructor(
    private readonly source: HistorySource,
    options: { now: Date; days: number },
  ) {
    this.key = source.def.profile.urlIdentifier;
    this.days = historyDays(options.now, source.timezone, options.days, source.def.closedOn);
    const pricing = {
      timezone: source.timezone,
      unavailable: source.unavailable,
      takeaway: source.onlineSettings,
    };
    const picker = new MenuPicker(source.menu, source.profile, pricing, this.key);
    this.billContext = {
      restaurantId: source.restaurantId,
      restaurantKey: this.key,
      timezone: source.timezone,
      taxPercentage: source.taxPercentage,
      menuId: source.menuId,
      menuVersion: source.menuVersion,
      picker,
      surchargeRules: source.surchargeRules,
      paymentTypes: source.paymentTypes,
      discounts: source.posSettings.discounts,
      ids: createIdSource(`demo-history:${this.key}`),
      rows: emptyHistoryRows(),
    };
    this.dayContext = {
      profile: source.profile,
      clock: new WallClock(source.timezone),
      tables: source.tables,
      staff: new StaffRoster(source.staff),
      customers: new CustomerSource(this.key, source.profile.customerPool),
      picker,
      partners: source.posSettings.posDeliveryPartners,
      discountNames: source.posSettings.discounts.map((d) => d.name),
      qrDisabled: source.def.qrDisabled,
      guestsRequired: source.onlineSettings.isDineInGuestNumberRequired === true,
      mobileOptional: source.isDineMobileOptional,
      now: options.now,
    };
  }

  /** The rows of the days from `from` (included) to `to` (excluded), oldest first. */
  build(from: number, to: number): HistoryRows {
    const rows = emptyHistoryRows();
    this.billContext.rows = rows;
    for (const day of this.days.slice(from, to)) {
      const random = createRandom(hashSeed(`${this.key}:${day.isoDate}`));
      const windows = openWindows(this.source.def.hours, day.weekday);
      for (const plan of planDay(this.dayContext, random, day, windows))
        this.bills.push(writeBill(this.billContext, random, plan));
    }
    for (const o of rows.orders) this.countCustomer(o);
    return rows;
  }

  /** Counts an order for its phone's customer, as placeOrder does (days come oldest first). */
  private countCustomer(o: HistoryRows['orders'][number]): void {
    if (!o.customerPhone) return;
    const known = this.customersByPhone.get(o.customerPhone);
    if (!known) {
      this.customersByPhone.set(o.customerPhone, {
        id: '',
        restaurantId: this.source.restaurantId,
        name: o.customerName,
        phone: o.customerPhone,
        email: o.customerEmail,
        orderCount: 1,
        lastOrderAt: o.orderTime,
        createdAt: o.orderTime,
      });
    } else if (o.orderTime >= known.lastOrderAt) {
      known.name = o.customerName;
      known.email = o.customerEmail ?? known.email;
      known.orderCount += 1;
      known.lastOrderAt = o.orderTime;
    } else {
      known.orderCount += 1;
      if (o.orderTime < known.createdAt) known.createdAt = o.orderTime;
    }
  }

  /** The restaurant's customers of every order built: one per phone, counted, with their latest name. */
  customers(): HistoryRows['customers'] {
    return [...this.customersByPhone.values()].map((c) => ({ ...c, id: this.billContext.ids() }));
  }
}

/** The whole history in memory at once (tests; seeding goes a few days at a time). */
export function buildHistory(source: HistorySource, options: { now: Date; days: number }): BuiltHistory {
  const builder = new HistoryBuilder(source, options);
  const rows = builder.build(0, builder.days.length);
  rows.customers = builder.customers();
  return { rows, bills: builder.bills };
}

/** Days built and written at a time. */
const BATCH_DAYS = 7;

/**
 * Seeds the history of each demo restaurant that has none yet, in one transaction per restaurant,
 * a week at a time. Answers what was written (nothing for a restaurant that already has bills, or
 * that is not in the database).
 */
export async function seedDemoHistory(
  database: Pick<Database, 'db' | 'copyRows' | 'query'>,
  options: { now: Date; days?: number },
): Promise<HistoryFigures[]> {
  const { db } = database;
  const days = options.days ?? HISTORY_DAYS;
  const figures: HistoryFigures[] = [];
  for (const def of DEMO_RESTAURANTS) {
    const source = await loadHistorySource(db, def);
    if (!source || (await hasBills(db, source.restaurantId))) continue;
    const f: HistoryFigures = {
      restaurant: def.profile.urlIdentifier,
      days,
      bills: 0,
      orders: 0,
      rows: 0,
      buildMs: 0,
      writeMs: 0,
      cpuMs: 0,
    };
    const cpu = process.cpuUsage();
    const written = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK})`);
      if (await hasBills(tx, source.restaurantId)) return null;
      // PGlite loads by COPY; its foreign-key triggers would look up every parent row one by one. The
      // rows are consistent by construction (and tested), so this transaction skips those triggers.
      if (database.copyRows) await tx.execute(sql`set local session_replication_role = replica`);
      const builder = new HistoryBuilder(source, { now: options.now, days });
      for (let from = 0; from < builder.days.length; from += BATCH_DAYS) {
        let at = performance.now();
        const rows = builder.build(from, from + BATCH_DAYS);
        if (from + BATCH_DAYS >= builder.days.length) rows.customers = builder.customers();
        f.buildMs += performance.now() - at;
        at = performance.now();
        f.rows += await insertHistoryRows(tx, rows, database.copyRows);
        f.writeMs += performance.now() - at;
        f.orders += rows.orders.length;
      }
      f.bills = builder.bills.length;
      // On PostgreSQL the print trigger ran for every accepted history order: those were printed long
      // ago, so the kitchen printers get nothing of them (PGlite skipped the trigger above).
      await tx.execute(sql`delete from print_requests where restaurant_id = ${source.restaurantId}`);
      return builder.days;
    });
    // The bulk load bypasses the reports' triggers on PGlite (replica role above): rebuild the
    // restaurant's report rollups of those days, so the dashboard shows the history at once.
    if (written && written.length > 0) {
      const at = performance.now();
      await rebuildRestaurantDays(
        db,
        source.restaurantId,
        written[0]!.isoDate,
        localToday(options.now, source),
      );
      f.writeMs += performance.now() - at;
    }
    const used = process.cpuUsage(cpu);
    f.cpuMs = Math.round((used.user + used.system) / 1000);
    if (written) figures.push({ ...f, buildMs: Math.round(f.buildMs), writeMs: Math.round(f.writeMs) });
  }
  // Statistics for the bulk-loaded tables (decision 0410): without them a bill's read was planned as
  // millions of rows (and JIT-compiled on PostgreSQL) until something analysed them.
  if (figures.length > 0) await analyzeStaleTables(database);
  return figures;
}

/** The restaurant's local day at `now`, the day after the history's last (orders run to now). */
const localToday = (now: Date, source: HistorySource): string => localClock(now, source.timezone).isoDate;

async function hasBills(db: DbOrTx, restaurantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.restaurantId, restaurantId))
    .limit(1);
  return row !== undefined;
}
