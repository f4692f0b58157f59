import { MEMBER_VOUCHER_MESSAGES, type PublishedMenu } from '@rpos/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, restaurants, smsCodes, vouchers } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { buildTestApp } from '../../test/test-app';
import { MONDAY_NOON, menuOf, orderNumber, placeOrder, restaurantRow } from './order-test-helpers';
import { addWelcomePromotion, joinedMember, memberOrder, smsCodeFor } from './voucher-order-test-helpers';

// placeOrder's one statement under races that involve a voucher (decision 0361): two orders colliding
// on one order number with different vouchers, and the loser of a voucher race keeping its SMS code.

const t = await buildTestApp();
let menu: PublishedMenu;
let phoneSeq = 0;
const phone = () => `04170000${String(phoneSeq++).padStart(2, '0')}`;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  menu = await menuOf(t, 'goldendragon', '5');
  await addWelcomePromotion(t, (await restaurantRow(t, 'goldendragon')).id);
});

const setSmsVerify = (on: boolean) =>
  t.db.update(restaurants).set({ smsVerify: on }).where(eq(restaurants.urlIdentifier, 'goldendragon'));
afterEach(() => setSmsVerify(false));

const voucherStatus = async (id: string) =>
  (await t.db.select({ status: vouchers.status }).from(vouchers).where(eq(vouchers.id, id)))[0]!.status;

const ordersNumbered = async (number: string) =>
  t.db.select().from(orders).where(eq(orders.orderNumber, number));

/**
 * On PostgreSQL, a truly simultaneous start: the test holds both vouchers' rows locked until both
 * statements wait on them (each has its snapshot by then), then lets them go together. PGlite runs one
 * statement at a time: there the two requests simply go side by side.
 */
async function together<T>(voucherIds: string[], run: () => Promise<T>): Promise<T> {
  if (t.deps.database.kind === 'pglite') return run();
  let started: Promise<T> | undefined;
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${vouchers} where ${inArray(vouchers.id, voucherIds)} for update`);
    started = run();
    for (let i = 0; i < 200; i++) {
      const waiting = (await t.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      if (waiting.rows[0]!.n >= 2) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the two orders never reached the vouchers');
  });
  return started!;
}

describe('two orders with one order number and different vouchers', () => {
  it('never answers 500: one is placed, the other gets a clear 409 and keeps its voucher', async () => {
    const [a, b] = [await joinedMember(t, phone()), await joinedMember(t, phone())];
    const number = orderNumber();
    const replies = await together([a.voucherId, b.voucherId], () =>
      Promise.all([
        placeOrder(t, memberOrder(menu, a, { voucherId: a.voucherId, orderNumber: number })),
        placeOrder(t, memberOrder(menu, b, { voucherId: b.voucherId, orderNumber: number })),
      ]),
    );
    expect(replies.map((r) => r.statusCode).sort(), replies.map((r) => r.body).join('\n')).toEqual([
      200, 409,
    ]);
    const lost = replies.find((r) => r.statusCode === 409)!;
    expect(lost.json().message).toBe(MEMBER_VOUCHER_MESSAGES.placedWithOtherVoucher);
    const [placed] = await ordersNumbered(number);
    const [winner, loser] = placed!.voucherId === a.voucherId ? [a, b] : [b, a];
    expect(await ordersNumbered(number)).toHaveLength(1);
    expect(await voucherStatus(winner.voucherId)).toBe('used');
    expect(await voucherStatus(loser.voucherId)).toBe('active');
    // The loser's voucher still works on an order of its own.
    const own = await placeOrder(t, memberOrder(menu, loser, { voucherId: loser.voucherId }));
    expect(own.statusCode, own.body).toBe(200);
  });

  it('answers a retry with the same voucher as the first order, and one without a voucher with 409', async () => {
    const m = await joinedMember(t, phone());
    const number = orderNumber();
    const body = memberOrder(menu, m, { voucherId: m.voucherId, orderNumber: number });
    const first = await placeOrder(t, body);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await placeOrder(t, body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ duplicate: true, reference: first.json().reference });
    const without = await placeOrder(t, memberOrder(menu, m, { orderNumber: number }));
    expect(without.statusCode, without.body).toBe(409);
    expect(without.json().message).toBe(MEMBER_VOUCHER_MESSAGES.placedWithOtherVoucher);
    expect(await ordersNumbered(number)).toHaveLength(1);
  });
});

describe('the loser of a voucher race with smsVerify', () => {
  it('keeps its SMS code unused, so its retry without the voucher is accepted', async () => {
    const m = await joinedMember(t, phone());
    await setSmsVerify(true);
    const [c1, c2] = [await smsCodeFor(t, phone()), await smsCodeFor(t, phone())];
    const bodies = [c1, c2].map((c) =>
      memberOrder(
        menu,
        { ...m, phone: c.phone },
        {
          voucherId: m.voucherId,
          extra: { sid: c.sid, verifyCode: c.code },
        },
      ),
    );
    const replies = await Promise.all(bodies.map((body) => placeOrder(t, body)));
    expect(replies.map((r) => r.statusCode).sort(), replies.map((r) => r.body).join('\n')).toEqual([
      200, 400,
    ]);
    const lostAt = replies.findIndex((r) => r.statusCode === 400);
    expect(replies[lostAt]!.json().message).toBe(MEMBER_VOUCHER_MESSAGES.used);
    const [winnerCode, loserCode] = lostAt === 1 ? [c1, c2] : [c2, c1];
    const usedAt = async (sid: string) =>
      (await t.db.select({ usedAt: smsCodes.usedAt }).from(smsCodes).where(eq(smsCodes.sid, sid)))[0]!.usedAt;
    expect(await usedAt(winnerCode.sid)).toEqual(MONDAY_NOON);
    // Nothing of the losing order stands, its code included.
    expect(await usedAt(loserCode.sid)).toBeNull();
    expect(await ordersNumbered(bodies[lostAt]!.order.orderNumber)).toHaveLength(0);
    // The diner retries without the voucher, with the same code: accepted, and the code is used now.
    const lost = bodies[lostAt]!;
    const retry = await placeOrder(t, { ...lost, voucherId: undefined });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await usedAt(loserCode.sid)).toEqual(MONDAY_NOON);
  });
});
