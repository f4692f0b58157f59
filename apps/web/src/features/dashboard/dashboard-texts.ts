import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/** Texts of the dashboards' figures (back-office.md §2.4); the title and welcome stay in dashboard.*. */
export const enSalesDashboard = {
  todaySales: "Today's Sales",
  todayCash: "Today's Cash",
  todayRefunds: "Today's Refunds",
  todayVoids: "Today's Voids ({{count}})",
  todayOverShort: 'Drawer Over/Short Today',
  todayTips: "Today's Tips",
  tipsHint: 'Not in the sales',
  weekTotalSales: 'Week Total Sales',
  weekHint: 'Today and the 6 days before',
  weeklyCash: 'Weekly Cash',
  weeklySales: 'Weekly Sales',
  cash: 'Cash',
  sales: 'Sales',
  day: 'Day',
  todayDishes: "Today's Dish Report",
  colNo: 'No',
  colName: 'Name',
  colQuantity: 'Quantity',
  colAmount: 'Amount',
  noDishes: 'No dishes sold today yet.',
  adminTitle: 'Admin Dashboard',
  monthlySales: 'Monthly Sales',
  monthTotal: 'Sales of {{month}}, every restaurant',
  salesByDay: 'Sales by day',
  latestOrderCounts: 'Latest Order Counts',
  online: 'Online',
  local: 'Local',
} as const;

export type SalesDashboardKey = keyof typeof enSalesDashboard;

registerScopedTexts<SalesDashboardKey>(
  'salesDashboard',
  enSalesDashboard as unknown as Record<SalesDashboardKey, string>,
);

export const useSalesDashboardT = (): ScopedT<SalesDashboardKey> =>
  useScopedT<SalesDashboardKey>('salesDashboard');
