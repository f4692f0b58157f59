import {
  type OrderKind,
  type PosDeliveryPartner,
  TRANSACTION_DELETE_REASONS,
  type TransactionType,
  VOID_DISH_REASONS,
} from '@rpos/domain';
import type { MenuPicker } from './demo-history-menu';
import type { CustomerSource, Person, StaffRoster } from './demo-history-people';
import {
  billStartSeconds,
  billsOnDay,
  chooseBillType,
  chooseGuests,
  chooseTable,
  type HistoryDay,
  minutesLater,
  quarterHour,
  type WallClock,
} from './demo-history-plan';
import { type HistoryProfile, HISTORY_ODDS as ODDS, type Service } from './demo-history-profiles';
import type { PlannedBill, PlannedOrder } from './demo-history-types';
import type { Random } from './prng';

// One day of a restaurant's history as planned bills (decision 0150): who comes when, for what kind
// of bill, at which table, what they order, how they pay, and the occasional void, discount, split,
// deletion or refund. The money is worked out later, by demo-history-bills.ts.

export interface DayContext {
  profile: HistoryProfile;
  clock: WallClock;
  tables: readonly { tableNumber: string; seats: number }[];
  staff: StaffRoster;
  customers: CustomerSource;
  picker: MenuPicker;
  partners: readonly PosDeliveryPartner[];
  discountNames: readonly string[];
  /** QR types the restaurant has switched off (no QR orders of those). */
  qrDisabled: readonly string[];
  /** Online settings that shape what diners give at checkout. */
  guestsRequired: boolean;
  mobileOptional: boolean;
  /** Nothing of the history happens after this moment. */
  now: Date;
}

interface BillWindow {
  service: Service;
  /** When the bill opens and when the opening window it falls in closes, in local seconds. */
  start: number;
  windowEnd: number;
}

function serviceAt(profile: HistoryProfile, minute: number): Service {
  if (minute < 3 * 60 || minute >= profile.dinnerFrom) return 'dinner';
  return minute < profile.lunchFrom ? 'breakfast' : 'lunch';
}

/** How many lines an order has: by the party for a table's first order, a few otherwise. */
function lineCount(random: Random, type: TransactionType, guests: number, followUp: boolean): number {
  if (followUp) return random.int(1, Math.min(3, Math.max(1, guests)));
  if (type === 'dinein')
    return Math.min(9, Math.max(1, Math.round(guests * 0.85 + 0.8 + random.normal() * 0.7)));
  if (type === 'delivery' || type === 'deliveryPartner') return random.int(2, 5);
  return random.weighted([1, 2, 3, 4], [40, 35, 16, 9]);
}

/** The bills of one day, in the order they open; none that would end after `now`. */
export function planDay(
  ctx: DayContext,
  random: Random,
  day: HistoryDay,
  windows: readonly [number, number][],
): PlannedBill[] {
  const n = billsOnDay(random, ctx.profile, day.weekday);
  const starts = billStartSeconds(random, ctx.profile, windows, day.weekday, n);
  const freeAt = new Map<string, number>();
  const bills: PlannedBill[] = [];
  for (const s of starts) {
    const window = windows.find(([a, b]) => s >= a * 60 && s < b * 60) ?? windows[0]!;
    const when: BillWindow = { service: serviceAt(ctx.profile, s / 60), start: s, windowEnd: window[1] * 60 };
    const bill = planBill(ctx, random, day, when, freeAt);
    if (lastEvent(bill) <= ctx.now.getTime()) bills.push(bill);
  }
  return bills;
}

function lastEvent(bill: PlannedBill): number {
  const times = [bill.payAt, ...bill.orders.map((o) => o.at), bill.deletion?.at ?? bill.payAt];
  return Math.max(...times.map((t) => t.getTime()));
}

function planBill(
  ctx: DayContext,
  random: Random,
  day: HistoryDay,
  when: BillWindow,
  freeAt: Map<string, number>,
): PlannedBill {
  const { profile } = ctx;
  let openAt = ctx.clock.at(day.isoDate, when.start);
  let type = chooseBillType(random, profile);
  let table: { tableNumber: string; seats: number } | null = null;
  let guests = 1;
  if (type === 'dinein') {
    guests = chooseGuests(random);
    // They wait up to 25 minutes for a table (not past last orders); else they take it away.
    const latest = minutesLater(openAt, Math.min(25, (when.windowEnd - when.start) / 60 - 20));
    const seat = chooseTable(ctx.tables, freeAt, guests, openAt.getTime(), latest.getTime());
    if (seat) {
      table = seat.table;
      openAt = new Date(seat.at);
    } else type = 'takeaway';
  }
  const fromQr = random.chance(profile.qrShare[type] ?? 0);
  const server = ctx.staff.onFloor(random);
  const bill: PlannedBill = {
    type,
    tableNo: table?.tableNumber ?? null,
    guests: null,
    orders: [],
    customer: null,
    customerName: null,
    address: null,
    partner: null,
    server,
    settle: 'counter',
    payAt: openAt,
    printAt: null,
    discount: null,
    voidDish: null,
    splitParts: 1,
    exactCash: false,
    deletion: null,
  };
  const order = (
    at: Date,
    kind: OrderKind,
    qr: boolean,
    count: number,
    extra: Partial<PlannedOrder> = {},
  ) => {
    const planned: PlannedOrder = {
      at,
      pickupAt: at,
      ahead: false,
      kind,
      chooseType: null,
      tableId: bill.tableNo ?? kind,
      orderType: qr ? (kind === 'dinein' ? 'local' : kind) : 'local',
      fromQr: qr,
      // A bigger party shares more: dishes come two at a time more often.
      lines: ctx.picker.pickLines(
        random,
        quarterHour(at),
        kind,
        when.service,
        count,
        Math.min(0.4, 0.06 + 0.04 * guests),
      ),
      ...extra,
    };
    bill.orders.push(planned);
    return planned;
  };
  const diner = (): Person | null => ctx.customers.customer(random, ODDS.repeatCustomer);

  if (type === 'dinein' && table) {
    const base = when.service === 'breakfast' ? 30 : when.service === 'lunch' ? 40 : 55;
    const stay = Math.max(25, base + guests * 4 + random.normal() * 10);
    const closeAt = minutesLater(openAt, stay);
    freeAt.set(table.tableNumber, closeAt.getTime() + 5 * 60_000);
    const phoneGiven = fromQr && (!ctx.mobileOptional || random.chance(0.6));
    bill.guests = !fromQr || ctx.guestsRequired || random.chance(0.6) ? guests : null;
    if (phoneGiven) bill.customer = diner();
    else if (fromQr) bill.customerName = ctx.customers.partnerName(random);
    order(openAt, 'dinein', fromQr, lineCount(random, type, guests, false));
    if (random.chance(ODDS.secondOrder)) {
      const qr = fromQr && random.chance(0.85);
      order(
        minutesLater(openAt, stay * (0.3 + 0.25 * random.next())),
        'dinein',
        qr,
        lineCount(random, type, guests, true),
      );
      if (random.chance(ODDS.thirdOrder / ODDS.secondOrder))
        order(
          minutesLater(openAt, stay * (0.6 + 0.2 * random.next())),
          'dinein',
          qr,
          lineCount(random, type, guests, true),
        );
    }
    bill.payAt = closeAt;
    if (bill.orders.length === 1 && fromQr && random.chance(profile.onlineShare.dinein ?? 0)) {
      bill.settle = 'online';
      bill.payAt = minutesLater(openAt, 0.5 + random.next());
    }
  } else if (type === 'deliveryPartner') {
    const names = ctx.partners.map((p) => p.name);
    bill.partner = random.weighted(
      names,
      names.map((_, i) => names.length - i),
    );
    bill.customerName = ctx.customers.partnerName(random);
    bill.settle = 'partner';
    order(openAt, 'delivery', false, lineCount(random, type, 1, false), { tableId: 'delivery' });
    bill.payAt = minutesLater(openAt, 12 + 13 * random.next());
  } else {
    planCounterBill(ctx, random, bill, type, fromQr, openAt, when, order, diner);
  }

  const counter = bill.settle === 'counter';
  const lines = bill.orders.reduce((sum, o) => sum + o.lines.length, 0);
  if (counter && bill.tableNo && random.chance(ODDS.printInvoice))
    bill.printAt = minutesLater(bill.payAt, -(2 + 6 * random.next()));
  if (counter && bill.tableNo && lines >= 2 && random.chance(ODDS.voidDish))
    bill.voidDish = { afterMinutes: 3 + 10 * random.next(), reason: random.pick(VOID_DISH_REASONS) };
  if (counter && ctx.discountNames.length && random.chance(ODDS.discount))
    bill.discount = random.pick(ctx.discountNames);
  if (counter && (bill.guests ?? 0) >= 2 && random.chance(ODDS.split))
    bill.splitParts = random.int(2, Math.min(4, bill.guests!));
  planDeletion(ctx, random, bill);
  return bill;
}

/** Takeaway, pickup, delivery and food-court bills: one order each, from a QR code or the counter. */
function planCounterBill(
  ctx: DayContext,
  random: Random,
  bill: PlannedBill,
  type: TransactionType,
  fromQr: boolean,
  openAt: Date,
  when: BillWindow,
  order: (
    at: Date,
    kind: OrderKind,
    qr: boolean,
    count: number,
    extra?: Partial<PlannedOrder>,
  ) => PlannedOrder,
  diner: () => Person | null,
): void {
  const kind = type as OrderKind;
  const count = lineCount(random, type, 1, false);
  const online = fromQr && random.chance(ctx.profile.onlineShare[type] ?? 0);
  // A QR pickup or delivery may come through the combined pickup-delivery code where it is on.
  const combined =
    fromQr && (type === 'pickup' || type === 'delivery') && !ctx.qrDisabled.includes('pickup-delivery');
  const extra: Partial<PlannedOrder> =
    combined && random.chance(0.4)
      ? {
          tableId: 'pickup-delivery',
          orderType: 'pickup-delivery',
          chooseType: type as 'pickup' | 'delivery',
        }
      : {};

  if (type === 'pickup' || type === 'delivery') bill.customer = diner();
  else if (fromQr && (!ctx.mobileOptional || random.chance(0.7))) bill.customer = diner();
  else if (fromQr || random.chance(0.75))
    bill.customerName = ctx.customers.partnerName(random).split(' ')[0]!;
  else if (random.chance(0.4)) bill.customer = diner();
  if (type === 'delivery') bill.address = ctx.customers.address(random);

  const planned = order(openAt, kind, fromQr, count, extra);
  if (type === 'pickup' && fromQr && random.chance(ODDS.pickupAhead)) {
    const wait = 5 * random.int(6, 18);
    // Only for a time the restaurant is still open.
    if (when.start + wait * 60 < when.windowEnd - 10 * 60) {
      planned.ahead = true;
      planned.pickupAt = minutesLater(openAt, wait);
    }
  }
  if (online) {
    bill.settle = 'online';
    bill.payAt = minutesLater(openAt, 0.5 + random.next());
    return;
  }
  const wait =
    type === 'delivery'
      ? 35 + 25 * random.next()
      : type === 'pickup'
        ? (planned.ahead ? 0 : 15 + 10 * random.next()) + 3 * random.next()
        : fromQr
          ? 6 + 12 * random.next()
          : 0.5 + 1.5 * random.next();
  bill.payAt = minutesLater(planned.pickupAt, wait);
}

/** Now and then a bill is deleted: an invalid counter bill, a test, or an online order refunded. */
function planDeletion(ctx: DayContext, random: Random, bill: PlannedBill): void {
  const manager = () => ctx.staff.manager(random);
  const counterOrder = !bill.orders[0]!.fromQr && bill.type === 'takeaway';
  if (bill.settle === 'online' && random.chance(ODDS.refund)) {
    bill.deletion = {
      reason: 'Refund',
      at: minutesLater(bill.payAt, 20 + 220 * random.next()),
      by: manager(),
      refund: true,
    };
  } else if (counterOrder && random.chance(ODDS.deleteInvalid)) {
    bill.settle = 'none';
    bill.discount = null;
    bill.deletion = {
      reason: TRANSACTION_DELETE_REASONS[0],
      at: minutesLater(bill.orders[0]!.at, 2 + 8 * random.next()),
      by: manager(),
      refund: false,
    };
    bill.payAt = bill.orders[0]!.at;
  } else if (counterOrder && random.chance(ODDS.deleteTest)) {
    bill.exactCash = true;
    bill.splitParts = 1;
    bill.deletion = {
      reason: TRANSACTION_DELETE_REASONS[2],
      at: minutesLater(bill.payAt, 1 + 4 * random.next()),
      by: manager(),
      refund: false,
    };
  }
}
