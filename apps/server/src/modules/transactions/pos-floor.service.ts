import {
  type PosBillSummary,
  type PosFloorResponse,
  PosSettings,
  type PosSetupResponse,
  type PosTableStatus,
} from '@rpos/domain';
import { menuSnapshot } from '../menus/menu-snapshot-cache';
import { findPaymentTypes } from '../payment-types/payment-types.repository';
import { billRestaurantOfCall, type PosCall, posContext } from './bill-changes';
import { findAreas, findTables } from './bill-changes.repository';
import { type BillRestaurant, totalsOf } from './bill-figures';
import { ONLINE_PAYMENT_TYPE } from './bill-payments.service';
import { posMenuView, posServedMenu } from './pos-menus';
import { type BillParts, findActiveBills, loadBillParts } from './transactions.repository';

/** GET /pos/setup: what the till offers (decision 0137). */
export async function posSetup(call: PosCall): Promise<PosSetupResponse> {
  const db = call.deps.database.db;
  const now = call.deps.now();
  const ctx = await posContext(call);
  const { row } = ctx;
  const menuFor = async (which: 'dinein' | 'counter') => {
    const ref = posServedMenu(ctx, which);
    const snapshot = ref && (await menuSnapshot(db, ref.menu.id, ref.version));
    return ref && snapshot ? posMenuView(snapshot, ctx, ref.menu.id, now) : null;
  };
  const menu = await menuFor('dinein');
  const takeawayMenu = (await menuFor('counter')) ?? menu;
  const settings = PosSettings.parse(row.posSettings ?? {});
  const paymentTypes = (await findPaymentTypes(db, call.restaurantId)).filter(
    (t) => t.enabled && t.paymentType.toLowerCase() !== ONLINE_PAYMENT_TYPE.toLowerCase(),
  );
  const bySort = <T extends { sort: number; name: string }>(list: T[]) =>
    [...list].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  return {
    menu,
    takeawayMenu,
    paymentTypes,
    discounts: bySort(settings.discounts),
    deliveryPartners: bySort(settings.posDeliveryPartners),
    currencySymbol: row.currencySymbol,
    timezone: row.timezone,
    taxPercentage: row.taxPercentage,
    surchargeRules: [...ctx.dinerSurchargeRules],
    courses: settings.courses,
  };
}

/** An open bill as the floor shows it. */
export function billSummary(parts: BillParts, restaurant: BillRestaurant): PosBillSummary {
  const { bill } = parts;
  const totals = totalsOf(parts, restaurant);
  const counted = parts.orders.filter((o) => o.order.status !== 'cancelled');
  return {
    uuid: bill.id,
    type: bill.type,
    tableNo: bill.tableNo,
    guests: bill.guests,
    customerName: bill.customerName,
    deliveryPartnerType: bill.deliveryPartnerType,
    total: totals.total,
    paid: totals.paid,
    balance: totals.balance,
    openedAt: bill.createdAt.toISOString(),
    orderCount: counted.length,
    // A held course is not waiting for an accept (decision 0502).
    waitingOrders: counted.filter((o) => !o.isAccepted && o.course === null).length,
    isInvoicePrinted: bill.isInvoicePrinted,
  };
}

const tableOrder = new Intl.Collator('en', { numeric: true });

/**
 * GET /pos/floor: every table with its open bill — free, occupied, or awaitingPayment once the receipt
 * was printed or part of the bill paid — and the counter's open bills (not dine-in), oldest first.
 */
export async function posFloor(call: PosCall): Promise<PosFloorResponse> {
  const db = call.deps.database.db;
  const { restaurantId } = call;
  const areas = await findAreas(db, restaurantId);
  const tables = (await findTables(db, restaurantId)).map((r) => ({ ...r.table, area: r.area }));
  tables.sort((a, b) => a.sort - b.sort || tableOrder.compare(a.tableNumber, b.tableNumber));
  const bills = await findActiveBills(db, restaurantId);
  const restaurant = bills.length > 0 ? await billRestaurantOfCall(call) : null;
  const summaries = restaurant ? (await loadBillParts(db, bills)).map((p) => billSummary(p, restaurant)) : [];
  const byTable = new Map(summaries.filter((s) => s.type === 'dinein').map((s) => [s.tableNo, s]));
  return {
    areas,
    tables: tables.map((t) => {
      const bill = byTable.get(t.tableNumber) ?? null;
      const status: PosTableStatus = !bill
        ? 'free'
        : bill.isInvoicePrinted || bill.paid > 0
          ? 'awaitingPayment'
          : 'occupied';
      const { tableNumber, name, seats, area, areaId, shape, x, y, w, h } = t;
      return { tableNumber, name, seats, area, areaId, shape, x, y, w, h, status, bill };
    }),
    counterBills: summaries.filter((s) => s.type !== 'dinein'),
  };
}
