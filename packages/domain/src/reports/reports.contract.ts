import { z } from 'zod';
import { ORDER_ORIGINS } from '../orders/back-office-orders.contract';

/**
 * The dashboards and reports calls (back-office.md §2.4, §2.5, §3 "Report rows", §7 "Dashboards and
 * reports"). Every amount is integer cents (the screen divides by 100); every day is the restaurant's
 * local day as YYYY-MM-DD; months are MM/YYYY. Decisions 0175–0194.
 *
 * The queries' fields are loose strings here: the server checks them with report-dates.ts (the §5
 * texts, answered as a 400 `{ code: 'BAD_REQUEST', message }` with the text alone) so the screen and
 * the server agree. Refusals: 401 signed out, 403 without the permission (report-access.ts), 400
 * without a restaurant selected.
 */

const looseText = z.string().trim().max(40).optional();
/** 'true' / 'false' in a query (missing = false). */
const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

const cents = z.number().int();
const count = z.number().int().nonnegative();
/** YYYY-MM-DD, the restaurant's local day. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** MM/YYYY. */
const monthKey = z.string().regex(/^\d{2}\/\d{4}$/);

// ---------------------------------------------------------------------------------------------
// Queries

/** GET /salesHoursReport, /salesByDates, /orderFromReport, /orderTypeReport: YYYY-MM-DD local days. */
export const ReportRangeQuery = z.object({
  startDateStr: looseText,
  endDateStr: looseText,
  /**
   * Ours, optional: Mon…Sun or All (default) — only the local days of that weekday count (the sales
   * details report's weekday filter; /salesHoursReport and /salesByDates read it).
   */
  weekday: looseText,
});
export type ReportRangeQuery = z.infer<typeof ReportRangeQuery>;

/** GET /dishesOrderReport, /dishesTransactionReport: isUsingOption lists options as their own rows. */
export const DishReportQuery = z.object({
  startDateStr: looseText,
  endDateStr: looseText,
  isUsingOption: queryFlag,
});
export type DishReportQuery = z.input<typeof DishReportQuery>;

/** GET /salesMonthDashboard?monthStr=MM/YYYY. */
export const SalesMonthQuery = z.object({ monthStr: looseText });
export type SalesMonthQuery = z.infer<typeof SalesMonthQuery>;

/**
 * GET /paymentTypesReport: local wall-clock date-times 'YYYY-MM-DD HH:mm:ss' in 15-minute steps. The
 * end's own 15 minutes are included: 00:00:00 to 23:45:00 is the whole day (decision 0175).
 */
export const PaymentTypesReportQuery = z.object({
  startDateStr: looseText,
  endDateStr: looseText,
  dailyReport: queryFlag,
  groupByTable: queryFlag,
});
export type PaymentTypesReportQuery = z.input<typeof PaymentTypesReportQuery>;

// ---------------------------------------------------------------------------------------------
// Dashboard

/** One day of the dashboard's week (the weekly sales and weekly cash charts). */
export const WeekReportRow = z.object({
  date: isoDay,
  /** Sales that day (payments taken). */
  amount: cents,
  /** The Cash payment type's share of it. */
  cash: cents,
  /** Refunds made that day (positive cents). */
  refunds: cents,
});
export type WeekReportRow = z.infer<typeof WeekReportRow>;

/** GET /getTodaySalesReport: the four cards and the week (decision 0184: the last 7 local days). */
export const TodaySalesReport = z.object({
  todaySales: cents,
  todayCash: cents,
  todayRefunds: cents,
  /**
   * Issue 28 (decision 0512): dishes voided today (how many, their value) and the over (> 0) or short
   * (< 0) of the cash drawer shifts closed today. Optional: older answers had none.
   */
  todayVoids: z.object({ count, amount: cents }).optional(),
  todayOverShort: z.number().int().optional(),
  /**
   * Tips taken today less tips given back (decision 0577), apart from the sales; and per staff member
   * who took them. Optional: older answers had none.
   */
  todayTips: cents.optional(),
  todayTipsByStaff: z.array(z.object({ staffName: z.string(), tips: cents, count })).optional(),
  /** The sum of weekReports' amounts. */
  weekTotalSales: cents,
  /** 7 rows, oldest first, ending today; days without sales are 0. */
  weekReports: z.array(WeekReportRow),
});
export type TodaySalesReport = z.infer<typeof TodaySalesReport>;

/** A row of today's dish table (No is the row's position). */
export const TodayDishRow = z.object({
  dishName: z.string(),
  altName: z.string().nullable(),
  totalCount: count,
  totalSales: cents,
});
export type TodayDishRow = z.infer<typeof TodayDishRow>;

/** GET /getTodayDishReport: most counted first. */
export const TodayDishReport = z.object({ dishes: z.array(TodayDishRow) });
export type TodayDishReport = z.infer<typeof TodayDishReport>;

// ---------------------------------------------------------------------------------------------
// Sales

/**
 * What the sales report shows beside a month's or a day's sales (issue 28; decision 0577), apart from
 * them: refunds made, tips (taken less given back), dishes voided (how many, their value) and the
 * over (> 0) or short (< 0) of the cash drawer shifts closed. Optional: older answers had none.
 */
const salesExtras = {
  refunds: cents.optional(),
  tips: cents.optional(),
  voidCount: count.optional(),
  voidAmount: cents.optional(),
  overShort: cents.optional(),
};

/** GET /salesReport: one row per month (decision 0185: the 12 months ending this one, oldest first). */
export const SalesMonthRow = z.object({ month: monthKey, amount: cents, ...salesExtras });
export type SalesMonthRow = z.infer<typeof SalesMonthRow>;
export const SalesReport = z.array(SalesMonthRow);
export type SalesReport = z.infer<typeof SalesReport>;

/** GET /salesMonthDashboard: every day of the month up to today, oldest first. */
export const SalesDayRow = z.object({ month: monthKey, date: isoDay, amount: cents, ...salesExtras });
export type SalesDayRow = z.infer<typeof SalesDayRow>;
export const SalesMonthDashboard = z.array(SalesDayRow);
export type SalesMonthDashboard = z.infer<typeof SalesMonthDashboard>;

/** GET /salesHoursReport: 24 rows, hour 0–23 of the local clock. */
export const SalesHourRow = z.object({ hour: z.number().int().min(0).max(23), amount: cents });
export type SalesHourRow = z.infer<typeof SalesHourRow>;
export const SalesHoursReport = z.array(SalesHourRow);
export type SalesHoursReport = z.infer<typeof SalesHoursReport>;

/** GET /salesByDates: every day of the range (that passes the weekday filter), oldest first. */
export const SalesDateRow = z.object({ date: isoDay, amount: cents });
export type SalesDateRow = z.infer<typeof SalesDateRow>;
export const SalesByDates = z.array(SalesDateRow);
export type SalesByDates = z.infer<typeof SalesByDates>;

// ---------------------------------------------------------------------------------------------
// Order source and type

/**
 * GET /orderFromReport (type online or local) and GET /orderTypeReport (dinein, takeaway, pickup,
 * delivery, foodcourt, or null — shown as "other"): orders counted, most first; types with 0 left out.
 */
export const OrderTypeCountRow = z.object({ type: z.string().nullable(), count });
export type OrderTypeCountRow = z.infer<typeof OrderTypeCountRow>;
export const OrderTypeCounts = z.array(OrderTypeCountRow);
export type OrderTypeCounts = z.infer<typeof OrderTypeCounts>;

// ---------------------------------------------------------------------------------------------
// Dish reports

/** A dish (or, with isUsingOption, an option) of a category. */
export const DishReportDish = z.object({
  name: z.string(),
  altName: z.string().nullable(),
  /** Sales (cents): with isUsingOption a dish's own price × quantity, its options in their rows. */
  total: cents,
  /** Quantity sold. */
  count,
  isOption: z.boolean(),
  /** The menu item id (a dish) or the option id (an option). */
  productId: z.string(),
});
export type DishReportDish = z.infer<typeof DishReportDish>;

export const DishReportCategory = z.object({
  category: z.string(),
  /** Most counted first (ties: higher total, then name). */
  dishes: z.array(DishReportDish),
  /** The category's sales and dish quantity over the whole range (options' counts not added). */
  totalSales: cents,
  totalCounts: count,
});
export type DishReportCategory = z.infer<typeof DishReportCategory>;

/**
 * GET /dishesOrderReport and GET /dishesTransactionReport: categories by sales, most first. The
 * transaction report keeps only the top 100 dish rows (DISH_REPORT_TOP) across its categories.
 */
export const DishReport = z.object({ dishes: z.array(DishReportCategory) });
export type DishReport = z.infer<typeof DishReport>;

// ---------------------------------------------------------------------------------------------
// Payment types

/** One payment type's takings (in the daily view, on one local day). */
export const PaymentTypeItem = z.object({
  type: z.string(),
  amount: cents,
  /** Payments counted. */
  count,
  /** The local day (daily view); null in the breakdown over the whole range. */
  date: isoDay.nullable(),
});
export type PaymentTypeItem = z.infer<typeof PaymentTypeItem>;

/** A table's (or a takeaway-like bill type's) takings in the per-table view. */
export const PaymentTypeTableRow = z.object({
  /** The dine-in table number, or the bill type (takeaway, pickup, delivery, foodcourt, deliveryPartner). */
  tableNumber: z.string(),
  paymentTypes: z.array(z.object({ type: z.string(), amount: cents })),
  totalAmount: cents,
  /** taxOfAmount(totalAmount). */
  taxAmount: cents,
  /** Bills with a payment in the range. */
  transactionCount: count,
  /** averageAmount(totalAmount, transactionCount). */
  averageAmount: cents,
});
export type PaymentTypeTableRow = z.infer<typeof PaymentTypeTableRow>;

/**
 * Tips taken in the range (ours; decision 0500): apart from the takings above (not in totalAmount or
 * its tax), in all and per staff member who took the payment.
 */
export const TipsSummary = z.object({
  total: cents,
  byStaff: z.array(z.object({ staffName: z.string(), tips: cents, count })),
});
export type TipsSummary = z.infer<typeof TipsSummary>;

const paymentTotals = {
  totalAmount: cents,
  /** taxOfAmount(totalAmount). */
  taxAmount: cents,
  tips: TipsSummary,
};

/**
 * GET /paymentTypesReport. view 'types' (neither box), 'daily' (dailyReport), 'tables' (groupByTable;
 * it wins when both are ticked — decision 0186). Rows are most taken first ('daily': by day, then most).
 */
export const PaymentTypesReport = z.discriminatedUnion('view', [
  z.object({ view: z.literal('types'), items: z.array(PaymentTypeItem), ...paymentTotals }),
  z.object({ view: z.literal('daily'), items: z.array(PaymentTypeItem), ...paymentTotals }),
  z.object({
    view: z.literal('tables'),
    /** Every table, most taken first; the chart shows topTables(tables). */
    tables: z.array(PaymentTypeTableRow),
    ...paymentTotals,
    transactionCount: count,
    averageAmount: cents,
  }),
]);
export type PaymentTypesReport = z.infer<typeof PaymentTypesReport>;

// ---------------------------------------------------------------------------------------------
// Admin dashboard (admin only; every restaurant — decision 0187)

/** GET /adminSalesMonthDashboard: the current month's days (up to today), oldest first. */
export const AdminSalesMonthDashboard = z.object({
  month: monthKey,
  totalAmount: cents,
  days: z.array(SalesDayRow),
});
export type AdminSalesMonthDashboard = z.infer<typeof AdminSalesMonthDashboard>;

/** GET /adminOrderCount: the last 14 local days × online/local (zero rows included), oldest first. */
export const OrderCountRow = z.object({ day: isoDay, type: z.enum(ORDER_ORIGINS), count });
export type OrderCountRow = z.infer<typeof OrderCountRow>;
export const AdminOrderCount = z.array(OrderCountRow);
export type AdminOrderCount = z.infer<typeof AdminOrderCount>;

/** How many days the admin order counts chart covers (ours). */
export const ADMIN_ORDER_COUNT_DAYS = 14;
/** How many months the sales report lists (ours). */
export const SALES_REPORT_MONTHS = 12;
/** How many days the dashboard's week covers: today and the 6 before. */
export const DASHBOARD_WEEK_DAYS = 7;

/** The report CSV file names (back-office.md §9). */
export const REPORT_CSV_FILES = {
  salesReport: 'sales-report.csv',
  salesMonthReport: 'sales-month-report.csv',
  dishOrderReport: 'dish-report.csv',
  dishTransactionReport: 'dishes-report.csv',
  paymentTypes: 'payment-types.csv',
} as const;

/**
 * "Today's cash" is the payments of the cash payment type (transactions/transaction-payments.ts
 * isCashPaymentType: CASH in any casing; decision 0183).
 */
export { isCashPaymentType } from '../transactions/transaction-payments';
