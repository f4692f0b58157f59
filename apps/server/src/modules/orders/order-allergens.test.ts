import { ALLERGEN_MESSAGES, KdsOrdersResponse, type PublishedMenu } from '@rpos/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, printJobs } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { renderEscPos } from '../printers/escpos-render';
import { kitchenDocket } from '../printers/print-documents';
import {
  dishNamed,
  line,
  MONDAY_NOON,
  menuOf,
  payload,
  placeOrder,
  restaurantRow,
} from './order-test-helpers';

// Declared allergies (issue 32; decisions 0561, 0562): stored on the order, each line's allergens as
// chosen from the menu, flagged on the docket (print outbox and ESC/POS) and the kitchen display.

const t = await buildTestApp();
let menu: PublishedMenu;
let gdId: string;
let cook: string;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  menu = await menuOf(t, 'goldendragon', '5');
  gdId = (await restaurantRow(t, 'goldendragon')).id;
  cook = (await signedInUser(t, { role: 'restaurantStaff', restaurantId: gdId })).cookie;
});

const kungPao = () => dishNamed(menu, 'Kung Pao Chicken');
const noPeanuts = () =>
  kungPao()
    .groups.flatMap((g) => g.options)
    .find((o) => o.name === 'No peanuts')!;
const spice = () => kungPao().groups.find((g) => g.name === 'Spice level')!.options[0]!;

async function place(items: unknown[], allergens: unknown) {
  const res = await placeOrder(t, payload(items, { user: { allergens } }));
  expect(res.statusCode, res.body).toBe(200);
  const [order] = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, gdId), eq(orders.orderNumber, res.json().orderNumber)));
  const lines = await t.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order!.id))
    .orderBy(asc(orderItems.lineNo));
  return { order: order!, lines };
}

describe('declared allergies', () => {
  it('the diner menu carries compact codes: on dishes, and an option that takes one away', () => {
    expect(kungPao().allergens).toEqual(['gl', 'wh', 'pe', 'so']);
    expect(noPeanuts().allergens).toEqual(['-pe']);
    // No allergens: no field at all (the diner's download stays small).
    expect(dishNamed(menu, 'Siu Mai')).not.toHaveProperty('allergens');
  });

  it("stores the declaration and each line's allergens as chosen: 'No peanuts' takes peanut away", async () => {
    const { order, lines } = await place(
      [
        line(kungPao(), { options: [{ id: spice().id }] }),
        line(kungPao(), { options: [{ id: spice().id }, { id: noPeanuts().id }] }),
        line(dishNamed(menu, 'Siu Mai')),
      ],
      ['pe', 'mi'],
    );
    expect(order.allergens).toEqual(['mi', 'pe']);
    expect(lines.map((l) => l.allergens)).toEqual([['gl', 'wh', 'pe', 'so'], ['gl', 'wh', 'so'], []]);
  });

  it('refuses an unknown allergen with a clear 400, writing nothing', async () => {
    const body = payload([line(dishNamed(menu, 'Siu Mai'))], { user: { allergens: ['x7'] } });
    const res = await placeOrder(t, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ALLERGEN_MESSAGES.unknownAllergen);
    const bad = await placeOrder(
      t,
      payload([line(dishNamed(menu, 'Siu Mai'))], { user: { allergens: 'pe' } }),
    );
    expect(bad.statusCode).toBe(400);
    const numbers = [body.order.orderNumber];
    const written = await t.db.select().from(orders).where(eq(orders.orderNumber, numbers[0]!));
    expect(written).toHaveLength(0);
  });

  it('the docket in the print outbox flags the order and the line holding the declared allergen', async () => {
    const { order } = await place(
      [line(kungPao(), { options: [{ id: spice().id }] }), line(dishNamed(menu, 'Siu Mai'))],
      ['pe'],
    );
    await t.app.printQueue.runOnce();
    const jobs = await t.db.select().from(printJobs).where(eq(printJobs.orderId, order.id));
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      const preview = job.preview ?? '';
      expect(preview).toContain('ALLERGY: PEANUT');
      const rows = preview.split('\n');
      const kp = rows.findIndex((r) => r.includes('Kung Pao Chicken'));
      const flag = rows.findIndex((r) => r.includes('!! ALLERGY: PEANUT !!'));
      // The flag is under Kung Pao Chicken, before the next dish; Siu Mai has none.
      expect(flag).toBeGreaterThan(kp);
      expect(rows.filter((r) => r.includes('!! ALLERGY')).length).toBe(1);
      expect(rows.findIndex((r) => r.includes('Siu Mai'))).toBeGreaterThan(flag);
    }
  });

  it('prints the flag white on black on an ESC/POS printer', () => {
    const order = {
      id: 'o',
      orderNumber: '42',
      orderType: 'DineIn' as const,
      tableNo: '5',
      customerName: 'Mei',
      notes: null,
      allergens: ['Peanut'],
      orderTime: MONDAY_NOON,
      restaurantName: 'Golden Dragon',
      timezone: 'Australia/Sydney',
      subtotal: 0,
      surcharges: [],
      total: 0,
      dishes: [],
    };
    const dish = {
      itemId: 'i',
      quantity: 1,
      name: 'Kung Pao Chicken',
      altName: null,
      shortName: null,
      options: [],
      instructions: '',
      lineTotal: 2380,
      isTakeaway: false,
      allergens: ['Peanut'],
    };
    const doc = kitchenDocket(order, [dish], 'both', 'Kitchen');
    const text = Buffer.from(renderEscPos(doc, 0)).toString('latin1');
    // GS B 1 … GS B 0 around each flag.
    expect(text.split('\x1dB\x01').length - 1).toBe(2);
    expect(text).toContain('!! ALLERGY: PEANUT !!');
  });

  it('the kitchen display flags the line and names the declaration', async () => {
    const { order } = await place(
      [line(kungPao(), { options: [{ id: spice().id }] }), line(dishNamed(menu, 'Siu Mai'))],
      ['pe'],
    );
    const res = await t.request({ method: 'GET', url: '/api/kds/orders', as: cook });
    expect(res.statusCode, res.body).toBe(200);
    const tickets = KdsOrdersResponse.parse(res.json()).categories.flatMap((c) =>
      c.tickets.filter((x) => x.orderId === order.id),
    );
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.every((x) => x.allergens.includes('Peanut'))).toBe(true);
    const lines = tickets.flatMap((x) => x.lines);
    expect(lines.find((l) => l.name === 'Kung Pao Chicken')?.allergens).toEqual(['Peanut']);
    expect(lines.find((l) => l.name === 'Siu Mai')?.allergens).toEqual([]);
  });
});
