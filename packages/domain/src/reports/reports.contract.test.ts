import { describe, expect, it } from 'vitest';
import {
  DishReport,
  DishReportQuery,
  PaymentTypesReport,
  PaymentTypesReportQuery,
  TodaySalesReport,
} from './reports.contract';

describe('reports contract', () => {
  it('reads the query flags as booleans (missing is false)', () => {
    expect(
      DishReportQuery.parse({ startDateStr: '2026-03-01', endDateStr: '2026-03-02', isUsingOption: 'true' }),
    ).toEqual({ startDateStr: '2026-03-01', endDateStr: '2026-03-02', isUsingOption: true });
    expect(PaymentTypesReportQuery.parse({ dailyReport: 'false' })).toEqual({
      dailyReport: false,
      groupByTable: false,
    });
    expect(PaymentTypesReportQuery.safeParse({ groupByTable: 'yes' }).success).toBe(false);
  });

  it('carries the today summary in cents', () => {
    const summary = {
      todaySales: 12345,
      todayCash: 2000,
      todayRefunds: 500,
      weekTotalSales: 12345,
      weekReports: [{ date: '2026-03-10', amount: 12345, cash: 2000, refunds: 500 }],
    };
    expect(TodaySalesReport.parse(summary)).toEqual(summary);
    expect(TodaySalesReport.safeParse({ ...summary, todaySales: 123.45 }).success).toBe(false);
  });

  it('carries dish report rows with the §3 field names', () => {
    const report = {
      dishes: [
        {
          category: 'Dim Sum',
          dishes: [
            { name: 'Har Gow', altName: '虾饺', total: 3700, count: 2, isOption: false, productId: 'd1' },
          ],
          totalSales: 3700,
          totalCounts: 2,
        },
      ],
    };
    expect(DishReport.parse(report)).toEqual(report);
  });

  it('tells the three payment types views apart', () => {
    const tables = PaymentTypesReport.parse({
      view: 'tables',
      tables: [
        {
          tableNumber: '5',
          paymentTypes: [{ type: 'CASH', amount: 1100 }],
          totalAmount: 1100,
          taxAmount: 100,
          transactionCount: 1,
          averageAmount: 1100,
        },
      ],
      totalAmount: 1100,
      taxAmount: 100,
      tips: { total: 150, byStaff: [{ staffName: 'Ana', tips: 150, count: 1 }] },
      transactionCount: 1,
      averageAmount: 1100,
    });
    expect(tables.view).toBe('tables');
    expect(tables.tips.total).toBe(150);
    expect(PaymentTypesReport.safeParse({ view: 'daily', items: [], totalAmount: 0 }).success).toBe(false);
  });
});
