import { REPORT_MESSAGES } from '@rpos/domain';
import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/**
 * Texts of the reports (back-office.md §2.5, §5, §8) and of the dashboards' charts. The spec's
 * messages come from the domain (REPORT_MESSAGES, REPORT_RANGE_MESSAGES) so they are typed once.
 * The back-office is English only.
 */
export const enReports = {
  // The frame
  query: 'Query',
  querying: 'Loading the report',
  startDate: 'Start Date',
  endDate: 'End Date',
  startTime: 'Start Time',
  endTime: 'End Time',
  time: 'Time (HH:mm)',
  dateHint: 'Days on the restaurant’s clock ({{zone}})',
  dateTimeHint: '15-minute steps, {{zone}}',
  downloadCsv: 'Download CSV',
  empty: REPORT_MESSAGES.empty,
  failed: REPORT_MESSAGES.failed,
  retry: 'Retry',
  // The chart wrapper
  showNumbers: 'Show the numbers',
  hideNumbers: 'Hide the numbers',
  numbersOf: 'The numbers of {{title}}',
  // Sales report
  salesTitle: 'Sales Report',
  salesSubtitle: 'Sales by month; choose a month for its days',
  months: 'Months',
  colMonth: 'Month',
  colSales: 'Sales',
  colDate: 'Date',
  colRefunds: 'Refunds',
  colVoids: 'Voids',
  colOverShort: 'Drawer Over/Short',
  voidsCell: '{{count}} · {{amount}}',
  showMonth: 'Show the days of {{month}}',
  monthDays: 'Days of {{month}}',
  downloadMonthCsv: 'Download {{month}} CSV',
  salesByMonth: 'Sales by month',
  salesByDay: 'Sales of {{month}} by day',
  // Sales details
  salesDetailsTitle: 'Sales Details Report',
  salesDetailsSubtitle: "Sales by hour and by weekday, on the restaurant's clock",
  orderHours: 'Sales by order hour',
  hour: 'Hour',
  weekday: 'Weekday',
  weekdayAll: 'All',
  salesByWeekday: 'Sales by weekday',
  salesByDates: 'Sales by date',
  // Order source and type
  orderTypesTitle: 'Order Source and Type Report',
  orderTypesSubtitle: 'Orders counted by where they came from and by their type',
  orderSource: 'Order source',
  orderType: 'Order type',
  colType: 'Type',
  colCount: 'Orders',
  // Dish reports
  dishOrderTitle: 'Dish Report (Order)',
  dishOrderSubtitle: 'Every dish ordered, refunded and deleted ones included',
  dishTransactionTitle: 'Dish Report (Transaction)',
  dishTransactionSubtitle: 'The top 100 dishes of the paid and open bills',
  showOptions: 'Show options',
  dishSalesTab: 'Dish Sales Data',
  categoryTab: 'Category Sales Breakdown',
  categoryChart: 'Sales by category',
  dishTable: 'Dishes',
  categoryTable: 'Categories',
  colNo: 'No',
  colCategory: 'Category',
  colName: 'Name',
  colAltName: 'Alt Name',
  colQuantity: 'Quantity',
  colTotal: 'Total',
  option: 'Option',
  sortBy: 'Sort by {{column}}',
  // Payment types
  paymentTypesTitle: 'Payment Types Report',
  paymentTypesSubtitle: 'What each payment type took, by day or by table',
  dailyReport: 'Daily Report',
  groupByTable: 'Group by Table',
  tipsTable: 'Tips (not in the takings)',
  colStaff: 'Staff',
  colTips: 'Tips',
  tipsTotalRow: 'Total tips',
  colPaymentType: 'Payment Type',
  colAmount: 'Amount',
  colTax: 'Tax',
  colTable: 'Table',
  colTransactions: 'Transactions',
  colAverage: 'Average',
  colPaymentTypes: 'Payment Types',
  totalRow: 'Total',
  paymentTypesChart: 'Takings by payment type',
  topTablesChart: 'Top 10 tables',
  totals: 'Total {{total}} · Tax {{tax}}',
  tableTotals: 'Total {{total}} · Tax {{tax}} · {{count}} transactions · Average {{average}}',
  paymentTypeTable: 'Payment types',
  dailyTable: 'Payment types by day',
  tablesTable: 'Takings by table',
} as const;

export type ReportsKey = keyof typeof enReports;

registerScopedTexts<ReportsKey>('reports', enReports as unknown as Record<ReportsKey, string>);

export type ReportsT = ScopedT<ReportsKey>;

export const useReportsT = (): ReportsT => useScopedT<ReportsKey>('reports');
