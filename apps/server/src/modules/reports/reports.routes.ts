import {
  type Actor,
  AdminOrderCount,
  AdminSalesMonthDashboard,
  canLoadSalesReport,
  canViewAdminDashboard,
  canViewDashboard,
  canViewDishReportByOrders,
  canViewReports,
  DishReport,
  DishReportQuery,
  ErrorResponse,
  OrderTypeCounts,
  PaymentTypesReport,
  PaymentTypesReportQuery,
  ReportRangeQuery,
  SalesByDates,
  SalesHoursReport,
  SalesMonthDashboard,
  SalesMonthQuery,
  SalesReport,
  TodayDishReport,
  TodaySalesReport,
} from '@rpos/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingRestaurantId, requireActor, staffOnly, whoGuard } from '../../platform/auth/guards';
import { AppError } from '../../platform/errors';
import * as reports from './reports.service';

const tags = ['reports'];
const security = [{ session: [] }];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Signed in, the report's access rule (report-access.ts, decision 0188), and a restaurant to act on. */
function reportGuard(allowed: (actor: Actor) => boolean, needsRestaurant = true) {
  const signedIn = staffOnly({ needsRestaurant: false });
  return whoGuard(async (request: FastifyRequest, reply: FastifyReply) => {
    await signedIn(request, reply);
    const actor = requireActor(request);
    if (!allowed(actor)) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    if (needsRestaurant) actingRestaurantId(actor);
  });
}

/** The dashboards and reports calls (back-office.md §2.4, §2.5, §7 "Dashboards and reports"). */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const ctx = (request: FastifyRequest): reports.ReportContext => ({
    db: deps.database.db,
    restaurantId: actingRestaurantId(requireActor(request)),
    now: deps.now(),
  });

  app.get(
    '/getTodaySalesReport',
    {
      preHandler: reportGuard(canViewDashboard),
      schema: {
        tags,
        security,
        summary:
          "Today's sales, cash and refunds and the last 7 days' sales (the dashboard's cards and charts)",
        response: { 200: TodaySalesReport, ...refusals },
      },
    },
    async (request) => reports.todaySalesReport(ctx(request)),
  );

  app.get(
    '/getTodayDishReport',
    {
      preHandler: reportGuard(canViewDashboard),
      schema: {
        tags,
        security,
        summary: "Today's dishes sold on bills, most first (the dashboard's dish table)",
        response: { 200: TodayDishReport, ...refusals },
      },
    },
    async (request) => reports.todayDishReport(ctx(request)),
  );

  app.get(
    '/salesReport',
    {
      preHandler: reportGuard(canLoadSalesReport),
      schema: {
        tags,
        security,
        summary: 'Sales per month: the 12 months ending with this one',
        response: { 200: SalesReport, ...refusals },
      },
    },
    async (request) => reports.salesReport(ctx(request)),
  );

  app.get(
    '/salesMonthDashboard',
    {
      preHandler: reportGuard(canLoadSalesReport),
      schema: {
        tags,
        security,
        summary: "A month's sales per day (monthStr MM/YYYY), up to today",
        querystring: SalesMonthQuery,
        response: { 200: SalesMonthDashboard, ...refusals },
      },
    },
    async (request) => reports.salesMonthDashboard(ctx(request), request.query.monthStr),
  );

  app.get(
    '/salesHoursReport',
    {
      preHandler: reportGuard(canViewReports),
      schema: {
        tags,
        security,
        summary: 'Sales per local hour over a range of days (optionally one weekday)',
        querystring: ReportRangeQuery,
        response: { 200: SalesHoursReport, ...refusals },
      },
    },
    async (request) => reports.salesHoursReport(ctx(request), request.query),
  );

  app.get(
    '/salesByDates',
    {
      preHandler: reportGuard(canViewReports),
      schema: {
        tags,
        security,
        summary: 'Sales per local day over a range (optionally one weekday)',
        querystring: ReportRangeQuery,
        response: { 200: SalesByDates, ...refusals },
      },
    },
    async (request) => reports.salesByDates(ctx(request), request.query),
  );

  app.get(
    '/orderFromReport',
    {
      preHandler: reportGuard(canViewReports),
      schema: {
        tags,
        security,
        summary: 'Orders taken over a range by where they came from (online or local)',
        querystring: ReportRangeQuery,
        response: { 200: OrderTypeCounts, ...refusals },
      },
    },
    async (request) => reports.orderCountsReport(ctx(request), request.query, 'origin'),
  );

  app.get(
    '/orderTypeReport',
    {
      preHandler: reportGuard(canViewReports),
      schema: {
        tags,
        security,
        summary: 'Orders taken over a range by type (null: none, shown as "other")',
        querystring: ReportRangeQuery,
        response: { 200: OrderTypeCounts, ...refusals },
      },
    },
    async (request) => reports.orderCountsReport(ctx(request), request.query, 'type'),
  );

  app.get(
    '/dishesOrderReport',
    {
      preHandler: reportGuard(canViewDishReportByOrders),
      schema: {
        tags,
        security,
        summary:
          "Dish Report (Order): every order line of the range's orders, refunded and deleted ones included",
        querystring: DishReportQuery,
        response: { 200: DishReport, ...refusals },
      },
    },
    async (request) => reports.dishesReport(ctx(request), request.query, 'order'),
  );

  app.get(
    '/dishesTransactionReport',
    {
      preHandler: reportGuard(canViewReports),
      schema: {
        tags,
        security,
        summary: 'Dish Report (Transaction): the top 100 dishes of bills not deleted, voided dishes left out',
        querystring: DishReportQuery,
        response: { 200: DishReport, ...refusals },
      },
    },
    async (request) => reports.dishesReport(ctx(request), request.query, 'bill'),
  );

  app.get(
    '/paymentTypesReport',
    {
      preHandler: reportGuard(canViewReports),
      schema: {
        tags,
        security,
        summary: 'Payments by type, by day and type, or by table, between two local times in 15-minute steps',
        querystring: PaymentTypesReportQuery,
        response: { 200: PaymentTypesReport, ...refusals },
      },
    },
    async (request) => reports.paymentTypesReport(ctx(request), request.query),
  );

  app.get(
    '/adminSalesMonthDashboard',
    {
      preHandler: reportGuard(canViewAdminDashboard, false),
      schema: {
        tags,
        security,
        summary: "Every restaurant's sales per day this month (admin)",
        response: { 200: AdminSalesMonthDashboard, ...refusals },
      },
    },
    async () => reports.adminSalesMonthDashboard(deps.database.db, deps.now()),
  );

  app.get(
    '/adminOrderCount',
    {
      preHandler: reportGuard(canViewAdminDashboard, false),
      schema: {
        tags,
        security,
        summary: "Every restaurant's orders per day of the last 14 days, online and local (admin)",
        response: { 200: AdminOrderCount, ...refusals },
      },
    },
    async () => reports.adminOrderCount(deps.database.db, deps.now()),
  );
};
