import {
  ADMIN_ORDER_COUNT_DAYS,
  type AdminOrderCount,
  type AdminSalesMonthDashboard,
  addDays,
  checkReportDateTimeRange,
  checkReportDayRange,
  checkReportMonth,
  DASHBOARD_WEEK_DAYS,
  DEFAULT_TIMEZONE,
  type DishReport,
  daysBetween,
  isoWeekdayOf,
  lastMonths,
  matchesWeekday,
  monthStrOf,
  ORDER_ORIGINS,
  type OrderTypeCounts,
  type PaymentTypesReport,
  type RangeCheck,
  REPORT_RANGE_MESSAGES,
  type ReportRangeKind,
  readWeekdayFilter,
  reportToday,
  SALES_REPORT_MONTHS,
  type SalesByDates,
  type SalesHoursReport,
  type SalesMonthDashboard,
  type SalesReport,
  type TodayDishReport,
  type TodaySalesReport,
  wallTimeToInstant,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { dayVoidsAndOverShort } from '../drawer/drawer.repository';
import { buildDishReport, buildTodayDishes, buildTopDishReport } from './dish-report';
import { buildPaymentTypesReport } from './payment-types-report';
import { type DayExtras, dayExtras, NO_EXTRAS, netTipSums, sumExtras } from './report-extras';
import { refreshAllDays, refreshRestaurantDays } from './report-refresh';
import * as repo from './reports.repository';

// The dashboards and reports (back-office.md §2.4, §2.5, §7; decisions 0175–0188). Every call finds
// the restaurant's timezone, checks its range with the domain rules (a 400 with the spec's text),
// rebuilds the range's logged days, then reads the rollups. Money in cents.

export interface ReportContext {
  db: DbOrTx;
  restaurantId: string;
  now: Date;
}

/** The restaurant's timezone and today; 404 when the restaurant it acts on is gone. */
async function clockOf(ctx: ReportContext): Promise<{ timezone: string; today: string }> {
  const timezone = await repo.restaurantTimezone(ctx.db, ctx.restaurantId);
  if (!timezone) throw new AppError('NOT_FOUND', 'Restaurant not found');
  return { timezone, today: reportToday(ctx.now, timezone) };
}

function checked<T>(check: RangeCheck<T>): T {
  if (!check.ok) throw new AppError('BAD_REQUEST', check.error.message);
  return check.range;
}

function weekdayOf(value: unknown): number | null {
  const filter = readWeekdayFilter(value);
  if (filter === null) throw new AppError('BAD_REQUEST', REPORT_RANGE_MESSAGES.weekdayInvalid);
  return isoWeekdayOf(filter);
}

/** A checked day range of the restaurant, its logged days rebuilt. */
async function dayRange(
  ctx: ReportContext,
  kind: ReportRangeKind,
  q: { startDateStr?: string; endDateStr?: string },
) {
  const { timezone } = await clockOf(ctx);
  const range = checked(checkReportDayRange(kind, q.startDateStr, q.endDateStr, ctx.now, timezone));
  await refreshRestaurantDays(ctx.db, ctx.restaurantId, range.startDate, range.endDate);
  return range;
}

// ---- dashboard ----

export async function todaySalesReport(ctx: ReportContext): Promise<TodaySalesReport> {
  const { today, timezone } = await clockOf(ctx);
  const from = addDays(today, 1 - DASHBOARD_WEEK_DAYS);
  await refreshRestaurantDays(ctx.db, ctx.restaurantId, from, today);
  const byDay = new Map((await repo.dayTotals(ctx.db, ctx.restaurantId, from, today)).map((r) => [r.day, r]));
  const weekReports = daysBetween(from, today).map((date) => {
    const r = byDay.get(date);
    return { date, amount: r?.sales ?? 0, cash: r?.cash ?? 0, refunds: r?.refunds ?? 0 };
  });
  const todayRow = weekReports[weekReports.length - 1]!;
  // Voids and the drawer's over/short (issue 28; decision 0512): one restaurant day's indexed rows.
  const dayStart = wallTimeToInstant(today, 0, timezone);
  const dayEnd = wallTimeToInstant(addDays(today, 1), 0, timezone);
  const day = await dayVoidsAndOverShort(ctx.db, ctx.restaurantId, dayStart, dayEnd);
  // Tips apart from the sales, in all and per staff member (decision 0577).
  const tipsByStaff = await netTipSums(ctx.db, ctx.restaurantId, dayStart, dayEnd);
  return {
    todaySales: todayRow.amount,
    todayCash: todayRow.cash,
    todayRefunds: todayRow.refunds,
    todayVoids: day.voids,
    todayOverShort: day.overShort,
    todayTips: tipsByStaff.reduce((n, r) => n + r.tips, 0),
    todayTipsByStaff: tipsByStaff,
    weekTotalSales: weekReports.reduce((n, r) => n + r.amount, 0),
    weekReports,
  };
}

export async function todayDishReport(ctx: ReportContext): Promise<TodayDishReport> {
  const { today } = await clockOf(ctx);
  await refreshRestaurantDays(ctx.db, ctx.restaurantId, today, today);
  return { dishes: buildTodayDishes(await repo.dishSums(ctx.db, ctx.restaurantId, today, today, 'bill')) };
}

// ---- sales ----

/** A day's or a month's figures beside its sales (decision 0577): refunds from the rollups, the rest read alongside. */
const extrasOf = (refunds: number, e: DayExtras) => ({
  refunds,
  tips: e.tips,
  voidCount: e.voidCount,
  voidAmount: e.voidAmount,
  overShort: e.overShort,
});

/** The rollups' day totals and the extras of the local days from..to, by day. */
async function daysWithExtras(ctx: ReportContext, timezone: string, from: string, to: string) {
  await refreshRestaurantDays(ctx.db, ctx.restaurantId, from, to);
  const totals = new Map((await repo.dayTotals(ctx.db, ctx.restaurantId, from, to)).map((r) => [r.day, r]));
  const extras = await dayExtras(
    ctx.db,
    ctx.restaurantId,
    timezone,
    wallTimeToInstant(from, 0, timezone),
    wallTimeToInstant(addDays(to, 1), 0, timezone),
  );
  return daysBetween(from, to).map((date) => {
    const t = totals.get(date);
    return { date, sales: t?.sales ?? 0, refunds: t?.refunds ?? 0, extras: extras.get(date) ?? NO_EXTRAS };
  });
}

export async function salesReport(ctx: ReportContext): Promise<SalesReport> {
  const { today, timezone } = await clockOf(ctx);
  const months = lastMonths(today, SALES_REPORT_MONTHS);
  const from = `${months[0]!.slice(3)}-${months[0]!.slice(0, 2)}-01`;
  const days = await daysWithExtras(ctx, timezone, from, today);
  return months.map((month) => {
    const of = days.filter((d) => monthStrOf(d.date) === month);
    return {
      month,
      amount: of.reduce((n, d) => n + d.sales, 0),
      ...extrasOf(
        of.reduce((n, d) => n + d.refunds, 0),
        sumExtras(of.map((d) => d.extras)),
      ),
    };
  });
}

export async function salesMonthDashboard(
  ctx: ReportContext,
  monthStr: unknown,
): Promise<SalesMonthDashboard> {
  const { timezone, today } = await clockOf(ctx);
  const range = checked(checkReportMonth(monthStr, ctx.now, timezone));
  const to = range.endDate < today ? range.endDate : today;
  const days = await daysWithExtras(ctx, timezone, range.startDate, to);
  return days.map((d) => ({
    month: range.month,
    date: d.date,
    amount: d.sales,
    ...extrasOf(d.refunds, d.extras),
  }));
}

export async function salesHoursReport(
  ctx: ReportContext,
  q: { startDateStr?: string; endDateStr?: string; weekday?: string },
): Promise<SalesHoursReport> {
  const weekday = weekdayOf(q.weekday);
  const range = await dayRange(ctx, 'sales', q);
  const sums = new Map(
    (await repo.hourSales(ctx.db, ctx.restaurantId, range.startDate, range.endDate, weekday)).map((r) => [
      r.hour,
      r.amount,
    ]),
  );
  return Array.from({ length: 24 }, (_, hour) => ({ hour, amount: sums.get(hour) ?? 0 }));
}

export async function salesByDates(
  ctx: ReportContext,
  q: { startDateStr?: string; endDateStr?: string; weekday?: string },
): Promise<SalesByDates> {
  const filter = readWeekdayFilter(q.weekday);
  const weekday = weekdayOf(q.weekday);
  const range = await dayRange(ctx, 'sales', q);
  const byDay = new Map(
    (await repo.dayTotals(ctx.db, ctx.restaurantId, range.startDate, range.endDate, weekday)).map((r) => [
      r.day,
      r.sales,
    ]),
  );
  return daysBetween(range.startDate, range.endDate)
    .filter((date) => matchesWeekday(date, filter ?? 'All'))
    .map((date) => ({ date, amount: byDay.get(date) ?? 0 }));
}

// ---- order source and type ----

export async function orderCountsReport(
  ctx: ReportContext,
  q: { startDateStr?: string; endDateStr?: string },
  by: 'origin' | 'type',
): Promise<OrderTypeCounts> {
  const range = await dayRange(ctx, 'orderTypes', q);
  const rows = await repo.orderCounts(ctx.db, ctx.restaurantId, range.startDate, range.endDate, by);
  return (
    rows
      .filter((r) => r.count > 0)
      .map((r) => ({ type: r.key === '' ? null : r.key, count: r.count }))
      // Most first; ties by name, no type ("other") last.
      .sort(
        (a, b) =>
          b.count - a.count ||
          (a.type === null ? 1 : 0) - (b.type === null ? 1 : 0) ||
          (a.type ?? '').localeCompare(b.type ?? ''),
      )
  );
}

// ---- dishes ----

export async function dishesReport(
  ctx: ReportContext,
  q: { startDateStr?: string; endDateStr?: string; isUsingOption: boolean },
  basis: 'order' | 'bill',
): Promise<DishReport> {
  const range = await dayRange(ctx, 'dish', q);
  const rows = await repo.dishSums(ctx.db, ctx.restaurantId, range.startDate, range.endDate, basis);
  return basis === 'order'
    ? buildDishReport(rows, q.isUsingOption)
    : buildTopDishReport(rows, q.isUsingOption);
}

// ---- payment types ----

export async function paymentTypesReport(
  ctx: ReportContext,
  q: { startDateStr?: string; endDateStr?: string; dailyReport: boolean; groupByTable: boolean },
): Promise<PaymentTypesReport> {
  const { timezone } = await clockOf(ctx);
  const range = checked(checkReportDateTimeRange(q.startDateStr, q.endDateStr, ctx.now, timezone));
  await refreshRestaurantDays(ctx.db, ctx.restaurantId, range.startDate, range.endDate);
  const view = q.groupByTable ? 'tables' : q.dailyReport ? 'daily' : 'types';
  const rows = await repo.paymentSums(
    ctx.db,
    ctx.restaurantId,
    { day: range.startDate, slot: range.startMinutes / 15 },
    { day: range.endDate, slot: range.endMinutes / 15 },
    { day: view === 'daily', table: view === 'tables' },
  );
  const tips = await netTipSums(
    ctx.db,
    ctx.restaurantId,
    wallTimeToInstant(range.startDate, range.startMinutes, timezone),
    wallTimeToInstant(range.endDate, range.endMinutes, timezone),
  );
  return buildPaymentTypesReport(view, rows, tips);
}

// ---- admin dashboard: every restaurant, by each one's local day; the month and days of Sydney ----

export async function adminSalesMonthDashboard(db: DbOrTx, now: Date): Promise<AdminSalesMonthDashboard> {
  const today = reportToday(now, DEFAULT_TIMEZONE);
  const from = `${today.slice(0, 8)}01`;
  await refreshAllDays(db, from, today);
  const byDay = new Map((await repo.allSalesByDay(db, from, today)).map((r) => [r.day, r.amount]));
  const month = monthStrOf(today);
  const days = daysBetween(from, today).map((date) => ({ month, date, amount: byDay.get(date) ?? 0 }));
  return { month, totalAmount: days.reduce((n, d) => n + d.amount, 0), days };
}

export async function adminOrderCount(db: DbOrTx, now: Date): Promise<AdminOrderCount> {
  const today = reportToday(now, DEFAULT_TIMEZONE);
  const from = addDays(today, 1 - ADMIN_ORDER_COUNT_DAYS);
  await refreshAllDays(db, from, today);
  const counts = new Map(
    (await repo.allOrdersByDay(db, from, today)).map((r) => [`${r.day}|${r.origin}`, r.count]),
  );
  return daysBetween(from, today).flatMap((day) =>
    ORDER_ORIGINS.map((type) => ({ day, type, count: counts.get(`${day}|${type}`) ?? 0 })),
  );
}
