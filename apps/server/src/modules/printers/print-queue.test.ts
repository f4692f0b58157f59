import type { PublishedMenu } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  cookingCategories,
  itemPrintCategories,
  orders,
  printJobs,
  printRequests,
  transactionOrders,
} from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import {
  dishNamed,
  line,
  MONDAY_NOON,
  menuOf,
  payload,
  placeOrder,
  restaurantRow,
} from '../orders/order-test-helpers';
import { type FakePrinter, startFakePrinter } from './fake-printer';
import { INTERRUPTED_MESSAGE, PRINT_MAX_ATTEMPTS } from './print-queue.service';

const t = await buildTestApp();
let menu: PublishedMenu;
let gdId: string;
let cookie: string;
let fake: FakePrinter;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  menu = await menuOf(t, 'goldendragon', '5');
  gdId = (await restaurantRow(t, 'goldendragon')).id;
  cookie = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId })).cookie;
  fake = await startFakePrinter();
});
afterAll(() => fake.close());

/** A dine-in order at table 5 of Golden Dragon; answers its id. */
async function order(dishes: [string, number][], table = '5'): Promise<string> {
  const items = dishes.map(([name, quantity]) => line(dishNamed(menu, name), { quantity }));
  const res = await placeOrder(t, payload(items, { tableId: table }));
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.restaurantId, gdId), eq(orders.orderNumber, res.json().orderNumber)));
  return row!.id;
}
const jobsOf = (orderId: string) => t.db.select().from(printJobs).where(eq(printJobs.orderId, orderId));
const later = (ms: number) => t.setNow(new Date(t.deps.now().getTime() + ms));

describe('print queue: offline default', () => {
  it('an accepted order with nothing set up goes to the outbox as an order list, with its paper preview', async () => {
    const id = await order([['Siu Mai', 2]]);
    const [request] = await t.db.select().from(printRequests).where(eq(printRequests.orderId, id));
    expect(request?.status).toBe('pending');
    const run = await t.app.printQueue.runOnce();
    expect(run.planned).toBe(1);
    const [job] = await jobsOf(id);
    expect(job).toMatchObject({ status: 'outbox', document: 'OrderList', printerName: null });
    expect(job!.preview).toContain('2 x Siu Mai');
    expect(job!.preview).toContain('烧卖');
    expect(job!.preview).toContain('Table 5');
    const list = await t.request({ method: 'GET', url: '/api/printJobs?status=outbox', as: cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().jobs.some((j: { id: string }) => j.id === job!.id)).toBe(true);
    expect(fake.received).toHaveLength(0);
  });
});

describe('print queue: the accept trigger', () => {
  it('asks for prints once when an order becomes accepted, not when it is accepted again', async () => {
    const id = await order([['Siu Mai', 1]]);
    // As if the order had waited for a staff accept: no request yet, not accepted.
    await t.db.delete(printRequests).where(eq(printRequests.orderId, id));
    await t.db.update(transactionOrders).set({ isAccepted: false }).where(eq(transactionOrders.orderId, id));
    expect(await t.db.select().from(printRequests).where(eq(printRequests.orderId, id))).toHaveLength(0);
    await t.db.update(transactionOrders).set({ isAccepted: true }).where(eq(transactionOrders.orderId, id));
    const [request] = await t.db.select().from(printRequests).where(eq(printRequests.orderId, id));
    expect(request?.status).toBe('pending');
    await t.app.printQueue.runOnce();
    await t.db.update(transactionOrders).set({ isAccepted: false }).where(eq(transactionOrders.orderId, id));
    await t.db.update(transactionOrders).set({ isAccepted: true }).where(eq(transactionOrders.orderId, id));
    const requests = await t.db.select().from(printRequests).where(eq(printRequests.orderId, id));
    expect(requests.map((r) => r.status)).toEqual(['done']);
    expect(await jobsOf(id)).toHaveLength(1);
  });
});

describe('print queue: a network printer', () => {
  beforeAll(async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/printer',
      as: cookie,
      payload: {
        printerName: 'Kitchen',
        deviceName: 'TM-T82III',
        deviceType: 1,
        ipAddress: '127.0.0.1',
        port: fake.port,
        epsonLanguage: 2,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const saved = await t.request({
      method: 'PUT',
      url: '/api/posPrintSettings',
      as: cookie,
      payload: {
        posPrintSettings: {
          printTypes: [
            {
              printType: 'KitchenDocket',
              printer: 'Kitchen',
              orderTypes: [{ name: 'DineIn', enabled: true }],
            },
          ],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('prints the kitchen docket of an accepted order: the fake printer decodes to its dishes, Chinese in GB18030', async () => {
    fake.received.length = 0;
    const id = await order([
      ['Siu Mai', 2],
      ['Prawn Toast', 1],
    ]);
    const run = await t.app.printQueue.runOnce();
    expect(run).toMatchObject({ planned: 1, printed: 1, failed: 0 });
    await fake.waitFor(1);
    expect(fake.received).toHaveLength(1);
    const text = fake.texts()[0]!;
    expect(text).toContain('2 x Siu Mai');
    expect(text).toContain('烧卖');
    expect(text).toContain('1 x Prawn Toast');
    expect(text).toContain('Table 5');
    const [job] = await jobsOf(id);
    expect(job).toMatchObject({ status: 'printed', document: 'KitchenDocket', attempts: 1 });
  });

  it('never prints twice across a restart: a new app on the same database sends nothing again', async () => {
    fake.received.length = 0;
    const id = await order([['Siu Mai', 1]]);
    await t.app.printQueue.runOnce();
    await fake.waitFor(1);
    expect(fake.received).toHaveLength(1);

    // A job cut off mid-send (its 'sending' state committed, the process gone).
    const stuck = await order([['Prawn Toast', 1]]);
    const second = await buildApp(t.deps, { logger: false });
    try {
      await second.ready();
      // The first instance stops before sending the new job: plan it, then leave it 'sending'.
      await second.printQueue.runOnce().catch(() => undefined);
      await t.db
        .update(printJobs)
        .set({ status: 'sending', claimedAt: t.deps.now() })
        .where(eq(printJobs.orderId, stuck));
      fake.received.length = 0;
      later(61_000);
      const run = await second.printQueue.runOnce();
      expect(run.printed).toBe(0);
      expect(fake.received).toHaveLength(0);
      const [cut] = await jobsOf(stuck);
      expect(cut).toMatchObject({ status: 'failed', lastError: INTERRUPTED_MESSAGE });
      const [done] = await jobsOf(id);
      expect(done!.status).toBe('printed');
      // Staff send it again from the failed list.
      const retry = await t.request({ method: 'POST', url: `/api/printJobs/${cut!.id}/retry`, as: cookie });
      expect(retry.statusCode, retry.body).toBe(200);
      await second.printQueue.runOnce();
      await fake.waitFor(1);
      expect(fake.texts()[0]).toContain('Prawn Toast');
    } finally {
      await second.close();
    }
  });

  it('retries an unreachable printer with backoff, prints when it is back, fails after the last attempt', async () => {
    await fake.down();
    fake.received.length = 0;
    const id = await order([['Siu Mai', 3]]);
    await t.app.printQueue.runOnce();
    let [job] = await jobsOf(id);
    expect(job).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(job!.lastError).toContain('Kitchen');
    // Not before its backoff.
    await t.app.printQueue.runOnce();
    [job] = await jobsOf(id);
    expect(job!.attempts).toBe(1);
    const problems = await t.request({ method: 'GET', url: '/api/printJobs?status=problem', as: cookie });
    expect(problems.json().jobs.map((j: { id: string }) => j.id)).toContain(job!.id);

    await fake.up();
    later(5_000);
    await t.app.printQueue.runOnce();
    [job] = await jobsOf(id);
    expect(job).toMatchObject({ status: 'printed', attempts: 2 });
    await fake.waitFor(1);
    expect(fake.texts()[0]).toContain('3 x Siu Mai');

    await fake.down();
    const never = await order([['Prawn Toast', 2]]);
    for (let i = 0; i < PRINT_MAX_ATTEMPTS; i++) {
      await t.app.printQueue.runOnce();
      later(300_000);
    }
    const [failed] = await jobsOf(never);
    expect(failed).toMatchObject({ status: 'failed', attempts: PRINT_MAX_ATTEMPTS });
    await fake.up();
  });

  it('routes a cooking category with a printer to it (DishCategory), and zones override the docket printer', async () => {
    await t.request({
      method: 'POST',
      url: '/api/printer',
      as: cookie,
      payload: {
        printerName: 'Dim Sum',
        deviceName: 'TM-m30',
        ipAddress: '127.0.0.1',
        port: fake.port,
        epsonLanguage: 0,
      },
    });
    const siuMai = dishNamed(menu, 'Siu Mai');
    const [{ menuId }] = (await t.db
      .select({ menuId: orders.menuId })
      .from(orders)
      .where(eq(orders.restaurantId, gdId))
      .limit(1)) as [{ menuId: string }];
    await t.db
      .insert(cookingCategories)
      .values({ id: 'cc-dimsum', menuId, name: 'Dim Sum', printer: 'Dim Sum', printCopies: 1 });
    await t.db
      .insert(itemPrintCategories)
      .values({ menuId, itemId: siuMai.id, cookingCategoryId: 'cc-dimsum' });
    const zone = await t.request({
      method: 'POST',
      url: '/api/printerZone',
      as: cookie,
      payload: {
        zoneType: 'floorTable',
        zoneName: 'Patio',
        zoneFloor: 'Main',
        zoneTables: ['7'],
        printer: 'Dim Sum',
      },
    });
    await t.request({
      method: 'PUT',
      url: '/api/posPrintSettings',
      as: cookie,
      payload: {
        posPrintSettings: {
          printTypes: [
            {
              printType: 'KitchenDocket',
              printer: 'Kitchen',
              printerZones: [zone.json().zone.id],
              orderTypes: [{ name: 'DineIn', enabled: true }],
            },
            { printType: 'DishCategory', orderTypes: [{ name: 'DineIn', enabled: true }] },
          ],
        },
      },
    });
    fake.received.length = 0;
    const id = await order(
      [
        ['Siu Mai', 1],
        ['Prawn Toast', 1],
      ],
      '7',
    );
    await t.app.printQueue.runOnce();
    await fake.waitFor(2);
    const jobs = await jobsOf(id);
    expect(jobs.map((j) => [j.document, j.printerName, j.status]).sort()).toEqual([
      ['DishCategory', 'Dim Sum', 'printed'],
      ['KitchenDocket', 'Dim Sum', 'printed'],
    ]);
    const category = jobs.find((j) => j.document === 'DishCategory')!;
    expect(category.preview).toContain('Siu Mai');
    expect(category.preview).not.toContain('Prawn Toast');
    // An English printer prints no Chinese characters.
    expect(fake.texts().join('\n')).not.toContain('烧卖');
  });

  it('prints a bill on demand from the POS; refuses another restaurant’s bill and roles without the POS', async () => {
    const id = await order([['Siu Mai', 1]]);
    await t.app.printQueue.runOnce();
    const [link] = await t.db.select().from(transactionOrders).where(eq(transactionOrders.orderId, id));
    const staff = await signedInUser(t, { role: 'restaurantStaff', restaurantId: gdId });
    fake.received.length = 0;
    const res = await t.request({
      method: 'POST',
      url: '/api/printBill',
      as: staff.cookie,
      payload: { transactionId: link!.transactionId, printType: 'Invoice' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jobs[0].preview).toContain('TAX INVOICE');
    // No Invoice printer and no primary printer: the outbox.
    expect(res.json().jobs[0].status).toBe('outbox');
    const primary = await t.request({
      method: 'PUT',
      url: '/api/printer/kitchen',
      as: cookie,
      payload: {
        printerName: 'Kitchen',
        deviceName: 'TM-T82III',
        ipAddress: '127.0.0.1',
        port: fake.port,
        epsonLanguage: 2,
        isPrimary: true,
      },
    });
    expect(primary.statusCode, primary.body).toBe(200);
    const bill = await t.request({
      method: 'POST',
      url: '/api/printBill',
      as: staff.cookie,
      payload: { transactionId: link!.transactionId, printType: 'Bill' },
    });
    expect(bill.json().jobs[0]).toMatchObject({ status: 'pending', printerName: 'Kitchen' });
    await t.app.printQueue.runOnce();
    await fake.waitFor(1);
    expect(fake.texts().join('\n')).toContain('Siu Mai');
    expect(fake.texts().join('\n')).toContain('BILL');
    const other = await signedInUser(t, { role: 'restaurantAdmin' });
    const foreign = await t.request({
      method: 'POST',
      url: '/api/printBill',
      as: other.cookie,
      payload: { transactionId: link!.transactionId, printType: 'Bill' },
    });
    expect(foreign.statusCode).toBe(404);
    const report = await signedInUser(t, { role: 'restaurantReport', restaurantId: gdId });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/printBill',
          as: report.cookie,
          payload: { transactionId: link!.transactionId, printType: 'Bill' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/printJobs', as: other.cookie })).json().jobs).toEqual(
      [],
    );
  });
});
