import { type Actor, canSeeDishReportByOrders, hasPermission } from '../auth/access';

/**
 * Who may load which report (back-office.md §6, decision 0188). The server guards every call with
 * these; the web app hides what they refuse.
 *
 * - The reports: the `reports` code (admin, restaurantAdmin and restaurantGroupAdmin pass every check)
 *   or the restaurantReport role, whose whole job is dashboard and reports (its sidebar row), with or
 *   without the code in its list.
 * - The dashboard's calls and the sales report (with its month breakdown): the same, except
 *   restaurantManager, who sees only the welcome message and cannot load the sales report.
 * - Dish Report (Order): the reports rule and dishReportByOrders.
 * - The admin dashboard: admin only.
 */

export function canViewReports(actor: Actor): boolean {
  return actor.role === 'restaurantReport' || hasPermission(actor, 'reports');
}

export function canViewDashboard(actor: Actor): boolean {
  return actor.role !== 'restaurantManager' && canViewReports(actor);
}

/** GET /salesReport and GET /salesMonthDashboard. */
export const canLoadSalesReport = canViewDashboard;

/** GET /dishesOrderReport. */
export function canViewDishReportByOrders(actor: Actor): boolean {
  return canViewReports(actor) && canSeeDishReportByOrders(actor);
}

export function canViewAdminDashboard(actor: Actor): boolean {
  return actor.role === 'admin';
}
