import { randomUUID } from 'node:crypto';
import { ALLERGEN_MESSAGES, KdsOrdersResponse, orderNumberFromUuid, type PublishedMenu } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderItems, orders, printJobs } from '../../db/schema';
import { buildTestApp } from '../../test/test-app';
import { dishNamed, line } from '../orders/order-test-helpers';
import { dish, placePos, posFixture, posOrder, refused, setAsideOpenBills } from './pos-test-helpers';

// A POS order declares an allergy (decision 0599): the waiter asks, the kitchen's docket and display
// flag it like a diner's (decisions 0561, 0562).

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
});
beforeEach(() => setAsideOpenBills(t, gdId));

const kungPao = () => dishNamed(menu, 'Kung Pao Chicken');
const spice = () => kungPao().groups.find((g) => g.name === 'Spice level')!.options[0]!;
const noPeanuts = () =>
  kungPao()
    .groups.flatMap((g) => g.options)
    .find((o) => o.name === 'No peanuts')!;

const orderOf = async (orderNumber: string) => {
  const [row] = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, gdId), eq(orders.orderNumber, orderNumber)));
  return row!;
};

describe('a POS order with a declared allergy', () => {
  it('is stored with each line’s allergens as chosen, and the docket flags the line holding it', async () => {
    const body = posOrder(
      [
        line(kungPao(), { options: [{ id: spice().id }] }),
        line(kungPao(), { options: [{ id: spice().id }, { id: noPeanuts().id }] }),
        dish(menu, 'Siu Mai'),
      ],
      { allergens: ['pe', 'mi'] },
    );
    await placePos(t, admin, body);
    const order = await orderOf(body.orderNumber);
    expect(order.allergens).toEqual(['mi', 'pe']);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.map((l) => l.allergens).sort()).toEqual(
      [[], ['gl', 'wh', 'pe', 'so'], ['gl', 'wh', 'so']].sort(),
    );
    await t.app.printQueue.runOnce();
    const jobs = await t.db.select().from(printJobs).where(eq(printJobs.orderId, order.id));
    expect(jobs.length).toBeGreaterThan(0);
    const preview = jobs.map((j) => j.preview ?? '').join('\n');
    expect(preview).toContain('ALLERGY: MILK, PEANUT');
    // Only the Kung Pao with peanuts is flagged: "No peanuts" took it away.
    expect(preview.split('\n').filter((r) => r.includes('!! ALLERGY: PEANUT !!'))).toHaveLength(jobs.length);
  });

  it('the kitchen display names the declaration and flags the line', async () => {
    const body = posOrder([line(kungPao(), { options: [{ id: spice().id }] }), dish(menu, 'Siu Mai')], {
      allergens: ['pe'],
    });
    await placePos(t, admin, body);
    const order = await orderOf(body.orderNumber);
    const res = await t.request({ method: 'GET', url: '/api/kds/orders', as: admin });
    expect(res.statusCode, res.body).toBe(200);
    const tickets = KdsOrdersResponse.parse(res.json()).categories.flatMap((c) =>
      c.tickets.filter((x) => x.orderId === order.id),
    );
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.every((x) => x.allergens.includes('Peanut'))).toBe(true);
    const kdsLines = tickets.flatMap((x) => x.lines);
    expect(kdsLines.find((l) => l.name === 'Kung Pao Chicken')?.allergens).toEqual(['Peanut']);
    expect(kdsLines.find((l) => l.name === 'Siu Mai')?.allergens).toEqual([]);
  });

  it('refuses an unknown allergen with 400 and writes nothing; none declared flags nothing', async () => {
    const bad = posOrder([dish(menu, 'Siu Mai')], { allergens: ['x7'] });
    refused(
      await t.request({ method: 'POST', url: '/api/pos/orders', payload: bad, as: admin }),
      400,
      ALLERGEN_MESSAGES.unknownAllergen,
    );
    expect(await t.db.select().from(orders).where(eq(orders.orderNumber, bad.orderNumber))).toHaveLength(0);
    const plain = posOrder([line(kungPao(), { options: [{ id: spice().id }] })]);
    await placePos(t, admin, plain);
    expect((await orderOf(plain.orderNumber)).allergens).toEqual([]);
  });

  it('an order taken offline carries the declaration through the sync: the docket flags it (decision 0601)', async () => {
    const key = randomUUID();
    const change = {
      key,
      seq: 1,
      kind: 'order',
      localBillId: 'offline-allergy',
      staffId: null,
      deviceTime: t.deps.now().toISOString(),
      type: 'dinein',
      tableNo: '5',
      guests: 2,
      items: [line(kungPao(), { options: [{ id: spice().id }] }), dish(menu, 'Siu Mai')],
      allergens: ['pe'],
      expectedSubtotal: 0,
    };
    const sync = (changes: object[]) =>
      t.request({
        method: 'POST',
        url: '/api/pos/sync',
        as: admin,
        payload: { deviceId: 'tablet-a', deviceNow: t.deps.now().toISOString(), changes },
      });
    const res = await sync([change]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0].status).toBe('applied');
    const order = await orderOf(orderNumberFromUuid(key));
    expect(order.allergens).toEqual(['pe']);
    await t.app.printQueue.runOnce();
    const jobs = await t.db.select().from(printJobs).where(eq(printJobs.orderId, order.id));
    expect(jobs.length).toBeGreaterThan(0);
    const preview = jobs.map((j) => j.preview ?? '').join('\n');
    expect(preview).toContain('ALLERGY: PEANUT');
    expect(preview).toContain('!! ALLERGY: PEANUT !!');
    // A code the menu does not know is refused like a Send's (kept for review), nothing written.
    const badKey = randomUUID();
    const bad = await sync([
      { ...change, key: badKey, seq: 2, localBillId: 'offline-bad', allergens: ['x7'] },
    ]);
    expect(bad.json().results[0]).toMatchObject({ status: 'refused' });
    expect(bad.json().results[0].differences[0].message).toBe(ALLERGEN_MESSAGES.unknownAllergen);
    expect(
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.orderNumber, orderNumberFromUuid(badKey))),
    ).toHaveLength(0);
  });
});
