import type {
  DishReport,
  OrderTypeCounts,
  PaymentTypesReport,
  SalesByDates,
  SalesHoursReport,
  SalesMonthDashboard,
  SalesReport,
  WeekdayFilter,
} from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** A range of local days as the server reads it (YYYY-MM-DD). */
export interface DayRange {
  startDateStr: string;
  endDateStr: string;
}

/** Query keys of the reports feature. */
export const reportKeys = {
  all: ['reports'] as const,
  sales: () => [...reportKeys.all, 'sales'] as const,
  salesMonth: (monthStr: string) => [...reportKeys.all, 'salesMonth', monthStr] as const,
  salesHours: (range: DayRange, weekday: WeekdayFilter) =>
    [...reportKeys.all, 'salesHours', range, weekday] as const,
  salesByDates: (range: DayRange, weekday: WeekdayFilter) =>
    [...reportKeys.all, 'salesByDates', range, weekday] as const,
  orderFrom: (range: DayRange) => [...reportKeys.all, 'orderFrom', range] as const,
  orderType: (range: DayRange) => [...reportKeys.all, 'orderType', range] as const,
  dishesOrder: (range: DayRange, isUsingOption: boolean) =>
    [...reportKeys.all, 'dishesOrder', range, isUsingOption] as const,
  dishesTransaction: (range: DayRange, isUsingOption: boolean) =>
    [...reportKeys.all, 'dishesTransaction', range, isUsingOption] as const,
  paymentTypes: (range: DayRange, dailyReport: boolean, groupByTable: boolean) =>
    [...reportKeys.all, 'paymentTypes', range, dailyReport, groupByTable] as const,
};

/** Reports are read as asked: a Query press fetches again after 30 s, not on every focus. */
const REPORT_STALE_MS = 30_000;

/** GET /salesReport: the months (not for restaurantManager: `enabled`). */
export function useSalesReport(enabled = true) {
  return useQuery({
    queryKey: reportKeys.sales(),
    queryFn: ({ signal }) => api.get<SalesReport>('/salesReport', { signal }),
    staleTime: REPORT_STALE_MS,
    enabled,
  });
}

/** GET /salesMonthDashboard?monthStr=MM/YYYY: the days of a month; null until a month is chosen. */
export function useSalesMonth(monthStr: string | null) {
  return useQuery({
    queryKey: reportKeys.salesMonth(monthStr ?? ''),
    queryFn: ({ signal }) =>
      api.get<SalesMonthDashboard>('/salesMonthDashboard', { query: { monthStr }, signal }),
    enabled: monthStr !== null,
    staleTime: REPORT_STALE_MS,
  });
}

/** GET /salesHoursReport: sales by local hour over the range (the weekday filter applied). */
export function useSalesHours(range: DayRange, weekday: WeekdayFilter) {
  return useQuery({
    queryKey: reportKeys.salesHours(range, weekday),
    queryFn: ({ signal }) =>
      api.get<SalesHoursReport>('/salesHoursReport', { query: { ...range, weekday }, signal }),
    staleTime: REPORT_STALE_MS,
  });
}

/** GET /salesByDates: sales by local day over the range (the weekday filter applied). */
export function useSalesByDates(range: DayRange, weekday: WeekdayFilter) {
  return useQuery({
    queryKey: reportKeys.salesByDates(range, weekday),
    queryFn: ({ signal }) => api.get<SalesByDates>('/salesByDates', { query: { ...range, weekday }, signal }),
    staleTime: REPORT_STALE_MS,
  });
}

/** GET /orderFromReport: orders by source (online or local). */
export function useOrderFromReport(range: DayRange) {
  return useQuery({
    queryKey: reportKeys.orderFrom(range),
    queryFn: ({ signal }) => api.get<OrderTypeCounts>('/orderFromReport', { query: { ...range }, signal }),
    staleTime: REPORT_STALE_MS,
  });
}

/** GET /orderTypeReport: orders by type (null is "other"). */
export function useOrderTypeReport(range: DayRange) {
  return useQuery({
    queryKey: reportKeys.orderType(range),
    queryFn: ({ signal }) => api.get<OrderTypeCounts>('/orderTypeReport', { query: { ...range }, signal }),
    staleTime: REPORT_STALE_MS,
  });
}

/** GET /dishesOrderReport: Dish Report (Order). */
export function useDishesOrderReport(range: DayRange, isUsingOption: boolean) {
  return useQuery({
    queryKey: reportKeys.dishesOrder(range, isUsingOption),
    queryFn: ({ signal }) =>
      api.get<DishReport>('/dishesOrderReport', { query: { ...range, isUsingOption }, signal }),
    staleTime: REPORT_STALE_MS,
  });
}

/** GET /dishesTransactionReport: Dish Report (Transaction), the top 100. */
export function useDishesTransactionReport(range: DayRange, isUsingOption: boolean) {
  return useQuery({
    queryKey: reportKeys.dishesTransaction(range, isUsingOption),
    queryFn: ({ signal }) =>
      api.get<DishReport>('/dishesTransactionReport', { query: { ...range, isUsingOption }, signal }),
    staleTime: REPORT_STALE_MS,
  });
}

/** GET /paymentTypesReport: dates as 'YYYY-MM-DD HH:mm:ss' on the restaurant's clock. */
export function usePaymentTypesReport(range: DayRange, dailyReport: boolean, groupByTable: boolean) {
  return useQuery({
    queryKey: reportKeys.paymentTypes(range, dailyReport, groupByTable),
    queryFn: ({ signal }) =>
      api.get<PaymentTypesReport>('/paymentTypesReport', {
        query: { ...range, dailyReport, groupByTable },
        signal,
      }),
    staleTime: REPORT_STALE_MS,
  });
}
