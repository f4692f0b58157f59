import {
  type CsvCell,
  centsToCsv,
  type PaymentTypesReport,
  REPORT_CSV_FILES,
  type SalesDayRow,
  type SalesMonthRow,
  taxOfAmount,
} from '@rpos/domain';
import type { DishRow } from './dish-rows';
import { dmy } from './report-ranges';

/**
 * The reports' CSV files (back-office.md §9 names; columns decision 0197): what a screen shows, money
 * as dollars with two decimals, days as DD/MM/YYYY. Written by the shared CSV writer (toCsv, through
 * shared/files/csv-download.ts).
 */
export interface CsvFile {
  fileName: string;
  header: string[];
  rows: CsvCell[][];
}

/**
 * What follows the sales in both sales files (issue 28; decision 0577): refunds, tips (taken less given
 * back; not in the sales), dishes voided and their value, the drawer's over (+) or short (−).
 */
const EXTRAS_HEADER = ['Refunds', 'Tips', 'Voids', 'Voided Value', 'Over/Short'];
type SalesExtras = Pick<SalesMonthRow, 'refunds' | 'tips' | 'voidCount' | 'voidAmount' | 'overShort'>;
const extrasCells = (r: SalesExtras): CsvCell[] => [
  centsToCsv(r.refunds ?? 0),
  centsToCsv(r.tips ?? 0),
  r.voidCount ?? 0,
  centsToCsv(r.voidAmount ?? 0),
  centsToCsv(r.overShort ?? 0),
];

/** sales-report.csv: Month, Sales, then the extras. */
export const salesReportFile = (rows: readonly SalesMonthRow[]): CsvFile => ({
  fileName: REPORT_CSV_FILES.salesReport,
  header: ['Month', 'Sales', ...EXTRAS_HEADER],
  rows: rows.map((r) => [r.month, centsToCsv(r.amount), ...extrasCells(r)]),
});

/** sales-month-report.csv: Month, Date, Sales, then the extras (one row per day of the chosen month). */
export const salesMonthFile = (rows: readonly SalesDayRow[]): CsvFile => ({
  fileName: REPORT_CSV_FILES.salesMonthReport,
  header: ['Month', 'Date', 'Sales', ...EXTRAS_HEADER],
  rows: rows.map((r) => [r.month, dmy(r.date), centsToCsv(r.amount), ...extrasCells(r)]),
});

const DISH_HEADER = ['No', 'Category', 'Name', 'Alt Name', 'Option', 'Quantity', 'Total'];
const dishRows = (rows: readonly DishRow[]): CsvCell[][] =>
  rows.map((r, i) => [
    i + 1,
    r.category,
    r.name,
    r.altName ?? '',
    r.isOption ? 'Yes' : 'No',
    r.count,
    centsToCsv(r.total),
  ]);

/** dish-report.csv (Dish Report (Order)), in the table's current order. */
export const dishOrderFile = (rows: readonly DishRow[]): CsvFile => ({
  fileName: REPORT_CSV_FILES.dishOrderReport,
  header: DISH_HEADER,
  rows: dishRows(rows),
});

/** dishes-report.csv (Dish Report (Transaction), the top 100), in the table's current order. */
export const dishTransactionFile = (rows: readonly DishRow[]): CsvFile => ({
  fileName: REPORT_CSV_FILES.dishTransactionReport,
  header: DISH_HEADER,
  rows: dishRows(rows),
});

/**
 * payment-types.csv, the view on screen; Tax is the amount / 11 (back-office.md §9) of each row, and
 * of the total (not a sum of rounded taxes). Per table, Payment Types lists 'TYPE amount' pairs.
 */
/** Tips apart from the takings (decision 0500): one row per staff member, then their total. */
function tipRows(
  report: PaymentTypesReport,
  row: (label: string, count: number, amount: string) => CsvCell[],
) {
  if (report.tips.total === 0) return [];
  return [
    ...report.tips.byStaff.map((r) => row(`Tips: ${r.staffName}`, r.count, centsToCsv(r.tips))),
    row(
      'Tips total (not in the amounts above)',
      report.tips.byStaff.reduce((n, r) => n + r.count, 0),
      centsToCsv(report.tips.total),
    ),
  ];
}

export function paymentTypesFile(report: PaymentTypesReport): CsvFile {
  const money = centsToCsv;
  if (report.view === 'tables') {
    return {
      fileName: REPORT_CSV_FILES.paymentTypes,
      header: ['Table', 'Payment Types', 'Transactions', 'Amount', 'Tax', 'Average'],
      rows: [
        ...report.tables.map((r) => [
          r.tableNumber,
          r.paymentTypes.map((p) => `${p.type} ${money(p.amount)}`).join('; '),
          r.transactionCount,
          money(r.totalAmount),
          money(taxOfAmount(r.totalAmount)),
          money(r.averageAmount),
        ]),
        [
          'Total',
          '',
          report.transactionCount,
          money(report.totalAmount),
          money(taxOfAmount(report.totalAmount)),
          money(report.averageAmount),
        ],
        ...tipRows(report, (label, count, amount) => [label, '', count, amount, '', '']),
      ],
    };
  }
  const count = report.items.reduce((n, i) => n + i.count, 0);
  const total = ['Total', count, money(report.totalAmount), money(taxOfAmount(report.totalAmount))];
  if (report.view === 'daily') {
    return {
      fileName: REPORT_CSV_FILES.paymentTypes,
      header: ['Date', 'Payment Type', 'Count', 'Amount', 'Tax'],
      rows: [
        ...report.items.map((i) => [
          i.date ? dmy(i.date) : '',
          i.type,
          i.count,
          money(i.amount),
          money(taxOfAmount(i.amount)),
        ]),
        ['', ...total],
        ...tipRows(report, (label, count, amount) => ['', label, count, amount, '']),
      ],
    };
  }
  return {
    fileName: REPORT_CSV_FILES.paymentTypes,
    header: ['Payment Type', 'Count', 'Amount', 'Tax'],
    rows: [
      ...report.items.map((i) => [i.type, i.count, money(i.amount), money(taxOfAmount(i.amount))]),
      total,
      ...tipRows(report, (label, count, amount) => [label, count, amount, '']),
    ],
  };
}
