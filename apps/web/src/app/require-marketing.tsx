import { Navigate, Outlet } from 'react-router';
import { useUser } from '../features/auth/api/use-user';

/**
 * The Marketing pages (back-office.md §2.13): admin and the one configured account (decision 0250);
 * the server refuses everyone else too. Others go to the dashboard.
 */
export function RequireMarketing() {
  const user = useUser().data;
  if (!user) return null;
  return user.role === 'admin' || user.marketingAccount ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
