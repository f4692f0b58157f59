import { describe, expect, it } from 'vitest';
import {
  canLoadSalesReport,
  canViewAdminDashboard,
  canViewDashboard,
  canViewDishReportByOrders,
  canViewReports,
} from './report-access';

const as = (role: string, permissions: string[] = []) => ({ role, permissions });

describe('report access (back-office.md §6)', () => {
  it('lets the all-pass roles load everything but the admin dashboard', () => {
    for (const role of ['restaurantAdmin', 'restaurantGroupAdmin']) {
      const a = as(role);
      expect([
        canViewReports(a),
        canViewDashboard(a),
        canLoadSalesReport(a),
        canViewDishReportByOrders(a),
      ]).toEqual([true, true, true, true]);
      expect(canViewAdminDashboard(a)).toBe(false);
    }
    expect(canViewAdminDashboard(as('admin'))).toBe(true);
    expect(canViewDishReportByOrders(as('admin'))).toBe(true);
  });

  it('shows restaurantReport the dashboard and reports; Dish Report (Order) needs dishReportByOrders', () => {
    const r = as('restaurantReport');
    expect([canViewReports(r), canViewDashboard(r), canLoadSalesReport(r)]).toEqual([true, true, true]);
    expect(canViewDishReportByOrders(r)).toBe(false);
    expect(canViewDishReportByOrders(as('restaurantReport', ['dishReportByOrders']))).toBe(true);
  });

  it('keeps restaurantManager off the dashboard and the sales report, even with the reports code', () => {
    const m = as('restaurantManager', ['reports']);
    expect(canViewReports(m)).toBe(true);
    expect(canViewDashboard(m)).toBe(false);
    expect(canLoadSalesReport(m)).toBe(false);
    expect(canViewDishReportByOrders(m)).toBe(false);
    expect(canViewDishReportByOrders(as('restaurantManager', ['reports', 'dishReportByOrders']))).toBe(true);
    expect(canViewReports(as('restaurantManager', ['orders']))).toBe(false);
  });

  it('refuses the roles without reports', () => {
    for (const role of ['menuAdmin', 'restaurantStaff', 'nobody']) {
      expect(canViewReports(as(role))).toBe(false);
      expect(canViewDashboard(as(role))).toBe(false);
    }
  });
});
