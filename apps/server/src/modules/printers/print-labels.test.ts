import type { PublishedMenu } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookingCategories, itemPrintCategories, orders, printers, printJobs } from '../../db/schema';
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
import { type FakePrinter, startFakePrinter, tsplLabels, zplLabels } from './fake-printer';
import { renderTspl, renderZpl } from './label-render';
import { labelsDocument, labelsOf } from './print-labels';

const t = await buildTestApp();
let menu: PublishedMenu;
let gdId: string;
let fake: FakePrinter;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  menu = await menuOf(t, 'goldendragon', '5');
  gdId = (await restaurantRow(t, 'goldendragon')).id;
  const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId });
  fake = await startFakePrinter();
  const created = await t.request({
    method: 'POST',
    url: '/api/printer',
    as: cookie,
    payload: {
      printerName: 'Labels',
      deviceName: 'GP-3120TU',
      deviceType: 1,
      ipAddress: '127.0.0.1',
      port: fake.port,
      brand: 'GPRINTER_LABEL',
      epsonLanguage: 2,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const siuMai = dishNamed(menu, 'Siu Mai');
  await t.db.insert(cookingCategories).values({
    id: 'cc-labels',
    menuId: siuMai.menuId,
    name: 'Takeaway labels',
    printer: 'Labels',
    isForLabelPrint: true,
  });
  await t.db
    .insert(itemPrintCategories)
    .values({ menuId: siuMai.menuId, itemId: siuMai.id, cookingCategoryId: 'cc-labels' });
});
afterAll(() => fake.close());

async function order(quantity: number, instructions = ''): Promise<{ id: string; orderNumber: string }> {
  const res = await placeOrder(
    t,
    payload([line(dishNamed(menu, 'Siu Mai'), { quantity, specialInstructions: instructions })], {
      tableId: '5',
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.restaurantId, gdId), eq(orders.orderNumber, res.json().orderNumber)));
  return row!;
}

describe('label printers (decision 0345)', () => {
  it('a GPRINTER_LABEL printer receives TSPL: one label per unit, name, Chinese name, order, table and local time', async () => {
    const o = await order(2, 'no "soy"');
    await t.app.printQueue.runOnce();
    await fake.waitFor(1);
    const [job] = await t.db.select().from(printJobs).where(eq(printJobs.orderId, o.id));
    expect(job).toMatchObject({ document: 'Label', status: 'printed', printerName: 'Labels' });
    const bytes = fake.received.at(-1)!;
    expect(bytes.toString('latin1')).toMatch(/^SIZE 40 mm,30 mm\r\nGAP 2 mm,0 mm\r\n/);
    const labels = tsplLabels(bytes);
    expect(labels).toHaveLength(2);
    expect(labels[0]).toEqual([
      'Table 5 1/2',
      `#${o.orderNumber}`,
      'Siu Mai',
      '烧卖',
      '+ Note: no "soy"',
      '02/06 12:00', // 02:00 UTC in Sydney
    ]);
    expect(labels[1]!.slice(0, 2)).toEqual(['Table 5 2/2', `#${o.orderNumber}`]);
    // The Chinese name goes in the simplified Chinese font, GB18030-encoded.
    expect(bytes.includes(Buffer.from('"TSS24.BF2",0,1,1,"'))).toBe(true);
    // The outbox preview shows each label boxed.
    expect(job!.preview).toContain('| SIU MAI');
    expect(job!.preview).toContain('| 烧卖');
    expect(job!.preview.match(/\+-{26}\+/g)).toHaveLength(4);
    // No docket for the label category besides its labels.
    const jobs = await t.db.select().from(printJobs).where(eq(printJobs.orderId, o.id));
    expect(jobs.map((j) => j.document)).toEqual(['Label']);
  });

  it('a ZEBRA printer receives ZPL in UTF-8 with the Asian font for the Chinese name', async () => {
    await t.db.update(printers).set({ brand: 'ZEBRA' }).where(eq(printers.printerName, 'Labels'));
    const before = fake.received.length;
    const o = await order(3);
    await t.app.printQueue.runOnce();
    await fake.waitFor(before + 1);
    const text = fake.received.at(-1)!.toString('utf8');
    expect(text.match(/\^XA/g)).toHaveLength(3);
    expect(text).toContain('^CI28');
    expect(text).toContain('^A@N,26,26,E:ANMDS.TTF^FH^FD烧卖^FS');
    const labels = zplLabels(fake.received.at(-1)!);
    expect(labels.map((l) => l[0])).toEqual(['Table 5 1/3', 'Table 5 2/3', 'Table 5 3/3']);
    expect(labels[2]).toEqual(['Table 5 3/3', `#${o.orderNumber}`, 'Siu Mai', '烧卖', '02/06 12:00']);
  });

  it('a label category on a receipt printer prints its labels as ESC/POS', async () => {
    await t.db.update(printers).set({ brand: 'EPSON' }).where(eq(printers.printerName, 'Labels'));
    const before = fake.received.length;
    await order(1);
    await t.app.printQueue.runOnce();
    await fake.waitFor(before + 1);
    const text = fake.texts().at(-1)!;
    expect(text).toContain('Siu Mai');
    expect(text).toContain('烧卖');
    expect(fake.received.at(-1)![0]).toBe(0x1b); // ESC @ first
  });
});

describe('label renderers', () => {
  const label = {
    heading: 'TakeAway',
    orderNumber: 'A1',
    counter: '',
    name: 'Milk ^Tea~_',
    altName: '奶茶',
    options: ['Large'],
    time: '02/06 12:00',
  };
  it('ZPL escapes ^, ~ and _ in field data and prints the given copies', () => {
    const bytes = Buffer.from(renderZpl([label], 2, 2));
    expect(bytes.toString('utf8')).toContain('^FDMilk _5ETea_7E_5F^FS');
    expect(bytes.toString('utf8')).toContain('^PQ2^XZ');
    expect(zplLabels(bytes)[0]).toEqual(['TakeAway', '#A1', 'Milk ^Tea~_', '奶茶', '+ Large', '02/06 12:00']);
  });
  it('a long dish name wraps onto two lines of the large font', () => {
    const long = {
      ...label,
      name: 'Singapore Chilli Mud Crab with Fried Mantou Buns',
      altName: null,
      options: [],
    };
    expect(tsplLabels(Buffer.from(renderTspl([long], 0)), 'latin1')).toEqual([
      ['TakeAway', '#A1', 'Singapore Chilli', 'Mud Crab with Fri.', '02/06 12:00'],
    ]);
  });
  it('a printer without a CJK language leaves the Chinese name off; TSPL prints copies', () => {
    const bytes = Buffer.from(renderTspl([label], 0, 3));
    expect(tsplLabels(bytes, 'latin1')).toEqual([
      ['TakeAway', '#A1', 'Milk ^Tea~_', '+ Large', '02/06 12:00'],
    ]);
    expect(bytes.toString('latin1')).toContain('CODEPAGE 1252');
    expect(bytes.toString('latin1')).toContain('PRINT 1,3');
  });
  it('a dish holding a declared allergy is flagged on its label, TSPL, ZPL and ESC/POS (decision 0599)', () => {
    const flagged = { ...label, allergy: ['Peanut'] };
    expect(tsplLabels(Buffer.from(renderTspl([flagged], 0)), 'latin1')[0]).toEqual([
      'TakeAway',
      '#A1',
      'Milk ^Tea~_',
      '!! ALLERGY: PEANUT !!',
      '+ Large',
      '02/06 12:00',
    ]);
    expect(zplLabels(Buffer.from(renderZpl([flagged], 2)))[0]).toContain('!! ALLERGY: PEANUT !!');
    const doc = labelsDocument('Drinks', [flagged]);
    expect(doc.lines).toContainEqual({ text: '!! ALLERGY: PEANUT !!', bold: true, invert: true });
    // labelsOf takes the flag from the dish's declared allergens.
    const order = {
      id: 'o',
      orderNumber: 'A1',
      orderType: 'TakeAway' as const,
      tableNo: null,
      customerName: '',
      notes: null,
      allergens: ['Peanut'],
      orderTime: new Date('2025-06-02T02:00:00Z'),
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
      name: 'Satay',
      altName: null,
      shortName: null,
      options: [],
      instructions: '',
      lineTotal: 0,
      isTakeaway: false,
      allergens: ['Peanut'],
    };
    expect(labelsOf(order, [dish, { ...dish, name: 'Rice', allergens: [] }]).map((l) => l.allergy)).toEqual([
      ['Peanut'],
      undefined,
    ]);
  });
});
