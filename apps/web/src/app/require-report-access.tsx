import {
  type Actor,
  canLoadSalesReport,
  canViewAdminDashboard,
  canViewDishReportByOrders,
  canViewReports,
} from '@rpos/domain';
import { Navigate, Outlet } from 'react-router';
import { useUser } from '../features/auth/api/use-user';

/** The report rules of back-office.md §6 (domain report-access.ts), by name for the route table. */
const RULES = {
  reports: canViewReports,
  salesReport: canLoadSalesReport,
  dishReportByOrders: canViewDishReportByOrders,
  adminDashboard: canViewAdminDashboard,
} satisfies Record<string, (actor: Actor) => boolean>;

export type ReportAccessRule = keyof typeof RULES;

/**
 * The reports' pages for the users the server serves them to; others go to the dashboard instead of
 * meeting a 403 (which would send them to sign-in).
 */
export function RequireReportAccess({ rule }: { rule: ReportAccessRule }) {
  const user = useUser().data;
  if (!user) return null;
  const actor = { role: user.role, permissions: user.permissions.map((p) => p.code) };
  return RULES[rule](actor) ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
