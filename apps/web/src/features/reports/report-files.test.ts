import { type PaymentTypesReport, parseCsv, toCsv } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import type { DishRow } from './dish-rows';
import {
  type CsvFile,
  dishOrderFile,
  dishTransactionFile,
  paymentTypesFile,
  salesMonthFile,
  salesReportFile,
} from './report-files';

/** What a spreadsheet reads of the file: written by the shared writer, read back by the shared reader. */
const readBack = (file: CsvFile) => parseCsv(toCsv(file.header, file.rows));

describe('the reports CSV files (back-office.md §9)', () => {
  const extrasHeader = ['Refunds', 'Tips', 'Voids', 'Voided Value', 'Over/Short'];

  it('sales-report.csv: Month, Sales in dollars, then refunds, tips, voids and over/short', () => {
    const file = salesReportFile([
      {
        month: '05/2025',
        amount: 123456,
        refunds: 500,
        tips: 1320,
        voidCount: 2,
        voidAmount: 1760,
        overShort: -250,
      },
      { month: '06/2025', amount: 5 },
    ]);
    expect(file.fileName).toBe('sales-report.csv');
    expect(readBack(file)).toEqual([
      ['Month', 'Sales', ...extrasHeader],
      ['05/2025', '1234.56', '5.00', '13.20', '2', '17.60', '-2.50'],
      ['06/2025', '0.05', '0.00', '0.00', '0', '0.00', '0.00'],
    ]);
  });

  it('sales-month-report.csv: Month, Date (DD/MM/YYYY), Sales, then the extras', () => {
    const file = salesMonthFile([
      {
        month: '06/2025',
        date: '2025-06-02',
        amount: 1000,
        tips: 150,
        voidCount: 1,
        voidAmount: 880,
        overShort: 30,
      },
    ]);
    expect(file.fileName).toBe('sales-month-report.csv');
    expect(readBack(file)).toEqual([
      ['Month', 'Date', 'Sales', ...extrasHeader],
      ['06/2025', '02/06/2025', '10.00', '0.00', '1.50', '1', '8.80', '0.30'],
    ]);
  });

  const dishes: DishRow[] = [
    {
      category: 'Mains',
      name: 'Beef, "black bean"',
      altName: '豉汁牛',
      count: 3,
      total: 6600,
      isOption: false,
      productId: 'd1',
    },
    {
      category: 'Mains',
      name: 'Extra rice',
      altName: null,
      count: 2,
      total: 400,
      isOption: true,
      productId: 'o1',
    },
  ];

  it('dish-report.csv and dishes-report.csv: No, Category, Name, Alt Name, Option, Quantity, Total, as sorted', () => {
    const header = ['No', 'Category', 'Name', 'Alt Name', 'Option', 'Quantity', 'Total'];
    expect(dishOrderFile(dishes).fileName).toBe('dish-report.csv');
    expect(dishTransactionFile(dishes).fileName).toBe('dishes-report.csv');
    expect(readBack(dishOrderFile(dishes))).toEqual([
      header,
      ['1', 'Mains', 'Beef, "black bean"', '豉汁牛', 'No', '3', '66.00'],
      ['2', 'Mains', 'Extra rice', '', 'Yes', '2', '4.00'],
    ]);
    expect(readBack(dishTransactionFile([...dishes].reverse()))?.[1]?.[2]).toBe('Extra rice');
  });

  it('payment-types.csv by type: Tax is the amount / 11, the total row taxes the total', () => {
    const report: PaymentTypesReport = {
      view: 'types',
      items: [
        { type: 'VISA', amount: 1000, count: 2, date: null },
        { type: 'CASH', amount: 1100, count: 1, date: null },
      ],
      totalAmount: 2100,
      taxAmount: 191,
      tips: {
        total: 450,
        byStaff: [
          { staffName: 'Amy', tips: 300, count: 2 },
          { staffName: 'Ben', tips: 150, count: 1 },
        ],
      },
    };
    const file = paymentTypesFile(report);
    expect(file.fileName).toBe('payment-types.csv');
    // Tips are rows of their own, apart from the takings and their tax (decision 0500).
    expect(readBack(file)).toEqual([
      ['Payment Type', 'Count', 'Amount', 'Tax'],
      ['VISA', '2', '10.00', '0.91'],
      ['CASH', '1', '11.00', '1.00'],
      ['Total', '3', '21.00', '1.91'],
      ['Tips: Amy', '2', '3.00', ''],
      ['Tips: Ben', '1', '1.50', ''],
      ['Tips total (not in the amounts above)', '3', '4.50', ''],
    ]);
  });

  it('payment-types.csv daily: Date, Payment Type, Count, Amount, Tax', () => {
    const file = paymentTypesFile({
      view: 'daily',
      items: [{ type: 'EFTPOS', amount: 605, count: 1, date: '2025-06-01' }],
      totalAmount: 605,
      taxAmount: 55,
      tips: { total: 0, byStaff: [] },
    });
    expect(readBack(file)).toEqual([
      ['Date', 'Payment Type', 'Count', 'Amount', 'Tax'],
      ['01/06/2025', 'EFTPOS', '1', '6.05', '0.55'],
      ['', 'Total', '1', '6.05', '0.55'],
    ]);
  });

  it('payment-types.csv by table: Table, Payment Types, Transactions, Amount, Tax, Average', () => {
    const file = paymentTypesFile({
      view: 'tables',
      tables: [
        {
          tableNumber: '12',
          paymentTypes: [
            { type: 'CASH', amount: 2000 },
            { type: 'VISA', amount: 200 },
          ],
          totalAmount: 2200,
          taxAmount: 200,
          transactionCount: 2,
          averageAmount: 1100,
        },
      ],
      totalAmount: 2200,
      taxAmount: 200,
      transactionCount: 2,
      averageAmount: 1100,
      tips: { total: 0, byStaff: [] },
    });
    expect(readBack(file)).toEqual([
      ['Table', 'Payment Types', 'Transactions', 'Amount', 'Tax', 'Average'],
      ['12', 'CASH 20.00; VISA 2.00', '2', '22.00', '2.00', '11.00'],
      ['Total', '', '2', '22.00', '2.00', '11.00'],
    ]);
  });
});
