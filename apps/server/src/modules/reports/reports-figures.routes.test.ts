import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { NOW, writeReportsFixture } from './reports-fixture-data';

// Every report call over the hand-computed fixture (reports-fixture-data.ts), through HTTP.

const t = await buildTestApp();
let owner: string;
let ownerB: string;
let admin: string;

const get = async (url: string, as = owner) => {
  const res = await t.request({ method: 'GET', url: `/api${url}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t.setNow(NOW);
  const { a, b } = await writeReportsFixture(t);
  owner = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: a.restaurant.id })).cookie;
  ownerB = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: b.restaurant.id })).cookie;
  admin = (await signedInUser(t, { role: 'admin', restaurantId: a.restaurant.id })).cookie;
});

describe('dashboard', () => {
  it("sums today's payments of bills not deleted, cash apart, refunds as their own figure", async () => {
    expect(await get('/getTodaySalesReport')).toEqual({
      todaySales: 10600, // 3000 + 2400 (table 5 at 00:45) + 1850 + 1500 (02:31 twice) + 1850 (18:30); the deleted bill's 2400 left out
      todayCash: 4500, // 3000 + 1500
      todayRefunds: 500,
      todayVoids: { count: 0, amount: 0 }, // the fixture writes bills, not staff activities
      todayOverShort: 0, // no drawer shift closed
      todayTips: 0, // the fixture's payments have no tips
      todayTipsByStaff: [],
      weekTotalSales: 13600, // + Saturday's 3000 at 23:55
      weekReports: [
        { date: '2026-03-30', amount: 0, cash: 0, refunds: 0 },
        { date: '2026-03-31', amount: 0, cash: 0, refunds: 0 },
        { date: '2026-04-01', amount: 0, cash: 0, refunds: 0 },
        { date: '2026-04-02', amount: 0, cash: 0, refunds: 0 },
        { date: '2026-04-03', amount: 0, cash: 0, refunds: 0 },
        { date: '2026-04-04', amount: 3000, cash: 0, refunds: 0 },
        { date: '2026-04-05', amount: 10600, cash: 4500, refunds: 500 },
      ],
    });
  });

  it("lists today's dishes of bills not deleted, voided ones left out, most sold first", async () => {
    expect(await get('/getTodayDishReport')).toEqual({
      dishes: [
        { dishName: 'Har Gow', altName: null, totalCount: 4, totalSales: 7400 },
        { dishName: 'Fried Rice', altName: null, totalCount: 2, totalSales: 3200 }, // 1700 with egg + 1500
      ],
    });
  });

  it('shows the other restaurant only its own figures', async () => {
    const b = await get('/getTodaySalesReport', ownerB);
    expect([b.todaySales, b.todayCash, b.weekTotalSales]).toEqual([99900, 99900, 99900]);
  });
});

describe('sales report', () => {
  it('lists the 12 months ending this one', async () => {
    const rows = await get('/salesReport');
    expect(rows).toHaveLength(12);
    const none = { refunds: 0, tips: 0, voidCount: 0, voidAmount: 0, overShort: 0 };
    expect(rows[0]).toEqual({ month: '05/2025', amount: 0, ...none });
    expect(rows.find((r: { month: string }) => r.month === '10/2025').amount).toBe(3200);
    expect(rows[11]).toEqual({ month: '04/2026', amount: 13600, ...none, refunds: 500 });
  });

  it('breaks a month into its days, up to today', async () => {
    const april = await get('/salesMonthDashboard?monthStr=04/2026');
    expect(april.map((r: { date: string }) => r.date)).toEqual([
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
    const none = { refunds: 0, tips: 0, voidCount: 0, voidAmount: 0, overShort: 0 };
    expect(april[3]).toEqual({ month: '04/2026', date: '2026-04-04', amount: 3000, ...none });
    expect(april[4].amount).toBe(10600);
    const october = await get('/salesMonthDashboard?monthStr=10/2025');
    expect(october).toHaveLength(31);
    expect(october[4]).toEqual({ month: '10/2025', date: '2025-10-05', amount: 2400, ...none }); // the 23-hour day
    expect(october[5].amount).toBe(800); // 00:30 on the 6th
  });
});

describe('sales details', () => {
  it('sums by local hour: the repeated 02:00 hour of the 25-hour day counts both times', async () => {
    const hours = await get('/salesHoursReport?startDateStr=2026-04-05&endDateStr=2026-04-05');
    expect(hours).toHaveLength(24);
    expect(hours.filter((h: { amount: number }) => h.amount > 0)).toEqual([
      { hour: 0, amount: 5400 },
      { hour: 2, amount: 3350 },
      { hour: 18, amount: 1850 },
    ]);
  });

  it('puts 23:55 on Saturday and 00:30 on the 23-hour day in their own local days and hours', async () => {
    const sat = await get('/salesHoursReport?startDateStr=2026-04-04&endDateStr=2026-04-04');
    expect(sat.filter((h: { amount: number }) => h.amount > 0)).toEqual([{ hour: 23, amount: 3000 }]);
    const dstStart = await get('/salesHoursReport?startDateStr=2025-10-05&endDateStr=2025-10-05');
    expect(dstStart.filter((h: { amount: number }) => h.amount > 0)).toEqual([
      { hour: 1, amount: 800 },
      { hour: 3, amount: 800 },
      { hour: 23, amount: 800 },
    ]);
  });

  it('sums by day, and by one weekday', async () => {
    expect(await get('/salesByDates?startDateStr=2025-10-04&endDateStr=2025-10-06')).toEqual([
      { date: '2025-10-04', amount: 0 },
      { date: '2025-10-05', amount: 2400 },
      { date: '2025-10-06', amount: 800 },
    ]);
    expect(await get('/salesByDates?startDateStr=2026-03-20&endDateStr=2026-04-05&weekday=Sun')).toEqual([
      { date: '2026-03-22', amount: 0 },
      { date: '2026-03-29', amount: 0 },
      { date: '2026-04-05', amount: 10600 },
    ]);
    const satHours = await get('/salesHoursReport?startDateStr=2026-04-04&endDateStr=2026-04-05&weekday=sat');
    expect(satHours.filter((h: { amount: number }) => h.amount > 0)).toEqual([{ hour: 23, amount: 3000 }]);
  });
});

describe('order source and type', () => {
  const q = '?startDateStr=2026-04-04&endDateStr=2026-04-05';
  it('counts orders taken, not the deleted one nor the unpaid online one', async () => {
    expect(await get(`/orderFromReport${q}`)).toEqual([
      { type: 'local', count: 4 },
      { type: 'online', count: 2 },
    ]);
  });

  it('counts by type; a pickup-delivery order without a choice has no type', async () => {
    expect(await get(`/orderTypeReport${q}`)).toEqual([
      { type: 'dinein', count: 3 },
      { type: 'delivery', count: 1 },
      { type: 'takeaway', count: 1 },
      { type: null, count: 1 },
    ]);
  });
});

describe('dish reports', () => {
  const q = '?startDateStr=2026-04-04&endDateStr=2026-04-05';
  it('Dish Report (Order): every line, the voided, the deleted bill and the deleted order included', async () => {
    const report = await get(`/dishesOrderReport${q}`);
    expect(report.dishes).toEqual([
      {
        category: 'Dim Sum',
        dishes: [
          expect.objectContaining({ name: 'Har Gow', count: 5, total: 9250, isOption: false }),
          expect.objectContaining({ name: 'Spring Roll', count: 4, total: 3200, isOption: false }),
        ],
        totalSales: 12450,
        totalCounts: 9,
      },
      {
        category: 'Mains',
        dishes: [expect.objectContaining({ name: 'Fried Rice', count: 4, total: 6200 })],
        totalSales: 6200,
        totalCounts: 4,
      },
    ]);
  });

  it('with isUsingOption, options are rows of their own and dishes carry their own price', async () => {
    const report = await get(`/dishesOrderReport${q}&isUsingOption=true`);
    expect(report.dishes[1]).toEqual({
      category: 'Mains',
      dishes: [
        expect.objectContaining({ name: 'Fried Rice', count: 4, total: 6000, isOption: false }),
        { name: 'Egg', altName: null, count: 1, total: 200, isOption: true, productId: 'opt-egg' },
      ],
      totalSales: 6200,
      totalCounts: 4,
    });
  });

  it('Dish Report (Transaction): bills not deleted, voided dishes left out', async () => {
    const report = await get(`/dishesTransactionReport${q}`);
    expect(report.dishes).toEqual([
      {
        category: 'Dim Sum',
        dishes: [expect.objectContaining({ name: 'Har Gow', count: 4, total: 7400 })],
        totalSales: 7400,
        totalCounts: 4,
      },
      {
        category: 'Mains',
        dishes: [expect.objectContaining({ name: 'Fried Rice', count: 4, total: 6200 })],
        totalSales: 6200,
        totalCounts: 4,
      },
    ]);
  });
});

describe('payment types', () => {
  const day = 'startDateStr=2026-04-05 00:00:00&endDateStr=2026-04-05 23:45:00';
  it('breaks the takings down by type, with tax = amount / 11', async () => {
    expect(await get(`/paymentTypesReport?${day}`)).toEqual({
      view: 'types',
      items: [
        { type: 'CASH', amount: 4500, count: 2, date: null },
        { type: 'EFTPOS', amount: 2400, count: 1, date: null },
        { type: 'OBPayments', amount: 1850, count: 1, date: null },
        { type: 'VISAMastercard', amount: 1850, count: 1, date: null },
      ],
      totalAmount: 10600,
      taxAmount: 964, // 963.6
      tips: { total: 0, byStaff: [] },
    });
  });

  it('lists each day (daily report)', async () => {
    const report = await get(
      '/paymentTypesReport?startDateStr=2026-04-04 00:00:00&endDateStr=2026-04-05 23:45:00&dailyReport=true',
    );
    expect(report.view).toBe('daily');
    expect(report.items[0]).toEqual({ type: 'OBPayments', amount: 3000, count: 1, date: '2026-04-04' });
    expect(report.items.slice(1).map((i: { date: string }) => i.date)).toEqual(Array(4).fill('2026-04-05'));
    expect(report.totalAmount).toBe(13600);
  });

  it('groups by table (Group by Table wins over Daily Report)', async () => {
    expect(await get(`/paymentTypesReport?${day}&groupByTable=true&dailyReport=true`)).toEqual({
      view: 'tables',
      tables: [
        {
          tableNumber: '5',
          paymentTypes: [
            { type: 'CASH', amount: 3000 },
            { type: 'EFTPOS', amount: 2400 },
            { type: 'VISAMastercard', amount: 1850 },
          ],
          totalAmount: 7250,
          taxAmount: 659,
          transactionCount: 2,
          averageAmount: 3625,
        },
        {
          tableNumber: 'takeaway',
          paymentTypes: [{ type: 'OBPayments', amount: 1850 }],
          totalAmount: 1850,
          taxAmount: 168,
          transactionCount: 1,
          averageAmount: 1850,
        },
        {
          tableNumber: 'pickup',
          paymentTypes: [{ type: 'CASH', amount: 1500 }],
          totalAmount: 1500,
          taxAmount: 136,
          transactionCount: 1,
          averageAmount: 1500,
        },
      ],
      totalAmount: 10600,
      taxAmount: 964,
      transactionCount: 4,
      averageAmount: 2650,
      tips: { total: 0, byStaff: [] },
    });
  });

  it('answers 15-minute ranges exactly: the end quarter included, the repeated hour on the wall clock', async () => {
    const amount = async (from: string, to: string) =>
      (await get(`/paymentTypesReport?startDateStr=2026-04-05 ${from}&endDateStr=2026-04-05 ${to}`))
        .totalAmount;
    expect(await amount('00:00:00', '00:30:00')).toBe(0); // 00:45 and 00:46 are in the 00:45 quarter
    expect(await amount('00:00:00', '00:45:00')).toBe(5400);
    expect(await amount('02:15:00', '02:30:00')).toBe(3350); // 02:31 AEDT and 02:31 AEST
    expect(await amount('18:45:00', '23:45:00')).toBe(0);
  });
});

describe('admin dashboard', () => {
  it("sums every restaurant's sales per day this month", async () => {
    const month = await get('/adminSalesMonthDashboard', admin);
    expect(month.month).toBe('04/2026');
    expect(month.days.map((d: { amount: number }) => d.amount)).toEqual([0, 0, 0, 3000, 110500]);
    expect(month.totalAmount).toBe(113500);
  });

  it('counts online and local orders per day of the last 14 days', async () => {
    const counts = await get('/adminOrderCount', admin);
    expect(counts).toHaveLength(28);
    expect(counts[0]).toEqual({ day: '2026-03-23', type: 'online', count: 0 });
    expect(counts.slice(-4)).toEqual([
      { day: '2026-04-04', type: 'online', count: 1 },
      { day: '2026-04-04', type: 'local', count: 0 },
      { day: '2026-04-05', type: 'online', count: 1 },
      { day: '2026-04-05', type: 'local', count: 5 },
    ]);
  });
});
