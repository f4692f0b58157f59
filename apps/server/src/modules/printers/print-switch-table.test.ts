import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookingCategories, itemPrintCategories, printJobs } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { dishNamed, restaurantRow } from '../orders/order-test-helpers';
import {
  billOf,
  call,
  dish,
  type PosFixture,
  placePos,
  posFixture,
  posOrder,
  setAsideOpenBills,
} from '../transactions/pos-test-helpers';
import { type FakePrinter, startFakePrinter } from './fake-printer';

const t = await buildTestApp();
let f: PosFixture;
let fake: FakePrinter;

beforeAll(async () => {
  f = await posFixture(t);
  fake = await startFakePrinter();
});
afterAll(() => fake.close());

const switchJobs = () =>
  t.db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.restaurantId, f.gdId), eq(printJobs.document, 'SwitchTable')));

async function openBill(table: string) {
  const bill = await placePos(
    t,
    f.admin,
    posOrder([dish(f.menu, 'Siu Mai', 2), dish(f.menu, 'Coca-Cola')], { tableNo: table }),
  );
  // The order's own dockets are not what these tests look at.
  await t.app.printQueue.runOnce();
  await fake.waitFor(fake.received.length);
  fake.received.length = 0;
  return bill;
}

describe('switch-table slips (decision 0346)', () => {
  it('prints nothing when the switch-table entry is off', async () => {
    await setAsideOpenBills(t, f.gdId);
    const bill = await openBill('5');
    billOf(await call(t, f.admin, 'POST', `/transactions/${bill.uuid}/move`, { tableNo: '8' }));
    await t.app.printQueue.runOnce();
    expect(await switchJobs()).toHaveLength(0);
  });

  it('sends the slip (from → to, the dishes) to the kitchen printer and each category printer its own dishes', async () => {
    const printer = (printerName: string, ipAddress: string, port: number) =>
      t.request({
        method: 'POST',
        url: '/api/printer',
        as: f.admin,
        payload: { printerName, deviceName: 'TM-T82III', deviceType: 1, ipAddress, port, epsonLanguage: 2 },
      });
    expect((await printer('Kitchen', '127.0.0.1', fake.port)).statusCode).toBe(200);
    // A documentation address: its jobs stay in the outbox (decision 0349).
    expect((await printer('Dim Sum', '192.0.2.20', 9100)).statusCode).toBe(200);
    const siuMai = dishNamed(f.menu, 'Siu Mai');
    await t.db
      .insert(cookingCategories)
      .values({ id: 'cc-switch-dimsum', menuId: siuMai.menuId, name: 'Dim Sum', printer: 'Dim Sum' });
    await t.db
      .insert(itemPrintCategories)
      .values({ menuId: siuMai.menuId, itemId: siuMai.id, cookingCategoryId: 'cc-switch-dimsum' });
    const saved = await t.request({
      method: 'PUT',
      url: '/api/posPrintSettings',
      as: f.admin,
      payload: {
        posPrintSettings: {
          printTypes: [
            {
              printType: 'KitchenDocket',
              printer: 'Kitchen',
              orderTypes: [{ name: 'DineIn', enabled: true }],
            },
          ],
          switchTable: { isPrintEnabled: true },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    await setAsideOpenBills(t, f.gdId);
    const bill = await openBill('5');
    const moved = billOf(await call(t, f.admin, 'POST', `/transactions/${bill.uuid}/move`, { tableNo: '9' }));
    expect(moved.tableNo).toBe('9');
    await t.app.printQueue.runOnce();
    await fake.waitFor(1);
    expect(fake.received).toHaveLength(1);
    const text = fake.texts()[0]!;
    expect(text).toContain('SWITCH TABLE');
    expect(text).toContain('Table 5 -> Table 9');
    expect(text).toContain('2 x Siu Mai');
    expect(text).toContain('烧卖');
    expect(text).toContain('1 x Coca-Cola');
    const jobs = await switchJobs();
    expect(jobs.map((j) => [j.printerName, j.status]).sort()).toEqual([
      ['Dim Sum', 'outbox'],
      ['Kitchen', 'printed'],
    ]);
    const dimSum = jobs.find((j) => j.printerName === 'Dim Sum')!;
    expect(dimSum.preview).toContain('2 x Siu Mai');
    expect(dimSum.preview).not.toContain('Coca-Cola');
    expect(dimSum.lastError).toContain('documentation address');
  });

  it('a refused move prints nothing, and another restaurant cannot move the bill', async () => {
    const before = (await switchJobs()).length;
    await setAsideOpenBills(t, f.gdId);
    const bill = await openBill('5');
    const same = await call(t, f.admin, 'POST', `/transactions/${bill.uuid}/move`, { tableNo: '5' });
    expect(same.statusCode).toBe(400);
    const other = (await restaurantRow(t, 'bondibites')).id;
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: other });
    const foreign = await call(t, cookie, 'POST', `/transactions/${bill.uuid}/move`, { tableNo: '9' });
    expect(foreign.statusCode).toBe(404);
    await t.app.printQueue.runOnce();
    expect(await switchJobs()).toHaveLength(before);
  });
});
