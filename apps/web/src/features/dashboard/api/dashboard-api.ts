import type {
  AdminOrderCount,
  AdminSalesMonthDashboard,
  TodayDishReport,
  TodaySalesReport,
} from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** Query keys of the dashboards. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  todaySales: () => [...dashboardKeys.all, 'todaySales'] as const,
  todayDishes: () => [...dashboardKeys.all, 'todayDishes'] as const,
  adminSalesMonth: () => [...dashboardKeys.all, 'adminSalesMonth'] as const,
  adminOrderCount: () => [...dashboardKeys.all, 'adminOrderCount'] as const,
};

/** back-office.md §9: today's sales are cached 5 minutes, today's dishes 60 s. */
export const TODAY_SALES_STALE_MS = 5 * 60_000;
export const TODAY_DISHES_STALE_MS = 60_000;

/** GET /getTodaySalesReport: the four cards and the week's charts. */
export function useTodaySales(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.todaySales(),
    queryFn: ({ signal }) => api.get<TodaySalesReport>('/getTodaySalesReport', { signal }),
    staleTime: TODAY_SALES_STALE_MS,
    enabled,
  });
}

/** GET /getTodayDishReport: today's dishes; never fetched for restaurantManager (`enabled`). */
export function useTodayDishes(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.todayDishes(),
    queryFn: ({ signal }) => api.get<TodayDishReport>('/getTodayDishReport', { signal }),
    staleTime: TODAY_DISHES_STALE_MS,
    enabled,
  });
}

/** GET /adminSalesMonthDashboard (admin): this month's sales of every restaurant, by day. */
export function useAdminSalesMonth() {
  return useQuery({
    queryKey: dashboardKeys.adminSalesMonth(),
    queryFn: ({ signal }) => api.get<AdminSalesMonthDashboard>('/adminSalesMonthDashboard', { signal }),
    staleTime: TODAY_SALES_STALE_MS,
  });
}

/** GET /adminOrderCount (admin): online and local orders per day. */
export function useAdminOrderCount() {
  return useQuery({
    queryKey: dashboardKeys.adminOrderCount(),
    queryFn: ({ signal }) => api.get<AdminOrderCount>('/adminOrderCount', { signal }),
    staleTime: TODAY_SALES_STALE_MS,
  });
}
