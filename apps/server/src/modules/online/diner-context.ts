import {
  type Announcement,
  type DinerRestaurant,
  dinerSurchargeRules,
  isoToDmy,
  localClock,
  ONLINE_MESSAGES,
  type OnlineSurchargeRule,
  type OrderKind,
  type PlaceOrderItem,
  type PricingResult,
  type PublishedMenu,
  priceOrderLines,
  type QrSettings,
  RESTAURANT_MESSAGES,
  type SurchargeRule,
  type UnavailableDish,
} from '@rpos/domain';
import { and, desc, eq, gte, isNull, max, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independently } from '../../db/independent-queries';
import {
  menuItems,
  menus,
  menuVersions,
  qrCodeSettings,
  restaurantTables,
  unavailableItems,
} from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { loadOnlinePaymentMethods } from '../payments/online-payment-methods';
import {
  findRestaurantByUrlIdentifier,
  loadOpenHours,
  type RestaurantRow,
} from '../restaurants/restaurants.repository';
import { toDinerRestaurant } from '../restaurants/restaurants.service';
import { findSurchargeRules, toSurchargeRule } from '../surcharges/surcharges.repository';
import { findMenuSettings, type QrSettingType, type TableRow } from './online.repository';

type MenuRow = typeof menus.$inferSelect;

/** A published menu and its newest version number. */
export interface PublishedMenuRef {
  menu: MenuRow;
  version: number;
}

/**
 * Everything a diner request of one restaurant reads besides the menu snapshot itself: GET /online
 * and POST /placeOrder work from this (cached, see diner-context-cache.ts) instead of a dozen queries.
 */
export interface DinerContext {
  row: RestaurantRow;
  restaurant: DinerRestaurant;
  /** Tables by table number. */
  tables: ReadonlyMap<string, TableRow>;
  qrSettings: ReadonlyMap<QrSettingType, QrSettings>;
  announcement: Announcement;
  surchargeRules: readonly SurchargeRule[];
  /** The enabled rules as GET /online gives them, for the checkout's total. */
  dinerSurchargeRules: readonly OnlineSurchargeRule[];
  /** Published menus, most recently published first. */
  publishedMenus: readonly PublishedMenuRef[];
  /** Dishes switched inactive after publishing, by menu id. */
  inactiveByMenu: ReadonlyMap<string, readonly string[]>;
  /** Unavailable entries without a date or dated from the day the context was read on. */
  unavailable: readonly UnavailableDish[];
  /** Answers worked out from this state (e.g. serialised GET /online bodies): they go when it goes. */
  memo: Map<string, unknown>;
}

/** The published menu diners of this QR type are served: the one published for the type, else the main menu. */
export function servedMenu(ctx: DinerContext, qrType: QrSettingType): PublishedMenuRef | undefined {
  if (qrType !== 'dinein') {
    const forType = ctx.publishedMenus.find((m) => m.menu.qrCodeType === qrType);
    if (forType) return forType;
  }
  return ctx.publishedMenus.find((m) => m.menu.isMainMenu);
}

/** Unavailable entries that count on `isoDate`: those without a date and those for that date. */
export function unavailableOn(ctx: DinerContext, isoDate: string): UnavailableDish[] {
  return ctx.unavailable.filter((u) => u.effectiveDate === null || u.effectiveDate === isoDate);
}

/**
 * A cart's lines priced from a menu snapshot under the diner's rules (priceOrderLines): the day's
 * unavailable dishes and the menu's inactive ones, the order kind's takeaway rules. placeOrder and the
 * POS price with this, so a dish costs the same at the table and at the counter.
 */
export function priceCartLines(
  ctx: DinerContext,
  menu: { snapshot: PublishedMenu; menuId: string },
  items: readonly PlaceOrderItem[],
  kind: OrderKind,
  now: Date,
): PricingResult {
  const tz = ctx.row.timezone;
  return priceOrderLines(
    menu.snapshot,
    items.map((i) => ({
      dishId: i.dish.id,
      sizeId: i.size?.id ?? null,
      options: i.options.map((o) => ({ id: o.id, groupId: o.groupId ?? null, quantity: o.quantity })),
      quantity: i.quantity,
      isTakeaway: i.isTakeaway,
      specialInstructions: i.specialInstructions.trim(),
    })),
    {
      now,
      timezone: tz,
      unavailable: unavailableOn(ctx, localClock(now, tz).isoDate),
      inactiveDishIds: ctx.inactiveByMenu.get(menu.menuId) ?? [],
      kind,
      takeaway: ctx.restaurant.onlineSettings,
    },
  );
}

export function qrSettingsFor(ctx: DinerContext, qrType: QrSettingType): QrSettings {
  return ctx.qrSettings.get(qrType) ?? { isOrderingDisabled: false, disabledDate: null };
}

/** The restaurant row by url identifier, or NOT_FOUND. */
export async function findDinerRestaurantRow(db: DbOrTx, urlIdentifier: string): Promise<RestaurantRow> {
  const row = await findRestaurantByUrlIdentifier(db, urlIdentifier);
  if (!row) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
  return row;
}

/** Reads a restaurant's diner context (a handful of queries, run side by side). */
export async function loadDinerContext(
  db: DbOrTx,
  row: RestaurantRow,
  now: Date,
  appDeps: AppDeps,
): Promise<DinerContext> {
  const today = localClock(now, row.timezone).isoDate;
  const [hours, payments, tables, qrRows, settings, surchargeRows, published, inactive, unavailable] =
    await independently(db, [
      () => loadOpenHours(db, row.id),
      () => loadOnlinePaymentMethods(appDeps, db, row),
      () =>
        db
          .select()
          .from(restaurantTables)
          .where(and(eq(restaurantTables.restaurantId, row.id), isNull(restaurantTables.archivedAt))),
      () => db.select().from(qrCodeSettings).where(eq(qrCodeSettings.restaurantId, row.id)),
      () => findMenuSettings(db, row.id),
      () => findSurchargeRules(db, row.id),
      () =>
        db
          .select({ menu: menus, version: max(menuVersions.version) })
          .from(menus)
          .innerJoin(menuVersions, eq(menuVersions.menuId, menus.id))
          .where(and(eq(menus.restaurantId, row.id), eq(menus.isPublished, true)))
          .groupBy(menus.id)
          .orderBy(desc(menus.publishedAt)),
      () =>
        db
          .select({ menuId: menuItems.menuId, id: menuItems.id })
          .from(menuItems)
          .innerJoin(menus, eq(menuItems.menuId, menus.id))
          .where(
            and(eq(menus.restaurantId, row.id), eq(menus.isPublished, true), eq(menuItems.active, false)),
          ),
      () =>
        db
          .select({ menuItemId: unavailableItems.menuItemId, effectiveDate: unavailableItems.effectiveDate })
          .from(unavailableItems)
          .where(
            and(
              eq(unavailableItems.restaurantId, row.id),
              or(isNull(unavailableItems.effectiveDate), gte(unavailableItems.effectiveDate, today)),
            ),
          ),
    ]);

  const surchargeRules = surchargeRows.map(toSurchargeRule);
  const inactiveByMenu = new Map<string, string[]>();
  for (const { menuId, id } of inactive) {
    const list = inactiveByMenu.get(menuId) ?? [];
    list.push(id);
    inactiveByMenu.set(menuId, list);
  }
  return {
    row,
    restaurant: toDinerRestaurant(row, hours, payments),
    tables: new Map(tables.map((t) => [t.tableNumber, t])),
    qrSettings: new Map(
      qrRows.map((q) => [
        q.qrType,
        {
          isOrderingDisabled: q.isOrderingDisabled,
          disabledDate: q.disabledDate ? isoToDmy(q.disabledDate) : null,
        },
      ]),
    ),
    announcement: {
      showDialog: settings?.showDialog ?? false,
      dialogTitle: settings?.dialogTitle ?? '',
      dialogText: settings?.dialogText ?? '',
      dialogVersion: settings?.dialogVersion ?? 0,
    },
    surchargeRules,
    dinerSurchargeRules: dinerSurchargeRules(surchargeRules),
    publishedMenus: published.map((p) => ({ menu: p.menu, version: p.version ?? 0 })),
    inactiveByMenu,
    unavailable,
    memo: new Map(),
  };
}

/** The message for a table number the restaurant does not have. */
export const tableNotFound = () => new AppError('NOT_FOUND', ONLINE_MESSAGES.tableNotFound);
