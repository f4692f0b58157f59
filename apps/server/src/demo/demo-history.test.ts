import {
  applicableSurcharges,
  billTotals,
  localClock,
  surchargeDay,
  TRANSACTION_DELETE_REASONS,
  VOID_DISH_REASONS,
} from '@rpos/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  orderItemOptions,
  orderItems,
  orders,
  paymentRefunds,
  paymentSettlements,
  payments,
  printRequests,
  restaurants,
  staffActivities,
  surcharges,
  transactionAdjustments,
  transactionOperations,
  transactionOrders,
  transactionPayments,
  transactions,
} from '../db/schema';
import { toSurchargeRule } from '../modules/surcharges/surcharges.repository';
import { buildTestApp } from '../test/test-app';
import { buildHistory, type HistoryFigures, loadHistorySource, seedDemoHistory } from './demo-history';
import { openWindows } from './demo-history-plan';
import { HISTORY_PROFILES } from './demo-history-profiles';
import { DEMO_RESTAURANTS } from './demo-restaurants';
import { seedDemoDataIfEmpty } from './seed';

const t = await buildTestApp();
/** Monday 2 June 2025, 05:00 in Sydney: the seven days before are complete, today has no bill yet. */
const NOW = new Date('2025-06-01T19:00:00Z');
const DAYS = 8;
const TZ = 'Australia/Sydney';
let figures: HistoryFigures[];

/** Everything of one restaurant's history, read back from the database. */
async function readBack(urlIdentifier: string) {
  const [r] = await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, urlIdentifier));
  const id = r!.id;
  const bills = await t.db.select().from(transactions).where(eq(transactions.restaurantId, id));
  const billOrders = await t.db
    .select({ billId: transactionOrders.transactionId, order: orders })
    .from(transactionOrders)
    .innerJoin(orders, eq(orders.id, transactionOrders.orderId))
    .where(eq(orders.restaurantId, id));
  const lines = await t.db
    .select({ item: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.restaurantId, id));
  const options = await t.db.select().from(orderItemOptions);
  const pays = await t.db
    .select({ p: transactionPayments })
    .from(transactionPayments)
    .innerJoin(transactions, eq(transactions.id, transactionPayments.transactionId))
    .where(eq(transactions.restaurantId, id));
  const adjustments = await t.db.select().from(transactionAdjustments);
  const ops = await t.db
    .select({ op: transactionOperations })
    .from(transactionOperations)
    .innerJoin(transactions, eq(transactions.id, transactionOperations.transactionId))
    .where(eq(transactions.restaurantId, id));
  const activities = await t.db.select().from(staffActivities).where(eq(staffActivities.restaurantId, id));
  const rules = (await t.db.select().from(surcharges).where(eq(surcharges.restaurantId, id))).map(
    toSurchargeRule,
  );
  const group = <T, K>(list: T[], key: (x: T) => K) => {
    const m = new Map<K, T[]>();
    for (const x of list) m.set(key(x), [...(m.get(key(x)) ?? []), x]);
    return m;
  };
  return {
    restaurant: r!,
    bills,
    ordersOf: group(billOrders, (o) => o.billId),
    linesOf: group(
      lines.map((l) => l.item),
      (l) => l.orderId,
    ),
    optionsOf: group(options, (o) => o.itemId),
    paymentsOf: group(
      pays.map((p) => p.p),
      (p) => p.transactionId,
    ),
    adjustmentsOf: group(adjustments, (a) => a.transactionId),
    opsOf: group(
      ops.map((o) => o.op),
      (o) => o.transactionId,
    ),
    activitiesOf: group(activities, (a) => a.transactionId),
    rules,
  };
}
type History = Awaited<ReturnType<typeof readBack>>;
const histories = new Map<string, History>();

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  expect(await t.db.select().from(transactions)).toEqual([]);
  figures = await seedDemoHistory(t.deps.database, { now: NOW, days: DAYS });
  for (const def of DEMO_RESTAURANTS)
    histories.set(def.profile.urlIdentifier, await readBack(def.profile.urlIdentifier));
}, 120_000);

describe.each(DEMO_RESTAURANTS.map((d) => [d.profile.urlIdentifier, d] as const))(
  '%s history',
  (key, def) => {
    const h = () => histories.get(key)!;
    const profile = HISTORY_PROFILES[key]!;
    const localOf = (at: Date) => localClock(at, TZ);

    it('asks the kitchen printers for nothing: the history was printed long ago', async () => {
      const [row] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(printRequests)
        .where(eq(printRequests.restaurantId, h().restaurant.id));
      expect(row!.n).toBe(0);
    });

    it('is closed: every bill paid or deleted, none active, nothing after now', () => {
      const f = figures.find((x) => x.restaurant === key)!;
      expect(f.bills).toBe(h().bills.length);
      expect(h().bills.every((b) => b.status === 'paid' || b.status === 'deleted')).toBe(true);
      expect(h().bills.every((b) => b.updatedAt <= NOW && (b.payTime ?? NOW) <= NOW)).toBe(true);
      const dates = new Set(h().bills.map((b) => localOf(b.createdAt).isoDate));
      expect([...dates].sort()[0]).toBe('2025-05-26');
    });

    it('adds up: billTotals over the stored parts leaves 0 on every paid bill, paid = Σ merchantAmount', () => {
      for (const b of h().bills) {
        const billOrders = h().ordersOf.get(b.id)!;
        const first = billOrders.map((o) => o.order).sort((x, y) => +x.orderTime - +y.orderTime)[0]!;
        const pays = h().paymentsOf.get(b.id) ?? [];
        const totals = billTotals({
          orders: billOrders.map(({ order }) => ({
            status: order.status,
            lines: h().linesOf.get(order.id)!,
          })),
          adjustments: (h().adjustmentsOf.get(b.id) ?? []).map((a) => ({
            adjustmentType: 'discount' as const,
            name: a.name,
            percentage: a.percentageBp === null ? null : a.percentageBp / 100,
            amount: a.amount,
          })),
          surcharge: { rules: h().rules, day: surchargeDay(first.pickupTime, TZ) },
          payments: pays,
          taxPercentage: h().restaurant.taxPercentage,
        });
        expect(totals.paid).toBe(pays.reduce((s, p) => s + p.merchantAmount, 0));
        if (b.billPaid) expect([b.id, totals.balance]).toEqual([b.id, 0]);
        else expect([b.status, pays.length]).toEqual(['deleted', 0]);
      }
    });

    it('prices orders from their lines, with the surcharge of their day', () => {
      for (const { order } of [...h().ordersOf.values()].flat()) {
        const lines = h().linesOf.get(order.id)!;
        expect(order.subtotal).toBe(lines.reduce((s, l) => s + l.lineTotal, 0));
        const day = surchargeDay(order.pickupTime, TZ);
        const applied = applicableSurcharges(h().rules, day, order.subtotal);
        expect(order.surchargeTotal).toBe(applied.reduce((s, a) => s + a.amount, 0));
        expect(order.total).toBe(order.subtotal + order.surchargeTotal);
        for (const l of lines) {
          const opts = h().optionsOf.get(l.id) ?? [];
          expect(l.subTotal).toBe(l.unitPrice + opts.reduce((s, o) => s + o.price * o.quantity, 0));
        }
      }
      // Sunday bills carry the Sunday surcharge.
      const sunday = h().bills.filter((b) => localOf(b.createdAt).weekday === 7 && b.billPaid);
      expect(sunday.length).toBeGreaterThan(50);
      expect(
        sunday.every((b) =>
          h()
            .ordersOf.get(b.id)!
            .every(({ order }) => order.surchargeTotal > 0),
        ),
      ).toBe(true);
    });

    it('has 80–150 bills a day, more at the weekend, opening in the opening hours with two peaks', () => {
      const byDay = new Map<string, { weekday: number; n: number }>();
      const byHour = new Array<number>(24).fill(0);
      for (const b of h().bills) {
        const c = localOf(b.createdAt);
        byDay.set(c.isoDate, { weekday: c.weekday, n: (byDay.get(c.isoDate)?.n ?? 0) + 1 });
        byHour[Math.floor(c.minutes / 60)]! += 1;
        const open = openWindows(def.hours, c.weekday).some(([a, z]) => c.minutes >= a && c.minutes < z);
        expect([b.id, open]).toEqual([b.id, true]);
      }
      const days = [...byDay.values()];
      expect(days).toHaveLength(7);
      for (const d of days) {
        expect(d.n).toBeGreaterThanOrEqual(80);
        expect(d.n).toBeLessThanOrEqual(150);
      }
      const mean = (list: { n: number }[]) => list.reduce((s, d) => s + d.n, 0) / list.length;
      expect(mean(days.filter((d) => d.weekday >= 5))).toBeGreaterThan(
        1.15 * mean(days.filter((d) => d.weekday < 5)),
      );
      const hours = (from: number, to: number) => byHour.slice(from, to).reduce((s, n) => s + n, 0);
      console.log(key, byHour.join(' '));
      if (key === 'goldendragon') {
        expect(hours(12, 14)).toBeGreaterThan(hours(11, 12) + hours(14, 15));
        expect(hours(18, 21)).toBeGreaterThan(hours(17, 18) + hours(21, 22));
      } else {
        expect(hours(7, 10)).toBeGreaterThan(1.5 * hours(10, 12));
        expect(hours(12, 14)).toBeGreaterThan(hours(10, 11) + hours(14, 15));
      }
    });

    it('mixes bill types and payment types as designed', () => {
      const shares = (counts: Map<string, number>) => {
        const total = [...counts.values()].reduce((s, n) => s + n, 0);
        return new Map([...counts].map(([k, n]) => [k, n / total]));
      };
      const count = <T>(list: T[], key: (x: T) => string) =>
        list.reduce((m, x) => m.set(key(x), (m.get(key(x)) ?? 0) + 1), new Map<string, number>());
      const designed = (weights: Record<string, number>) => {
        const total = Object.values(weights).reduce((s, n) => s + n, 0);
        return Object.entries(weights).map(([k, w]) => [k, w / total] as const);
      };
      const types = shares(count(h().bills, (b) => b.type));
      for (const [type, share] of designed(profile.typeShares as Record<string, number>))
        expect(Math.abs((types.get(type) ?? 0) - share), type).toBeLessThan(0.08);
      const counter = [...h().paymentsOf.values()]
        .flat()
        .filter((p) => p.type !== 'OBPayments' && p.type in profile.paymentShares);
      const paid = shares(count(counter, (p) => p.type));
      for (const [type, share] of designed(profile.paymentShares))
        expect(Math.abs((paid.get(type) ?? 0) - share), type).toBeLessThan(0.07);
      const cash = counter.filter((p) => p.type === 'CASH');
      expect(cash.some((p) => p.change > 0)).toBe(true);
      expect(
        counter.filter((p) => p.type === 'VISAMastercard').every((p) => p.merchantAmount > p.paymentAmount),
      ).toBe(true);
      // Delivery-partner bills are the restaurant's partners', paid by the partner.
      const partners = h().bills.filter((b) => b.type === 'deliveryPartner');
      const named = (h().restaurant.posSettings as { posDeliveryPartners: { name: string }[] })
        .posDeliveryPartners;
      expect(partners.every((b) => named.some((p) => p.name === b.deliveryPartnerType))).toBe(true);
      expect(h().bills.some((b) => b.type === 'foodcourt')).toBe(key === 'bondibites');
    });

    it('writes a history entry and a staff activity for every change, by the demo staff or Online', () => {
      const staff = new Set(
        h().bills.flatMap((b) => (h().activitiesOf.get(b.id) ?? []).map((a) => a.staffName)),
      );
      expect(staff.has('Online')).toBe(true);
      expect(staff.size).toBeGreaterThanOrEqual(key === 'goldendragon' ? 4 : 2);
      for (const b of h().bills) {
        const ops = (h().opsOf.get(b.id) ?? []).sort((x, y) => +x.updatedAt - +y.updatedAt);
        const acts = h().activitiesOf.get(b.id) ?? [];
        expect(ops[0]?.operationType).toBe('openBill');
        expect(acts.map((a) => [a.operationType, a.price, +a.updatedAt]).sort()).toEqual(
          ops.map((o) => [o.operationType, o.price, +o.updatedAt]).sort(),
        );
        expect(ops.filter((o) => o.operationType === 'addOrder')).toHaveLength(
          h().ordersOf.get(b.id)!.length,
        );
        expect(ops.filter((o) => o.operationType === 'closeBill')).toHaveLength(b.billPaid ? 1 : 0);
        if (b.status === 'deleted') expect(ops.at(-1)?.operationType).toBe('deleteTransaction');
      }
    });

    it('deletes a few bills with a reason, voids a few dishes with one, and refunds online payments as the payments module does', async () => {
      const deleted = h().bills.filter((b) => b.status === 'deleted');
      for (const b of deleted) {
        expect(TRANSACTION_DELETE_REASONS).toContain(b.deletedReason);
        expect(b.deletedBy).toBeTruthy();
        expect(+b.deletedAt!).toBeGreaterThanOrEqual(+b.createdAt);
      }
      expect(deleted.length).toBeLessThan(h().bills.length * 0.02);
      const voided = [...h().linesOf.values()].flat().filter((l) => l.isVoidedDish);
      expect(voided.length).toBeGreaterThan(0);
      for (const l of voided)
        expect([VOID_DISH_REASONS.includes(l.voidReason as never), !!l.voidedBy]).toEqual([true, true]);

      const online = [...h().paymentsOf.values()].flat().filter((p) => p.type === 'OBPayments');
      expect(online.length).toBeGreaterThan(50);
      const cards = await t.db.select().from(payments).where(eq(payments.restaurantId, h().restaurant.id));
      const byId = new Map(cards.map((c) => [c.id, c]));
      for (const p of online) {
        const card = byId.get(p.reference!)!;
        expect([card.provider, card.method, card.status, card.capturedAmount]).toEqual([
          'sandbox',
          'card',
          'authorised',
          p.paymentAmount,
        ]);
      }
      const settled = await t.db.select().from(paymentSettlements);
      expect(
        cards.every((c) =>
          settled.some((s) => s.paymentId === c.id && s.subjectKey === `order:${c.orderId}`),
        ),
      ).toBe(true);
      const refunds = await t.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.restaurantId, h().restaurant.id));
      for (const r of refunds) {
        const card = byId.get(r.paymentId)!;
        expect([r.status, card.refundedAmount]).toEqual(['succeeded', r.amount]);
        const bill = h().bills.find((b) =>
          h()
            .paymentsOf.get(b.id)
            ?.some((p) => p.reference === card.id),
        )!;
        expect([bill.status, bill.deletedReason]).toEqual(['deleted', 'Refund']);
      }
    });

    it('counts each customer by phone, as placeOrder does', async () => {
      const rows = await t.db.select().from(customers).where(eq(customers.restaurantId, h().restaurant.id));
      const withPhone = [...h().ordersOf.values()].flat().filter(({ order }) => order.customerPhone);
      expect(rows.length).toBeGreaterThan(50);
      expect(rows.reduce((s, c) => s + c.orderCount, 0)).toBe(withPhone.length);
      expect(rows.some((c) => c.orderCount >= 3)).toBe(true);
      for (const c of rows) {
        const mine = withPhone
          .filter(({ order }) => order.customerPhone === c.phone)
          .map(({ order }) => +order.orderTime);
        expect([c.phone, c.orderCount, +c.lastOrderAt]).toEqual([c.phone, mine.length, Math.max(...mine)]);
      }
    });

    it('is deterministic: building again from the same source, now and days gives the stored rows', async () => {
      const again = buildHistory((await loadHistorySource(t.db, def))!, { now: NOW, days: DAYS });
      const stored = [...h().ordersOf.values()]
        .flat()
        .map(({ order }) => [order.id, order.orderNumber, order.total]);
      expect(again.rows.orders.map((o) => [o.id, o.orderNumber, o.total]).sort()).toEqual(stored.sort());
      const pays = [...h().paymentsOf.values()].flat();
      expect(again.rows.transactionPayments.map((p) => [p.id, p.type, p.merchantAmount]).sort()).toEqual(
        pays.map((p) => [p.id, p.type, p.merchantAmount]).sort(),
      );
      expect(again.bills.filter((b) => b.status === 'paid').every((b) => b.totals.balance === 0)).toBe(true);
    });
  },
);

it('seeds the history once: a second run writes nothing', async () => {
  expect(figures.map((f) => f.restaurant)).toEqual(['goldendragon', 'bondibites']);
  expect(await seedDemoHistory(t.deps.database, { now: NOW, days: DAYS })).toEqual([]);
});

it('holds together: no row points to a missing parent (the PGlite load skips foreign-key triggers)', async () => {
  const orphans = (await t.db.execute(sql`
    select (select count(*) from order_items i left join orders o on o.id = i.order_id where o.id is null)
      + (select count(*) from order_item_options x left join order_items i on i.id = x.item_id where i.id is null)
      + (select count(*) from transaction_orders x left join orders o on o.id = x.order_id left join transactions b on b.id = x.transaction_id where o.id is null or b.id is null)
      + (select count(*) from transaction_payments x left join transactions b on b.id = x.transaction_id where b.id is null)
      + (select count(*) from transaction_operations x left join transactions b on b.id = x.transaction_id where b.id is null)
      + (select count(*) from staff_activities x left join transactions b on b.id = x.transaction_id where b.id is null)
      + (select count(*) from payments x left join orders o on o.id = x.order_id where o.id is null)
      + (select count(*) from payment_refunds x left join payments p on p.id = x.payment_id where p.id is null)
      + (select count(*) from orders x left join transaction_orders b on b.order_id = x.id where b.order_id is null)
      as n`)) as unknown as { rows: { n: number | string }[] };
  expect(Number(orphans.rows[0]!.n)).toBe(0);
});
